import { DateTime } from 'luxon';
import type { Appointment, AppointmentStatus } from './appointments-api';

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
export { formatPrice } from '../../lib/money';
export { formatPhone } from '../../lib/phone';

export const fullName = (a: Pick<Appointment, 'first_name' | 'last_name'>) => `${a.first_name} ${a.last_name}`.trim();

export function notesOf(a: Pick<Appointment, 'other_details'>): string {
  const notes = a.other_details?.notes;
  return typeof notes === 'string' ? notes : '';
}

/** Keys of other_details the product keeps for itself; every other text entry is a question the caller answered. */
const BOOKKEEPING_DETAILS = new Set(['source', 'test_call', 'notes', 'intake_scenario']);

/**
 * The phone assistant's note on an answer that still did not fit its question when asked again; a phone booking keeps
 * it in the answer's text as "answer (note)" (tests/unit/web/intake-answers.test.ts checks it is the assistant's words).
 */
export const UNCLEAR_ANSWER_NOTE = 'unclear answer, asked twice';

export interface IntakeAnswer {
  question: string;
  answer: string;
  /** Beside a doubtful answer: what the assistant noted about it. */
  note?: string;
}

/** The intake questions a phone booking asked and what the caller answered, in the order they were asked. */
export function intakeAnswersOf(a: Pick<Appointment, 'other_details'>): { trigger: string | null; answers: IntakeAnswer[] } {
  const details = a.other_details ?? {};
  const answers: IntakeAnswer[] = [];
  for (const [question, value] of Object.entries(details)) {
    if (BOOKKEEPING_DETAILS.has(question) || typeof value !== 'string') continue;
    const suffix = ` (${UNCLEAR_ANSWER_NOTE})`;
    if (value.endsWith(suffix)) answers.push({ question, answer: value.slice(0, -suffix.length), note: UNCLEAR_ANSWER_NOTE });
    else answers.push({ question, answer: value });
  }
  const trigger = typeof details.intake_scenario === 'string' && details.intake_scenario.trim() ? details.intake_scenario.trim() : null;
  return { trigger, answers };
}
