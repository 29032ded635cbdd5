import { describe, expect, it } from 'vitest';
import { appointment, Call, ctx, makeBusiness, product } from './fixtures.js';

/**
 * Whole-call task success (issue 13): a task ends with the data the caller meant when one turn of several is said in
 * everyday words. Sentences written for this test. Monday 10 March 2025, noon in New York.
 */
const NOON = '2025-03-10T16:00:00Z';
const bakery = () =>
  makeBusiness({
    name: 'Crumb Street Bakery',
    industry: 'Restaurant / Café',
    items: [
      product('sour', 'Sourdough Loaf', '8'),
      product('crois', 'Butter Croissant', '4'),
      product('scone', 'Blueberry Scone', '3.5'),
      product('nuts', 'Candied Walnuts Topping', '1.5'),
      product('jam', 'Jam Jar', '6'),
    ],
    questions: [{ id: 'q-sweet', question: 'Is the bread sweet?', answer: 'Our breads are not sweetened; only the pastries are.' }],
  });
const groomer = () =>
  makeBusiness({
    name: 'Happy Paws Grooming',
    items: [
      { id: 'bath', name: 'Dog Bath', price: '45', duration: 60, currency: 'USD', enabled: true },
      { id: 'nails', name: 'Nail Clipping', price: '15', duration: 15, currency: 'USD', enabled: true },
    ],
    questions: [],
  });
const orderLines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

function call(business: ReturnType<typeof makeBusiness>) {
  const c = new Call(ctx(business, NOON));
  c.greet();
  return c;
}

describe('taking what was just offered', () => {
  it('a request for "that" or "one" after "Yes, we offer X" orders X, with the count said', () => {
    const cases: Array<[string, number]> = [
      ['let me get that', 1],
      ['lemme grab one of those then', 1],
      ["perfect, I'll take three", 3],
      ['cool gimme a couple for pickup at 6', 2],
    ];
    for (const [said, count] of cases) {
      const c = call(bakery());
      expect(c.say('do you have blueberry scones').say).toMatch(/Would you like to order it\?/);
      const r = c.say(said);
      expect(r.say, said).toMatch(/^Got it: \d+ Blueberry Scone/);
      expect(orderLines(c), said).toEqual({ scone: count });
    }
  });

  it('a request to book after "Would you like to book it?" books the service offered', () => {
    for (const said of ['awesome, sign me up', 'great, put me down for that']) {
      const c = call(groomer());
      expect(c.say('do you do nail clipping').say).toMatch(/Would you like to book it\?/);
      c.say(said);
      expect(c.state?.flow, said).toMatchObject({ kind: 'booking', item: 'nails' });
    }
  });

  it('asking for something else does not take what was offered', () => {
    const c = call(groomer());
    c.say('do you do nail clipping');
    c.say('can I book something else instead');
    expect(c.state?.flow).toMatchObject({ kind: 'booking', step: 'service' });
    expect((c.state?.flow as { item?: string }).item).toBeUndefined();
  });
});

describe('a service named by the word callers say for it', () => {
  it('"a cut" is the Haircut, "my brows" the Eyebrow Wax, when the business does not use the short word itself', () => {
    const c = call(makeBusiness());
    c.say('can you book me a cut tomorrow at 3');
    expect(c.state?.flow).toMatchObject({ kind: 'booking', item: 'i-cut' });
    const spa = makeBusiness({ items: [{ id: 'brow', name: 'Eyebrow Wax', price: '18', duration: 20, currency: 'USD', enabled: true }, { id: 'lip', name: 'Lip Wax', price: '12', duration: 10, currency: 'USD', enabled: true }] });
    const d = call(spa);
    d.say('I want to get my brows done Friday');
    expect(d.state?.flow).toMatchObject({ kind: 'booking', item: 'brow' });
  });

  it('a cut said with another service is still a choice between them, never a guess', () => {
    const c = call(makeBusiness());
    expect(c.say('I need a cut and color').say).toMatch(/Haircut or Hair Coloring/);
  });
});

