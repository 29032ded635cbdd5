import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /privacy-policy. */
export function PrivacyPage() {
  return <PlaceholderPage title="Privacy Policy" />;
}
