import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { Availability, type BookingRules } from '../../../functions/assistant/availability.js';
import { Schedule, zoneOf } from '../../../functions/assistant/schedule.js';
import { appointment, WEEKDAY_HOURS } from './fixtures.js';

const NY = 'America/New_York';
const at = (iso: string, zone = NY) => DateTime.fromISO(iso, { zone });
const rules = (o: Partial<BookingRules> = {}): BookingRules => ({
  bufferMinutes: 0,
  allowSameDay: true,
  allowWeekend: true,
  require24h: false,
  horizonDays: 60,
  ...o,
});

describe('Schedule', () => {
  it('defaults to every day 08:00-20:00 when no hours are saved', () => {
    const s = new Schedule([], NY);
    expect(s.describeWeek()).toBe('every day from 8:00 AM to 8:00 PM');
    expect(s.isOpenAt(at('2025-03-09T07:59'))).toBe(false);
    expect(s.isOpenAt(at('2025-03-09T08:00'))).toBe(true);
    expect(s.isOpenAt(at('2025-03-09T20:00'))).toBe(false);
  });

  it('describes a week with groups, split shifts and closed days', () => {
    const s = new Schedule(
      [
        ...WEEKDAY_HOURS,
        { day_of_week: 'saturday', open_time: '17:00', close_time: '21:30', disabled: false },
      ],
      NY,
    );
    expect(s.describeWeek()).toBe(
      'Monday to Friday from 9:00 AM to 5:00 PM, Saturday from 10:00 AM to 2:00 PM and 5:00 PM to 9:30 PM, and closed on Sunday',
    );
    const closedAll = new Schedule(WEEKDAY_HOURS.map((h) => ({ ...h, disabled: true })), NY);
    expect(closedAll.hasHours).toBe(false);
    expect(closedAll.describeWeek()).toBe('closed every day');
  });

  it('names the days closed after the days open, so "We\'re open ..." reads right when Monday is closed', () => {
    const tuesdayToSunday = WEEKDAY_HOURS.map((h) => (h.day_of_week === 'monday' ? { ...h, disabled: true } : h));
    const s = new Schedule([...tuesdayToSunday, { day_of_week: 'sunday', open_time: '10:00', close_time: '14:00', disabled: false }], NY);
    expect(s.describeWeek()).toBe('Tuesday to Friday from 9:00 AM to 5:00 PM, Saturday and Sunday from 10:00 AM to 2:00 PM, and closed on Monday');
  });

  it('answers open-now and the next opening in the business zone, not the host zone', () => {
    const s = new Schedule(WEEKDAY_HOURS, 'Asia/Tokyo');
    // 2025-03-10T00:30Z is Monday 09:30 in Tokyo (and Sunday evening in New York).
    const now = DateTime.fromISO('2025-03-10T00:30:00Z').setZone('Asia/Tokyo');
    expect(s.isOpenAt(now)).toBe(true);
    const sunday = DateTime.fromISO('2025-03-09T05:00:00Z').setZone('Asia/Tokyo');
    expect(s.nextOpening(sunday)?.toISO()).toBe('2025-03-10T09:00:00.000+09:00');
  });

  it('keeps wall-clock hours across daylight-saving changes', () => {
    const s = new Schedule([], NY);
    // Spring forward (9 March 2025) and fall back (2 November 2025): 08:00 local both days.
    expect(s.shiftsOn(at('2025-03-09T12:00'))[0].open.toISO()).toBe('2025-03-09T08:00:00.000-04:00');
    expect(s.shiftsOn(at('2025-11-02T12:00'))[0].open.toISO()).toBe('2025-11-02T08:00:00.000-05:00');
    // The fall-back day is 25 hours long, but the shift is still 12 wall-clock hours.
    const shift = s.shiftsOn(at('2025-11-02T12:00'))[0];
    expect(shift.close.diff(shift.open, 'hours').hours).toBe(12);
  });

  it('falls back to New York for a missing or unknown zone', () => {
    expect(zoneOf(null)).toBe(NY);
    expect(zoneOf('Not/AZone')).toBe(NY);
    expect(zoneOf('Europe/Berlin')).toBe('Europe/Berlin');
  });
});

