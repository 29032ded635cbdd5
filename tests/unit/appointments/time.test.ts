import { Settings } from 'luxon';
import { afterAll, describe, expect, it } from 'vitest';
import { dayBounds, parseAppointmentTime, reminderTime, templateDateTime, toStoredIso } from '../../../functions/core/appointments/time.js';
import { bookingRuleProblems } from '../../../functions/core/appointments/booking-rules.js';
import { zoneOffsetMinutes } from '../../../functions/core/appointments/zone.js';
import type { BusinessAggregate } from '../../../functions/core/business/aggregate.js';
import {
  luxonBookingRuleProblems,
  luxonDayBounds,
  luxonParseAppointmentTime,
  luxonReminderTime,
  luxonTemplateDateTime,
} from '../../support/luxon-appointment-time.js';

// The appointment times without luxon (core/appointments/time.ts, wall-clock.ts) against the luxon code they
// replace (tests/support/luxon-appointment-time.ts), at every DST change of 2022-2026 in zones that change their
// clocks at midnight (Santiago, Havana, Beirut, Asuncion, Tehran until 2022), by half an hour (Lord Howe), backwards
// in winter (Dublin), twice a year around Ramadan (Casablanca), off the whole hour (St John's, Chatham), and not at
// all (Kolkata).
const ZONES = [
  'America/New_York',
  'Europe/London',
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
  'America/Asuncion',
  'Asia/Tehran',
  'Australia/Lord_Howe',
  'Europe/Dublin',
  'Africa/Casablanca',
  'America/St_Johns',
  'Pacific/Chatham',
  'Asia/Kolkata',
];
const FROM = Date.UTC(2022, 0, 1);
const TO = Date.UTC(2027, 0, 1);
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Each comparison costs a few dozen Intl calls: the samples are spread so the file runs in seconds.
const SLOW = 60_000;

interface Transition {
  zone: string;
  /** The first instant with the new offset. */
  at: number;
  before: number;
  after: number;
}

/** Every change of offset in [FROM, TO) (none of these zones changes twice within a day): found day by day, then to the minute. */
function transitions(zone: string): Transition[] {
  const found: Transition[] = [];
  for (let ms = FROM; ms < TO; ms += DAY) {
    const before = zoneOffsetMinutes(zone, ms);
    const after = zoneOffsetMinutes(zone, ms + DAY);
    if (before === after) continue;
    let lo = ms;
    let hi = ms + DAY;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (zoneOffsetMinutes(zone, mid) === before) lo = mid;
      else hi = mid;
    }
    found.push({ zone, at: hi, before, after });
  }
  return found;
}

const ALL_TRANSITIONS = ZONES.flatMap(transitions);
/** 'yyyy-MM-ddTHH:mm' of a wall clock given as local milliseconds. */
const wallText = (localMs: number) => new Date(localMs).toISOString().slice(0, 16);
const ours = <T>(f: () => T): T | string => {
  try {
    return f();
  } catch (error) {
    return (error as Error).message;
  }
};

const originalNow = Settings.now;
afterAll(() => {
  Settings.now = originalNow;
});

