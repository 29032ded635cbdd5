import { DateTime } from 'luxon';
import type { Schedule } from './schedule.js';
import type { AppointmentSnapshot, BusyInterval, CalendarPort } from './types.js';
import { PARTS, type PartOfDay } from './when.js';

/** Booking settings of the assistant (spec: Appointment Settings). */
export interface BookingRules {
  bufferMinutes: number;
  allowSameDay: boolean;
  allowWeekend: boolean;
  require24h: boolean;
  horizonDays: number;
}

export type SlotProblem =
  | 'past'
  | 'same_day'
  | 'weekend'
  | 'advance_24h'
  | 'too_far'
  | 'closed_day'
  | 'outside_hours'
  | 'taken'
  | 'nonexistent';

/** Statuses that do not hold their time. */
const FREE_STATUSES = new Set(['cancelled', 'canceled']);

interface Interval {
  start: number;
  end: number;
  id?: string;
}

/** Slots offered to callers are on this grid, counted from each shift's opening. */
export const GRID_MINUTES = 30;

/** A calendar given as one list, as a port: every day's answer is the whole list (the engine filters). */
export function snapshotPort(appointments: AppointmentSnapshot[], busy: BusyInterval[] = []): CalendarPort {
  return {
    day: () => ({ appointments, busy }),
    caller: (phone) => appointments.filter((a) => a.phone_number === phone),
    appointment: (id) => appointments.find((a) => a.id === id),
  };
}

/**
 * Whether a time can be booked: inside the business's hours (duration counted), allowed by its booking
 * settings, and clear of every other appointment and busy interval, with the buffer on both sides. The calendar
 * is asked for the days a check touches only, once each.
 */
export class Availability {
  private readonly calendar: CalendarPort;
  private readonly days = new Map<string, Interval[]>();

  constructor(
    private readonly schedule: Schedule,
    private readonly rules: BookingRules,
    private readonly now: DateTime,
    calendar: AppointmentSnapshot[] | CalendarPort,
    busy: BusyInterval[] = [],
  ) {
    this.calendar = Array.isArray(calendar) ? snapshotPort(calendar, busy) : calendar;
  }

  /** What holds time on a local day (starting at `day`'s midnight), in start order. */
  private intervalsOn(day: DateTime): Interval[] {
    const key = day.toISODate()!;
    let found = this.days.get(key);
    if (found) return found;
    const from = day.toMillis();
    const to = day.plus({ days: 1 }).toMillis();
    const { appointments, busy = [] } = this.calendar.day(key);
    found = [
      ...appointments
        .filter((a) => !FREE_STATUSES.has(a.status))
        .map((a) => ({ start: Date.parse(a.starts_at), end: Date.parse(a.ends_at), id: a.id })),
      ...busy.map((b) => ({ start: Date.parse(b.starts_at), end: Date.parse(b.ends_at) })),
    ]
      .filter((i) => Number.isFinite(i.start) && Number.isFinite(i.end) && i.end > i.start && i.start < to && i.end > from)
      .sort((a, b) => a.start - b.start);
    this.days.set(key, found);
    return found;
  }

  /** Problems with a whole day (before any time is chosen). */
  dayProblem(day: DateTime): SlotProblem | null {
    const d = day.setZone(this.schedule.zone).startOf('day');
    const today = this.now.startOf('day');
    if (d < today) return 'past';
    if (!this.rules.allowSameDay && d.hasSame(today, 'day')) return 'same_day';
    if (!this.rules.allowWeekend && d.weekday >= 6) return 'weekend';
    if (d > this.lastDay()) return 'too_far';
    if (!this.schedule.shiftsOn(d).length) return 'closed_day';
    return null;
  }

  private lastDay(): DateTime {
    return this.now.startOf('day').plus({ days: this.rules.horizonDays });
  }

  /** null when `start` can be booked for `minutes`; otherwise the first reason it cannot. */
  check(start: DateTime, minutes: number, excludeId?: string): SlotProblem | null {
    const t = start.setZone(this.schedule.zone);
    if (!t.isValid) return 'nonexistent';
    if (t <= this.now) return 'past';
    const dayIssue = this.dayProblem(t);
    if (dayIssue) return dayIssue;
    if (this.rules.require24h && t.toMillis() - this.now.toMillis() < 24 * 3600_000) return 'advance_24h';
    const end = t.plus({ minutes });
    if (!this.schedule.shiftsOn(t).some((s) => s.open <= t && end <= s.close)) return 'outside_hours';
    if (this.overlaps(t.toMillis(), end.toMillis(), excludeId)) return 'taken';
    return null;
  }

