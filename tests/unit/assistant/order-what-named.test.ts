import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { stem } from '../../../functions/assistant/text.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * What the caller names in an order: add-ons said over some of the items, sizes said for a kind of
 * item, in sentences written for these tests. Monday 10 March 2025, 12:00 in New York; open 9-22 every day.
 */
const NOON = '2025-03-10T16:00:00Z';

const menu: AssistantBusiness['business_items'] = [
  { id: 'burger', name: 'Smash Burger', price: '11.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'hotdog', name: 'Chili Dog', price: '7.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'add-egg', name: 'Add Fried Egg', price: '1.50', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'add-jalapeno', name: 'Add Jalapenos', price: '0.75', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'onions', name: 'Grilled Onions', price: '1.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'shake-sm', name: 'Milkshake, small (12 oz)', price: '4.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'shake-lg', name: 'Milkshake, large (20 oz)', price: '6.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'fries-sm', name: 'Small Fries', price: '3.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'fries-lg', name: 'Large Fries', price: '5.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'slaw', name: 'Coleslaw', price: '2.50', duration: null, currency: 'USD', enabled: true, product: true },
];
const HOURS = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '09:00',
  close_time: '22:00',
  disabled: false,
}));
const diner = () => makeBusiness({ name: 'Route 9 Diner', industry: 'Restaurant / Café', items: menu, questions: [], hours: HOURS });
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

function ordering(...said: string[]): Call {
  const c = new Call(ctx(diner(), NOON));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}

describe('an add-on said over some of the items', () => {
  it('"on one of them" and "on the other two" give the add-ons those quantities', () => {
    expect(lines(ordering('four smash burgers, a fried egg on one of them and jalapenos on the other three'))).toEqual({ burger: 4, 'add-egg': 1, 'add-jalapeno': 3 });
  });
  it('"the other" alone is the rest of the items', () => {
    expect(lines(ordering('two chili dogs with grilled onions on one and jalapenos on the other'))).toEqual({ hotdog: 2, onions: 1, 'add-jalapeno': 1 });
  });
  it('"on both" and "on all of them" are every item named before', () => {
    expect(lines(ordering('two smash burgers with a fried egg on both'))).toEqual({ burger: 2, 'add-egg': 2 });
    expect(lines(ordering('three chili dogs, add jalapenos to all of them'))).toEqual({ hotdog: 3, 'add-jalapeno': 3 });
  });
  it('in a later breath, the add-on goes over the items ordered before', () => {
    expect(lines(ordering('three smash burgers please', 'oh and grilled onions on two of them'))).toEqual({ burger: 3, onions: 2 });
  });
  it('never more add-ons than items, and a number that is not a share of the items is not one', () => {
    expect(lines(ordering('two smash burgers, fried egg on five of them'))).toEqual({ burger: 2, 'add-egg': 1 });
    expect(lines(ordering('one smash burger with jalapenos on the side'))).toEqual({ burger: 1, 'add-jalapeno': 1 });
  });
});

describe('sizes said for a kind of item', () => {
  it('"shakes, two large and a small" gives each size its quantity', () => {
    expect(lines(ordering('a smash burger and milkshakes, two large and a small'))).toEqual({ burger: 1, 'shake-lg': 2, 'shake-sm': 1 });
  });
  it('"a large fries and a small" is the small one of the same kind', () => {
    expect(lines(ordering('a large fries and a small please'))).toEqual({ 'fries-lg': 1, 'fries-sm': 1 });
  });
  it('"one large one small" after a kind that comes in both sizes', () => {
    expect(lines(ordering('two milkshakes one large one small'))).toEqual({ 'shake-lg': 1, 'shake-sm': 1 });
  });
  it('a size before an item of another kind is not a size of the one before', () => {
    expect(lines(ordering('can i get large fries and a small coleslaw'))).toEqual({ 'fries-lg': 1, slaw: 1 });
  });
});

describe('an add-on in a later breath', () => {
  it('"and a fried egg on both" goes over the two burgers ordered before', () => {
    expect(lines(ordering('two smash burgers and a coleslaw', 'and a fried egg on both'))).toEqual({ burger: 2, slaw: 1, 'add-egg': 2 });
  });
});

