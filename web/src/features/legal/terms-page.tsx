import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /terms-of-service. */
export function TermsPage() {
  return <PlaceholderPage title="Terms of Service" />;
}
