import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /onboarding/account-setup and /signup/:userId. */
export function AccountSetupPage() {
  return <PlaceholderPage title="Set Up Your Account" />;
}
