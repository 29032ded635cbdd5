import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { callSaying, makeBusiness, orderLines, product, OPEN_7_TO_20 as HOURS } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';
const diner: AssistantBusiness['business_items'] = [
  product('plain', 'Plain Burger', '7.00'),
  product('smoky', 'Smoky Jalapeno Cheeseburger', '10.00'),
  product('turkey', 'Turkey Club Sandwich', '9.00'),
  product('meal-sm', 'Meal Deal - Small (small chips and a 12 oz soda)', '3.50'),
  product('meal-big', 'Meal Deal - Big (big chips and a 24 oz soda)', '5.00'),
  product('shake-sm', 'Milkshake - Small', '4.00'),
  product('shake-big', 'Milkshake - Big', '5.50'),
  product('float', 'Root Beer Float', '4.50'),
  product('pickles', 'Add Pickles', '0.50'),
];
const grill = () => makeBusiness({ name: 'Route Nine Grill', industry: 'Restaurant / Café', items: diner, questions: [], hours: HOURS });
const ordering = (...said: string[]) => callSaying(grill(), NOON, ...said);

describe('a word a name writes as the end of a longer word', () => {
  it('said right after other words of that name belongs to it, no second item ordered', () => {
    const c = ordering('could i grab the smoky jalapeno burger and a root beer float');
    expect(orderLines(c)).toEqual({ smoky: 1, float: 1 });
  });

  it('said alone names no item written with it', () => {
    const c = ordering('i want to order a strawberry shake');
    expect(orderLines(c)).toEqual({});
  });

  it('said alone where the business sells an item of that word is that item', () => {
    const c = ordering('can i order a burger please');
    expect(orderLines(c)).toEqual({ plain: 1 });
  });
});

describe('"both" or "all" said right before a thing, pointing back at the items just counted', () => {
  it('makes that thing as many as "both" says', () => {
    const c = ordering('i want to order two turkey club sandwiches, both with big meal deals');
    expect(orderLines(c)).toEqual({ turkey: 2, 'meal-big': 2 });
  });

  it('makes it as many as the items with "all"', () => {
    const c = ordering('can i order three plain burgers all as small meal deals');
    expect(orderLines(c)).toEqual({ plain: 3, 'meal-sm': 3 });
  });

  it('keeps the count while its size is asked, and the reply sets only the size', () => {
    const c = ordering('lemme order two plain burgers and make them both meal deals');
    expect(c.turns.at(-1)!.say).toMatch(/Small.*or.*Big/);
    expect(orderLines(c)).toEqual({ plain: 2 });
    c.say('the big one');
    expect(orderLines(c)).toEqual({ plain: 2, 'meal-big': 2 });
  });

  it('is no count where only one item was counted before it', () => {
    const c = ordering('can i order a plain burger, all as a small meal deal');
    expect(orderLines(c)).toEqual({ plain: 1, 'meal-sm': 1 });
  });
});
