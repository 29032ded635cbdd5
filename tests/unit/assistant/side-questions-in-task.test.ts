import { describe, expect, it } from 'vitest';
import type { BookAppointmentEffect, PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * A side question asked while a task waits for an answer is answered, and the task's question comes back with nothing
 * lost; an answer said in the same breath is still taken; a reply that is the answer is never taken for a side
 * question. Sentences written for this test. Monday 10 March 2025, 12:00 in New York.
 */
const NOON = '2025-03-10T16:00:00Z';

const bakery = () =>
  makeBusiness({
    name: 'Juniper Bakehouse',
    industry: 'Restaurant / Café',
    items: [
      { id: 'sour', name: 'Sourdough Loaf', price: '9', duration: null, currency: 'USD', enabled: true },
      { id: 'bun', name: 'Cardamom Bun', price: '4.25', duration: null, currency: 'USD', enabled: true },
      { id: 'gf', name: 'Gluten Free Brownie', price: '3.75', duration: null, currency: 'USD', enabled: true },
    ],
    questions: [
      { id: 'q-park', question: 'Is there parking?', answer: 'There is a free lot on the north side of the building.' },
      { id: 'q-deliver', question: 'Do you deliver?', answer: 'We deliver within 3 miles for a $5 fee.' },
      { id: 'q-wifi', question: 'Do you have wifi?', answer: 'Yes, free wifi for customers.' },
      { id: 'q-gluten', question: 'Is anything gluten free?', answer: 'Our brownie is made without gluten in a shared kitchen.' },
    ],
  });

const studio = () =>
  makeBusiness({
    name: 'Cedar Lane Massage',
    items: [
      { id: 'relax', name: 'Relaxation Massage', price: '80', duration: 60, currency: 'USD', enabled: true },
      { id: 'stone', name: 'Hot Stone Massage', price: '110', duration: 75, currency: 'USD', enabled: true },
    ],
    questions: [
      { id: 'q-park', question: 'Where do I park?', answer: 'Park in the garage on Cedar Lane; we validate two hours.' },
      { id: 'q-hsa', question: 'Do you take HSA or FSA cards?', answer: 'Yes, HSA and FSA cards are welcome.' },
      { id: 'q-tip', question: 'Should I tip?', answer: 'Tips are welcome but never expected.' },
    ],
  });

const orders = (c: Call) => c.effects.filter((e): e is PlaceOrderEffect => e.type === 'place_order');
const bookings = (c: Call) => c.effects.filter((e): e is BookAppointmentEffect => e.type === 'book_appointment');

describe('a side question while an order waits for its next item', () => {
  it('after a yes word or an aside, the question is answered and "Anything else?" comes back; the items are kept', () => {
    for (const aside of ['okay and is there parking around there', 'real quick, is there parking', 'oh wait, one more thing, is there parking', 'yeah so is there any parking']) {
      const c = new Call(ctx(bakery(), NOON));
      c.greet();
      expect(c.say('can I get two cardamom buns').say).toContain('Anything else?');
      const r = c.say(aside);
      expect(r.say, aside).toContain('There is a free lot on the north side of the building.');
      expect(r.say, aside).toMatch(/Anything else\?$/);
      expect(r.say, aside).not.toMatch(/What else would you like/);
      c.say("no that's all");
      c.say('pickup');
      c.say('as soon as possible');
      c.say('Mira');
      c.say('yes');
      c.say('no');
      c.say('yes');
      expect(orders(c).map((o) => o.lines.map((l) => [l.business_item_id, l.quantity])), aside).toEqual([[['bun', 2]]]);
    }
  });

  it('the list finished and a question in one breath: both are taken, and the order goes on to its next question', () => {
    const c = new Call(ctx(bakery(), NOON));
    c.greet();
    c.say('a sourdough loaf please');
    const r = c.say("nope that's everything, oh do you guys deliver?");
    expect(r.say).toContain('We deliver within 3 miles for a $5 fee.');
    expect(r.say).toMatch(/Is this for pickup or delivery\?$/);
  });

  it('more items and a question in one breath: the items are added and the question answered', () => {
    const c = new Call(ctx(bakery(), NOON));
    c.greet();
    c.say('a sourdough loaf please');
    const r = c.say('and one cardamom bun, and do you have wifi');
    expect(r.say).toContain('Yes, free wifi for customers.');
    expect(r.say).toContain('1 Sourdough Loaf and 1 Cardamom Bun');
  });

  it('a question the owner never answered is said to be unknown, without dropping the order or handing the call over', () => {
    const c = new Call(ctx(bakery(), NOON));
    c.greet();
    c.say('can I get two cardamom buns');
    const r = c.say('oh and do you guys have a restroom for customers');
    expect(r.say).toContain("I'm sorry, I don't have that information.");
    expect(r.say).toMatch(/Anything else\?$/);
    expect(r.action).toBe('continue');
    expect(r.callState.flow?.kind).toBe('order');
    expect(r.effects.some((e) => e.type === 'record_knowledge_gap')).toBe(true);
  });

  it('an item whose name shares words with an FAQ, named at "Anything else?", is ordered, not answered', () => {
    const c = new Call(ctx(bakery(), NOON));
    c.greet();
    c.say('a sourdough loaf please');
    const r = c.say('and the gluten free brownie');
    expect(r.say).toContain('1 Sourdough Loaf and 1 Gluten Free Brownie');
    expect(r.say).not.toContain('shared kitchen');
  });
});

describe('a side question while a booking waits for a time, a name or its yes', () => {
  it('a time and a question in one breath: the time is kept and the question answered', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    expect(c.say('I want to book a relaxation massage').say).toContain('What day and time');
    const r = c.say('wednesday at 2, oh and do you take hsa cards');
    expect(r.say).toContain('Yes, HSA and FSA cards are welcome.');
    expect(r.say).toMatch(/first and last name\?$/);
    c.say('Dana Whitfield');
    expect(c.say('yes').say).toContain('Wednesday, March 12 at 2:00 PM');
  });

  it('an aside at the name question is answered, the name is asked again and then taken', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    c.say('I want to book a relaxation massage');
    c.say('wednesday at 2');
    const r = c.say('real quick, should I tip');
    expect(r.say).toContain('Tips are welcome but never expected.');
    expect(r.say).toMatch(/first and last name\?$/);
    expect(c.say('Dana Whitfield').say).toContain('the best number to reach you');
  });

  it('a name given with a question after it is taken, and the question answered', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    c.say('I want to book a relaxation massage');
    c.say('wednesday at 2');
    const r = c.say("it's Dana Whitfield, and where do I park");
    expect(r.say).toContain('Park in the garage on Cedar Lane');
    expect(r.say).toContain('the best number to reach you');
    expect(r.callState.caller?.first).toBe('Dana');
  });

  it('"yes and ..." at "Shall I book it?" answers the question and asks again; nothing is booked until the yes', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    c.say('I want to book a relaxation massage');
    c.say('wednesday at 2');
    c.say('Dana Whitfield');
    expect(c.say('yes').say).toMatch(/Shall I book it\?$/);
    const r = c.say('yes and where do I park');
    expect(r.say).toContain('Park in the garage on Cedar Lane');
    expect(r.say).toMatch(/Shall I book it\?$/);
    expect(bookings(c)).toHaveLength(0);
    c.say('yes');
    expect(bookings(c)).toHaveLength(1);
  });

  it('a name that begins with a question word is a name; a request of the assistant is not a question', () => {
    for (const [said, first, last] of [['Will Dawson', 'Will', 'Dawson'], ['will dawson reyes', 'Will', 'Dawson Reyes']]) {
      const c = new Call(ctx(studio(), NOON));
      c.greet();
      c.say('I want to book a relaxation massage');
      c.say('wednesday at 2');
      expect(c.say(said).say, said).toContain('the best number to reach you');
      expect(c.state?.caller, said).toEqual({ first, last });
    }
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    c.say('I want to book a relaxation massage');
    c.say('wednesday at 2');
    for (const said of ['will you hold on a second', 'will do']) {
      const r = c.say(said);
      expect(r.say, said).not.toContain("I don't have that information");
      expect(r.callState.caller?.first, said).toBeUndefined();
    }
  });

  it('a time asked as a question at the time question is the answer, not an aside', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    c.say('I want to book a relaxation massage');
    const r = c.say('is wednesday at 2 okay');
    expect(r.say).toMatch(/first and last name\?$/);
  });
});

