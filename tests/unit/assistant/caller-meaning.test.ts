import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../functions/assistant/when.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

/**
 * What callers mean (issue 13, seventh pass): classes of phrasing, each in sentences written for these tests.
 * Monday 2025-03-10, 10:00 in New York (open 9 to 17).
 */
const MONDAY = '2025-03-10T14:00:00Z';
const TIME = /\b\d{1,2}:\d{2} (AM|PM)\b/g;

const bakery = makeBusiness({
  name: 'Crumb Bakery',
  industry: 'Restaurant / Café',
  items: [
    { id: 'sourdough', name: 'Sourdough Loaf', price: '8', duration: null, currency: 'USD', enabled: true },
    { id: 'latte', name: 'Oat Latte', price: '5.50', duration: null, currency: 'USD', enabled: true },
    { id: 'class', name: 'Bread Baking Class', price: '60', duration: 120, currency: 'USD', enabled: true },
  ],
  questions: [
    { id: 'q-allergy', question: 'Do you have vegan or allergy friendly options?', answer: 'Our sourdough is vegan and we bake one nut free cake every day.' },
    { id: 'q-delivery', question: 'Do you deliver?', answer: 'We deliver within 2 miles for a $4 fee, waived on orders over $30.' },
  ],
});
const read = (text: string, business = bakery) => understandUtterance(text, knowledgeOf(prepare(ctx(business, MONDAY))));

describe('"free" that is not a free time', () => {
  it('"X free" (without X) and "free if ..." (no cost) are never a question about open times', () => {
    for (const t of ['is the oat latte soy free', 'is there anything nut free', 'are your cookies sugar free or not', 'would shipping be free if i spend fifty']) {
      expect(read(t).label, t).not.toBe('AskAvailability');
    }
    const r = new Call(ctx(bakery, MONDAY)).say('my son has allergies, is there anything nut free');
    expect(r.say.match(TIME) ?? []).toEqual([]);
  });
  it('free times asked with "free" or "anything" still are', () => {
    for (const t of ['anything free on thursday', 'is there anything tomorrow morning', 'is there anything for two people on friday']) {
      expect(read(t).label, t).toBe('AskAvailability');
    }
  });
});

describe('short replies: closings, repeats, yeses and small talk', () => {
  it('"see ya" after a yes word ends the call, and a long turn never does on word overlap alone', () => {
    for (const t of ['okay see ya', 'alright see you', 'cool see ya next time']) expect(read(t).label, t).toBe('Goodbye');
    const r = new Call(ctx(bakery, MONDAY)).say('my nephew is seven and loves baking so do you let kids take the class');
    expect(r.action).not.toBe('hangup');
  });
  it('"what?" alone asks for the last line again', () => {
    expect(read('what').label).toBe('Repeat');
    expect(read('sorry what').label).toBe('Repeat');
  });
  it('"uh huh" is the sound of a yes, and "correct, that is the order" restates a yes', () => {
    expect(read('uh huh sounds right').label).toBe('Affirm');
    expect(read('mm hmm').label).toBe('Affirm');
    expect(read('right that is my number').label).toBe('Affirm');
    expect(read('yes i want the order for pickup').label).not.toBe('Affirm');
  });
  it('how the caller feels, said in passing, is small talk, not an order', () => {
    for (const t of ["ugh i'm so tired today", "man i'm starving"]) expect(read(t).label, t).toBe('ChitChat');
  });
  it('a question after a statement is a question ("she is four, do you take kids")', () => {
    expect(read('my daughter is four do you guys take little ones').question).toBe(true);
    expect(read('my daughter is four and loves bread').question).toBe(false);
  });
});

describe('the hours asked in other words', () => {
  it('"what time do you guys close", "when do you start serving", "what time does the kitchen close"', () => {
    for (const t of ['so what time do you guys close tonight', 'when do you start serving breakfast', 'what time does the kitchen close on friday', 'hey what time do you all open']) {
      expect(read(t).label, t).toBe('AskHours');
    }
    expect(new Call(ctx(bakery, MONDAY)).say('um what time do you guys close today').say).toMatch(/5:00 PM/);
  });
});

