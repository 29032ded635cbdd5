import { DateTime } from 'luxon';
import { DAYS_OF_WEEK, type DayOfWeek } from '../core/business/hours.js';
import type { AssistantBusiness } from './types.js';
import { joinAnd } from './text.js';
import { DEFAULT_TIME_ZONE } from '../contract/businesses.js';

/** A business with no saved zone is run in the spec's default, the same one its bookings and reminders use. */
export const DEFAULT_ZONE = DEFAULT_TIME_ZONE;
/** Spec: when a business saved no working hours, every day is 08:00 to 20:00. */
export const DEFAULT_OPEN = '08:00';
export const DEFAULT_CLOSE = '20:00';

export interface Shift {
  open: DateTime;
  close: DateTime;
}

interface DayShift {
  open: number;
  close: number;
}

const toMinutes = (hhmm: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
  if (!m) return null;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return v >= 0 && v <= 24 * 60 ? v : null;
};

/** The business's IANA zone; an unknown or empty one falls back to the spec's default. */
export function zoneOf(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_ZONE;
  return DateTime.now().setZone(timeZone).isValid ? timeZone : DEFAULT_ZONE;
}

/**
 * A business's weekly opening hours, answered for a calendar date in its zone. Wall-clock times are turned
 * into instants per date, so a day on which the clocks change still opens at its own 09:00.
 */
export class Schedule {
  private readonly days = new Map<DayOfWeek, DayShift[]>();

  constructor(
    records: AssistantBusiness['working_hours'],
    readonly zone: string,
  ) {
    const list = records.length
      ? records
      : DAYS_OF_WEEK.map((day_of_week) => ({ day_of_week, open_time: DEFAULT_OPEN, close_time: DEFAULT_CLOSE, disabled: false }));
    for (const day of DAYS_OF_WEEK) this.days.set(day, []);
    for (const r of list) {
      if (r.disabled) continue;
      const open = toMinutes(r.open_time);
      const close = toMinutes(r.close_time);
      if (open === null || close === null || close <= open) continue;
      this.days.get(r.day_of_week)?.push({ open, close });
    }
    for (const shifts of this.days.values()) shifts.sort((a, b) => a.open - b.open);
  }

  /** Whether the business opens on any day at all. */
  get hasHours(): boolean {
    return [...this.days.values()].some((s) => s.length > 0);
  }

  dayName(date: DateTime): DayOfWeek {
    return DAYS_OF_WEEK[date.setZone(this.zone).weekday - 1];
  }

  /** The shifts of the calendar day that contains `date` (in the business's zone), as instants. */
  shiftsOn(date: DateTime): Shift[] {
    const d = date.setZone(this.zone);
    return (this.days.get(this.dayName(d)) ?? []).map((s) => ({ open: atMinutes(d, s.open), close: atMinutes(d, s.close) }));
  }

  isOpenAt(t: DateTime): boolean {
    return this.shiftsOn(t).some((s) => s.open <= t && t < s.close);
  }

  /** The shift that contains `t`, if any. */
  shiftAt(t: DateTime): Shift | undefined {
    return this.shiftsOn(t).find((s) => s.open <= t && t < s.close);
  }

  /** The next opening strictly after `t`, within two weeks. */
  nextOpening(t: DateTime): DateTime | null {
    const start = t.setZone(this.zone);
    for (let i = 0; i < 15; i++) {
      const day = start.plus({ days: i });
      for (const s of this.shiftsOn(day)) if (s.open > start) return s.open;
    }
    return null;
  }

  /** "9:00 AM to 5:00 PM" (and "and 6:00 PM to 9:00 PM" for split days); null when closed that day. */
  describeDay(day: DayOfWeek): string | null {
    const shifts = this.days.get(day) ?? [];
    if (!shifts.length) return null;
    return joinAnd(shifts.map((s) => `${clock(s.open)} to ${clock(s.close)}`));
  }

  /**
   * The week in one sentence, consecutive days with equal hours grouped:
   * "Monday to Friday from 9:00 AM to 5:00 PM, Saturday from 10:00 AM to 2:00 PM, and closed on Sunday".
   */
  describeWeek(): string {
    const groups: Array<{ from: DayOfWeek; to: DayOfWeek; hours: string | null }> = [];
    for (const day of DAYS_OF_WEEK) {
      const hours = this.describeDay(day);
      const last = groups[groups.length - 1];
      if (last && last.hours === hours) last.to = day;
      else groups.push({ from: day, to: day, hours });
    }
    if (groups.length === 1) {
      return groups[0].hours ? `every day from ${groups[0].hours}` : 'closed every day';
    }
    const span = (g: (typeof groups)[number]) => {
      const a = cap(g.from);
      const b = cap(g.to);
      if (g.from === g.to) return a;
      const adjacent = DAYS_OF_WEEK.indexOf(g.to) - DAYS_OF_WEEK.indexOf(g.from) === 1;
      return adjacent ? `${a} and ${b}` : `${a} to ${b}`;
    };
    // The days closed come last, so "We're open ..." never reads "We're open closed on Monday".
    const open = groups.filter((g) => g.hours).map((g) => `${span(g)} from ${g.hours}`);
    const closed = groups.filter((g) => !g.hours).map((g) => `closed on ${span(g)}`);
    return joinAnd([...open, ...closed]);
  }
}

/** Wall-clock minutes on a date in the date's zone; 24:00 is the next midnight. */
export function atMinutes(date: DateTime, minutes: number): DateTime {
  const base = date.startOf('day');
  if (minutes >= 24 * 60) return base.plus({ days: 1 }).startOf('day');
  return DateTime.fromObject(
    { year: base.year, month: base.month, day: base.day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    { zone: base.zone },
  );
}

/** Minutes after midnight as "9:00 AM" / "12:30 PM" / "12:00 AM". */
export function clock(minutes: number): string {
  const m = minutes % (24 * 60);
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${mm} ${suffix}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