describe('Availability', () => {
  const schedule = new Schedule(WEEKDAY_HOURS, NY);
  // Monday 10 March 2025, 10:00 New York.
  const now = at('2025-03-10T10:00');

  it('books inside hours only, counting the duration', () => {
    const av = new Availability(schedule, rules(), now, []);
    expect(av.check(at('2025-03-10T15:00'), 60)).toBeNull();
    expect(av.check(at('2025-03-10T16:30'), 45)).toBe('outside_hours');
    expect(av.check(at('2025-03-10T16:15'), 45)).toBeNull();
    expect(av.check(at('2025-03-10T08:30'), 30)).toBe('past');
    expect(av.check(at('2025-03-11T08:30'), 30)).toBe('outside_hours');
    expect(av.check(at('2025-03-16T11:00'), 30)).toBe('closed_day');
  });

  it('never overlaps another appointment, with the buffer on both sides', () => {
    const appts = [appointment('a1', '2025-03-11T14:00:00-04:00', 60)];
    const av = new Availability(schedule, rules({ bufferMinutes: 15 }), now, appts);
    expect(av.check(at('2025-03-11T14:30'), 30)).toBe('taken');
    expect(av.check(at('2025-03-11T13:30'), 30)).toBe('taken'); // ends 14:00, buffer reaches 14:15 > 14:00
    expect(av.check(at('2025-03-11T13:15'), 30)).toBeNull(); // ends 13:45, + 15 = 14:00
    expect(av.check(at('2025-03-11T15:00'), 30)).toBe('taken'); // starts before 15:00 + 15
    expect(av.check(at('2025-03-11T15:15'), 30)).toBeNull();
    // Moving that same appointment may reuse its own time.
    expect(av.check(at('2025-03-11T14:30'), 60, 'a1')).toBeNull();
  });

  it('ignores cancelled appointments and honours other busy time', () => {
    const appts = [appointment('a1', '2025-03-11T14:00:00-04:00', 60, { status: 'cancelled' })];
    const busy = [{ starts_at: '2025-03-11T16:00:00-04:00', ends_at: '2025-03-11T17:00:00-04:00' }];
    const av = new Availability(schedule, rules(), now, appts, busy);
    expect(av.check(at('2025-03-11T14:00'), 60)).toBeNull();
    expect(av.check(at('2025-03-11T16:00'), 30)).toBe('taken');
  });

  it('applies same-day, weekend, 24-hour and horizon rules', () => {
    expect(new Availability(schedule, rules({ allowSameDay: false }), now, []).check(at('2025-03-10T15:00'), 30)).toBe('same_day');
    expect(new Availability(schedule, rules({ allowWeekend: false }), now, []).check(at('2025-03-15T11:00'), 30)).toBe('weekend');
    const advance = new Availability(schedule, rules({ require24h: true }), now, []);
    expect(advance.check(at('2025-03-11T09:30'), 30)).toBe('advance_24h');
    expect(advance.check(at('2025-03-11T10:00'), 30)).toBeNull();
    expect(new Availability(schedule, rules({ horizonDays: 7 }), now, []).check(at('2025-03-20T10:00'), 30)).toBe('too_far');
  });

  it('counts 24 hours in real time across the spring-forward night', () => {
    const weekend = new Schedule([], NY);
    // Saturday 8 March 2025, 10:00 EST. Sunday 10:00 EDT is only 23 hours later.
    const sat = at('2025-03-08T10:00');
    const av = new Availability(weekend, rules({ require24h: true }), sat, []);
    expect(av.check(at('2025-03-09T10:00'), 30)).toBe('advance_24h');
    expect(av.check(at('2025-03-09T11:00'), 30)).toBeNull();
  });

  it('offers the nearest free times around a taken wish', () => {
    const appts = [appointment('a1', '2025-03-11T14:00:00-04:00', 60), appointment('a2', '2025-03-11T15:00:00-04:00', 60)];
    const av = new Availability(schedule, rules(), now, appts);
    const offers = av.nearest(at('2025-03-11T14:00'), 60);
    expect(offers.map((o) => o.toFormat('HH:mm'))).toEqual(['12:30', '13:00', '16:00']);
    for (const o of offers) expect(av.check(o, 60)).toBeNull();
  });

  it('moves to later days when the wished day is full', () => {
    const full = [appointment('a1', '2025-03-11T09:00:00-04:00', 8 * 60)];
    const av = new Availability(schedule, rules(), now, full);
    const offers = av.nearest(at('2025-03-11T11:00'), 30, 2);
    expect(offers.map((o) => o.toISO())).toEqual(['2025-03-12T11:00:00.000-04:00', '2025-03-13T11:00:00.000-04:00']);
  });

  it('offers first free times of a part of the day, spread out', () => {
    const av = new Availability(schedule, rules(), now, [appointment('a1', '2025-03-11T09:00:00-04:00', 30)]);
    expect(av.firstFrom(at('2025-03-11T00:00'), 30, 3, 'morning').map((o) => o.toFormat('HH:mm'))).toEqual(['09:30', '10:30', '11:30']);
    expect(av.firstFrom(at('2025-03-11T00:00'), 30, 3, 'afternoon').map((o) => o.toFormat('HH:mm'))).toEqual(['12:00', '13:00', '14:00']);
  });
});
