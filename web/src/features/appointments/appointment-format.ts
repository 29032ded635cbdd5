import { DateTime } from 'luxon';
import type { Appointment, AppointmentIntakeAnswer, AppointmentStatus } from './appointments-api';

export { DEFAULT_TIME_ZONE } from '../../../../functions/contract/businesses';

/** Spec section 4: awaiting_confirmation is shown 'Awaiting'. */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  awaiting_confirmation: 'Awaiting',
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The instant on the business's wall clock: { date: 'Mon, Mar 10, 2025', time: '10:00 AM EDT' }. */
export function formatWhen(iso: string, zone: string) {
  const dt = DateTime.fromISO(iso, { setZone: true }).setZone(zone).setLocale('en-US');
  if (!dt.isValid) return { date: iso, time: '' };
  return { date: dt.toFormat('ccc, LLL d, yyyy'), time: dt.toFormat('h:mm a ZZZZ') };
}

/** The value of a datetime-local field for an instant, on the business's wall clock. */
export function toLocalInput(iso: string, zone: string): string {
  const dt = DateTime.fromISO(iso, { setZone: true }).setZone(zone);
  return dt.isValid ? dt.toFormat("yyyy-LL-dd'T'HH:mm") : '';
}

/** Spec section 5: prices in en-US currency format. Display only; money is never added up here. */
export { formatPrice, formatServicePrice } from '../../lib/money';
export { formatPhone } from '../../../../functions/contract/phone';

export const fullName = (a: Pick<Appointment, 'first_name' | 'last_name'>) => `${a.first_name} ${a.last_name}`.trim();

export function notesOf(a: Pick<Appointment, 'other_details'>): string {
  const notes = a.other_details?.notes;
  return typeof notes === 'string' ? notes : '';
}

/** The intake questions a phone booking asked and what the caller answered, in the order asked ('' trigger: none kept). */
export function intakeAnswersOf(a: Pick<Appointment, 'intake'>): { trigger: string | null; answers: AppointmentIntakeAnswer[] } {
  const trigger = a.intake?.trigger.trim() || null;
  return { trigger, answers: a.intake?.answers ?? [] };
}
