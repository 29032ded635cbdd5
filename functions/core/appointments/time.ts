import { AppError } from '../errors.js';
import { inZone, isoDate, localMillis, plusDays, resolveLocal, startOfDay, wallClock, weekday } from './wall-clock.js';
import { zoneOffsetMinutes } from './zone.js';
import { arrivalWindowText } from '../../contract/arrival-windows.js';
// Without luxon (the appointments Lambda's cold start, issue 15): the wall-clock steps are luxon's own
// (./wall-clock.ts); tests/unit/appointments/time.test.ts compares every function here with luxon.

const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-]\d{2}):?(\d{2}))$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;

const invalid = (message: string) => new AppError('validation', message, { errors: [message] });
const NOT_VALID = 'Appointment datetime is not a valid date and time';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const daysInMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];

/** The calendar and clock ranges luxon accepts (hour 24 only as 24:00:00.000, the end of the day). */
function validFields(year: number, month: number, day: number, hour: number, minute: number, second: number, millisecond: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  const hourOk = hour <= 23 || (hour === 24 && minute === 0 && second === 0 && millisecond === 0);
  return hourOk && minute <= 59 && second <= 59;
}

/** Whether Intl knows the zone (luxon's IANAZone.isValidZone). */
function knownZone(zone: string): boolean {
  try {
    zoneOffsetMinutes(zone, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * An appointment time as the API receives it, as a UTC instant (epoch milliseconds). Two forms are accepted:
 * - an ISO 8601 instant with an offset or Z (what API clients send), taken as is;
 * - a wall-clock time without offset (what the dashboard's date-time field gives), read in the business's zone.
 *   A wall-clock time that does not exist there (the hour skipped when clocks move forward) is refused rather
 *   than silently moved; an ambiguous one (the repeated hour in autumn) means its first occurrence.
 */
export function parseAppointmentTime(text: unknown, zone: string): number {
  if (typeof text !== 'string' || text.trim() === '') throw invalid("Appointment datetime can't be blank");
  const value = text.trim();
  const o = WITH_OFFSET.exec(value);
  if (o) {
    const [year, month, day, hour, minute] = [o[1], o[2], o[3], o[4], o[5]].map(Number);
    const second = o[6] ? Number(o[6]) : 0;
    // As luxon reads a fraction: the first milliseconds, rounded down.
    const millisecond = o[7] ? Math.floor(parseFloat(`0.${o[7]}`) * 1000) : 0;
    if (!validFields(year, month, day, hour, minute, second, millisecond)) throw invalid(NOT_VALID);
    // '-00:30' is half an hour west: the sign applies to the minutes too.
    const offsetHours = o[8] ? 0 : parseInt(o[9], 10);
    const offsetMinutes = o[8] ? 0 : parseInt(o[10], 10);
    const offset = offsetHours * 60 + (o[9]?.startsWith('-') ? -offsetMinutes : offsetMinutes);
    return localMillis({ year, month, day, hour, minute, second, millisecond }) - offset * MINUTE;
  }
  const m = LOCAL.exec(value);
  if (!m) {
    throw invalid('Appointment datetime must be a date and time such as 2025-03-14T15:30 or 2025-03-14T15:30:00-04:00');
  }
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  if (!knownZone(zone) || !validFields(year, month, day, hour, minute, second, 0)) throw invalid(NOT_VALID);
  const wanted = localMillis({ year, month, day, hour, minute, second, millisecond: 0 });
  // Guessed from the zone's offset at about that time: away from a change the guess is right; in a skipped hour
  // the wall clock moves on (and is refused below); in a repeated hour either instant may come, and the earlier is
  // looked for below.
  const local = resolveLocal(wanted, zoneOffsetMinutes(zone, wanted), zone);
  const read = wallClock(local);
  if (read.hour !== hour || read.minute !== minute || read.day !== day) {
    throw invalid(
      `Appointment datetime ${value.slice(0, 16).replace('T', ' ')} does not exist in ${zone} (the clocks move forward that night); choose another time`,
    );
  }
  // In the repeated autumn hour the later offset may have been picked; the earlier instant with the same
  // wall-clock reading (if any) is the first occurrence.
  const offsetBefore = zoneOffsetMinutes(zone, local.ms - 3 * HOUR);
  if (offsetBefore !== local.offset) {
    const earlier = inZone(local.ms - (offsetBefore - local.offset) * MINUTE, zone);
    const seen = wallClock(earlier);
    if (seen.hour === hour && seen.minute === minute && seen.day === day && earlier.ms < local.ms) return earlier.ms;
  }
  return local.ms;
}

/** Stored form: a UTC instant with milliseconds, so sort keys compare as text. */
export const toStoredIso = (ms: number) => new Date(ms).toISOString();

/**
 * When the reminder goes out. Whole days are counted on the business's wall clock, so "24 hours before" a
 * 10:00 appointment is 10:00 the day before even when a daylight-saving change lies in between; shorter
 * lead times (1 h, 6 h) are elapsed hours.
 */
export function reminderTime(startsAtIso: string, hoursBefore: number, zone: string): Date {
  const start = inZone(Date.parse(startsAtIso), zone);
  return new Date(hoursBefore % 24 === 0 ? plusDays(start, -hoursBefore / 24).ms : start.ms - hoursBefore * HOUR);
}

/** Start and end (exclusive) of the business's calendar day that contains `now`, as UTC instants. */
export function dayBounds(now: Date, zone: string) {
  const start = startOfDay(inZone(now.getTime(), zone));
  const end = plusDays(start, 1);
  return { date: isoDate(start), start: toStoredIso(start.ms), end: toStoredIso(end.ms) };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * [Date] and [Time] of the message templates, in the business's zone: "Sunday, March 9, 2025" / "10:00 AM". With an
 * arrival window (minutes, contract/arrival-windows.ts) the time is the window, "between 8 and 11 AM". `at` is the time
 * as a sentence carries it after the date: "at 10:00 AM", or the window alone ("on Monday between 8 and 11 AM").
 */
export function templateDateTime(startsAtIso: string, zone: string, windowMinutes = 0) {
  const local = inZone(Date.parse(startsAtIso), zone);
  const c = wallClock(local);
  const time =
    windowMinutes > 0
      ? arrivalWindowText(c.hour, c.minute, windowMinutes)
      : `${c.hour % 12 === 0 ? 12 : c.hour % 12}:${String(c.minute).padStart(2, '0')} ${c.hour < 12 ? 'AM' : 'PM'}`;
  return {
    date: `${WEEKDAYS[weekday(local) - 1]}, ${MONTHS[c.month - 1]} ${c.day}, ${String(c.year).padStart(4, '0')}`,
    time,
    at: windowMinutes > 0 ? time : `at ${time}`,
  };
}
