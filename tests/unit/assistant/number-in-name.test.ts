import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import type { PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/** A number that is part of an item's name ("2 Week Trial", "10 Visit Card") is not how many the caller wants (issue 13). */
describe('a number said with the word after it in the name is the name, not a count', () => {
  const gym = new Catalog([
    { id: 'trial', name: 'New Member Special: 2 Weeks Unlimited Climbing', price: '39', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'card10', name: '10-Visit Punch Card', price: '150', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'chalk', name: 'Chalk Bag', price: '12', duration: null, currency: 'USD', enabled: true, product: true },
  ]);
  const named = (text: string) => gym.mentions(text).map((m) => `${m.item.id}x${m.quantity}`);

  it('"the two week unlimited thing" is one of it', () => {
    expect(named('i want to buy the new member two week unlimited thing and a chalk bag')).toEqual(['trialx1', 'chalkx1']);
    expect(named('can i get a ten visit punch card')).toEqual(['card10x1']);
  });
  it('a count said before the name still counts', () => {
    expect(named('two of the ten visit punch cards please')).toEqual(['card10x2']);
    expect(named('three chalk bags')).toEqual(['chalkx3']);
  });
});

/** "Plain" alone says which of a kind; it does not name an item of several other words (issue 13). */
describe('the word for the ordinary one does not name an item by itself', () => {
  const deli = new Catalog([
    { id: 'dozen', name: 'Dozen Donuts', price: '14', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'donut', name: 'Donut', price: '1.5', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'butter', name: 'Plain Whipped Butter Cup', price: '3', duration: null, currency: 'USD', enabled: true, product: true },
  ]);
  const named = (text: string) => deli.mentions(text).map((m) => `${m.item.id}x${m.quantity}`);

  it('"a dozen plain", "on a plain donut" are no butter cup', () => {
    expect(named('could i grab the dozen donuts, all plain please')).toEqual(['dozenx1']);
    expect(named('one glazed, no, make it a plain donut')).not.toContain('butterx1');
  });
  it('the item said with its own words is still named', () => {
    expect(named('and two of the plain whipped butter')).toEqual(['butterx2']);
  });
});

/** The caller changes their mind at the read-back to another size named by its number ("the twenty day pack"). */
describe('a number of another name said at the read-back', () => {
  const product = (id: string, name: string, price: string) => ({ id, name, price, duration: null, currency: 'USD', enabled: true, product: true });
  const gym = makeBusiness({
    name: 'Summit Climbing',
    items: [product('card5', '5-Visit Punch Card', '80'), product('card10', '10-Visit Punch Card', '150'), product('chalk', 'Chalk Bag', '12')],
    questions: [],
  });

  it('is that item, once, not that many of the one ordered', () => {
    for (const [said, want] of [
      ['yes the ten visit punch card and a chalk bag', { card10: 1, chalk: 1 }],
      ['yeah the ten visit card plus two chalk bags', { card10: 1, chalk: 2 }],
    ] as const) {
      const c = new Call(ctx(gym, '2025-03-10T16:00:00Z'));
      c.greet();
      for (const s of ['can i buy a five visit punch card', 'no', 'pickup', 'asap', 'Kim Lee', 'yes', 'no']) c.say(s);
      expect(c.say(said).say, said).toMatch(/^Okay\. Here's your order/);
      c.say('yes');
      const order = c.effects.find((e): e is PlaceOrderEffect => e.type === 'place_order');
      expect(Object.fromEntries(order!.lines.map((l) => [l.business_item_id, l.quantity])), said).toEqual(want);
    }
  });
});
