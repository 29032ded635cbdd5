import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../functions/assistant/when.js';
import { appointment, Call, ctx, makeBusiness, WEEKDAY_HOURS } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';
// A gym-like day, 6 AM to 9 PM: seven o'clock is open both in the morning and in the evening.
const LONG_DAYS = WEEKDAY_HOURS.map((h) => ({ ...h, open_time: '06:00', close_time: '21:00', disabled: false }));

describe('an hour said without AM or PM keeps to the time it restates or sets right (issue 13)', () => {
  const now = DateTime.fromISO('2025-03-10T10:00', { zone: 'America/New_York' });

  it('"six am, no, make it seven" is 7 AM; "eleven am, make that one" is 1 PM', () => {
    expect(parseWhen('wednesday six am, no sorry make it seven', now)?.time).toEqual({ hour: 7, minute: 0, meridiem: true });
    expect(parseWhen('friday eleven in the morning, actually make that one', now)?.time).toEqual({ hour: 13, minute: 0, meridiem: true });
    expect(parseWhen('thursday at 8 pm, no wait make it seven thirty', now)?.time).toEqual({ hour: 19, minute: 30, meridiem: true });
  });

  it('"yes wednesday at seven" to a move read back at 7:00 AM moves it to 7:00 AM', () => {
    const mine = [appointment('a1', '2025-03-11T07:00:00-04:00', 45)];
    const c = new Call(ctx(makeBusiness({ hours: LONG_DAYS }), MONDAY, { calendar: { appointments: mine } }));
    c.greet();
    expect(c.say('could we do my haircut the same time on wednesday instead of tomorrow').say).toContain('Should I move it to Wednesday, March 12 at 7:00 AM?');
    c.say('yes wednesday at seven');
    expect(c.effects.filter((e) => e.type === 'move_appointment')).toEqual([
      expect.objectContaining({ appointment_id: 'a1', appointment_datetime: '2025-03-12T07:00:00-04:00' }),
    ]);
  });

  it('a yes that names another hour is still a new time', () => {
    const mine = [appointment('a1', '2025-03-11T07:00:00-04:00', 45)];
    const c = new Call(ctx(makeBusiness({ hours: LONG_DAYS }), MONDAY, { calendar: { appointments: mine } }));
    c.greet();
    c.say('could we do my haircut the same time on wednesday instead of tomorrow');
    expect(c.say('yes wednesday at eight').say).toContain('Wednesday, March 12 at 8:00 AM. Is that right?');
  });
});

describe('a yes to a read-back that names another date of the same weekday', () => {
  it('"yes, two on the twenty first" to Friday the 14th at 2 PM is Friday the 21st, read back again, not booked', () => {
    for (const said of ['yes two pm on the twenty first', 'yeah friday the 21st at two', 'yes march twenty first at two pm']) {
      const c = new Call(ctx(makeBusiness(), MONDAY));
      c.greet();
      c.say('book a haircut friday at 2 pm');
      c.say('Jo Park');
      expect(c.say('yes').say, said).toContain('Friday, March 14 at 2:00 PM');
      const r = c.say(said);
      expect(r.say, said).toContain('Friday, March 21 at 2:00 PM');
      expect(c.effects.filter((e) => e.type === 'book_appointment'), said).toEqual([]);
      c.say('yes');
      expect(c.effects.filter((e) => e.type === 'book_appointment'), said).toEqual([
        expect.objectContaining({ appointment_datetime: '2025-03-21T14:00:00-04:00' }),
      ]);
    }
  });

  it('a weekday alone still restates the day read back', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.greet();
    c.say('book a haircut friday at 2 pm');
    c.say('Jo Park');
    c.say('yes');
    c.say('yes friday at two');
    expect(c.effects.filter((e) => e.type === 'book_appointment')).toEqual([expect.objectContaining({ appointment_datetime: '2025-03-14T14:00:00-04:00' })]);
  });
});
