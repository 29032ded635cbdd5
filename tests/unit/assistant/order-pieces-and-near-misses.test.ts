import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { Catalog } from '../../../functions/assistant/catalog.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Orders and what the caller names, third pass, in sentences written for these tests.
 * Monday 10 March 2025, 12:00 in New York; open 8-20 every day.
 */
const NOON = '2025-03-10T16:00:00Z';
const HOURS = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '08:00',
  close_time: '20:00',
  disabled: false,
}));
const item = (id: string, name: string, price: string, duration: number | null): AssistantBusiness['business_items'][number] => ({
  id,
  name,
  price,
  duration,
  currency: 'USD',
  enabled: true,
});

/** A pool service that books visits and sells supplies by the piece, none of them flagged as products. */
const poolItems = [
  item('weekly', 'Weekly Pool Cleaning', '95.00', 60),
  item('opening', 'Spring Pool Opening', '250.00', 120),
  item('light-check', 'Light Check', '60.00', 30),
  item('bulb', 'Light Bulb Swap', '120.00', 45),
  item('consult', 'Pool Consultation', '40.00', null),
  item('tabs', 'Chlorine Tablets (25 lb bucket)', '89.00', null),
  item('strips', 'Test Strips (50 pack)', '12.00', null),
  item('net', 'Skimmer Net', '25.00', null),
];
const pool = (items = poolItems) => makeBusiness({ name: 'Blue Lagoon Pools', industry: 'Home Services', items, questions: [], hours: HOURS });

function calling(b: AssistantBusiness, ...said: string[]): Call {
  const c = new Call(ctx(b, NOON));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

describe('a business that books its services and sells some things by the piece', () => {
  it('things listed without a length, where the services have one, are sold, not booked', () => {
    const catalog = new Catalog(poolItems);
    expect(catalog.items.filter((i) => i.product).map((i) => i.id).sort()).toEqual(['net', 'strips', 'tabs']);
  });
  it('"a skimmer net" and "two buckets of the chlorine tablets and three test strips" are orders', () => {
    expect(lines(calling(pool(), 'hi, could I get a skimmer net'))).toEqual({ net: 1 });
    expect(lines(calling(pool(), 'two buckets of the chlorine tablets and three test strips'))).toEqual({ tabs: 2, strips: 3 });
  });
  it('a visit without a length (a consultation) is still booked, not sold', () => {
    const c = calling(pool(), 'I want to book a pool consultation');
    expect(c.state?.flow?.kind).toBe('booking');
    expect(new Catalog(poolItems).byId('consult')?.product).toBeFalsy();
  });
  it('a list where the owner set no lengths at all infers nothing: its items are booked as before', () => {
    const untimed = poolItems.map((i) => ({ ...i, duration: null }));
    expect(new Catalog(untimed).items.some((i) => i.product)).toBe(false);
    expect(calling(pool(untimed), 'can I book a weekly pool cleaning').state?.flow?.kind).toBe('booking');
  });
});

describe('a word several names share, the head of none of them', () => {
  it('is no choice of the shorter name: the caller is asked which', () => {
    const found = new Catalog(poolItems).find('the light in the deep end went out, can somebody come out');
    expect(found && 'ambiguous' in found ? found.ambiguous.map((i) => i.id).sort() : found).toEqual(['bulb', 'light-check']);
  });
  it('the head word said still names the one item', () => {
    const found = new Catalog(poolItems).find('can somebody come swap the light bulb');
    expect(found && 'item' in found ? found.item.id : found).toBe('bulb');
  });
});

describe('two names said with words the business does not use, in one breath', () => {
  /** A garden centre that sells by the piece: nothing is flagged, nothing has a length. */
  const garden = () =>
    makeBusiness({
      name: 'Fernhill Garden Centre',
      industry: 'Retail / Garden',
      items: [
        item('hose', 'Expandable Garden Hose', '35.00', null),
        item('gloves', 'Leather Work Gloves', '18.00', null),
        item('shears', 'Pruning Shears', '24.00', null),
        item('compost', 'Organic Compost (40 lb bag)', '12.00', null),
      ],
      questions: [],
      hours: HOURS,
    });
  const say = (c: Call) => c.turns[c.turns.length - 1].say;

  it('each is offered in turn: the second once the caller has answered the first', () => {
    const c = calling(garden(), 'can I get one of those rubber hoses and two pairs of the cotton gloves');
    expect(say(c)).toMatch(/Expandable Garden Hose/);
    expect(say(c)).not.toMatch(/Gloves/);
    c.say('yes');
    expect(say(c)).toMatch(/Leather Work Gloves.*2 of them/);
    c.say('yes please');
    expect(lines(c)).toEqual({ hose: 1, gloves: 2 });
  });
  it('a no to the first still offers the second, and nothing declined is ordered', () => {
    const c = calling(garden(), 'I need a rubber hose and some cotton gloves');
    c.say('no thanks');
    expect(say(c)).toMatch(/Leather Work Gloves/);
    c.say('sure');
    expect(lines(c)).toEqual({ gloves: 1 });
  });
  it('a thing named in full beside one named loosely is ordered, and the loose one offered', () => {
    const c = calling(garden(), 'two bags of organic compost and a rubber hose');
    expect(lines(c)).toEqual({ compost: 2 });
    expect(say(c)).toMatch(/Expandable Garden Hose/);
  });
});

describe('a choice changed and changed back in one breath, in the order lines', () => {
  const boxes = [
    item('basic', 'Basic Cupcake Box (6)', '18.00', null),
    item('deluxe', 'Deluxe Cupcake Box (12)', '34.00', null),
    item('loaf', 'Sourdough Loaf', '8.00', null),
  ];
  const read = (text: string) => Object.fromEntries(new Catalog(boxes).mentions(text).map((m) => [m.item.id, m.quantity]));

  it('the word said after the last change of mind is the line, though it names nothing on its own', () => {
    expect(read('two basic cupcake boxes, actually no the deluxe, hmm no just the basic')).toEqual({ basic: 2 });
  });
  it('a new item after the settled choice is ordered with it', () => {
    expect(read('a basic cupcake box, actually no the deluxe one, hmm no, just the basic, and a sourdough loaf')).toEqual({ basic: 1, loaf: 1 });
  });
  it('changed back the other way round, the first one stands', () => {
    expect(read('a deluxe cupcake box, wait no the basic one, no actually the deluxe')).toEqual({ deluxe: 1 });
    const found = new Catalog(boxes).find('a deluxe cupcake box, wait no the basic one, no actually the deluxe');
    expect(found && 'item' in found ? found.item.id : found).toBe('deluxe');
  });
  it('"actually ... too" adds, and never takes away what was named', () => {
    expect(read('a sourdough loaf and a deluxe cupcake box, and actually a basic one too')).toMatchObject({ loaf: 1, deluxe: 1 });
  });
});