describe('a service said as a verb or in another word form', () => {
  const garage = () =>
    makeBusiness({
      name: 'Northside Tire',
      industry: 'Auto Repair',
      items: [
        { id: 'rotation', name: 'Tire Rotation', price: '30', duration: 30, currency: 'USD', enabled: true },
        { id: 'rotation-balance', name: 'Rotation & Balance', price: '70', duration: 60, currency: 'USD', enabled: true },
        { id: 'brakes', name: 'Brake Adjustment', price: '55', duration: 45, currency: 'USD', enabled: true },
        { id: 'inspection', name: 'Safety Inspection', price: '40', duration: 30, currency: 'USD', enabled: true },
      ],
      questions: [{ id: 'q-rotate', question: 'How often should I rotate my tires?', answer: 'Every 5,000 to 7,500 miles.' }],
    });
  it('-ation, -ated, -ating, -ate, -ment and -ed forms of one word are one stem', () => {
    const same = (a: string[]) => expect(new Set(a.map(stem)).size, a.join(' ')).toBe(1);
    same(['rotation', 'rotated', 'rotating', 'rotate', 'rotates']);
    same(['adjustment', 'adjusted', 'adjusting', 'adjust']);
    same(['inspection', 'inspections']);
    same(['treatment', 'treated', 'treating']);
  });
  it('"get my brakes adjusted" names the Brake Adjustment, and "how much" asks its price', () => {
    const r = new Call(ctx(garage(), NOON)).say('how much to get my brakes adjusted');
    expect(r.say).toMatch(/\$55/);
  });
  it('a word two services share asks which one, for a price and for a length, rather than an FAQ about the word', () => {
    for (const said of ['how much is a rotation', 'how long does a rotation take']) {
      const r = new Call(ctx(garage(), NOON)).say(said);
      expect(r.say, said).toMatch(/Tire Rotation/);
      expect(r.say, said).toMatch(/Rotation & Balance/);
      expect(r.say, said).not.toMatch(/miles/);
    }
  });
});

describe('a name said with a word the business does not use', () => {
  const shop = () =>
    makeBusiness({
      name: 'Oak Street Garden Supply',
      industry: 'Retail',
      items: [
        { id: 'pillow', name: 'Memory Foam Pillow', price: '40', duration: null, currency: 'USD', enabled: true, product: true },
        { id: 'gravel', name: 'Pea Gravel, per ton', price: '60', duration: null, currency: 'USD', enabled: true, product: true },
        { id: 'gravel-install', name: 'Gravel Path Installation', price: '500', duration: 240, currency: 'USD', enabled: true },
        { id: 'gloves', name: 'Garden Gloves', price: '12', duration: null, currency: 'USD', enabled: true, product: true },
        { id: 'pot-sm', name: 'Clay Pot, small', price: '8', duration: null, currency: 'USD', enabled: true, product: true },
        { id: 'pot-lg', name: 'Clay Pot, large', price: '20', duration: null, currency: 'USD', enabled: true, product: true },
      ],
      questions: [],
      hours: HOURS,
    });
  const call = (...said: string[]) => {
    const c = new Call(ctx(shop(), NOON));
    c.greet();
    let last = '';
    for (const s of said) last = c.say(s).say;
    return { c, last };
  };
  it('is never added silently: the nearest item is offered by name, with the quantity said', () => {
    const { c, last } = call('can i buy two garden gloves and two of those travel pillows');
    expect(lines(c)).toEqual({ gloves: 2 });
    expect(last).toMatch(/For the travel pillows, we have the Memory Foam Pillow\. Would you like to order 2 of them\?/);
  });
  it('a yes adds the offered item; a no leaves the order as it was', () => {
    expect(lines(call('can i buy two garden gloves and two of those travel pillows', 'yes please').c)).toEqual({ gloves: 2, pillow: 2 });
    const { c, last } = call('can i buy two garden gloves and two of those travel pillows', 'no');
    expect(lines(c)).toEqual({ gloves: 2 });
    expect(last).toMatch(/anything else/i);
  });
  it('in an order, a thing sold is offered before a service of the same name', () => {
    const { last } = call('i need three tons of the grey gravel delivered');
    expect(last).toMatch(/we have the Pea Gravel, per ton\. Would you like to order 3 of them/);
    expect(last).not.toMatch(/Installation/);
  });
  it('a word the business uses names the item as before, and an item set right in the same breath is not offered', () => {
    expect(call('can i buy a large clay pot, no wait, make it a small clay pot').last).not.toMatch(/we have the/);
    expect(call('i want garden gloves for my mom').last).not.toMatch(/we have the/);
  });
});

