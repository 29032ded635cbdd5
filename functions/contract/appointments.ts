/**
 * What crosses the wire for /api/appointments: the statuses, an appointment, the confirmation page's answer and the
 * dashboard's stat cards (the request schemas are in appointments-schemas.ts). Imported by the API and the web (web/ by
 * relative path); it imports nothing outside functions/contract/.
 */

export const APPOINTMENT_STATUSES = ['awaiting_confirmation', 'upcoming', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** A status whose time the client still keeps (awaiting confirmation or upcoming): the ones a move or a cancellation is told about. */
export const isStillBooked = (status: AppointmentStatus): boolean => status === 'awaiting_confirmation' || status === 'upcoming';

export interface MoneyTotal {
  currency: string;
  /** Decimal string with two places. */
  amount: string;
}

export interface DashboardStats {
  /** The business's calendar day the figures are for (YYYY-MM-DD in its zone). */
  date: string;
  time_zone: string;
  todays_appointments: number;
  calls_made: number;
  calls_served: number;
  /** Whole percent of today's finished calls that ended served; null when there were none. */
  success_rate: number | null;
  /** Prices of today's appointments (cancelled ones left out), one total per currency. */
  revenue_today: MoneyTotal[];
}

/**
 * What an intake scenario asked before a phone booking and what the caller answered, in the order asked. Each
 * question is kept whole as the owner wrote it (any length), with its id in the assistant's configuration when it came
 * from one; `note` is the assistant's remark beside an answer that did not fit its question even when asked again.
 */
export interface AppointmentIntake {
  /** The scenario's trigger ("Caller reports a water leak"); '' when not known (an appointment stored before triggers were kept). */
  trigger: string;
  answers: AppointmentIntakeAnswer[];
}
export interface AppointmentIntakeAnswer {
  question_id: string | null;
  question: string;
  answer: string;
  note?: string;
}

/** An appointment as the API answers it (spec section 3): `_id`, times with the business's offset. */
export interface Appointment {
  _id: string;
  appointment_id_formatted: string;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone_number: string;
  email: string | null;
  status: AppointmentStatus;
  /** ISO 8601 with the business's offset. */
  appointment_datetime: string;
  end_datetime: string;
  time_zone: string;
  /** Minutes. */
  duration: number;
  business_item_id: string | null;
  /**
   * The service as booked; `variant` is the one of its variants a caller chose (its name, price and length are then the
   * variant's); `arrival_window` the minutes of the window promised from appointment_datetime (arrival-windows.ts),
   * absent for an exact time.
   */
  business_item: { name: string; duration: number | null; price: string; currency: string; variant?: string; arrival_window?: number } | null;
  other_details: Record<string, string | number | boolean | null>;
  /** The intake answers a phone booking collected; null when none were asked. */
  intake: AppointmentIntake | null;
  confirmation_code: string;
  source: 'dashboard' | 'phone';
  created_at: string;
  updated_at: string;
  /** Sent back on a save or delete, so one made from an older copy (another tab) answers 409 instead of overwriting. */
  lock_version: number;
}

/**
 * POST /api/appointments/ header naming one booking attempt (a new key per opened form): a retry or a double click
 * with the same key answers the appointment it already created instead of booking twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What an idempotency key may be: a UUID fits, and it stays far below DynamoDB's key limits. */
export const IDEMPOTENCY_KEY_SHAPE = /^[A-Za-z0-9_-]{16,100}$/;

/** POST /api/appointments/confirm/ (spec section 6): the public confirmation page's answer. */
export interface ConfirmResult {
  status: AppointmentStatus;
  already_confirmed: boolean;
  appointment: { business_name: string; appointment_datetime: string; time_zone: string; service_name: string | null; date: string; time: string };
}