  private overlaps(start: number, end: number, excludeId?: string): boolean {
    const buffer = Math.max(0, this.rules.bufferMinutes) * 60_000;
    // Every local day the time and its buffers touch (a buffer may reach over midnight).
    const last = DateTime.fromMillis(end + buffer - 1, { zone: this.schedule.zone }).startOf('day');
    for (let day = DateTime.fromMillis(start - buffer, { zone: this.schedule.zone }).startOf('day'); day <= last; day = day.plus({ days: 1 })) {
      for (const i of this.intervalsOn(day)) {
        if (excludeId && i.id === excludeId) continue;
        if (i.start >= end + buffer) break;
        if (start < i.end + buffer && i.start < end + buffer) return true;
      }
    }
    return false;
  }

  /** Bookable starts on the grid for one day, optionally within a part of the day. */
  freeOn(day: DateTime, minutes: number, part?: PartOfDay, excludeId?: string): DateTime[] {
    const d = day.setZone(this.schedule.zone).startOf('day');
    if (this.dayProblem(d)) return [];
    const out: DateTime[] = [];
    for (const s of this.schedule.shiftsOn(d)) {
      for (let t = s.open; t.plus({ minutes }) <= s.close; t = t.plus({ minutes: GRID_MINUTES })) {
        if (part && !inPart(t, part)) continue;
        if (!this.check(t, minutes, excludeId)) out.push(t);
      }
    }
    return out;
  }

  /**
   * The free times nearest to a wish that cannot be had: the same day first in order of distance, then
   * following days, up to `count`, returned in time order.
   */
  nearest(wish: DateTime, minutes: number, count = 3, excludeId?: string): DateTime[] {
    const target = wish.toMillis();
    const day = wish.setZone(this.schedule.zone).startOf('day');
    const sameDay = this.freeOn(day, minutes, undefined, excludeId).sort(
      (a, b) => Math.abs(a.toMillis() - target) - Math.abs(b.toMillis() - target) || a.toMillis() - b.toMillis(),
    );
    const picked = sameDay.slice(0, count);
    // A choice on both sides of the wish where the day has one: an earlier and a later time.
    const before = sameDay.filter((t) => t.toMillis() < target);
    const after = sameDay.filter((t) => t.toMillis() > target);
    if (picked.length === count && count > 1) {
      if (!picked.some((t) => t.toMillis() > target) && after.length) picked[count - 1] = after[0];
      else if (!picked.some((t) => t.toMillis() < target) && before.length) picked[count - 1] = before[0];
    }
    for (let i = 1; picked.length < count && i <= this.rules.horizonDays + 1; i++) {
      // Later days: the time closest to the wished wall-clock time on each day, one per day.
      const other = day.plus({ days: i });
      if (other > this.lastDay()) break;
      const free = this.freeOn(other, minutes, undefined, excludeId);
      if (!free.length) continue;
      const wishMinutes = wish.setZone(this.schedule.zone).hour * 60 + wish.setZone(this.schedule.zone).minute;
      free.sort((a, b) => Math.abs(a.hour * 60 + a.minute - wishMinutes) - Math.abs(b.hour * 60 + b.minute - wishMinutes));
      picked.push(free[0]);
    }
    return picked.sort((a, b) => a.toMillis() - b.toMillis());
  }

  /**
   * The first free times from a day on (within a part of the day when given), spread out so the caller hears
   * a real choice: at least an hour apart where possible.
   */
  firstFrom(day: DateTime, minutes: number, count = 3, part?: PartOfDay, excludeId?: string): DateTime[] {
    const start = day.setZone(this.schedule.zone).startOf('day');
    for (let i = 0; i <= this.rules.horizonDays; i++) {
      const d = start.plus({ days: i });
      if (d > this.lastDay()) break;
      const free = this.freeOn(d, minutes, part, excludeId);
      if (!free.length) continue;
      const spread: DateTime[] = [free[0]];
      for (const t of free) {
        if (spread.length >= count) break;
        if (t.diff(spread[spread.length - 1], 'minutes').minutes >= 60) spread.push(t);
      }
      for (const t of free) {
        if (spread.length >= count) break;
        if (!spread.some((s) => s.equals(t))) spread.push(t);
      }
      return spread.sort((a, b) => a.toMillis() - b.toMillis());
    }
    return [];
  }
}

export function inPart(t: DateTime, part: PartOfDay): boolean {
  const m = t.hour * 60 + t.minute;
  const [from, to] = PARTS[part];
  return m >= from && m < to;
}
