import { PlaceholderPage } from '../../components/placeholder-page';

/** Placeholder: /confirm-appointment/:confirmationCode (outside the public shell). */
export function ConfirmAppointmentPage() {
  return <PlaceholderPage title="Confirm Appointment" />;
}
