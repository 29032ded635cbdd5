import { describe, expect, it } from 'vitest';
import type { AssistantBusiness, BookAppointmentEffect, PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { catalogName, withVariants } from '../../../functions/assistant/variants.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * An item with variants (sizes, options, models at their own prices): the caller's words pick the variant, a caller
 * who names none is asked which (with the prices), a price asked is the variant's, and orders and bookings carry it.
 */
const NOON = '2025-03-10T16:00:00Z'; // Monday 12:00 in New York
const ALL_DAY = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '09:00',
  close_time: '22:00',
  disabled: false,
}));
const sized = (id: string, name: string, small: string, large: string): AssistantBusiness['business_items'][number] => ({
  id,
  name,
  price: small,
  duration: null,
  currency: 'USD',
  enabled: true,
  product: true,
  variants: [
    { name: 'Small 12"', price: small, duration: null },
    { name: 'Large 16"', price: large, duration: null },
  ],
});
const pizzeria = makeBusiness({
  name: 'Slice Point',
  industry: 'Restaurant / Café',
  items: [
    sized('pep', 'Pepperoni Pizza', '14.00', '19.00'),
    sized('chz', 'Cheese Pizza', '12.00', '16.50'),
    { id: 'wings', name: 'Hot Wings', price: '11.00', duration: null, currency: 'USD', enabled: true, product: true },
  ],
  questions: [],
  hours: ALL_DAY,
});
const studio = makeBusiness({
  name: 'Lash Loft',
  items: [
    {
      id: 'set',
      name: 'Full Set',
      price: '120.00',
      duration: 90,
      currency: 'USD',
      enabled: true,
      variants: [
        { name: 'Classic', price: '120.00', duration: null },
        { name: 'Hybrid', price: '140.00', duration: 120 },
      ],
    },
    { id: 'fill', name: 'Lash Fill', price: '65.00', duration: 60, currency: 'USD', enabled: true },
  ],
});
const placed = (c: Call) => c.effects.filter((e): e is PlaceOrderEffect => e.type === 'place_order');
const booked = (c: Call) => c.effects.filter((e): e is BookAppointmentEffect => e.type === 'book_appointment');

describe('variants read as items of their own', () => {
  it('a list without variants is passed through untouched (those businesses read exactly as before)', () => {
    const plain = makeBusiness().business_items;
    expect(withVariants(plain)).toBe(plain);
  });

  it('each variant is its item at the variant\'s price and length, its record the item and the variant', () => {
    const studioItems = withVariants(studio.business_items);
    expect(studioItems.map((i) => [i.id, i.name, i.price, i.duration])).toEqual([
      ['set|Classic', 'Full Set, Classic', '120.00', 90],
      ['set|Hybrid', 'Full Set, Hybrid', '140.00', 120],
      ['fill', 'Lash Fill', '65.00', 60],
    ]);
  });

  it('an inch mark and an amount after a size word are written as the catalog reads sizes', () => {
    expect(catalogName('Small 12"')).toBe('Small (12 inch)');
    expect(catalogName('Medium 14 inch')).toBe('Medium (14 inch)');
    expect(catalogName('10”')).toBe('10 inch');
    expect(catalogName('iPhone 14')).toBe('iPhone 14');
  });
});

describe('ordering variants', () => {
  it('"two large pepperoni and a small cheese" is ordered at the variants\' prices, with the exact total', () => {
    const c = new Call(ctx(pizzeria, NOON));
    c.greet();
    for (const line of ['two large pepperoni and a small cheese', "that's all", 'pickup', 'as soon as possible', 'Robin Hale', 'yes', 'no', 'yes']) c.say(line);
    const [order] = placed(c);
    expect(order.lines.map((l) => [l.business_item_id, l.quantity, l.unit_price, l.line_total])).toEqual([
      ['pep|Large 16"', 2, '19.00', '38.00'],
      ['chz|Small 12"', 1, '12.00', '12.00'],
    ]);
    expect(order.total).toBe('50.00');
    expect(order.summary).toContain('2 x Pepperoni Pizza, Large (16 inch) - $38.00');
    expect(order.summary).toContain('Total: $50.00');
  });

  it('an item said without a size is asked about once, listing the sizes with their prices', () => {
    const c = new Call(ctx(pizzeria, NOON));
    c.greet();
    const asked = c.say('could i get a pepperoni pizza');
    expect(asked.say).toBe('Which size would you like for the pepperoni pizza: the Small (12 inch) at $14.00 or the Large (16 inch) at $19.00?');
    const answered = c.say('the 16 inch please');
    expect(answered.say).not.toMatch(/which size/i);
    for (const line of ['that is everything', 'pickup', 'as soon as possible', 'Robin Hale', 'yes', 'no', 'yes']) c.say(line);
    expect(c.turns.filter((t) => /which size/i.test(t.say))).toHaveLength(1);
    const [order] = placed(c);
    expect(order.lines.map((l) => [l.business_item_id, l.quantity])).toEqual([['pep|Large 16"', 1]]);
    expect(order.total).toBe('19.00');
  });

  it('a size said by its number of inches picks that variant', () => {
    const c = new Call(ctx(pizzeria, NOON));
    c.greet();
    expect(c.say('i need a twelve inch cheese pizza').say).toMatch(/Cheese Pizza, Small \(12 inch\)/);
  });
});

describe('prices and bookings of variants', () => {
  it('"how much is a large X" answers the variant\'s price from the variant\'s record', () => {
    const c = new Call(ctx(pizzeria, NOON));
    c.greet();
    const r = c.say('how much is a large pepperoni');
    expect(r.say).toMatch(/\$19\.00/);
    expect(r.say).not.toMatch(/\$14\.00/);
    expect(r.sources).toEqual([{ kind: 'service', id: 'pep|Large 16"' }]);
  });

  it('a variant booked takes the variant\'s length and price', () => {
    const c = new Call(ctx(studio, NOON));
    c.greet();
    for (const line of ['i would like to book a full set', 'the hybrid', 'tomorrow at 10am', 'Robin Hale', 'yes']) c.say(line);
    expect(c.turns.at(-1)!.say).toMatch(/Full Set, Hybrid \(120 minutes, \$140\.00\)/);
    c.say('yes');
    const [booking] = booked(c);
    expect(booking).toMatchObject({ business_item_id: 'set|Hybrid', service_name: 'Full Set, Hybrid', duration_minutes: 120 });
  });

  it('a variant without its own length is booked for the item\'s length', () => {
    const c = new Call(ctx(studio, NOON));
    c.greet();
    for (const line of ['can i book a classic full set tomorrow at 2pm', 'Robin Hale', 'yes', 'yes']) c.say(line);
    expect(booked(c)[0]).toMatchObject({ business_item_id: 'set|Classic', duration_minutes: 90 });
  });
});
