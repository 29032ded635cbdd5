import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { holidayDate, parseWhen } from '../../../functions/assistant/when.js';

// Tuesday 3 November 2026, 9:00 in Chicago.
const now = DateTime.fromISO('2026-11-03T09:00:00', { zone: 'America/Chicago' });

describe('a holiday said by name is the date of the next one', () => {
  it('a holiday fixed by its rule, with a part of the day or a clock time beside it', () => {
    expect(parseWhen('could somebody feed the rabbits thanksgiving morning around nine', now)).toMatchObject({ date: '2026-11-26', time: { hour: 9, minute: 0 } });
    expect(parseWhen('we want the lane on black friday at seven pm', now)).toMatchObject({ date: '2026-11-27', time: { hour: 19 } });
  });

  it('a day before or after the holiday, and a weekday after it', () => {
    expect(parseWhen('the day after christmas at eleven', now)?.date).toBe('2026-12-26');
    expect(parseWhen('the night before thanksgiving', now)?.date).toBe('2026-11-25');
    expect(parseWhen('maybe the monday after new years', now)?.date).toBe('2027-01-04');
  });

  it('one already gone this year is next year\'s', () => {
    expect(holidayDate('memorial day', now)).toBe('2027-05-31');
    expect(holidayDate('labor day weekend', now)).toBe('2027-09-06');
    expect(holidayDate('easter', now)).toBe('2027-03-28');
    expect(holidayDate('the fourth of july', now)).toBe('2027-07-04');
  });

  it('is no date when no holiday is named, and a day of the month said apart from it decides', () => {
    expect(holidayDate('can i come in on the twelfth', now)).toBeNull();
    expect(parseWhen('for the christmas party, the 19th at six', now)?.date).toBe('2026-11-19');
  });
});
