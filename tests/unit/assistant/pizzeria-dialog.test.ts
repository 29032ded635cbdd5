import { describe, expect, it } from 'vitest';
import type { AssistantBusiness, PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York (open 9-17); 20:00 is after hours.
const NOON = '2025-03-10T16:00:00Z';
const EVENING = '2025-03-10T23:00:00Z';

const menu: AssistantBusiness['business_items'] = [
  { id: 'pep', name: 'Large Pepperoni Pizza', price: '18.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'marg', name: 'Margherita Pizza', price: '15.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'knots', name: 'Garlic Knots', price: '6.00', duration: null, currency: 'USD', enabled: true },
  { id: 'coke', name: 'Can of Soda', price: '2.00', duration: null, currency: 'USD', enabled: true },
];
const PIZZA_HOURS = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '09:00',
  close_time: '22:00',
  disabled: false,
}));
/** A pizzeria that sells its menu and books nothing. */
const pizzeria = (items = menu) =>
  makeBusiness({ name: 'Tony’s Pizza', industry: 'Restaurant / Café', items, questions: [], hours: PIZZA_HOURS });
const orders = (c: Call) => c.effects.filter((e): e is PlaceOrderEffect => e.type === 'place_order');

describe('a pizzeria (menu items, no bookable service)', () => {
  it('never offers menu items as services to book', () => {
    const c = new Call(ctx(pizzeria(), NOON));
    c.greet();
    const r = c.say("I'd like to book an appointment");
    expect(r.say).not.toMatch(/Pepperoni|Margherita|Garlic Knots|Soda/);
    expect(r.say).not.toMatch(/which service/i);
    expect(r.say).toMatch(/order/i);
    expect(c.state?.flow?.kind).not.toBe('booking');
  });

  it('lists only the bookable services when the restaurant also books one (a party room)', () => {
    const room = { id: 'room', name: 'Party Room Rental', price: '100', duration: 120, currency: 'USD', enabled: true };
    const other = { id: 'tasting', name: 'Catering Tasting', price: '0', duration: 30, currency: 'USD', enabled: true };
    const c = new Call(ctx(pizzeria([...menu, room, other]), NOON));
    c.greet();
    const r = c.say('can i book something');
    expect(r.say).toMatch(/Party Room Rental/);
    expect(r.say).toMatch(/Catering Tasting/);
    expect(r.say).not.toMatch(/Pepperoni|Margherita|Garlic Knots|Soda/);
  });

  it('books the one service of a restaurant without asking which, never a menu item', () => {
    const room = { id: 'room', name: 'Party Room Rental', price: '100', duration: 120, currency: 'USD', enabled: true };
    const c = new Call(ctx(pizzeria([...menu, room]), NOON));
    c.greet();
    const r = c.say('i want to book an appointment');
    expect(r.say).not.toMatch(/Pepperoni|Margherita|Garlic Knots|Soda|which service/i);
  });

  it('does not offer to book an appointment after hours or when it did not understand', () => {
    const c = new Call(ctx(pizzeria(), '2025-03-11T03:30:00Z'));
    const g = c.greet();
    expect(g.say).toMatch(/take an order/);
    expect(g.say).not.toMatch(/appointment/);
    const open = new Call(ctx(pizzeria(), NOON));
    open.greet();
    open.say('blorp zzzt');
    const r = open.say('qwxz plink');
    const all = open.turns.map((t) => t.say).join(' ');
    expect(all).not.toMatch(/book an appointment/);
    expect(r.say.length).toBeGreaterThan(0);
  });

  it('keeps a delivery time said with the end of the items, and asks only for the address', () => {
    const c = new Call(ctx(pizzeria(), NOON));
    c.greet();
    c.say("I'd like a large pepperoni pizza");
    expect(c.say("that's all, delivery at 7 pm").say).toBe("What's the delivery address?");
    const next = c.say('12 Elm Street');
    expect(next.say).not.toMatch(/when would you like|what time/i);
  });

  it('keeps a time said when the address was asked for', () => {
    const c = new Call(ctx(pizzeria(), NOON));
    c.greet();
    c.say("I'd like a large pepperoni pizza");
    c.say("that's all");
    expect(c.say('delivery').say).toBe("What's the delivery address?");
    const next = c.say('12 Elm Street, at 7 pm please');
    expect(next.say).not.toMatch(/when would you like|what time/i);
    c.say('Ana');
    c.say('yes');
    const read = c.say('no');
    expect(read.say).toMatch(/7:00 PM/);
    expect(read.say).toMatch(/to 12 Elm Street/);
    expect(read.say).not.toMatch(/at 7 pm please/);
  });

  it('takes "I will pick it up at 7 pm" said when the address was asked for as pickup at 7 pm, not as an address', () => {
    const c = new Call(ctx(pizzeria(), NOON));
    c.greet();
    c.say("I'd like a large pepperoni pizza");
    c.say("that's all");
    c.say('delivery');
    const r = c.say("actually I'll just pick it up at 7 pm");
    expect(r.say).toBe('May I have your name, please?');
    c.say('Ana');
    c.say('yes');
    const read = c.say('no');
    expect(read.say).toMatch(/pickup today at 7:00 PM/);
    c.say('yes');
    expect(orders(c)[0]).toMatchObject({ fulfillment: 'pickup', delivery_address: null, fulfillment_time: '2025-03-10T19:00:00-04:00' });
  });
});
