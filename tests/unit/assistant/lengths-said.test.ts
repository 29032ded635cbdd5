import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../functions/assistant/when.js';

/** A service's length said with an article is not a time from now (issue 13); a time from now still is. */
const now = DateTime.fromISO('2025-03-10T09:00', { zone: 'America/New_York' });

describe('lengths with an article', () => {
  it('"the hour facial", "a half hour one", "the full hour" name no time', () => {
    expect(parseWhen('can i get the hour facial', now)).toBeNull();
    expect(parseWhen('actually just do a half hour one', now)).toBeNull();
    expect(parseWhen('the full hour please', now)).toBeNull();
    expect(parseWhen('the hour facial thursday at two', now)).toEqual({ date: '2025-03-13', time: { hour: 2, minute: 0, meridiem: false } });
  });
  it('"in an hour", "in half an hour", "back an hour" are still times', () => {
    expect(parseWhen('could someone come out in an hour', now)?.time).toEqual({ hour: 10, minute: 0, meridiem: true });
    expect(parseWhen('ill be there in half an hour', now)?.time).toEqual({ hour: 9, minute: 30, meridiem: true });
    expect(parseWhen('push it back an hour', now)).not.toBeNull();
  });
});
