import { describe, expect, it } from 'vitest';
import type { AssistantBusiness, PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Counts and names said in pieces: a number word said as a count never also names an item whose name has that word
 * ("two" of "Date Night Box for Two"), and an item named in two parts with small words between them ("a tray of mac
 * and cheese" for "Party Tray - Mac & Cheese") is one line of one, not the item twice.
 */
const NOON = '2025-03-10T16:00:00Z'; // Monday 12:00 in New York
const ALL_DAY = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '09:00',
  close_time: '22:00',
  disabled: false,
}));
const item = (id: string, name: string, price: string): AssistantBusiness['business_items'][number] => ({ id, name, price, duration: null, currency: 'USD', enabled: true, product: true });
const bakery = makeBusiness({
  name: 'Crumb & Co',
  industry: 'Restaurant / Café',
  items: [
    item('date-box', 'Date Night Box for Two', '38.00'),
    item('cookie', 'Brown Butter Cookie', '3.25'),
    item('card25', 'Gift Card $25', '25.00'),
    item('tray-mac', 'Party Tray - Mac & Cheese (serves 8-10)', '48.00'),
    item('tray-greens', 'Party Tray - Collard Greens (serves 8-10)', '36.00'),
  ],
  questions: [],
  hours: ALL_DAY,
});
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});
const placed = (c: Call) => c.effects.filter((e): e is PlaceOrderEffect => e.type === 'place_order');
function ordering(...said: string[]): Call {
  const c = new Call(ctx(bakery, NOON));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}

describe('a number word said as a count', () => {
  it('is the count of what follows, not the name of an item with that word', () => {
    expect(lines(ordering("i'd like to order two of the twenty five dollar gift cards"))).toEqual({ card25: 2 });
    expect(lines(ordering('can i get two brown butter cookies'))).toEqual({ cookie: 2 });
  });

  it('the item with the word in its name is still ordered by its name', () => {
    expect(lines(ordering("i'd like a date night box for two and three cookies"))).toEqual({ 'date-box': 1, cookie: 3 });
  });
});

describe('an item named in two parts', () => {
  it('"a tray of mac and cheese" is one tray, with the exact total', () => {
    const c = ordering("i'd like to order a tray of mac and cheese and a tray of collard greens");
    expect(lines(c)).toEqual({ 'tray-mac': 1, 'tray-greens': 1 });
    for (const line of ["that's all", 'pickup', 'as soon as possible', 'Leah Morrow', 'yes', 'no', 'yes']) c.say(line);
    expect(placed(c)[0]?.total).toBe('84.00');
  });

  it('the count said before the first part is the line\'s', () => {
    expect(lines(ordering('can i order three trays of mac and cheese'))).toEqual({ 'tray-mac': 3 });
  });

  it('the same item said twice is still two', () => {
    expect(lines(ordering('can i get a brown butter cookie and another brown butter cookie'))).toEqual({ cookie: 2 });
  });
});
