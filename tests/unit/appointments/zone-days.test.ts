import { DateTime, Settings } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarDateWall,
  isoWeekday,
  isZoneLuxonTakes,
  localHour,
  localIsoDate,
  localMidnight,
  momentAt,
  plusLocalDays,
  startOfLocalDay,
  utcIso,
  type ZonedMoment,
} from '../../../functions/core/appointments/zone-days.js';
import { MIDNIGHT_CHANGE_ZONES, ZONES, offsetChanges } from '../../support/zone-changes.js';

const START = Date.UTC(2008, 0, 1);
const END = Date.UTC(2027, 11, 31);
const same = (ours: ZonedMoment, luxons: DateTime) => ours.ms === luxons.toMillis() && ours.offset === luxons.offset;
const show = (m: ZonedMoment) => `${new Date(m.ms).toISOString()} (${m.offset})`;
const showLuxon = (dt: DateTime) => `${dt.toUTC().toISO()} (${dt.offset})`;

afterEach(() => {
  Settings.now = () => Date.now();
});

describe('local days in a zone without luxon (core/appointments/zone-days.ts)', () => {
  /** Every change of offset of every zone in the years compared (2021-2027 where clocks change at midnight, else 2024-2027; Apia's skipped day). */
  const changes = ZONES.flatMap((zone) => {
    const since = MIDNIGHT_CHANGE_ZONES.includes(zone) ? Date.UTC(2021, 0, 1) : Date.UTC(2024, 0, 1);
    const apia = zone === 'Pacific/Apia' ? offsetChanges(zone, Date.UTC(2011, 11, 1), Date.UTC(2012, 0, 31)) : [];
    return [...apia, ...offsetChanges(zone, since, END)].map((at) => ({ zone, at }));
  });

  it('start a day, step days and read a day and hour as luxon does, through every change of offset and over twenty years', () => {
    const differing: string[] = [];
    let compared = 0;
    const compare = (zone: string, ms: number, steps: readonly number[]) => {
      const ours = momentAt(zone, ms);
      const luxons = DateTime.fromMillis(ms, { zone });
      const ourStart = startOfLocalDay(zone, ours);
      const luxonStart = luxons.startOf('day');
      compared++;
      if (localIsoDate(ours) !== luxons.toISODate() || localHour(ours) !== luxons.hour) differing.push(`${zone} ${luxons.toISO()}: ${localIsoDate(ours)} ${localHour(ours)}`);
      if (!same(ourStart, luxonStart) || utcIso(ourStart) !== luxonStart.toUTC().toISO()) differing.push(`${zone} start of ${luxons.toISO()}: ${show(ourStart)} vs ${showLuxon(luxonStart)}`);
      for (const days of steps) {
        const ourDay = plusLocalDays(zone, ourStart, days);
        const luxonDay = luxonStart.plus({ days });
        if (!same(ourDay, luxonDay) || localIsoDate(ourDay) !== luxonDay.toISODate()) differing.push(`${zone} ${luxonStart.toISO()} ${days} days: ${show(ourDay)} vs ${showLuxon(luxonDay)}`);
      }
    };
    // Around each change: every 2 h 7 min 13 s from 32 hours before to 32 hours after, so every hour of the days around it.
    for (const { zone, at } of changes) for (let k = -15; k <= 15; k++) compare(zone, at + k * (2 * 3_600_000 + 7 * 60_000 + 13_001), [1, -1, -6]);
    // And through twenty years, every 61 days and 5 hours.
    for (const zone of ZONES) for (let ms = START; ms < END; ms += 61 * 86_400_000 + 5 * 3_600_000) compare(zone, ms, [1, -29, -89]);
    expect(differing.slice(0, 20)).toEqual([]);
    expect(changes.length).toBeGreaterThan(100);
    expect(compared).toBeGreaterThan(5_000);
  }, 120_000);

  it("put a calendar date's midnight where luxon's fromISO puts it, whatever the offset it guesses from", () => {
    const differing: string[] = [];
    let compared = 0;
    for (const { zone, at } of changes) {
      for (const days of [-1, 0, 1]) {
        const date = new Date(at + days * 86_400_000).toISOString().slice(0, 10);
        // luxon guesses with the offset at its clock's now: one in winter, one in summer, and the change itself.
        for (const guessAt of [Date.UTC(2025, 0, 15), Date.UTC(2025, 6, 15), at - 1, at]) {
          Settings.now = () => guessAt;
          const luxons = DateTime.fromISO(date, { zone });
          const ours = localMidnight(zone, date, guessAt)!;
          compared++;
          if (!same(ours, luxons) || localIsoDate(ours) !== luxons.toISODate()) differing.push(`${zone} ${date} guessed at ${guessAt}: ${show(ours)} vs ${showLuxon(luxons)}`);
          if (!same(startOfLocalDay(zone, ours), luxons.startOf('day'))) differing.push(`${zone} ${date}: start of day`);
        }
      }
    }
    expect(differing.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(1_200);
  }, 60_000);

  it('resolves a day that starts in a gap or twice as luxon did (worked examples)', () => {
    // Santiago moved forward at 00:00 on 7 September 2025: the day starts at 01:00 -03:00.
    const santiago = localMidnight('America/Santiago', '2025-09-07', Date.UTC(2025, 6, 1))!;
    expect(utcIso(santiago)).toBe('2025-09-07T04:00:00.000Z');
    expect(localHour(santiago)).toBe(1);
    // Havana moved back from 01:00 to 00:00 on 2 November 2025: from a later hour that day, its second midnight.
    const havanaNoon = momentAt('America/Havana', Date.UTC(2025, 10, 2, 17));
    expect(utcIso(startOfLocalDay('America/Havana', havanaNoon))).toBe('2025-11-02T05:00:00.000Z');
    expect(DateTime.fromMillis(Date.UTC(2025, 10, 2, 17), { zone: 'America/Havana' }).startOf('day').toUTC().toISO()).toBe('2025-11-02T05:00:00.000Z');
  });

  it('reads calendar dates and weekdays as luxon does, and refuses dates that do not exist', () => {
    for (const date of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-01-00', '2025-1-01']) {
      expect(calendarDateWall(date), date).toBeNull();
      expect(localMidnight('Europe/Paris', date, Date.UTC(2025, 0, 1)), date).toBeNull();
    }
    expect(calendarDateWall('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(calendarDateWall('0050-03-01')).toBe(new Date('0050-03-01T00:00:00Z').getTime());
    for (let wall = Date.UTC(2024, 0, 1); wall < Date.UTC(2026, 0, 1); wall += 86_400_000) {
      const date = new Date(wall).toISOString().slice(0, 10);
      expect(isoWeekday(date), date).toBe(DateTime.fromISO(date).weekday);
    }
  });

  it("takes the zone names luxon's setZone takes", () => {
    for (const zone of ['America/New_York', 'utc', 'UTC', 'GMT', 'local', 'system', 'default', 'UTC+3', 'utc-05:30', 'Etc/GMT+5', 'Mars/Olympus_Mons', '', 'UTC+', 'New York', 'utc+123']) {
      expect(isZoneLuxonTakes(zone), zone).toBe(DateTime.now().setZone(zone).isValid);
    }
  });
});
