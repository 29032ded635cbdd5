import { DateTime } from 'luxon';
import type { Appointment, AppointmentIntakeAnswer, AppointmentStatus } from './appointments-api';

import { arrivalWindowText, windowMinutesOf } from '../../../../functions/contract/arrival-windows';

export { DEFAULT_TIME_ZONE } from '../../../../functions/contract/businesses';

/** Spec section 4: awaiting_confirmation is shown 'Awaiting'. */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  awaiting_confirmation: 'Awaiting',
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The instant on the business's wall clock: { date: 'Mon, Mar 10, 2025', time: '10:00 AM EDT' }. With an arrival window
 * (minutes; the booked service's, contract/arrival-windows.ts) the time is the window the client was told:
 * 'between 8 and 11 AM EDT'.
 */
export function formatWhen(iso: string, zone: string, windowMinutes = 0) {
  const dt = DateTime.fromISO(iso, { setZone: true }).setZone(zone).setLocale('en-US');
  if (!dt.isValid) return { date: iso, time: '' };
  const time = windowMinutes > 0 ? `${arrivalWindowText(dt.hour, dt.minute, windowMinutes)} ${dt.toFormat('ZZZZ')}` : dt.toFormat('h:mm a ZZZZ');
  return { date: dt.toFormat('ccc, LLL d, yyyy'), time };
}

/** The arrival window (minutes) an appointment's client was promised; 0 for an exact time. */
export const appointmentWindow = (a: Pick<Appointment, 'business_item'>) => windowMinutesOf(a.business_item);

/** The value of a datetime-local field for an instant, on the business's wall clock. */
export function toLocalInput(iso: string, zone: string): string {
  const dt = DateTime.fromISO(iso, { setZone: true }).setZone(zone);
  return dt.isValid ? dt.toFormat("yyyy-LL-dd'T'HH:mm") : '';
}

/**
 * The arrival window a datetime-local value (the business's wall clock) starts, as the client is told it:
 * 'Tue, Dec 1, between 8 and 11 AM'; null for an empty or unreadable value.
 */
export function windowOfInput(value: string, windowMinutes: number): string | null {
  const dt = DateTime.fromISO(value).setLocale('en-US');
  if (!value || !dt.isValid || windowMinutes <= 0) return null;
  return `${dt.toFormat('ccc, LLL d')}, ${arrivalWindowText(dt.hour, dt.minute, windowMinutes)}`;
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