describe('size words and fractions against ranges in names', () => {
  const crew = () =>
    makeBusiness({
      name: 'Clearview Exteriors',
      industry: 'Home Services',
      items: [
        { id: 'win-1', name: 'Window Washing - up to 10 windows', price: '90', duration: 60, currency: 'USD', enabled: true },
        { id: 'win-2', name: 'Window Washing - 10 to 25 windows', price: '160', duration: 120, currency: 'USD', enabled: true },
        { id: 'win-3', name: 'Window Washing - 25 to 50 windows', price: '260', duration: 180, currency: 'USD', enabled: true },
        { id: 'lot-1', name: 'Lot Clearing - up to 1/2 acre', price: '400', duration: 240, currency: 'USD', enabled: true },
        { id: 'lot-2', name: 'Lot Clearing - 1/2 to 2 acres', price: '900', duration: 480, currency: 'USD', enabled: true },
      ],
      questions: [],
    });
  const ask = (said: string) => new Call(ctx(crew(), NOON)).say(said).say;
  it('"a small house" is the smallest range and "a big house" the largest', () => {
    expect(ask('how much is window washing for a small house')).toMatch(/\$90/);
    expect(ask('what do you charge for window washing on a really big house')).toMatch(/\$260/);
  });
  it('a middle size among three ranges is asked about, never picked', () => {
    const r = ask('how much is window washing for a medium house');
    expect(r).not.toMatch(/\$/);
    expect(r).toMatch(/up to 10 windows/);
  });
  it('fractions said in words meet fractions written in the names', () => {
    expect(ask('how much is lot clearing for three quarters of an acre')).toMatch(/\$900/);
    expect(ask('how much is lot clearing for a quarter acre')).toMatch(/\$400/);
  });
});

describe('gift cards in a business that books', () => {
  const studio = () =>
    makeBusiness({
      name: 'Bend Yoga Studio',
      industry: 'Fitness',
      items: [
        { id: 'class', name: 'Drop-In Class', price: '20', duration: 60, currency: 'USD', enabled: true },
        { id: 'private', name: 'Private Session', price: '80', duration: 60, currency: 'USD', enabled: true },
        { id: 'gift', name: 'Gift Certificate - Five Classes', price: '90', duration: null, currency: 'USD', enabled: true },
        { id: 'voucher', name: 'Intro Month Voucher', price: '60', duration: null, currency: 'USD', enabled: true },
      ],
      questions: [],
    });
  it('a gift certificate asked for is ordered, never booked as an appointment (the owner gave it no length)', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    const r = c.say('could i get two of the gift certificates for my sister');
    expect(c.state?.flow?.kind).toBe('order');
    expect(c.state?.flow?.kind === 'order' && Object.fromEntries(c.state.flow.lines)).toEqual({ gift: 2 });
    expect(r.say).not.toMatch(/\d:\d\d|what day/i);
  });
  it('a service is still booked, and the list of services to book leaves the gift certificate and voucher out', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    const r = c.say('i want to book an appointment');
    expect(r.say).toMatch(/Drop-In Class/);
    expect(r.say).not.toMatch(/Gift Certificate|Voucher/);
  });
});

describe('the price of a gift card', () => {
  it('offers to order it, not to book it', () => {
    const studio = makeBusiness({
      name: 'Bend Yoga Studio',
      industry: 'Fitness',
      items: [
        { id: 'class', name: 'Drop-In Class', price: '20', duration: 60, currency: 'USD', enabled: true },
        { id: 'gift', name: 'Gift Card $50', price: '50', duration: null, currency: 'USD', enabled: true },
      ],
      questions: [],
    });
    const r = new Call(ctx(studio, NOON)).say('how much are your gift cards');
    expect(r.say).toMatch(/\$50/);
    expect(r.say).toMatch(/order it/);
    expect(r.say).not.toMatch(/book it/);
  });
});

describe('a thing sold asked for in other words at a business that books', () => {
  it('is an order in which the nearest item is offered, not a booking', () => {
    const clinic = makeBusiness({
      name: 'Harbor Physical Therapy',
      industry: 'Physical Therapy',
      items: [
        { id: 'eval', name: 'Initial Evaluation', price: '120', duration: 45, currency: 'USD', enabled: true },
        { id: 'belt', name: 'Posture Support Belt', price: '35', duration: null, currency: 'USD', enabled: true },
      ],
      questions: [],
    });
    const c = new Call(ctx(clinic, NOON));
    c.greet();
    const r = c.say("i'd like two of those back belts");
    expect(r.say).toMatch(/For the back belts, we have the Posture Support Belt\. Would you like to order 2 of them\?/);
    expect(r.say).not.toMatch(/book|what day/i);
    c.say('yes');
    expect(lines(c)).toEqual({ belt: 2 });
  });
});

