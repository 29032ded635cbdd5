import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { toZonedIso, zoneOf, zoneOffsetMinutes } from '../../../functions/core/appointments/zone.js';

describe('the business zone without luxon (core/appointments/zone.ts)', () => {
  it('defaults to America/New_York when the business has none', () => {
    expect(zoneOf({ time_zone: null })).toBe('America/New_York');
    expect(zoneOf({ time_zone: '' })).toBe('America/New_York');
    expect(zoneOf({ time_zone: 'Europe/Paris' })).toBe('Europe/Paris');
  });

  it('shows an instant with the offset in force then, on both sides of a DST change', () => {
    // America/New_York moved forward at 07:00 UTC on 9 March 2025 and back at 06:00 UTC on 2 November 2025.
    expect(toZonedIso('2025-03-09T06:59:59.999Z', 'America/New_York')).toBe('2025-03-09T01:59:59.999-05:00');
    expect(toZonedIso('2025-03-09T07:00:00.000Z', 'America/New_York')).toBe('2025-03-09T03:00:00.000-04:00');
    expect(toZonedIso('2025-11-02T05:30:00.000Z', 'America/New_York')).toBe('2025-11-02T01:30:00.000-04:00');
    expect(toZonedIso('2025-11-02T06:30:00.000Z', 'America/New_York')).toBe('2025-11-02T01:30:00.000-05:00');
  });

  it('writes UTC as +00:00 and keeps zones off the whole hour', () => {
    expect(toZonedIso('2025-06-01T12:00:00.000Z', 'UTC')).toBe('2025-06-01T12:00:00.000+00:00');
    expect(toZonedIso('2025-06-01T12:00:00.000Z', 'Asia/Kathmandu')).toBe('2025-06-01T17:45:00.000+05:45');
    expect(toZonedIso('2025-01-15T12:00:00.000Z', 'America/St_Johns')).toBe('2025-01-15T08:30:00.000-03:30');
    expect(toZonedIso('2025-12-31T23:00:00.000Z', 'Pacific/Kiritimati')).toBe('2026-01-01T13:00:00.000+14:00');
  });

  it('gives the offset luxon gives, every three hours through a year in zones with and without DST', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kolkata', 'America/Phoenix'];
    const start = Date.UTC(2025, 0, 1);
    const differing: string[] = [];
    let compared = 0;
    for (const zone of zones) {
      for (let ms = start; ms < start + 366 * 86_400_000; ms += 3 * 3_600_000 + 7_919) {
        const ours = zoneOffsetMinutes(zone, ms);
        const luxons = DateTime.fromMillis(ms, { zone }).offset;
        compared++;
        if (ours !== luxons) differing.push(`${zone} at ${new Date(ms).toISOString()}: ${ours} vs ${luxons}`);
      }
    }
    expect(compared).toBeGreaterThan(15_000);
    expect(differing).toEqual([]);
  });

  it('refuses a zone that does not exist', () => {
    expect(() => toZonedIso('2025-06-01T12:00:00.000Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
