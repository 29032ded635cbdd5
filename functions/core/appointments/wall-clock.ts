import { zoneOffsetMinutes } from './zone.js';

// Wall-clock arithmetic in a business's zone without luxon (69 KB a cold start of the appointments Lambda would
// parse). Each step is the one luxon 3 takes (its fixOffset, tsToObj and objToLocalTS, and DateTime's startOf('day'),
// plus({ days }) and hasSame), so a day boundary, a day added across a DST change and a wall-clock time read in a
// zone come out as luxon's did: tests/unit/appointments/wall-clock.test.ts compares them at many instants and zones.

/** An instant and the offset (minutes east of UTC) its zone shows then: what a luxon DateTime holds. */
export interface Zoned {
  readonly ms: number;
  readonly offset: number;
  readonly zone: string;
}

/** The calendar fields of a wall clock (month 1-12). */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

/** `ms` in `zone`. Throws a RangeError for a zone Intl does not know. */
export const inZone = (ms: number, zone: string): Zoned => ({ ms, offset: zoneOffsetMinutes(zone, ms), zone });

/** What the zone's clock reads at the instant. */
export function wallClock(z: Zoned): WallClock {
  const d = new Date(z.ms + z.offset * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
}

/** ISO weekday of the wall clock: 1 Monday ... 7 Sunday. */
export function weekday(z: Zoned): number {
  const day = new Date(z.ms + z.offset * 60_000).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The wall-clock fields as if they were UTC (fields out of range roll over, as Date.UTC rolls them). */
export function localMillis(c: WallClock): number {
  const ms = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, c.millisecond);
  // Date.UTC reads years 0-99 as 1900-1999; set the year (and the month and day, 2000 being a leap year) again.
  if (c.year >= 0 && c.year < 100) return new Date(ms).setUTCFullYear(c.year, c.month - 1, c.day);
  return ms;
}

/**
 * The instant whose wall clock reads `local` (localMillis), starting from a guessed offset: when the zone's offset
 * at the guess differs, one correction; when that still disagrees the wall clock is in a skipped hour, and the
 * instant is read with the offset before the change (so 02:30 on a spring-forward night is 03:30). In a repeated
 * hour the guess decides which of the two instants it is. luxon's fixOffset, step for step.
 */
export function resolveLocal(local: number, guessOffset: number, zone: string): Zoned {
  let utcGuess = local - guessOffset * 60_000;
  const o2 = zoneOffsetMinutes(zone, utcGuess);
  if (o2 === guessOffset) return { ms: utcGuess, offset: guessOffset, zone };
  utcGuess -= (o2 - guessOffset) * 60_000;
  const o3 = zoneOffsetMinutes(zone, utcGuess);
  if (o2 === o3) return { ms: utcGuess, offset: o2, zone };
  return { ms: local - Math.min(o2, o3) * 60_000, offset: Math.max(o2, o3), zone };
}

/** The first instant of the wall clock's calendar day (luxon's startOf('day'): midnight resolved from the instant's offset). */
export function startOfDay(z: Zoned): Zoned {
  const c = wallClock(z);
  return resolveLocal(localMillis({ ...c, hour: 0, minute: 0, second: 0, millisecond: 0 }), z.offset, z.zone);
}

/** The same wall-clock time `days` calendar days later (or earlier), whatever DST change lies between (luxon's plus({ days })). */
export function plusDays(z: Zoned, days: number): Zoned {
  const c = wallClock(z);
  return resolveLocal(localMillis({ ...c, day: c.day + days }), z.offset, z.zone);
}

/** Whether `other` lies within the calendar day of `z` in z's zone (luxon's z.hasSame(other, 'day') for one zone). */
export function sameDay(z: Zoned, other: Zoned): boolean {
  const start = startOfDay(z).ms;
  const endInclusive = startOfDay(plusDays(z, 1)).ms - 1;
  return start <= other.ms && other.ms <= endInclusive;
}

/** 'yyyy-MM-dd' of the wall clock (years 0-9999). */
export function isoDate(z: Zoned): string {
  const c = wallClock(z);
  return `${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}`;
}

const two = (n: number) => String(n).padStart(2, '0');