describe('a choice changed in the same breath', () => {
  const spa = makeBusiness({
    name: 'Still Water Spa',
    items: [
      { id: 'm-60', name: 'Swedish Massage (60 min)', price: '90', duration: 60, currency: 'USD', enabled: true },
      { id: 'm-90', name: 'Swedish Massage (90 min)', price: '120', duration: 90, currency: 'USD', enabled: true },
      { id: 'f-basic', name: 'Basic Facial', price: '70', duration: 50, currency: 'USD', enabled: true },
      { id: 'f-hydra', name: 'Hydra Facial', price: '110', duration: 60, currency: 'USD', enabled: true },
    ],
  });
  const cafe = makeBusiness({
    name: 'Corner Cafe',
    industry: 'Restaurant / Café',
    items: [
      { id: 'pack2', name: '2 Cookie Pack', price: '4', duration: null, currency: 'USD', enabled: true },
      { id: 'muffin', name: 'Blueberry Muffin', price: '3.50', duration: null, currency: 'USD', enabled: true },
      { id: 'scone', name: 'Cheddar Scone', price: '3.75', duration: null, currency: 'USD', enabled: true },
    ],
  });
  const readBack = (business: typeof spa, first: string) => {
    const c = new Call(ctx(business, MONDAY));
    c.say(first);
    c.say('dana moss');
    return c.say('three one two five five five zero one zero zero').say;
  };

  it('"a sixty minute massage ... actually no, the ninety minute one" books the 90-minute one at the time said first', () => {
    const say = readBack(spa, 'can i get a sixty minute swedish massage wednesday at two actually no the ninety minute one');
    expect(say).toMatch(/Swedish Massage \(90 min\)/);
    expect(say).toMatch(/Wednesday, March 12 at 2:00 PM/);
  });
  it('"the hydra one" after "a basic facial, wait no" is the Hydra Facial', () => {
    expect(readBack(spa, 'i want a basic facial on thursday at eleven wait no the hydra one')).toMatch(/Hydra Facial.*Thursday, March 13 at 11:00 AM/);
  });
  it('a length said as an adjective ("a thirty minute ...") or restated ("yes, ninety minutes") is not a time from now', () => {
    const c = new Call(ctx(spa, MONDAY));
    c.say('book a ninety minute swedish massage friday at ten');
    c.say('dana moss');
    expect(c.say('three one two five five five zero one zero zero').say).toMatch(/Friday, March 14 at 10:00 AM/);
    const done = c.say('yes ninety minutes');
    expect(done.effects.find((e) => e.type === 'book_appointment')).toMatchObject({ business_item_id: 'm-90', appointment_datetime: '2025-03-14T10:00:00-04:00' });
  });
  it('an item replaced in the same breath is dropped, and a name that starts with a number keeps its quantity', () => {
    const r = new Call(ctx(cafe, MONDAY)).say('can i get a blueberry muffin actually no make it three of the two cookie packs and a cheddar scone');
    expect(r.say).toMatch(/3 2 Cookie Pack/);
    expect(r.say).toMatch(/1 Cheddar Scone/);
    expect(r.say).not.toMatch(/Muffin/);
    expect(new Call(ctx(cafe, MONDAY)).say('two muffins no wait three muffins and a scone').say).toMatch(/3 Blueberry Muffin.*1 Cheddar Scone/);
  });
});

describe('something just said, set right', () => {
  it('one value for another of the same kind, a spelling, and "no ... I said" are corrections', () => {
    const c = new Call(ctx(bakery, MONDAY));
    c.say('two sourdough loaves please');
    for (const t of ['sorry four not two', 'oh the latte should be large not small', 'no it is for pickup not delivery']) {
      expect(understandUtterance(t, knowledgeOf(prepare(ctx(bakery, MONDAY))), { flow: 'order', step: 'more' }).label, t).toBe('Correction');
    }
    for (const t of ['sorry no it is spelled m a r g o', 'oh wait my first name is spelled with an e', 'my birthday is the second not the twelfth', 'no three thirty i said three thirty']) {
      expect(read(t).label, t).toBe('Correction');
    }
  });
  it('a plain no, and "not" in a question or a refusal, are not corrections', () => {
    for (const t of ['no thanks', 'no i do not', 'why not', 'i can not make it']) expect(read(t).label, t).not.toBe('Correction');
  });
  it('"no, the name is spelled ..." while ordering does not call the order off', () => {
    const c = new Call(ctx(bakery, MONDAY));
    c.say('i want to place an order');
    const r = c.say('no the name is spelled r e n e e');
    expect(r.say).not.toMatch(/no order/i);
    expect(c.state?.flow).toMatchObject({ kind: 'order' });
  });
});

