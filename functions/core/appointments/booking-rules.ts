import type { BusinessAggregate } from '../business/aggregate.js';
import { DAYS_OF_WEEK } from '../business/hours.js';
import { inZone, sameDay, wallClock, weekday } from './wall-clock.js';

/** Spec section 9: every day 08:00 to 20:00 when the business has no working hours. */
const DEFAULT_OPEN = '08:00';
const DEFAULT_CLOSE = '20:00';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The owner's booking preferences (Business Hours tab): working hours, same-day, weekend and 24-hour advance.
 * They bind bookings made by callers (the phone assistant); the owner's own dashboard entries are not limited
 * by them, since the owner may always make an exception. `startMs` and `endMs` are UTC instants (epoch
 * milliseconds), read on the business's wall clock. Returns sentences a caller can be told.
 */
export function bookingRuleProblems(agg: BusinessAggregate, startMs: number, endMs: number, now: Date, zone: string): string[] {
  const problems: string[] = [];
  const start = inZone(startMs, zone);
  const end = inZone(endMs, zone);
  const today = inZone(now.getTime(), zone);
  const settings = agg.assistant;

  if (startMs <= now.getTime()) problems.push('The appointment time has already passed.');
  if (!settings.allow_same_day && sameDay(start, today)) problems.push('Same-day appointments are not available.');
  if (!settings.allow_weekend && weekday(start) >= 6) problems.push('Weekend appointments are not available.');
  if (settings.require_24h_advance && startMs - now.getTime() < 24 * 3600_000) {
    problems.push('Appointments must be booked at least 24 hours in advance.');
  }

  const day = DAYS_OF_WEEK[weekday(start) - 1];
  const shifts = agg.working_hours.length
    ? agg.working_hours.filter((h) => h.day_of_week === day && !h.disabled)
    : [{ open_time: DEFAULT_OPEN, close_time: DEFAULT_CLOSE }];
  const from = wallClock(start);
  const to = wallClock(end);
  const fromMinutes = from.hour * 60 + from.minute;
  const toMinutes = sameDay(end, start) ? to.hour * 60 + to.minute : 24 * 60 + to.hour * 60 + to.minute;
  const fits = shifts.some((s) => fromMinutes >= minutesOf(s.open_time) && toMinutes <= minutesOf(s.close_time));
  if (!fits) problems.push('That time is outside the business hours.');
  return problems;
}
