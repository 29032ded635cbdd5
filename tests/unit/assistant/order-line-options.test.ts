import { describe, expect, it } from 'vitest';
import type { AssistantBusiness, PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness, product, OPEN_7_TO_20 as HOURS } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';
const noodleBar: AssistantBusiness['business_items'] = [
  product('noodles', 'Drunken Noodles', '13.00'),
  product('burger', 'Smash Burger', '11.00'),
  product('salad', 'House Salad', '8.00'),
  product('bacon', 'Add Bacon', '2.00'),
  product('tea', 'Iced Tea', '3.00'),
];
const bar = () => makeBusiness({ name: 'Noodle Bar', industry: 'Restaurant / Café', items: noodleBar, questions: [], hours: HOURS });
const flowOf = (c: Call) => (c.state?.flow?.kind === 'order' ? c.state.flow : undefined);
const lines = (c: Call) => Object.fromEntries(flowOf(c)?.lines ?? []);

function ordering(...said: string[]): Call {
  const c = new Call(ctx(bar(), NOON));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}

const placed = (c: Call) => c.effects.find((e): e is PlaceOrderEffect => e.type === 'place_order');

describe('options said of an item that are no item of the menu', () => {
  it('are kept on that line and read back with it, the items unchanged', () => {
    const c = ordering('could i get drunken noodles extra spicy and a smash burger no pickles');
    expect(lines(c)).toEqual({ noodles: 1, burger: 1 });
    expect(flowOf(c)?.options).toEqual({ noodles: ['extra spicy'], burger: ['no pickles'] });
    expect(c.turns.at(-1)!.say).toContain('1 Drunken Noodles (extra spicy) and 1 Smash Burger (no pickles)');
  });

  it('"on the side" keeps what is wanted on the side', () => {
    const c = ordering('a house salad with the dressing on the side please');
    expect(flowOf(c)?.options).toEqual({ salad: ['dressing on the side'] });
  });

  it('a priced add-on stays its own priced line, never an option', () => {
    const c = ordering('one smash burger add bacon no onions');
    expect(lines(c)).toEqual({ burger: 1, bacon: 1 });
    expect(flowOf(c)?.options?.burger).toBeUndefined();
    expect(flowOf(c)?.options?.bacon).toEqual(['no onions']);
  });

  it('a repair or a thanks after "no" is no option', () => {
    for (const said of ['an iced tea, no wait, a house salad', 'an iced tea no thanks that is it', 'an iced tea, no rush']) {
      const c = ordering(`can i get ${said}`);
      expect(flowOf(c)?.options, said).toBeUndefined();
    }
  });

  it('a size word after "extra" is no option', () => {
    const c = ordering('can i get an iced tea extra large');
    expect(flowOf(c)?.options).toBeUndefined();
  });

  it('go into the placed order: on the line, in the summary text, and the total counts only priced items', () => {
    const c = ordering('can i get two drunken noodles mild and an iced tea', 'no', 'pickup', 'as soon as possible', 'Dana Lee', 'yes', 'no', 'yes');
    const order = placed(c);
    expect(order, c.turns.map((t) => t.say).join('\n')).toBeDefined();
    expect(order!.lines.find((l) => l.business_item_id === 'noodles')?.options).toEqual(['mild']);
    expect(order!.lines.find((l) => l.business_item_id === 'tea')?.options).toBeUndefined();
    expect(order!.total).toBe('29.00');
    expect(order!.summary).toContain('2 x Drunken Noodles (mild) - $26.00');
    // One summary text: the order is placed once.
    expect(c.effects.filter((e) => e.type === 'place_order')).toHaveLength(1);
  });
});