describe('free times asked as "openings", "spots", "appointments <day>", "anything this week"', () => {
  it('reads them as availability and offers concrete times', () => {
    for (const t of ['do you have tuesday afternoon openings', 'got any spots for the class', 'are there any class appointments on thursday', 'do you have anything this week for a beginner']) {
      expect(read(t).label, t).toBe('AskAvailability');
    }
    const r = new Call(ctx(bakery, MONDAY)).say('do you have wednesday morning openings for the baking class');
    expect(r.say.match(TIME)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(r.effects).toEqual([]);
  });
  it('"do you take appointments" without a day is not a free-time question', () => {
    expect(read('do you have appointments or is it walk in only').label).not.toBe('AskAvailability');
  });
});

describe('clipped words ("the initial eval", "a mani")', () => {
  const clinic = makeBusiness({
    name: 'Bay Physio',
    items: [
      { id: 'eval', name: 'Initial Evaluation', price: '150', duration: 60, currency: 'USD', enabled: true },
      { id: 'fu', name: 'Follow-Up Visit', price: '95', duration: 30, currency: 'USD', enabled: true },
    ],
  });
  const nails = makeBusiness({
    name: 'Polished',
    items: [
      { id: 'combo', name: 'Mani-Pedi Combo', price: '55', duration: 75, currency: 'USD', enabled: true },
      { id: 'gel', name: 'Gel Manicure', price: '40', duration: 45, currency: 'USD', enabled: true },
    ],
  });
  it('are the full word for a business that does not use the clipped form', () => {
    expect(new Call(ctx(clinic, MONDAY)).say('how much is the initial eval').say).toMatch(/\$150\.00/);
  });
  it('stay as said where the business uses the clipped form itself', () => {
    expect(new Call(ctx(nails, MONDAY)).say('how long does the mani pedi take').say).toMatch(/Mani-Pedi Combo takes about 75 minutes/);
  });
});

describe('the caller\'s own appointment asked after in other words', () => {
  it('"am I on the schedule", "who am I seeing", "what time my X is", "is my booking ... confirmed"', () => {
    for (const t of ['can you make sure i am on the schedule for friday', 'am i seeing the same baker or someone else on saturday', 'what time my class is on thursday again', 'is my booking for the baking class confirmed']) {
      expect(read(t).label, t).toBe('CheckAppointment');
    }
  });
  it('asking to be put on the schedule is still a booking', () => {
    expect(read('can you put me on the schedule for the class on friday at ten').label).toBe('BookAppointment');
  });
});

describe('a booking asked for indirectly', () => {
  it('"hoping to get in", "we would like to come try", "put me in for" are bookings', () => {
    for (const t of ['i was hoping to get in for the class sometime next week', 'we would like to come in and try the class on friday', 'could you put me in for the baking class saturday at ten']) {
      expect(read(t).label, t).toBe('BookAppointment');
    }
  });
  it('"yes please book it" to an offered time is the booking, and goes on to the name', () => {
    const c = new Call(ctx(bakery, MONDAY));
    c.say('is there anything wednesday at two for the baking class');
    const r = c.say('yes please book it');
    expect(r.understood?.intent).toBe('BookAppointment');
    expect(r.say).toMatch(/name/i);
  });
});

describe('an order said as a list, closed with yes or no words', () => {
  it('menu items with quantities are an order, however the list is closed', () => {
    for (const t of ['yeah two sourdough loaves and one oat latte', 'three oat lattes and a sourdough loaf and that is it', 'two sourdough loaves for pickup no that is all']) {
      expect(read(t).label, t).toBe('PlaceOrder');
    }
    expect(new Call(ctx(bakery, MONDAY)).say('um two oat lattes and a sourdough loaf that is it').say).toMatch(/2 Oat Latte.*1 Sourdough Loaf/);
  });
  it('a question about listed items is not an order', () => {
    expect(read('are two sourdough loaves enough for six people').label).not.toBe('PlaceOrder');
  });
});

describe('a kind of thing asked for by a word the names do not use', () => {
  it('"what pastries do you have", "what sizes do the lattes come in" read as the list, and nothing is made up', () => {
    for (const t of ['what pastries do you have', 'what sizes do the drinks come in', 'so what snacks do you guys sell']) expect(read(t).label, t).toBe('AskServices');
    const r = new Call(ctx(bakery, MONDAY)).say('what pastries do you have');
    expect(r.say).toMatch(/Sourdough Loaf/);
    expect(r.say).not.toMatch(/\$\d/);
  });
});

describe('a task called off, and a person asked for in other words', () => {
  it('"wait, scratch that, don\'t cancel it" keeps the appointment', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: [appointment('a1', '2025-03-14T15:00:00-04:00', 45)] } }));
    c.say('i need to cancel my appointment on friday');
    const r = c.say('oh wait no scratch that do not cancel it');
    expect(r.understood?.intent).toBe('NeverMind');
    expect(c.effects.filter((e) => e.type === 'cancel_appointment')).toEqual([]);
  });
  it('"is there a baker I can talk to directly" asks for a person', () => {
    expect(read('is there a baker i can talk to directly').label).toBe('SpeakToHuman');
    expect(read('is there a class i can take on sundays').label).not.toBe('SpeakToHuman');
  });
});

