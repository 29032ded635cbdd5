import { DateTime } from 'luxon';
import { AppError } from '../errors.js';
// The business's zone and an instant shown with its offset need no luxon: ./zone.ts.

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;

const invalid = (message: string) => new AppError('validation', message, { errors: [message] });

/**
 * An appointment time as the API receives it, as a UTC instant. Two forms are accepted:
 * - an ISO 8601 instant with an offset or Z (what API clients send), taken as is;
 * - a wall-clock time without offset (what the dashboard's date-time field gives), read in the business's zone.
 *   A wall-clock time that does not exist there (the hour skipped when clocks move forward) is refused rather
 *   than silently moved; an ambiguous one (the repeated hour in autumn) means its first occurrence.
 */
export function parseAppointmentTime(text: unknown, zone: string): DateTime {
  if (typeof text !== 'string' || text.trim() === '') throw invalid("Appointment datetime can't be blank");
  const value = text.trim();
  if (WITH_OFFSET.test(value)) {
    const parsed = DateTime.fromISO(value, { setZone: true });
    if (!parsed.isValid) throw invalid('Appointment datetime is not a valid date and time');
    return parsed.toUTC();
  }
  const m = LOCAL.exec(value);
  if (!m) {
    throw invalid('Appointment datetime must be a date and time such as 2025-03-14T15:30 or 2025-03-14T15:30:00-04:00');
  }
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  const local = DateTime.fromObject({ year, month, day, hour, minute, second }, { zone });
  if (!local.isValid) throw invalid('Appointment datetime is not a valid date and time');
  if (local.hour !== hour || local.minute !== minute || local.day !== day) {
    throw invalid(
      `Appointment datetime ${value.slice(0, 16).replace('T', ' ')} does not exist in ${zone} (the clocks move forward that night); choose another time`,
    );
  }
  // In the repeated autumn hour luxon picks the later offset; the earlier instant with the same wall-clock
  // reading (if any) is the first occurrence.
  const offsetBefore = DateTime.fromMillis(local.toMillis() - 3 * 3600_000, { zone }).offset;
  if (offsetBefore !== local.offset) {
    const earlier = DateTime.fromMillis(local.toMillis() - (offsetBefore - local.offset) * 60_000, { zone });
    if (earlier.hour === hour && earlier.minute === minute && earlier.day === day && earlier < local) return earlier.toUTC();
  }
  return local.toUTC();
}

/** Stored form: a UTC instant with milliseconds, so sort keys compare as text. */
export const toStoredIso = (dt: DateTime) => dt.toUTC().toISO({ suppressMilliseconds: false })!;

/**
 * When the reminder goes out. Whole days are counted on the business's wall clock, so "24 hours before" a
 * 10:00 appointment is 10:00 the day before even when a daylight-saving change lies in between; shorter
 * lead times (1 h, 6 h) are elapsed hours.
 */
export function reminderTime(startsAtIso: string, hoursBefore: number, zone: string): DateTime {
  const start = DateTime.fromISO(startsAtIso, { zone: 'utc' }).setZone(zone);
  const at = hoursBefore % 24 === 0 ? start.minus({ days: hoursBefore / 24 }) : start.minus({ hours: hoursBefore });
  return at.toUTC();
}

/** Start and end (exclusive) of the business's calendar day that contains `now`, as UTC instants. */
export function dayBounds(now: Date, zone: string, isoDate?: string) {
  const day = isoDate ? DateTime.fromISO(isoDate, { zone }) : DateTime.fromJSDate(now).setZone(zone);
  if (!day.isValid) throw invalid('Date must be a calendar date such as 2025-03-14');
  const start = day.startOf('day');
  const end = start.plus({ days: 1 });
  return { date: start.toISODate()!, start: toStoredIso(start), end: toStoredIso(end) };
}

/** [Date] and [Time] of the message templates, in the business's zone: "Sunday, March 9, 2025" / "10:00 AM". */
export function templateDateTime(startsAtIso: string, zone: string) {
  const local = DateTime.fromISO(startsAtIso, { zone: 'utc' }).setZone(zone).setLocale('en-US');
  return { date: local.toFormat('cccc, LLLL d, yyyy'), time: local.toFormat('h:mm a') };
}
