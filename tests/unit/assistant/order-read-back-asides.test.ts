import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { callSaying, makeBusiness, product, OPEN_7_TO_20 as HOURS } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';
const menu: AssistantBusiness['business_items'] = [
  product('noodles', 'Dan Dan Noodles', '13.00'),
  product('tea', 'Jasmine Tea', '2.50'),
];
const questions: AssistantBusiness['business_questions'] = [
  { id: 'q-spicy', question: 'Are the noodles spicy?', answer: 'The dan dan noodles are mildly spicy and are topped with crushed peanuts.' },
];
const kitchen = () => makeBusiness({ name: 'Red Lantern', industry: 'Restaurant / Café', items: menu, questions, hours: HOURS });
const toReadBack = ['a dan dan noodles and a jasmine tea please', 'no', 'pickup', 'as soon as possible', 'sam ortiz', 'yes', 'no'];
const placed = (c: ReturnType<typeof callSaying>) => c.effects.filter((e) => e.type === 'place_order');

describe('a spoken question, then a yes, said to the order read-back', () => {
  it('answers the question from the owner\'s data and places the order once', () => {
    const c = callSaying(kitchen(), NOON, ...toReadBack, 'hold on, are the noodles spicy, my kid is sensitive to heat. alright then yes');
    const last = c.turns[c.turns.length - 1].say;
    expect(last).toMatch(/mildly spicy/);
    expect(last).toMatch(/order is placed/);
    expect(placed(c)).toHaveLength(1);
  });

  it('says a question the data does not answer is unknown, and still places the order', () => {
    const c = callSaying(kitchen(), NOON, ...toReadBack, 'wait is the tea decaf, i cannot sleep otherwise. ok great then yes');
    const last = c.turns[c.turns.length - 1].say;
    expect(last).toMatch(/don't have the answer/);
    expect(placed(c)).toHaveLength(1);
  });

  it('places nothing when the words after the question are not a yes', () => {
    const c = callSaying(kitchen(), NOON, ...toReadBack, 'wait are the noodles spicy, my kid is sensitive to heat. let me think');
    expect(placed(c)).toHaveLength(0);
  });
});
