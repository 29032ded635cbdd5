import { resolveLocal } from './wall-clock.js';
import { zoneOffsetMinutes } from './zone.js';

/*
 * Local calendar days in a zone without luxon (issue 15: luxon is 69 KB of a cold start). The reports' ranges and the
 * call tally count by the business's local day; these steps are luxon's own (datetime.js: fixOffset, set, plus, as of
 * luxon 3.7), and find an instant from a wall clock with wall-clock.ts's resolveLocal (luxon's fixOffset), so a day that starts in a gap (clocks moved forward at midnight, e.g. America/Santiago in September)
 * or twice (moved back at one, e.g. America/Havana in November) resolves exactly as it did with luxon.
 * tests/unit/appointments/zone-days.test.ts compares them with luxon over many days, instants and zones.
 */

const DAY_MS = 86_400_000;

/** A moment as a luxon DateTime holds one: the instant and the offset (minutes east of UTC) its wall clock is read with. */
export interface ZonedMoment {
  readonly ms: number;
  readonly offset: number;
}

/** The instant in `zone` at `ms`, as DateTime.fromMillis(ms).setZone(zone) holds it. */
export const momentAt = (zone: string, ms: number): ZonedMoment => ({ ms, offset: zoneOffsetMinutes(zone, ms) });

/** The moment's wall clock as epoch ms read in UTC, as luxon's tsToObj reads it (the Date drops a fraction of a ms). */
const wallOf = (m: ZonedMoment) => new Date(m.ms + m.offset * 60 * 1000).getTime();

/** A moment moved to another wall time, as luxon's set and plus move one: its offset read again if the instant changed. */
function movedTo(zone: string, m: ZonedMoment, wall: number): ZonedMoment {
  const { ms } = resolveLocal(wall, m.offset, zone);
  return ms === m.ms ? m : momentAt(zone, ms);
}

/**
 * A calendar date's midnight in `zone`, as DateTime.fromISO(date, { zone }) gives it, with the offset in force at
 * `guessAt` as the first guess (luxon guesses with the offset at the real clock's now: pass the injected clock's).
 * Null when `date` (YYYY-MM-DD) is not a calendar date.
 */
export function localMidnight(zone: string, date: string, guessAt: number): ZonedMoment | null {
  const wall = calendarDateWall(date);
  if (wall === null) return null;
  const { ms, offset } = resolveLocal(wall, zoneOffsetMinutes(zone, guessAt), zone);
  return { ms, offset };
}

/** The start of the moment's local day: luxon's startOf('day') (in a gap at midnight, the first instant after it). */
export function startOfLocalDay(zone: string, m: ZonedMoment): ZonedMoment {
  const wall = wallOf(m);
  return movedTo(zone, m, wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS));
}

/** The same wall time `days` local days later (earlier when negative): luxon's plus({ days }). */
export const plusLocalDays = (zone: string, m: ZonedMoment, days: number): ZonedMoment => movedTo(zone, m, wallOf(m) + days * DAY_MS);

/** The moment's local calendar date, YYYY-MM-DD (luxon's toISODate). */
export const localIsoDate = (m: ZonedMoment): string => new Date(wallOf(m)).toISOString().split('T')[0]!;

/** The hour of the moment's wall clock, 0-23 (luxon's hour). */
export const localHour = (m: ZonedMoment): number => new Date(wallOf(m)).getUTCHours();

/** The instant in UTC as luxon's toUTC().toISO() writes it, e.g. 2025-03-09T05:00:00.000Z. */
export const utcIso = (m: ZonedMoment): string => new Date(m.ms).toISOString();

/** Midnight of a calendar date YYYY-MM-DD as epoch ms read in UTC, or null when it is no date (2025-02-30). */
export function calendarDateWall(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.getTime();
}

/** Monday 1 to Sunday 7 of a calendar date YYYY-MM-DD (luxon's weekday). */
export function isoWeekday(date: string): number {
  const wall = calendarDateWall(date);
  if (wall === null) throw new RangeError(`${date} is not a calendar date`);
  return ((new Date(wall).getUTCDay() + 6) % 7) + 1;
}

/**
 * Whether luxon's setZone takes `zone`: an IANA zone Intl knows, or one of luxon's own names ('utc', 'gmt', 'local',
 * 'system', 'default', a fixed offset such as 'UTC+3' or 'utc-05:30').
 */
export function isZoneLuxonTakes(zone: string): boolean {
  const lowered = zone.toLowerCase();
  if (['default', 'local', 'system', 'utc', 'gmt'].includes(lowered)) return true;
  if (/^utc(?:([+-]\d{1,2})(?::(\d{2}))?)?$/i.test(lowered)) return true;
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone }).format();
    return true;
  } catch {
    return false;
  }
}
