import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, never confidently wrong (nineteenth pass): the length the owner set for an item is part of what the item is.
 * Sentences and businesses written for these tests.
 */
const TUESDAY = '2025-03-11T14:00:00Z';
const DONT_KNOW = /don.t have (?:that|a price)|leave a message|connect you|just to check|which one|do you mean/i;

describe('a length asked of an item whose set length is another is not its price', () => {
  const teacher = makeBusiness({
    name: 'Birch Lane Violin',
    items: [
      { id: 'i-trial', name: 'Trial Violin Lesson', price: '20', duration: 30, currency: 'USD', enabled: true },
      { id: 'i-lesson', name: 'Violin Lesson (45 min)', price: '50', duration: 45, currency: 'USD', enabled: true },
    ],
    questions: [],
  });
  it('"how much is a two hour trial lesson" speaks no 30-minute price', () => {
    const r = new Call(ctx(teacher, TUESDAY)).say('how much is a two hour trial lesson');
    expect(r.say).not.toMatch(/\$20/);
    expect(r.say).toMatch(DONT_KNOW);
  });
  it('the length it has is still priced ("a thirty minute trial lesson")', () => {
    expect(new Call(ctx(teacher, TUESDAY)).say('how much is a thirty minute trial lesson').say).toMatch(/\$20/);
  });
});
