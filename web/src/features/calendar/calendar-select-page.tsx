import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /google-calendar-select. */
export function CalendarSelectPage() {
  return <PlaceholderPage title="Select a Calendar" />;
}
