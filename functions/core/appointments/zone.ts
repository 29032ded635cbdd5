import { DEFAULT_TIME_ZONE } from '../business/aggregate.js';

// Without luxon: the call log, the appointment views and every module that only needs the business's zone or an
// instant shown with its offset import this, so their Lambdas load luxon only where they compute with dates (time.ts).

/** The business's IANA zone (spec section 3: America/New_York when unset). */
export const zoneOf = (business: { time_zone: string | null }) => business.time_zone || DEFAULT_TIME_ZONE;

const formats = new Map<string, Intl.DateTimeFormat>();
const two = (n: number) => String(n).padStart(2, '0');

/**
 * Minutes east of UTC in `zone` at the instant `ms`: the zone's wall clock read with Intl (as luxon's IANAZone
 * reads it: whole seconds, hour 24 as 0) minus the instant. Throws a RangeError for a zone Intl does not know.
 */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(ms)) parts[p.type] = p.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const hour = Number(parts.hour) === 24 ? 0 : Number(parts.hour);
  const wallAsUtc = Date.UTC(year, Number(parts.month) - 1, Number(parts.day), hour, Number(parts.minute), Number(parts.second));
  // Date.UTC reads years 0-99 as 1900-1999; set the year again for those.
  const wall = year >= 0 && year < 100 ? new Date(wallAsUtc).setUTCFullYear(year) : wallAsUtc;
  const wholeSeconds = ms - (((ms % 1000) + 1000) % 1000);
  return (wall - wholeSeconds) / 60_000;
}

/**
 * As the API answers: the instant with the business's offset, e.g. 2025-03-09T10:00:00.000-04:00 (always an
 * offset, +00:00 rather than Z). Built from the zone's offset directly: a page of 100 appointments formats
 * 200 of these, and a full luxon DateTime per value costs five times as much.
 */
export function toZonedIso(storedIso: string, zone: string): string {
  const ms = Date.parse(storedIso);
  const offset = zoneOffsetMinutes(zone, ms);
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 23);
  const abs = Math.abs(offset);
  return `${local}${offset < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
