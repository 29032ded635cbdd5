import { zoneOffsetMinutes } from '../../functions/core/appointments/zone.js';

/**
 * Zones whose clocks change at or around midnight (a local day that starts in a gap, or twice), by half an hour, on
 * the half hour, across the date line (Apia skipped 30 December 2011), and plain ones: the zones the luxon-free day
 * helpers (functions/core/appointments/zone-days.ts) are compared with luxon in.
 */
export const MIDNIGHT_CHANGE_ZONES = [
  'America/Santiago', // forward at 00:00 in September, back at 24:00 in April
  'America/Havana', // forward at 00:00, back at 01:00 to 00:00 (midnight happens twice)
  'Asia/Beirut', // forward at 00:00, back at 00:00 to 23:00
  'America/Asuncion',
  'America/Sao_Paulo', // forward at 00:00 until 2019
  'Asia/Tehran', // forward at 00:00 until 2022
  'Africa/Cairo',
  'Asia/Gaza',
];
export const OTHER_ZONES = [
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe', // moves by half an hour
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'UTC',
];
export const ZONES = [...MIDNIGHT_CHANGE_ZONES, ...OTHER_ZONES];

/** The instants in [fromMs, toMs) at which `zone`'s offset changes, to the millisecond (a weekly scan, then bisection). */
export function offsetChanges(zone: string, fromMs: number, toMs: number): number[] {
  const WEEK = 7 * 86_400_000;
  const changes: number[] = [];
  for (let a = fromMs; a < toMs; a += WEEK) {
    let lo = a;
    let hi = Math.min(a + WEEK, toMs);
    if (zoneOffsetMinutes(zone, lo) === zoneOffsetMinutes(zone, hi)) continue;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (zoneOffsetMinutes(zone, mid) === zoneOffsetMinutes(zone, lo)) lo = mid;
      else hi = mid;
    }
    changes.push(hi);
  }
  return changes;
}
