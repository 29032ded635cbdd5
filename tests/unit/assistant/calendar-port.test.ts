import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { Availability, type BookingRules } from '../../../functions/assistant/availability.js';
import { greet, respond } from '../../../functions/assistant/engine.js';
import { Schedule } from '../../../functions/assistant/schedule.js';
import type { AppointmentSnapshot, CalendarPort } from '../../../functions/assistant/types.js';
import { appointment, makeBusiness, WEEKDAY_HOURS } from './fixtures.js';

// Issue 15, item 1: the engine asks the calendar for what a turn discusses (types.ts CalendarPort), so the
// integration reads the days and the caller's appointments it needs, never the business's whole calendar.
const NY = 'America/New_York';
const at = (iso: string) => DateTime.fromISO(iso, { zone: NY });
const rules: BookingRules = { bufferMinutes: 0, allowSameDay: true, allowWeekend: true, require24h: false, horizonDays: 60 };
// Monday 10 March 2025, 10:00 New York.
const now = at('2025-03-10T10:00');

/** A port over a list that records what it was asked. */
function recording(appointments: AppointmentSnapshot[]) {
  const days: string[] = [];
  const callers: string[] = [];
  const port: CalendarPort = {
    day: (day) => {
      days.push(day);
      return { appointments };
    },
    caller: (phone) => {
      callers.push(phone);
      return appointments.filter((a) => a.phone_number === phone);
    },
    appointment: (id) => appointments.find((a) => a.id === id),
  };
  return { port, days, callers };
}

describe('the engine asks the calendar by day and by caller (CalendarPort)', () => {
  const schedule = new Schedule(WEEKDAY_HOURS, NY);

  it('a check asks for the day of the time only, once however many checks that day needs', () => {
    const { port, days } = recording([appointment('a1', '2025-03-11T14:00:00-04:00', 60)]);
    const av = new Availability(schedule, rules, now, port);
    expect(av.check(at('2025-03-11T14:30'), 30)).toBe('taken');
    expect(av.freeOn(at('2025-03-11T00:00'), 30)).toHaveLength(14);
    expect(days).toEqual(['2025-03-11']);
  });

  it('"next available" asks day by day from the day named until it finds free times', () => {
    // Wednesday fully taken: Thursday is the first day with free times.
    const { port, days } = recording([appointment('full', '2025-03-12T09:00:00-04:00', 8 * 60)]);
    const first = new Availability(schedule, rules, now, port).firstFrom(at('2025-03-12T00:00'), 30);
    expect(first[0]!.toISODate()).toBe('2025-03-13');
    expect(days).toEqual(['2025-03-12', '2025-03-13']);
  });

  it('a buffer that reaches over midnight asks for the day before too, and the day is the local one across the spring change', () => {
    const open = new Schedule(
      (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map((day_of_week) => ({ day_of_week, open_time: '00:00', close_time: '23:59', disabled: false })),
      NY,
    );
    const late = appointment('late', '2025-03-08T23:30:00-05:00', 30);
    const { port, days } = recording([late]);
    const av = new Availability(open, { ...rules, bufferMinutes: 30 }, at('2025-03-07T10:00'), port);
    // 00:15 on Sunday 9 March (the night the clocks go forward) is within the buffer of Saturday's 23:30-24:00.
    expect(av.check(at('2025-03-09T00:15'), 15)).toBe('taken');
    expect(days).toEqual(['2025-03-08']);
    // 03:30 (after the skipped hour): its buffer stays on Sunday, the day asked next.
    expect(av.check(at('2025-03-09T03:30'), 30)).toBeNull();
    expect(days).toEqual(['2025-03-08', '2025-03-09']);
  });

  it("'my appointment' asks for the caller's appointments by their number and for no day", () => {
    const mine = appointment('mine', '2025-03-13T11:00:00-04:00', 45, { phone_number: '+13125550101' });
    const { port, days, callers } = recording([mine, appointment('other', '2025-03-13T13:00:00-04:00', 45)]);
    const context = { business: makeBusiness(), now: now.toJSDate(), callerNumber: '+1 (312) 555-0101', calendar: port };
    const hello = greet(context);
    const turn = respond(context, hello.callState, 'When is my appointment?');
    expect(turn.say).toContain('Haircut on Thursday, March 13 at 11:00 AM');
    expect(callers).toEqual(['+13125550101']);
    expect(days).toEqual([]);
  });
});