describe('a side question while an offer waits for its yes, or an intake question for its answer', () => {
  it('"yeah and ..." to "Would you like to order it?" answers the question and makes the offer again; a yes then orders', () => {
    const c = new Call(ctx(bakery(), NOON));
    c.greet();
    expect(c.say('how much is the sourdough loaf').say).toMatch(/Would you like to order it\?$/);
    const r = c.say('yeah and is there parking out front');
    expect(r.say).toContain('There is a free lot on the north side of the building.');
    expect(r.say).toMatch(/Would you like to order it\?$/);
    expect(r.callState.flow).toBeUndefined();
    expect(c.say('yes').say).toContain('Got it: 1 Sourdough Loaf.');
  });

  it('a yes and a question in one breath to the offer: the order starts and the question is answered', () => {
    const c = new Call(ctx(bakery(), NOON));
    c.greet();
    c.say('how much is the cardamom bun');
    const r = c.say("sure I'll take one, oh and do you deliver");
    expect(r.say).toContain('We deliver within 3 miles for a $5 fee.');
    expect(r.say).toContain('Got it: 1 Cardamom Bun.');
  });

  it('an aside at an intake question is answered from the owner data and the intake question asked again; the answer after it is kept', () => {
    const spa = studio();
    spa.assistant.scenarios = [
      {
        id: 'sc-first',
        trigger: 'a first visit to book a massage',
        post_collection_action: 'add the answers to the client notes',
        scenario_questions: [{ id: 'sq-1', question: 'Do you have any injuries we should know about?', is_required: true, scenario_id: 'sc-first' }],
      },
    ];
    const c = new Call(ctx(spa, NOON));
    c.greet();
    expect(c.say("it's my first visit and I'd like to book a massage").say).toContain('Do you have any injuries');
    const r = c.say('oh wait, where do I park');
    expect(r.say).toContain('Park in the garage on Cedar Lane');
    expect(r.say).toMatch(/Do you have any injuries we should know about\?$/);
    c.say('a sore left shoulder');
    expect(c.state?.intake?.answers.map((a) => a.answer)).toEqual(['a sore left shoulder']);
  });
});

describe('a pickup time from now said in number words', () => {
  it('"in twenty minutes", "within fifteen minutes", "in like thirty minutes" set the pickup time', () => {
    for (const [said, time] of [['in twenty minutes', '12:20 PM'], ['within fifteen minutes', '12:15 PM'], ['in like thirty minutes', '12:30 PM']]) {
      const c = new Call(ctx(bakery(), NOON));
      c.greet();
      c.say('two cardamom buns');
      c.say("that's all");
      c.say('pickup');
      expect(c.say(said).say, said).toBe('May I have your name, please?');
      c.say('Mira');
      c.say('yes');
      expect(c.say('no').say, said).toContain(`pickup today at ${time}`);
    }
  });
  it('"twenty minutes late" is no time', () => {
    const c = new Call(ctx(bakery(), NOON));
    c.greet();
    c.say('two cardamom buns');
    c.say("that's all");
    c.say('pickup');
    expect(c.say("I'm running like twenty minutes late").say).not.toBe('May I have your name, please?');
  });
});