describe('appointment times without luxon give what luxon gave', () => {
  it('finds the DST changes it compares at', () => {
    // Two a year where the zone has DST; Kolkata has none; a zone that stopped (Tehran 2022) has fewer.
    const count = (zone: string) => ALL_TRANSITIONS.filter((t) => t.zone === zone).length;
    expect(count('America/New_York')).toBe(10);
    expect(count('America/Santiago')).toBe(10);
    expect(count('Asia/Tehran')).toBe(2);
    expect(count('Asia/Kolkata')).toBe(0);
    expect(ALL_TRANSITIONS.length).toBeGreaterThan(90);
  });

  // luxon guessed a wall-clock time's offset from the offset in force at the moment of the call (Settings.now);
  // the guess must not change the answer, so both seasons are tried.
  it.each([
    ['in northern winter', Date.UTC(2026, 0, 15, 12)],
    ['in northern summer', Date.UTC(2026, 6, 15, 12)],
  ])('reads wall-clock times every half hour around each change the same way (luxon called %s)', (_season, luxonNow) => {
    Settings.now = () => luxonNow;
    const differing: string[] = [];
    let compared = 0;
    let refused = 0;
    let repeated = 0;
    for (const t of ALL_TRANSITIONS) {
      const first = t.at + t.before * MINUTE - 3 * HOUR;
      const last = t.at + t.after * MINUTE + 3 * HOUR;
      for (let local = first; local <= last; local += 30 * MINUTE) {
        for (const text of [wallText(local), `${wallText(local)}:30`]) {
          const expected = luxonParseAppointmentTime(text, t.zone);
          const actual = ours(() => toStoredIso(parseAppointmentTime(text, t.zone)));
          compared++;
          if (expected.includes('does not exist')) refused++;
          if (actual !== expected) differing.push(`${t.zone} ${text}: ${actual} vs ${expected}`);
        }
        // A wall clock read twice (the repeated hour) is taken at its first occurrence.
        if (t.after < t.before && local >= t.at + t.after * MINUTE && local < t.at + t.before * MINUTE) repeated++;
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(2_500);
    expect(refused).toBeGreaterThan(180);
    expect(repeated).toBeGreaterThan(40);
  }, SLOW);

  it('reads wall-clock times through the years the same way, and refuses what luxon refused', () => {
    const differing: string[] = [];
    let compared = 0;
    for (const zone of [...ZONES, 'Not/A_Zone']) {
      for (let local = FROM; local < TO; local += 97 * HOUR + 7 * MINUTE) {
        const text = wallText(local);
        const expected = luxonParseAppointmentTime(text, zone);
        const actual = ours(() => toStoredIso(parseAppointmentTime(text, zone)));
        compared++;
        if (actual !== expected) differing.push(`${zone} ${text}: ${actual} vs ${expected}`);
      }
    }
    const odd = ['2025-02-29T10:00', '2024-02-29T10:00', '2025-04-31T10:00', '2025-13-01T10:00', '2025-00-01T10:00', '2025-03-14T24:00',
      '2025-03-14T24:30', '2025-03-14T12:60', '2025-03-14T12:30:60', '2025-03-14T12:30:59.999', '0050-06-01T10:00', '9999-12-31T23:30',
      '2025-03-14 10:00', '2025-03-14T10', ' 2025-03-14T10:00 ', ''];
    for (const zone of ['America/New_York', 'Pacific/Chatham', 'America/Santiago']) {
      for (const text of odd) {
        const expected = luxonParseAppointmentTime(text, zone);
        const actual = ours(() => toStoredIso(parseAppointmentTime(text, zone)));
        compared++;
        if (actual !== expected) differing.push(`${zone} ${text}: ${actual} vs ${expected}`);
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(5_700);
  }, SLOW);

  it('reads a time with an offset (any zone) the same way, the invalid ones included', () => {
    const dates = ['2025-02-28', '2025-02-29', '2024-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '0050-06-01', '9999-12-31'];
    const times = ['00:00', '23:59', '24:00', '24:00:00.000', '24:00:00.001', '24:00:01', '24:01', '12:60', '12:30:59.9999', '12:30:60',
      '12:30:05.1', '12:30:05.123456789', '12:30:05.000000001'];
    const offsets = ['Z', 'z', '+00:00', '-00:30', '-0030', '+05:30', '+0530', '-0800', '+14:00', '+99:99', '-12:00', '-00:00'];
    const differing: string[] = [];
    let compared = 0;
    for (const date of dates) {
      for (const time of times) {
        for (const offset of offsets) {
          for (const t of ['T', 't']) {
            const text = `${date}${t}${time}${offset}`;
            const expected = luxonParseAppointmentTime(text, 'Asia/Tokyo');
            const actual = ours(() => toStoredIso(parseAppointmentTime(text, 'Asia/Tokyo')));
            compared++;
            if (actual !== expected) differing.push(`${text}: ${actual} vs ${expected}`);
          }
        }
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
    expect(compared).toBe(8 * 13 * 12 * 2);
  }, SLOW);

  it('counts reminders in wall-clock days across every change, and in elapsed hours below a day', () => {
    const differing: string[] = [];
    let compared = 0;
    const compare = (start: number, hours: number, zone: string) => {
      const iso = new Date(start).toISOString();
      const expected = luxonReminderTime(iso, hours, zone);
      const actual = toStoredIso(reminderTime(iso, hours, zone).getTime());
      compared++;
      if (actual !== expected) differing.push(`${zone} ${iso} -${hours}h: ${actual} vs ${expected}`);
    };
    for (const t of ALL_TRANSITIONS) {
      // Appointments 1-3 days after the change, whose reminder falls in or beside the skipped or repeated hour ...
      for (const days of [1, 2, 3]) {
        for (let start = t.at + days * DAY - 3 * HOUR; start <= t.at + days * DAY + 3 * HOUR; start += 30 * MINUTE) compare(start, days * 24, t.zone);
      }
      // ... and the hours just after it, counted in elapsed time.
      for (let start = t.at - HOUR; start <= t.at + 7 * HOUR; start += 40 * MINUTE) {
        compare(start, 1, t.zone);
        compare(start, 6, t.zone);
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(6_300);
  }, SLOW);

  it("gives the business day's bounds, its date and the template's date and time the same way", () => {
    const differing: string[] = [];
    let compared = 0;
    const compare = (ms: number, zone: string) => {
      const now = new Date(ms);
      const iso = now.toISOString();
      const expected = JSON.stringify([luxonDayBounds(now, zone), luxonTemplateDateTime(iso, zone)]);
      const { date, time } = templateDateTime(iso, zone);
      const actual = JSON.stringify([dayBounds(now, zone), { date, time }]);
      compared++;
      if (actual !== expected) differing.push(`${zone} ${iso}: ${actual} vs ${expected}`);
    };
    // Around each change (a day either side, where midnight may be skipped or read twice) ...
    for (const t of ALL_TRANSITIONS) {
      for (let ms = t.at - 30 * HOUR; ms <= t.at + 30 * HOUR; ms += 4 * HOUR + 7 * MINUTE) compare(ms, t.zone);
    }
    // ... and through the years.
    for (const zone of ZONES) {
      for (let ms = FROM; ms < TO; ms += 401 * HOUR + 7_919) compare(ms, zone);
    }
    expect(differing.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(2_700);
  }, SLOW);

  it("applies the booking rules (same day, weekend, 24 hours' notice, working hours) the same way", () => {
    const shifts = (open: string, close: string) =>
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day_of_week) => ({ day_of_week, open_time: open, close_time: close, disabled: false }));
    const businesses = [
      { allow_same_day: false, allow_weekend: false, require_24h_advance: true, working_hours: [] },
      { allow_same_day: true, allow_weekend: true, require_24h_advance: false, working_hours: shifts('00:00', '23:30') },
      { allow_same_day: false, allow_weekend: true, require_24h_advance: false, working_hours: shifts('01:00', '24:00') },
    ].map(({ working_hours, ...assistant }) => ({ assistant, working_hours }) as unknown as BusinessAggregate);
    const LENGTHS = [[30, 2 * HOUR], [90, 20 * HOUR], [45, 30 * HOUR]] as const;
    const differing: string[] = [];
    let compared = 0;
    for (const t of ALL_TRANSITIONS) {
      for (let start = t.at - 26 * HOUR; start <= t.at + 26 * HOUR; start += 97 * MINUTE) {
        // One length and one business per start, in turn: each combination still meets every kind of change.
        for (const [minutes, nowBefore] of [LENGTHS[compared % 3]!]) {
          for (const agg of [businesses[Math.floor(compared / 3) % 3]!]) {
            const now = new Date(start - nowBefore);
            const expected = luxonBookingRuleProblems(agg, start, start + minutes * MINUTE, now, t.zone);
            const actual = bookingRuleProblems(agg, start, start + minutes * MINUTE, now, t.zone);
            compared++;
            if (JSON.stringify(actual) !== JSON.stringify(expected)) differing.push(`${t.zone} ${new Date(start).toISOString()}: ${actual} vs ${expected}`);
          }
        }
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(3_200);
  }, SLOW);
});
