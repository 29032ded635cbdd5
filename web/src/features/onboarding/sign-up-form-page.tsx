import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder for onboarding step 1 (the onboarding catch-all child): 'Tell us about yourself'. */
export function SignUpFormPage() {
  return <PlaceholderPage title="Tell us about yourself" />;
}
