import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { callSaying, makeBusiness, orderLines, product, OPEN_7_TO_20 as HOURS } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';
const wok: AssistantBusiness['business_items'] = [
  product('rice', 'Fried Rice (pork, egg or veggie)', '11.00'),
  product('rice-crab', 'Fried Rice with Crab', '15.00'),
  product('buns', 'Sticky Buns (2)', '5.00'),
  product('dumplings', 'Steamed Dumplings (6)', '8.00'),
  product('scallion', 'Add Scallions', '0.75'),
  product('cola', 'Cola', '2.00'),
];
const kitchen = () => makeBusiness({ name: 'Lucky Wok', industry: 'Restaurant / Café', items: wok, questions: [], hours: HOURS });
const ordering = (...said: string[]) => callSaying(kitchen(), NOON, ...said);

describe('a "no" between commas inside one breath', () => {
  it('takes back the item said before it: only the one after is ordered', () => {
    const c = ordering('i want to order some steamed dumplings, no, sticky buns');
    expect(orderLines(c)).toEqual({ buns: 1 });
  });

  it('the item said after it keeps its own count, and later items stay', () => {
    const c = ordering('can i get two colas, no sorry, two sticky buns and a steamed dumplings');
    expect(orderLines(c)).toEqual({ buns: 2, dumplings: 1 });
  });
});

describe('a repair naming a choice of another item', () => {
  it('orders that item in place of the one repaired, though a later item has its own count', () => {
    const c = ordering('i want to order a crab fried rice, actually make it pork, and a sticky buns');
    expect(orderLines(c)).toEqual({ rice: 1, buns: 1 });
  });

  it('keeps the quantity of the line it replaces', () => {
    const c = ordering('can i get three crab fried rice, actually no make it egg, and one cola');
    expect(orderLines(c)).toEqual({ rice: 3, cola: 1 });
  });
});

describe('asking the shop to hold things', () => {
  it('"could you hold three ... for me" is an order of them', () => {
    const c = ordering('could you hold three colas and a sticky buns for me, i will swing by later');
    expect(orderLines(c)).toEqual({ cola: 3, buns: 1 });
  });

  it('"can you please hold" on the line is no order', () => {
    const c = ordering('can you hold on a second');
    expect(orderLines(c)).toEqual({});
  });
});