describe('a task opened with a yes word, and thanks in two languages', () => {
  it('"ok can I come at ten thirty then" after "anything else?" starts a booking, not "what can I help you with?"', () => {
    const c = new Call(ctx(bakery, MONDAY));
    c.say('what time do you close on wednesday');
    const r = c.say('ok can i come at ten thirty then');
    expect(r.understood?.intent).toBe('BookAppointment');
    expect(r.say).not.toMatch(/what can I help you with/i);
  });
  it('"gracias, thank you" is thanks in English; "gracias" alone or Spanish sentences are still Spanish', () => {
    expect(new Call(ctx(bakery, MONDAY)).say('gracias thank you so much').understood?.intent).toBe('Thanks');
    expect(new Call(ctx(bakery, MONDAY)).say('hola buenos dias quiero pedir pan').say).toMatch(/Lo siento/);
  });
});

describe('a day asked about carries into the next turn', () => {
  const readBackAfter = (lines: string[]) => {
    const c = new Call(ctx(bakery, MONDAY));
    for (const l of lines) c.say(l);
    c.say('dana moss');
    return c.say('three one two five five five zero one zero zero').say;
  };
  it('"what time do you close on Wednesday?" then "can I book the baking class at ten then" is Wednesday at ten', () => {
    expect(readBackAfter(['what time do you open on wednesday', 'ok can i book the baking class at ten then'])).toMatch(/Wednesday, March 12 at 10:00 AM/);
  });
  it('only the very next turn: a day asked two turns earlier is not carried', () => {
    const c = new Call(ctx(bakery, MONDAY));
    c.say('what time do you open on wednesday');
    c.say('do you deliver');
    c.say('can i book the baking class at ten');
    expect(c.state?.flow).not.toMatchObject({ day: '2025-03-12' });
  });
});

describe('lengths and relative times in number words', () => {
  const now = DateTime.fromISO('2025-03-10T10:00', { zone: 'America/New_York' });
  it('"in forty five minutes" is 10:45; "a forty five minute massage" and "yes, forty five minutes" name no time', () => {
    expect(parseWhen('in forty five minutes', now)?.time).toMatchObject({ hour: 10, minute: 45 });
    expect(parseWhen('can i pick it up in twenty five minutes', now)?.time).toMatchObject({ hour: 10, minute: 25 });
    expect(parseWhen('a forty five minute massage', now)).toBeNull();
    expect(parseWhen('yes forty five minutes', now)).toBeNull();
    expect(parseWhen('a one hour lesson on friday at two', now)).toMatchObject({ date: '2025-03-14', time: { hour: 2, minute: 0 } });
  });
});

describe('"do you have anything for X" asks what is offered, unless X is a time or a party', () => {
  it('a need is a question about the services; a day or a group is a free-time question', () => {
    for (const t of ['do you do anything for gluten intolerance', 'do you guys have something for beginners']) expect(read(t).label, t).toBe('AskServices');
    for (const t of ['do you have anything for tomorrow morning', 'do you have anything for two people on friday']) expect(read(t).label, t).toBe('AskAvailability');
  });
});
