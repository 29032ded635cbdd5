// The appointment time functions as they were written on luxon (core/appointments/time.ts and booking-rules.ts
// before issue 15 took luxon out of the appointments Lambda), kept only so that tests can compare the luxon-free
// ones with them. luxon stays a dependency: the dialog engine computes with it.
import { DateTime } from 'luxon';
import type { BusinessAggregate } from '../../functions/core/business/aggregate.js';
import { DAYS_OF_WEEK } from '../../functions/core/business/hours.js';

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/;

/** What the luxon version answered: the stored ISO instant, or the message it refused with. */
export function luxonParseAppointmentTime(text: string, zone: string): string {
  const value = text.trim();
  if (value === '') return "Appointment datetime can't be blank";
  if (WITH_OFFSET.test(value)) {
    const parsed = DateTime.fromISO(value, { setZone: true });
    if (!parsed.isValid) return 'Appointment datetime is not a valid date and time';
    return luxonStoredIso(parsed);
  }
  const m = LOCAL.exec(value);
  if (!m) return 'Appointment datetime must be a date and time such as 2025-03-14T15:30 or 2025-03-14T15:30:00-04:00';
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  const local = DateTime.fromObject({ year, month, day, hour, minute, second }, { zone });
  if (!local.isValid) return 'Appointment datetime is not a valid date and time';
  if (local.hour !== hour || local.minute !== minute || local.day !== day) {
    return `Appointment datetime ${value.slice(0, 16).replace('T', ' ')} does not exist in ${zone} (the clocks move forward that night); choose another time`;
  }
  const offsetBefore = DateTime.fromMillis(local.toMillis() - 3 * 3600_000, { zone }).offset;
  if (offsetBefore !== local.offset) {
    const earlier = DateTime.fromMillis(local.toMillis() - (offsetBefore - local.offset) * 60_000, { zone });
    if (earlier.hour === hour && earlier.minute === minute && earlier.day === day && earlier < local) return luxonStoredIso(earlier);
  }
  return luxonStoredIso(local);
}

export const luxonStoredIso = (dt: DateTime) => dt.toUTC().toISO({ suppressMilliseconds: false })!;

export function luxonReminderTime(startsAtIso: string, hoursBefore: number, zone: string): string {
  const start = DateTime.fromISO(startsAtIso, { zone: 'utc' }).setZone(zone);
  const at = hoursBefore % 24 === 0 ? start.minus({ days: hoursBefore / 24 }) : start.minus({ hours: hoursBefore });
  return luxonStoredIso(at);
}

export function luxonDayBounds(now: Date, zone: string) {
  const day = DateTime.fromJSDate(now).setZone(zone);
  const start = day.startOf('day');
  const end = start.plus({ days: 1 });
  return { date: start.toISODate()!, start: luxonStoredIso(start), end: luxonStoredIso(end) };
}

export function luxonTemplateDateTime(startsAtIso: string, zone: string) {
  const local = DateTime.fromISO(startsAtIso, { zone: 'utc' }).setZone(zone).setLocale('en-US');
  return { date: local.toFormat('cccc, LLLL d, yyyy'), time: local.toFormat('h:mm a') };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function luxonBookingRuleProblems(agg: BusinessAggregate, startMs: number, endMs: number, now: Date, zone: string): string[] {
  const startUtc = DateTime.fromMillis(startMs, { zone: 'utc' });
  const problems: string[] = [];
  const start = startUtc.setZone(zone);
  const end = DateTime.fromMillis(endMs, { zone: 'utc' }).setZone(zone);
  const today = DateTime.fromJSDate(now).setZone(zone);
  const settings = agg.assistant;
  if (startUtc.toMillis() <= now.getTime()) problems.push('The appointment time has already passed.');
  if (!settings.allow_same_day && start.hasSame(today, 'day')) problems.push('Same-day appointments are not available.');
  if (!settings.allow_weekend && start.weekday >= 6) problems.push('Weekend appointments are not available.');
  if (settings.require_24h_advance && startUtc.toMillis() - now.getTime() < 24 * 3600_000) {
    problems.push('Appointments must be booked at least 24 hours in advance.');
  }
  const day = DAYS_OF_WEEK[start.weekday - 1];
  const shifts = agg.working_hours.length
    ? agg.working_hours.filter((h) => h.day_of_week === day && !h.disabled)
    : [{ open_time: '08:00', close_time: '20:00' }];
  const from = start.hour * 60 + start.minute;
  const to = end.hasSame(start, 'day') ? end.hour * 60 + end.minute : 24 * 60 + end.hour * 60 + end.minute;
  if (!shifts.some((s) => from >= minutesOf(s.open_time) && to <= minutesOf(s.close_time))) problems.push('That time is outside the business hours.');
  return problems;
}
