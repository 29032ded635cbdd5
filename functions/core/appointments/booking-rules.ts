import { DateTime } from 'luxon';
import type { BusinessAggregate } from '../business/aggregate.js';
import { DAYS_OF_WEEK } from '../business/hours.js';

/** Spec section 9: every day 08:00 to 20:00 when the business has no working hours. */
const DEFAULT_OPEN = '08:00';
const DEFAULT_CLOSE = '20:00';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The owner's booking preferences (Business Hours tab): working hours, same-day, weekend and 24-hour advance.
 * They bind bookings made by callers (the phone assistant); the owner's own dashboard entries are not limited
 * by them, since the owner may always make an exception. Returns sentences a caller can be told.
 */
export function bookingRuleProblems(agg: BusinessAggregate, startUtc: DateTime, endUtc: DateTime, now: Date, zone: string): string[] {
  const problems: string[] = [];
  const start = startUtc.setZone(zone);
  const end = endUtc.setZone(zone);
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
    : [{ open_time: DEFAULT_OPEN, close_time: DEFAULT_CLOSE }];
  const from = start.hour * 60 + start.minute;
  const to = end.hasSame(start, 'day') ? end.hour * 60 + end.minute : 24 * 60 + end.hour * 60 + end.minute;
  const fits = shifts.some((s) => from >= minutesOf(s.open_time) && to <= minutesOf(s.close_time));
  if (!fits) problems.push('That time is outside the business hours.');
  return problems;
}
