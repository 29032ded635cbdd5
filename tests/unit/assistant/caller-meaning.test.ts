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

describe('short replies: closings, repeats, yeses and small talk', () => {
  it('"see ya" after a yes word ends the call, and a long turn never does on word overlap alone', () => {
    for (const t of ['okay see ya', 'alright see you', 'cool see ya next time']) expect(read(t).label, t).toBe('Goodbye');
    const r = new Call(ctx(bakery, MONDAY)).say('my nephew is seven and loves baking so do you let kids take the class');
    expect(r.action).not.toBe('hangup');
  });
  it('"what?" alone asks for the last line again', () => {
    expect(read('what').label).toBe('Repeat');
    expect(read('sorry what').label).toBe('Repeat');
  });
  it('"uh huh" is the sound of a yes, and "correct, that is the order" restates a yes', () => {
    expect(read('uh huh sounds right').label).toBe('Affirm');
    expect(read('mm hmm').label).toBe('Affirm');
    expect(read('right that is my number').label).toBe('Affirm');
    expect(read('yes i want the order for pickup').label).not.toBe('Affirm');
  });
  it('how the caller feels, said in passing, is small talk, not an order', () => {
    for (const t of ["ugh i'm so tired today", "man i'm starving"]) expect(read(t).label, t).toBe('ChitChat');
  });
  it('a question after a statement is a question ("she is four, do you take kids")', () => {
    expect(read('my daughter is four do you guys take little ones').question).toBe(true);
    expect(read('my daughter is four and loves bread').question).toBe(false);
  });
});

describe('the hours asked in other words', () => {
  it('"what time do you guys close", "when do you start serving", "what time does the kitchen close"', () => {
    for (const t of ['so what time do you guys close tonight', 'when do you start serving breakfast', 'what time does the kitchen close on friday', 'hey what time do you all open']) {
      expect(read(t).label, t).toBe('AskHours');
    }
    expect(new Call(ctx(bakery, MONDAY)).say('um what time do you guys close today').say).toMatch(/5:00 PM/);
  });
});
