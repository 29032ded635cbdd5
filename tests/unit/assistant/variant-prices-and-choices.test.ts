import { describe, expect, it } from 'vitest';
import type { AssistantBusiness, PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * An owner's item with variants asked about without naming one: a price question is answered with each variant's
 * price (a receptionist says "it's $28.00 for the half tray and $52.00 for the full tray", never "which one?"), a yes
 * to ordering or booking one asks which with the prices, and variants that are not sizes (a heat level, a flavour)
 * are asked about like sizes instead of not being understood.
 */
const NOON = '2025-03-10T16:00:00Z'; // Monday 12:00 in New York
const ALL_DAY = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '09:00',
  close_time: '22:00',
  disabled: false,
}));
type Item = AssistantBusiness['business_items'][number];
const dish = (id: string, name: string, variants: Array<[string, string]>): Item => ({
  id,
  name,
  price: variants[0][1],
  duration: null,
  currency: 'USD',
  enabled: true,
  product: true,
  variants: variants.map(([v, price]) => ({ name: v, price, duration: null })),
});
const kitchen = makeBusiness({
  name: 'Marigold Kitchen',
  industry: 'Restaurant / Café',
  items: [
    dish('lasagna', 'Veggie Lasagna', [['Half Tray', '28.00'], ['Full Tray', '52.00']]),
    dish('bowl', 'Tofu Bowl', [['Mild', '12.00'], ['Spicy', '12.00'], ['Very Spicy', '13.50']]),
    { id: 'tea', name: 'Iced Tea', price: '3.00', duration: null, currency: 'USD', enabled: true, product: true },
  ],
  questions: [],
  hours: ALL_DAY,
});
const bodywork = makeBusiness({
  name: 'Stillwater Bodywork',
  items: [
    {
      id: 'deep',
      name: 'Deep Tissue Massage',
      price: '90.00',
      duration: 60,
      currency: 'USD',
      enabled: true,
      variants: [
        { name: '60 min', price: '90.00', duration: 60 },
        { name: '90 min', price: '125.00', duration: 90 },
      ],
    },
    { id: 'reflex', name: 'Foot Reflexology', price: '55.00', duration: 45, currency: 'USD', enabled: true },
  ],
  questions: [],
  hours: ALL_DAY,
});
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});
const placed = (c: Call) => c.effects.filter((e): e is PlaceOrderEffect => e.type === 'place_order');
function calling(business: AssistantBusiness): Call {
  const c = new Call(ctx(business, NOON));
  c.greet();
  return c;
}

describe('a price asked of an item with variants, without naming one', () => {
  it('says each variant\'s price, from each variant\'s record, and offers to order one', () => {
    const c = calling(kitchen);
    const r = c.say('what does the veggie lasagna cost?');
    expect(r.say).toBe("For the Veggie Lasagna, it's $28.00 for the half tray and $52.00 for the full tray. Would you like to order one?");
    expect(r.sources?.map((f) => f.id).sort()).toEqual(['lasagna|Full Tray', 'lasagna|Half Tray']);
  });

  it('works for variants that are not sizes, in the owner\'s order', () => {
    const c = calling(kitchen);
    expect(c.say('how much are your tofu bowls').say).toMatch(/^For the Tofu Bowl, it's \$12\.00 for the mild, \$12\.00 for the spicy, and \$13\.50 for the very spicy\./);
  });

  it('a plain yes asks which, with the prices; the answer is ordered at its price with an exact total', () => {
    const c = calling(kitchen);
    c.say('how much is the veggie lasagna');
    expect(c.say('yes please').say).toBe('Which one would you like for the Veggie Lasagna: the Half Tray at $28.00 or the Full Tray at $52.00?');
    c.say('the full tray');
    expect(lines(c)).toEqual({ 'lasagna|Full Tray': 1 });
    for (const line of ['and two iced teas', "that's it", 'pickup', 'as soon as possible', 'Dana Whitfield', 'yes', 'no', 'yes']) c.say(line);
    const [order] = placed(c);
    expect(order.lines.map((l) => [l.business_item_id, l.quantity])).toEqual([
      ['lasagna|Full Tray', 1],
      ['tea', 2],
    ]);
    expect(order.total).toBe('58.00');
  });

  it('a yes that names the variant and a count orders it at once', () => {
    const c = calling(kitchen);
    c.say('how much is the veggie lasagna');
    c.say('yeah two half trays');
    expect(lines(c)).toEqual({ 'lasagna|Half Tray': 2 });
  });

  it('a length asked of a service with variants says each one\'s length', () => {
    const c = calling(bodywork);
    expect(c.say('how long is a deep tissue massage').say).toMatch(/^For the Deep Tissue Massage, it's about 60 minutes for the 60 min and about 90 minutes for the 90 min\. Would you like to book one\?/);
  });
});

describe('an order of an item whose variants are not sizes', () => {
  it('is asked which one (not which size), with the prices, keeping the count said', () => {
    const c = calling(kitchen);
    const r = c.say("i'd like two tofu bowls and an iced tea");
    expect(r.say).toMatch(/Which one would you like for the tofu bowls: the Mild at \$12\.00, the Spicy at \$12\.00, or the Very Spicy at \$13\.50\?/);
    c.say('very spicy');
    expect(lines(c)).toEqual({ 'bowl|Very Spicy': 2, tea: 1 });
  });
});

describe('a service with variants booked without naming one', () => {
  it('asks which with each variant\'s price', () => {
    const c = calling(bodywork);
    expect(c.say('can i book a deep tissue massage').say).toBe('Which one would you like for the Deep Tissue Massage: the 60 min at $90.00 or the 90 min at $125.00?');
  });

  it('a yes to booking one after the prices asks which; a yes that names one goes on to the time', () => {
    const c = calling(bodywork);
    c.say('how much is deep tissue');
    expect(c.say('sure').say).toMatch(/^Which one would you like for the Deep Tissue Massage: the 60 min at \$90\.00 or the 90 min at \$125\.00\?/);
    const d = calling(bodywork);
    d.say('how much is deep tissue');
    expect(d.say('yes the 90 minute one').say).toMatch(/Deep Tissue Massage, 90 min/);
  });
});