describe('a question about the task said in the same breath', () => {
  it('an order, then a question that leans on it ("is it ...?"): both heard', () => {
    const c = call(bakery());
    const r = c.say('a sourdough loaf and two jam jars please, oh and is it sweet?');
    expect(r.say).toContain('Our breads are not sweetened');
    expect(r.say).toMatch(/Anything else\?$/);
    expect(orderLines(c)).toEqual({ sour: 1, jam: 2 });
  });

  it('a price that leans on the item ordered is that item’s price', () => {
    const c = call(bakery());
    const r = c.say('can I order a sourdough loaf and how much is that');
    expect(r.say).toContain('$8.00');
    expect(orderLines(c)).toEqual({ sour: 1 });
  });

  it('a booking, then a question the owner has no answer for: said to be unknown, and the booking goes on', () => {
    const c = call(groomer());
    const r = c.say('can I book a dog bath for Thursday and do I need to bring a leash for that');
    expect(r.say).toMatch(/I don't have that information/);
    expect(c.state?.flow).toMatchObject({ kind: 'booking', item: 'bath' });
  });
});

describe('a yes at the read-back that leaves something out', () => {
  function readBack(c: Call) {
    c.say('two butter croissants and a sourdough loaf');
    c.say("that's all");
    c.say('pickup');
    c.say('as soon as possible');
    c.say('Dana Whit');
    c.say('yes');
    return c.say('no');
  }

  it('"no X" or "not X" with the yes names nothing to add: the order is placed as read', () => {
    for (const said of ['yes two croissants and the loaf, no walnuts please', 'yep the sourdough not the jam']) {
      const c = call(bakery());
      expect(readBack(c).say).toMatch(/Is that correct\?$/);
      c.say(said);
      const placed = c.effects.find((e) => e.type === 'place_order') as { lines?: Array<{ business_item_id: string; quantity: number }> } | undefined;
      expect(placed, said).toBeDefined();
      expect(Object.fromEntries(placed!.lines!.map((l) => [l.business_item_id, l.quantity])), said).toEqual({ crois: 2, sour: 1 });
    }
  });
});

describe('moving an appointment to another weekday of its week', () => {
  // Thursday 20 March 2025 at 11:00 (New York); the call is on Monday 10 March.
  const mine = () => appointment('mine', '2025-03-20T15:00:00Z', 45);

  it('"Wednesday instead of Thursday" is the Wednesday before the appointment, not the next Wednesday from today', () => {
    const c = new Call(ctx(makeBusiness(), NOON, { calendar: { appointments: [mine()] } }));
    c.greet();
    expect(c.say('could I do wednesday instead of thursday for my haircut, same time').say).toContain('Wednesday, March 19 at 11:00 AM');
    c.say('yes wednesday at eleven');
    expect(c.effects.find((e) => e.type === 'move_appointment')).toMatchObject({ appointment_id: 'mine', appointment_datetime: '2025-03-19T11:00:00-04:00' });
  });

  it('"from Thursday to Friday at 10" is the Friday after it; "next Wednesday" stays the one the caller named', () => {
    const c = new Call(ctx(makeBusiness(), NOON, { calendar: { appointments: [mine()] } }));
    c.greet();
    expect(c.say('can you move my haircut from thursday to friday at 10').say).toContain('Friday, March 21 at 10:00 AM');
    const d = new Call(ctx(makeBusiness(), NOON, { calendar: { appointments: [mine()] } }));
    d.greet();
    expect(d.say('can I move my haircut to this wednesday, not thursday').say).toContain('Wednesday, March 12');
  });
});

describe('a verb of two words names no item', () => {
  it('"set aside" / "put one aside" is how the caller orders, not a word of an item named "... Set"', () => {
    const shop = makeBusiness({
      name: 'Trailhead Outfitters',
      industry: 'Retail',
      items: [product('socks', 'Wool Hiking Socks', '18'), product('poles', 'Trekking Pole Set', '90'), product('map', 'Trail Map', '9')],
      questions: [],
    });
    for (const said of ['could you set aside two wool hiking socks and a trail map', 'can you put one aside for me, a trail map']) {
      const c = call(shop);
      const r = c.say(said);
      expect(r.say, said).not.toMatch(/Pole Set/);
      expect(r.say, said).toMatch(/Anything else\?$/);
    }
  });
});

describe('name and number in one breath', () => {
  it('the number said with the name is taken, and not asked for again', () => {
    for (const said of ["sure it's tom baker and my cell is 646 555 0142", 'tom baker 646-555-0142']) {
      const c = call(makeBusiness());
      c.say('book a beard trim tomorrow at 2');
      const r = c.say(said);
      expect(r.say, said).toMatch(/for Tom Baker, phone number ending in 0 1 4 2\. Shall I book it\?$/);
    }
  });

  it('a name alone still gets the caller ID confirmed', () => {
    const c = call(makeBusiness());
    c.say('book a beard trim tomorrow at 2');
    expect(c.say('tom baker').say).toMatch(/Is the number you're calling from, ending in 0 1 0 0/);
  });
});
