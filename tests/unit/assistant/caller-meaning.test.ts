import { describe, expect, it } from 'vitest';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * What callers mean (issue 13, seventh pass): classes of phrasing, each in sentences written for these tests.
 * Monday 2025-03-10, 10:00 in New York (open 9 to 17).
 */
const MONDAY = '2025-03-10T14:00:00Z';
const TIME = /\b\d{1,2}:\d{2} (AM|PM)\b/g;

const bakery = makeBusiness({
  name: 'Crumb Bakery',
  industry: 'Restaurant / Café',
  items: [
    { id: 'sourdough', name: 'Sourdough Loaf', price: '8', duration: null, currency: 'USD', enabled: true },
    { id: 'latte', name: 'Oat Latte', price: '5.50', duration: null, currency: 'USD', enabled: true },
    { id: 'class', name: 'Bread Baking Class', price: '60', duration: 120, currency: 'USD', enabled: true },
  ],
  questions: [
    { id: 'q-allergy', question: 'Do you have vegan or allergy friendly options?', answer: 'Our sourdough is vegan and we bake one nut free cake every day.' },
    { id: 'q-delivery', question: 'Do you deliver?', answer: 'We deliver within 2 miles for a $4 fee, waived on orders over $30.' },
  ],
});
const read = (text: string, business = bakery) => understandUtterance(text, knowledgeOf(prepare(ctx(business, MONDAY))));

describe('"free" that is not a free time', () => {
  it('"X free" (without X) and "free if ..." (no cost) are never a question about open times', () => {
    for (const t of ['is the oat latte soy free', 'is there anything nut free', 'are your cookies sugar free or not', 'would shipping be free if i spend fifty']) {
      expect(read(t).label, t).not.toBe('AskAvailability');
    }
    const r = new Call(ctx(bakery, MONDAY)).say('my son has allergies, is there anything nut free');
    expect(r.say.match(TIME) ?? []).toEqual([]);
  });
  it('free times asked with "free" or "anything" still are', () => {
    for (const t of ['anything free on thursday', 'is there anything tomorrow morning', 'is there anything for two people on friday']) {
      expect(read(t).label, t).toBe('AskAvailability');
    }
  });
});
