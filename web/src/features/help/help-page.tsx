import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /help. */
export function HelpPage() {
  return <PlaceholderPage title="How can we help you?" />;
}
