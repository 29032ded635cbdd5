import { describe, expect, it } from 'vitest';
import { respond } from '../../../functions/assistant/engine.js';
import type { PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York.
const NOON = '2025-03-10T16:00:00Z';

const cafe = () =>
  makeBusiness({
    name: 'Corner Cafe',
    industry: 'Restaurant / Café',
    items: [
      { id: 'latte', name: 'Latte', price: '4.35', duration: null, currency: 'USD', enabled: true },
      { id: 'iced', name: 'Iced Latte', price: '4.85', duration: null, currency: 'USD', enabled: true },
      { id: 'crois', name: 'Croissant', price: '3.10', duration: null, currency: 'USD', enabled: true },
      { id: 'water', name: 'Sparkling Water', price: '0.10', duration: null, currency: 'USD', enabled: true },
      { id: 'cake', name: 'Cheesecake', price: '0', duration: null, currency: 'USD', enabled: true },
    ],
    questions: [],
  });

const orders = (c: Call) => c.effects.filter((e): e is PlaceOrderEffect => e.type === 'place_order');

describe('orders', () => {
  it('takes items with quantities, pickup time and name, reads back the exact total, and places it', () => {
    const c = new Call(ctx(cafe(), NOON));
    c.greet();
    expect(c.say("Hi, I'd like to order three lattes and a croissant").say).toBe('Got it: 3 Latte and 1 Croissant. Anything else?');
    expect(c.say('and three sparkling waters').say).toBe('Got it: 3 Latte, 1 Croissant, and 3 Sparkling Water. Anything else?');
    expect(c.say("no that's all").say).toBe('Is this for pickup or delivery?');
    expect(c.say('pickup').say).toBe('When would you like to pick it up? As soon as possible, or at a particular time?');
    expect(c.say('at 12:45').say).toBe('May I have your name, please?');
    expect(c.say('Ana').say).toBe("Is the number you're calling from, ending in 0 1 0 0, the best number to reach you?");
    expect(c.say('yes').say).toBe('Any special instructions for the order?');
    const readBack = c.say('oat milk in the lattes please');
    // 3 x 4.35 + 3.10 + 3 x 0.10 = 13.05 + 3.10 + 0.30 = 16.45 (in floats 0.1 * 3 would already drift).
    expect(readBack.say).toBe(
      "Here's your order: 3 Latte at $4.35 each, 1 Croissant for $3.10, and 3 Sparkling Water at $0.10 each. The total is $16.45. That's for pickup today at 12:45 PM, under the name Ana. Is that correct?",
    );
    const placed = c.say('yes');
    expect(placed.say).toBe(
      "Thank you, Ana! Your order is placed. I'm texting a summary to the number ending in 0 1 0 0. Is there anything else I can help you with?",
    );
    expect(placed.effects).toEqual([
      {
        type: 'place_order',
        key: 'place_order:10',
        lines: [
          { business_item_id: 'latte', name: 'Latte', quantity: 3, unit_price: '4.35', line_total: '13.05', currency: 'USD' },
          { business_item_id: 'crois', name: 'Croissant', quantity: 1, unit_price: '3.10', line_total: '3.10', currency: 'USD' },
          { business_item_id: 'water', name: 'Sparkling Water', quantity: 3, unit_price: '0.10', line_total: '0.30', currency: 'USD' },
        ],
        total: '16.45',
        currency: 'USD',
        fulfillment: 'pickup',
        fulfillment_time: '2025-03-10T12:45:00-04:00',
        delivery_address: null,
        customer_name: 'Ana',
        phone_number: '+13125550100',
        notes: 'oat milk in the lattes please',
        summary: [
          'Order from Corner Cafe',
          '3 x Latte - $13.05',
          '1 x Croissant - $3.10',
          '3 x Sparkling Water - $0.30',
          'Total: $16.45',
          'Pickup: Mon, Mar 10 at 12:45 PM',
          'Name: Ana',
          'Phone: (312) 555-0100',
          'Notes: oat milk in the lattes please',
        ].join('\n'),
      },
    ]);
    expect(placed.callState.outcome).toBe('served');
  });

  it('sums many cents exactly', () => {
    const c = new Call(ctx(cafe(), NOON));
    c.say('I want to order 99 sparkling waters and 7 iced lattes for pickup');
    c.say('nothing else');
    c.say('as soon as possible');
    c.say('Bo');
    c.say('yes');
    // 99 x 0.10 + 7 x 4.85 = 9.90 + 33.95 = 43.85
    expect(c.say('no').say).toContain('The total is $43.85.');
    c.say('yes');
    expect(orders(c)[0]).toMatchObject({ total: '43.85', fulfillment_time: null });
  });

  it('tells apart items that share words', () => {
    const c = new Call(ctx(cafe(), NOON));
    expect(c.say('can I get an iced latte and two lattes').say).toBe('Got it: 1 Iced Latte and 2 Latte. Anything else?');
  });

  it('takes delivery with an address, removes an item, and keeps the time inside opening hours', () => {
    const c = new Call(ctx(cafe(), NOON));
    c.say('I want to place an order for delivery');
    expect(c.turns[0].say).toBe('What would you like to order?');
    c.say('two croissants and a latte');
    expect(c.say('actually remove the latte').say).toBe("Okay, I've taken that off. You have 2 Croissant. Anything else?");
    expect(c.say('no').say).toBe("What's the delivery address?");
    expect(c.say('44 Elm Street apartment 3').say).toBe('When would you like to have it delivered? As soon as possible, or at a particular time?');
    expect(c.say('at 8 pm').say).toBe("We're not open at 8:00 PM; today we're open 9:00 AM to 5:00 PM. What time would you like?");
    expect(c.say('4:30').say).toBe('May I have your name, please?');
    c.say('Mo Khan');
    c.say('yes');
    expect(c.say('no').say).toBe(
      "Here's your order: 2 Croissant at $3.10 each. The total is $6.20. That's for delivery today at 4:30 PM to 44 Elm Street apartment 3, under the name Mo Khan. Is that correct?",
    );
    c.say('yes');
    expect(orders(c)[0]).toMatchObject({ fulfillment: 'delivery', delivery_address: '44 Elm Street apartment 3', total: '6.20' });
  });

  it('does not invent a price for an item without one', () => {
    const c = new Call(ctx(cafe(), NOON));
    c.say('one cheesecake and one latte to go');
    c.say('no');
    c.say('asap');
    c.say('Ana');
    c.say('yes');
    const r = c.say('no');
    expect(r.say).toContain('1 Cheesecake (no price listed)');
    expect(r.say).toContain('The total for the items with a listed price is $4.35.');
  });

  it('asks for a time when ordering while closed', () => {
    // Monday 10 March 2025, 20:00 New York.
    const c = new Call(ctx(cafe(), '2025-03-11T00:00:00Z'));
    c.say('one latte for pickup');
    expect(c.say('no').say).toBe("We're closed right now. What time would you like to pick it up?");
    expect(c.say('tomorrow at 9:30').say).toBe('May I have your name, please?');
  });

  it('"as soon as possible" while closed is the next opening, said at once and read back', () => {
    // Monday 10 March 2025, 20:00 New York: the cafe opens again Tuesday at 9.
    for (const soon of ['asap', 'as soon as possible please', 'the earliest you can']) {
      const c = new Call(ctx(cafe(), '2025-03-11T00:00:00Z'));
      c.say('two lattes for pickup');
      c.say("that's it");
      expect(c.say(soon).say, soon).toBe("We're closed right now, so the soonest is when we open, tomorrow at 9:00 AM. May I have your name, please?");
      c.say('Ana Ruiz');
      c.say('yes');
      expect(c.say('no').say, soon).toContain("That's for pickup tomorrow at 9:00 AM, under the name Ana Ruiz.");
      c.say('yes');
      expect(orders(c)[0]?.fulfillment_time, soon).toBe('2025-03-11T09:00:00-04:00');
    }
    // Said together with the items and the way of getting them, it is taken the same way.
    const c = new Call(ctx(cafe(), '2025-03-11T00:00:00Z'));
    c.say('one croissant');
    expect(c.say("that's all, pickup asap").say).toBe("We're closed right now, so the soonest is when we open, tomorrow at 9:00 AM. May I have your name, please?");
  });

  it('re-lists the menu when an item is not on it', () => {
    const c = new Call(ctx(cafe(), NOON));
    c.say('I want to place an order');
    expect(c.say('a pizza').say).toMatch(/^Sorry, I couldn't find that on our menu\. We have Latte, \$4\.35; Iced Latte/);
  });

  it('cannot take orders without a catalog, and offers a message', () => {
    const r = respond(ctx(makeBusiness({ industry: 'Restaurant', items: [] }), NOON), undefined, 'I want to place an order');
    expect(r.say).toBe(
      "I'm sorry, I can't take orders for Bella Salon by phone right now. Would you like to leave a message so someone from the team can get back to you?",
    );
  });

  it('a food business takes "can I get" as an order, a salon as a booking', () => {
    expect(respond(ctx(cafe(), NOON), undefined, 'can I get a latte').callState.flow).toMatchObject({ kind: 'order' });
    expect(respond(ctx(makeBusiness(), NOON), undefined, 'can I get a haircut').callState.flow).toMatchObject({ kind: 'booking' });
  });
});
