import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { parseWhen } from '../../../functions/assistant/when.js';

/**
 * Which day a weekday name means (issue 13): sentences written for these tests. A caller who wants today says "today";
 * "next <day>" is that day of the calendar week after this one (weeks start on Sunday, as on a US calendar).
 */
const at = (iso: string) => DateTime.fromISO(iso, { zone: 'America/Denver' });
const dayOf = (text: string, now: DateTime) => parseWhen(text, now)?.date;

describe("today's own weekday", () => {
  const thursday = at('2030-05-16T09:00'); // Thursday 16 May 2030
  it('said plainly, is the one a week away, with or without a time', () => {
    expect(dayOf('could the groomer see my poodle thursday', thursday)).toBe('2030-05-23');
    expect(dayOf('thursday around two works for me', thursday)).toBe('2030-05-23');
    expect(dayOf('thursday at four pm', thursday)).toBe('2030-05-23');
  });
  it('"this thursday" or "today" keeps today; another weekday is the coming one', () => {
    expect(dayOf('this thursday if you can', thursday)).toBe('2030-05-16');
    expect(dayOf('today, thursday, after lunch', thursday)).toBe('2030-05-16');
    expect(dayOf('what about saturday', thursday)).toBe('2030-05-18');
  });
});

describe('"next <weekday>"', () => {
  it('said on a Sunday is that day of the following week, not the one in two days', () => {
    const sunday = at('2030-05-19T11:00'); // Sunday 19 May 2030
    expect(dayOf('can we get in next tuesday', sunday)).toBe('2030-05-28');
    expect(dayOf('tuesday of next week please', sunday)).toBe('2030-05-28');
    expect(dayOf('next week on tuesday', sunday)).toBe('2030-05-28');
    expect(dayOf('tuesday is fine', sunday)).toBe('2030-05-21');
  });
  it('said late in the week is the day of the week that follows', () => {
    const friday = at('2030-05-17T15:00'); // Friday 17 May 2030
    expect(dayOf('next monday morning', friday)).toBe('2030-05-20');
    expect(dayOf('next friday', friday)).toBe('2030-05-24');
  });
});
