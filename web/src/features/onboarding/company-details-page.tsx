import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /onboarding/company-details. */
export function CompanyDetailsPage() {
  return <PlaceholderPage title="Company Details" />;
}
