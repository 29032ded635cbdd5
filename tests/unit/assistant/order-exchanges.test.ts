import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/** One item of the order exchanged for another: all of a line, or the part of it the caller counts. */
// Wednesday 12 March 2025, 13:00 in New York; open 10-23 every day.
const LUNCH = '2025-03-12T17:00:00Z';

const menu: AssistantBusiness['business_items'] = [
  { id: 'xl-sausage', name: 'XL Sausage Pizza', price: '21.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'xl-veggie', name: 'XL Veggie Pizza', price: '20.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'wings', name: 'Buffalo Wings', price: '12.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'lemonade', name: 'Lemonade', price: '3.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'iced-tea', name: 'Iced Tea', price: '3.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'rings', name: 'Onion Rings', price: '5.00', duration: null, currency: 'USD', enabled: true, product: true },
];
const HOURS = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '10:00',
  close_time: '23:00',
  disabled: false,
}));
const shop = () => makeBusiness({ name: 'Harbor Pies', industry: 'Restaurant / Café', items: menu, questions: [], hours: HOURS });
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

function ordering(...said: string[]): Call {
  const c = new Call(ctx(shop(), LUNCH));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}

describe('part of a line made into another item', () => {
  it('"make one of them a veggie" after two sausage pizzas leaves one of each, and the next item is added to both', () => {
    const c = ordering('three xl sausage pizzas please');
    const r = c.say('hmm, make one of them a veggie');
    expect(lines(c)).toEqual({ 'xl-sausage': 2, 'xl-veggie': 1 });
    expect(r.say).toMatch(/2 XL Sausage Pizza and 1 XL Veggie Pizza/);
    c.say('plus a lemonade');
    expect(lines(c)).toEqual({ 'xl-sausage': 2, 'xl-veggie': 1, lemonade: 1 });
  });

  it('"change two of those to veggie" moves two of them', () => {
    const c = ordering('four xl sausage pizzas');
    c.say('actually change two of those to the veggie');
    expect(lines(c)).toEqual({ 'xl-sausage': 2, 'xl-veggie': 2 });
  });

  it('the part counted is taken from the line like the new item, not from another one', () => {
    const c = ordering('two xl sausage pizzas and two lemonades');
    c.say('make one of them a veggie');
    expect(lines(c)).toEqual({ 'xl-sausage': 1, 'xl-veggie': 1, lemonade: 2 });
  });
});

describe('a whole line exchanged', () => {
  it('"swap the lemonade for an iced tea" replaces it, nothing else changes', () => {
    const c = ordering('one xl veggie pizza and a lemonade');
    const r = c.say('could you swap the lemonade for an iced tea');
    expect(lines(c)).toEqual({ 'xl-veggie': 1, 'iced-tea': 1 });
    expect(r.say).not.toMatch(/Lemonade/);
  });

  it('"onion rings instead of the wings" keeps the quantity', () => {
    const c = ordering('two orders of buffalo wings and an xl sausage pizza');
    c.say('let me get onion rings instead of the wings');
    expect(lines(c)).toEqual({ rings: 2, 'xl-sausage': 1 });
  });

  it('a swap that names nothing ordered and nothing like it changes nothing', () => {
    const c = ordering('an xl sausage pizza');
    c.say('can i switch to a lemonade');
    expect(lines(c)['xl-sausage']).toBe(1);
  });
});

describe('the corrections already handled stay as they were', () => {
  it('"make that two" recounts the last item and "drop the rings" removes them', () => {
    const c = ordering('an xl veggie pizza', 'and onion rings');
    c.say('make that two');
    expect(lines(c)).toEqual({ 'xl-veggie': 1, rings: 2 });
    c.say('actually drop the onion rings');
    expect(lines(c)).toEqual({ 'xl-veggie': 1 });
  });
});
