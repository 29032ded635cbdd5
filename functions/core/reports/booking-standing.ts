import type { AppointmentRecord } from '../appointments/model.js';
import { toCents } from '../../contract/cents.js';
import { localIsoDate, momentAt } from '../appointments/zone-days.js';

/**
 * What a change to a caller's booking does to the report of the day it was booked on: the call's counters keep the
 * booking and its value (call-tally.ts); a booking since cancelled (or deleted) is no longer revenue booked, so its
 * value comes off that day and it is counted as cancelled since. Restoring it puts both back.
 */
export interface BookingStatsChange {
  business_id: string;
  /** The business's local day of the call that booked it (the day whose counters hold the booking). */
  day: string;
  test: boolean;
  /** Bookings of that day cancelled since (negative when one is restored). */
  cancelled: number;
  /** Value booked, per currency, in integer cents (negative when a booking stops standing). */
  cents: Record<string, number>;
}

/** A caller's booking still stands (it counts as revenue booked) until it is cancelled or deleted. */
const stands = (a: AppointmentRecord | null) => a !== null && a.source === 'phone' && a.status !== 'cancelled';

/** The local day a phone booking is counted on: the day it was booked (stored since; derived for older records). */
export function bookedCallDay(a: Pick<AppointmentRecord, 'created_at' | 'booked_call_day'>, zone: string): string {
  return a.booked_call_day ?? localIsoDate(momentAt(zone, Date.parse(a.created_at)));
}

/** The counters a change from `before` to `after` (null: deleted) moves; null when it moves none. */
export function bookingStatsChange(before: AppointmentRecord, after: AppointmentRecord | null): BookingStatsChange | null {
  if (before.source !== 'phone') return null;
  const day = after?.booked_call_day ?? before.booked_call_day;
  if (!day) return null;
  const cents: Record<string, number> = {};
  const add = (a: AppointmentRecord | null, sign: number) => {
    if (!stands(a) || !a!.business_item) return;
    const currency = a!.business_item.currency || 'USD';
    cents[currency] = (cents[currency] ?? 0) + sign * toCents(String(a!.business_item.price ?? '0'));
  };
  add(before, -1);
  add(after, 1);
  for (const [currency, n] of Object.entries(cents)) if (n === 0) delete cents[currency];
  const cancelled = Number(stands(before)) - Number(stands(after));
  if (cancelled === 0 && Object.keys(cents).length === 0) return null;
  return { business_id: before.business_id, day, test: before.other_details?.test_call === 'yes', cancelled, cents };
}
