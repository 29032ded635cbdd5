import { toZonedIso } from './zone.js';
import { intakeOf } from './intake.js';
import { windowMinutesOf } from '../../contract/arrival-windows.js';
import type { Appointment, AppointmentIntake, AppointmentStatus } from '../../contract/appointments.js';

/**
 * Spec section 4: awaiting_confirmation (shown 'Awaiting'), upcoming, completed; the dashboard also styles
 * cancelled. The owner's form offers only upcoming and completed; the API accepts all four.
 */
export { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../contract/appointments.js';

/** Statuses whose appointment occupies its time (a cancelled one gives its slots back). */
export const HOLDS_TIME: ReadonlySet<AppointmentStatus> = new Set(['awaiting_confirmation', 'upcoming', 'completed']);

/** The service as it was when booked: later price changes do not rewrite past appointments. */
export interface BookedItem {
  id: string;
  name: string;
  duration: number | null;
  price: string;
  currency: string;
  /** The variant booked (business item variants); name, duration and price are then the variant's. */
  variant?: string;
  /** Minutes of the arrival window promised (contract/arrival-windows.ts); absent: an exact time. */
  arrival_window?: number;
}

export interface ReminderSchedule {
  /** Also the execution's name: `<appointment id>-<generation>`; a moved appointment gets a new one. */
  schedule_id: string;
  execution_id: string | null;
}

export interface AppointmentRecord {
  id: string;
  business_id: string;
  number: number;
  appointment_id_formatted: string;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone_number: string;
  email: string | null;
  status: AppointmentStatus;
  /** UTC ISO instants with milliseconds. */
  starts_at: string;
  ends_at: string;
  /** Minutes booked (the service's duration, 30 when none). */
  duration: number;
  business_item_id: string | null;
  business_item: BookedItem | null;
  other_details: Record<string, string | number | boolean | null>;
  /**
   * What an intake scenario collected before the booking, questions whole. Absent on appointments stored before it
   * existed, whose answers other_details holds (intake.ts `intakeOf` reads both).
   */
  intake?: AppointmentIntake | null;
  confirmation_code: string;
  source: 'dashboard' | 'phone';
  /**
   * A caller's booking: the business's local day it was booked on, whose report counters hold it (so cancelling it
   * later takes its value off that day: reports/booking-standing.ts). Absent on dashboard bookings and older records.
   */
  booked_call_day?: string;
  /** The 5-minute slots this appointment holds, and whether the owner accepted an overlap when booking. */
  slots: string[];
  overlap_allowed: boolean;
  reminder: ReminderSchedule | null;
  reminder_generation: number;
  confirmed_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export const formatAppointmentNumber = (n: number) => `APT-${String(n).padStart(4, '0')}`;

/** The JSON shape of spec section 3 (`_id`, times with the business's offset). */
export function appointmentToJson(a: AppointmentRecord, zone: string): Appointment {
  return {
    _id: a.id,
    appointment_id_formatted: a.appointment_id_formatted,
    first_name: a.first_name,
    last_name: a.last_name,
    phone_number: a.phone_number,
    email: a.email,
    status: a.status,
    appointment_datetime: toZonedIso(a.starts_at, zone),
    end_datetime: toZonedIso(a.ends_at, zone),
    time_zone: zone,
    duration: a.duration,
    business_item_id: a.business_item_id,
    business_item: a.business_item
      ? {
          name: a.business_item.name,
          duration: a.business_item.duration,
          price: a.business_item.price,
          currency: a.business_item.currency,
          ...(a.business_item.variant ? { variant: a.business_item.variant } : {}),
          ...(windowMinutesOf(a.business_item) ? { arrival_window: windowMinutesOf(a.business_item) } : {}),
        }
      : null,
    other_details: a.other_details,
    intake: intakeOf(a),
    confirmation_code: a.confirmation_code,
    source: a.source,
    created_at: a.created_at,
    updated_at: a.updated_at,
    lock_version: a.version,
  };
}
export type AppointmentJson = Appointment;

/** The fields of an appointment the phone assistant reads (functions/assistant/types.ts AppointmentSnapshot). */
export const SNAPSHOT_FIELDS = ['id', 'first_name', 'last_name', 'phone_number', 'status', 'starts_at', 'ends_at', 'business_item_id', 'business_item'] as const;
export type AppointmentSnapshotRecord = Pick<AppointmentRecord, (typeof SNAPSHOT_FIELDS)[number]>;

/** Why a write did not happen: stale read (recompute), slots taken (409), or a transient clash (retry). */
export type AppointmentWriteOutcome =
  | { ok: true }
  | { ok: false; reason: 'stale' }
  | { ok: false; reason: 'slots'; slots: string[] }
  | { ok: false; reason: 'retry' };

export interface AppointmentListFilters {
  status?: AppointmentStatus;
  /** Case-insensitive prefixes. */
  first_name?: string;
  last_name?: string;
  /** Digits the phone number contains. */
  phone_digits?: string;
  business_item_id?: string;
}

export interface AppointmentListPage {
  items: AppointmentRecord[];
  /** The sort value of the last item when more may follow (pass back as `after`). */
  next: string | null;
}