describe('a dish said as the choice of one of several items just named', () => {
  const bentoMenu: AssistantBusiness['business_items'] = [
    { id: 'bento', name: 'Bento Box (teriyaki or katsu + rice + salad)', price: '16.00', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'teriyaki', name: 'Chicken Teriyaki', price: '13.00', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'katsu', name: 'Pork Katsu', price: '14.00', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'add-avocado', name: 'Add Avocado', price: '2.00', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'miso', name: 'Miso Soup', price: '3.00', duration: null, currency: 'USD', enabled: true, product: true },
  ];
  const bentoOrder = (said: string) => {
    const c = new Call(ctx(makeBusiness({ name: 'Sakura Lunch', industry: 'Restaurant / Café', items: bentoMenu, questions: [], hours: HOURS }), NOON));
    c.greet();
    c.say(said);
    return lines(c);
  };
  it('"one with X and the other with Y" is how each is made, not more items', () => {
    expect(bentoOrder('three bento boxes, one with chicken teriyaki and the other two with pork katsu, and a miso soup')).toEqual({ bento: 3, miso: 1 });
    expect(bentoOrder('can i get two bento boxes, one with pork katsu and one with chicken teriyaki')).toEqual({ bento: 2 });
  });
  it('an add-on said that way is still ordered, and dishes named side by side are still each ordered', () => {
    expect(bentoOrder('two bento boxes, one with avocado')).toEqual({ bento: 2, 'add-avocado': 1 });
    expect(bentoOrder('two bento boxes and a pork katsu')).toEqual({ bento: 2, katsu: 1 });
    expect(bentoOrder('a chicken teriyaki with a miso soup')).toEqual({ teriyaki: 1, miso: 1 });
  });
});

describe('"another" or "more" before a short name of an item already ordered', () => {
  it('adds one to its count in a later breath', () => {
    expect(lines(ordering('a chili dog and a coleslaw', 'and another dog'))).toEqual({ hotdog: 2, slaw: 1 });
    expect(lines(ordering('one smash burger please', 'oh and another burger'))).toEqual({ burger: 2 });
  });
});

describe('an item said again as the one already named', () => {
  it('"the X" after "two X" asks about them, it adds none', () => {
    expect(lines(ordering('two smash burgers and a coleslaw, can you make the smash burger well done'))).toEqual({ burger: 2, slaw: 1 });
    expect(lines(ordering('a chili dog and a small fries, and is that chili dog spicy'))).toEqual({ hotdog: 1, 'fries-sm': 1 });
  });
  it('"another" or "and a" still adds one', () => {
    expect(lines(ordering('a chili dog, a coleslaw and another chili dog'))).toEqual({ hotdog: 2, slaw: 1 });
  });
});

describe('a thing asked about or left off is not ordered', () => {
  it('an item named as the subject of a question or a worry in the middle of an order is not added', () => {
    const cases: Array<[string, Record<string, number>]> = [
      ['does the chili dog have beans in it', { burger: 1 }],
      ['is there any coleslaw on the smash burger', { burger: 1 }],
      ['my kid is allergic to grilled onions', { burger: 1 }],
      ['did the chili dog come with anything', { burger: 1 }],
      // A request said the same way as before still orders.
      ['and a chili dog', { burger: 1, hotdog: 1 }],
      ['is there any way i can add a coleslaw', { burger: 1, slaw: 1 }],
    ];
    for (const [said, want] of cases) {
      const c = ordering('one smash burger please', said);
      expect(lines(c), said).toEqual(want);
    }
  });

  it('at the read-back, a thing asked about or to be left off does not change the order', () => {
    for (const said of [
      'wait is there grilled onions on that? ok leave the grilled onions off then, yes the burger and the fries',
      'my wife cannot have coleslaw, but yes one burger and small fries',
    ]) {
      const c = ordering('a smash burger and small fries', 'no', 'pickup', 'asap', 'Lee Park', 'yes', 'no');
      expect(c.state?.flow?.kind === 'order' && c.state.flow.step, said).toBe('confirm');
      c.say(said);
      const placed = c.effects.filter((e) => e.type === 'place_order');
      const kept = placed.length ? Object.fromEntries(placed[0].lines.map((l) => [l.business_item_id, l.quantity])) : lines(c);
      expect(kept, said).toEqual({ burger: 1, 'fries-sm': 1 });
    }
  });
});
