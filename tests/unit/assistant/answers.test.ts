import { describe, expect, it } from 'vitest';
import { greet, respond } from '../../../functions/assistant/engine.js';
import { allTransfers, Call, ctx, makeBusiness, WEEKDAY_HOURS } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York (14:00 UTC).
const OPEN = '2025-03-10T14:00:00Z';
// Monday 10 March 2025, 19:30 in New York: closed for the day.
const EVENING = '2025-03-10T23:30:00Z';
// Sunday 9 March 2025, 12:00 in New York: closed all day.
const SUNDAY = '2025-03-09T16:00:00Z';

describe('greeting', () => {
  it('names the business by default', () => {
    const r = greet(ctx(makeBusiness(), OPEN));
    expect(r.say).toBe('Thank you for calling Bella Salon. How can I help you today?');
    expect(r.action).toBe('continue');
    expect(r.callState).toMatchObject({ v: 1, turn: 1 });
  });

  it("uses the owner's greeting phrase", () => {
    const r = greet(ctx(makeBusiness({ assistant: { greeting_phrase: 'Hi, Bella Salon, Maria speaking!' } }), OPEN));
    expect(r.say).toBe('Hi, Bella Salon, Maria speaking!');
  });

  it('after hours with after-hours handling on: closed, when it opens, and what it can still do', () => {
    const r = greet(ctx(makeBusiness(), EVENING));
    expect(r.say).toBe(
      "Thank you for calling Bella Salon. We're closed right now; we open again tomorrow at 9:00 AM. I can still answer questions, book an appointment or take a message. How can I help you?",
    );
    expect(r.action).toBe('continue');
    expect(r.callState.message_only).toBeUndefined();
  });

  it("after hours, an owner's one-sentence greeting that asks is split: the business is thanked once, the question asked last", () => {
    const r = greet(ctx(makeBusiness({ assistant: { greeting_phrase: 'Thanks for calling Bella Salon, what can we do for you today?' } }), EVENING));
    expect(r.say).toBe(
      "Thanks for calling Bella Salon. We're closed right now; we open again tomorrow at 9:00 AM. I can still answer questions, book an appointment or take a message. What can we do for you today?",
    );
    // A greeting with a comma that does not ask is kept whole.
    const plain = greet(ctx(makeBusiness({ assistant: { greeting_phrase: 'Hi, Bella Salon, Maria speaking!' } }), EVENING));
    expect(plain.say).toMatch(/^Hi, Bella Salon, Maria speaking! We're closed right now/);
    expect(plain.say.match(/Bella Salon/g)).toHaveLength(1);
  });

  it('after hours with after-hours handling off: takes a message', () => {
    const c = new Call(ctx(makeBusiness({ assistant: { after_hours_handling: false } }), SUNDAY));
    const g = c.greet();
    expect(g.say).toContain("We're closed right now; we open again tomorrow at 9:00 AM.");
    expect(g.say).toContain('May I have your name, please?');
    expect(g.action).toBe('message');
    // Booking is not offered: the call is a message.
    expect(c.say('I want to book a haircut').say).toContain('I can only take a message');
    c.say('Dana Smith');
    c.say('yes');
    const done = c.say('Please call me about a bridal package for June');
    expect(done.effects).toEqual([
      expect.objectContaining({ type: 'take_message', name: 'Dana Smith', phone_number: '+13125550100', message: 'Please call me about a bridal package for June', reason: 'after_hours' }),
    ]);
    expect(done.action).toBe('hangup');
  });

  it('uses the business time zone for "closed"', () => {
    // 14:00 UTC is 23:00 in Tokyo: closed there, while New York would be open.
    const r = greet(ctx(makeBusiness({ time_zone: 'Asia/Tokyo' }), OPEN));
    expect(r.say).toContain("We're closed right now; we open again tomorrow at 9:00 AM.");
  });
});

describe('FAQs', () => {
  it('answers by meaning, with the owner’s own words', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    c.greet();
    expect(c.say('Is there somewhere to park my car?').say).toBe(
      'Yes, there is free parking behind the building. Is there anything else I can help you with?',
    );
    expect(c.say('do you guys take visa').say).toContain('We accept cash and all major credit cards.');
    expect(c.say('can my kids get a haircut there').say).toContain('we cut hair for kids of all ages');
    expect(c.turns.slice(1).map((t) => t.intent)).toEqual(['FAQ', 'FAQ', 'FAQ']);
  });

  it('"taking" asks what "accepting" states: the verb of a rule frames the question, the rest says what it is about', () => {
    const questions = [{ id: 'q-new', question: 'Are you accepting new clients?', answer: 'Yes, new clients are welcome; the first visit includes a consultation.' }];
    const c = new Call(ctx(makeBusiness({ questions }), OPEN));
    c.greet();
    const r = c.say('are you guys still taking new clients');
    expect(r.say).toContain('new clients are welcome');
    expect(r.intent).toBe('FAQ');
  });

  it('does not invent an answer it does not have, and offers a message', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    c.greet();
    const r = c.say('What is your wifi password?');
    expect(r.say).toBe(
      "I'm sorry, I don't have that information. Would you like to leave a message so someone from the team can get back to you?",
    );
    expect(r.intent).toBe('Unknown');
    expect(r.action).toBe('continue');
    // Nothing is written for the caller; the unanswered question is kept for the owner as a knowledge gap.
    expect(r.effects).toEqual([{ type: 'record_knowledge_gap', key: 'record_knowledge_gap:2', question: 'What is your wifi password?' }]);
    // Something that is not on the service list is not a "no" either, and no price of another service is spoken.
    const gift = respond(c.ctx, undefined, 'Do you sell gift cards?');
    expect(gift.say).toMatch(/^I'm sorry, I don't have that information\. Our services include Haircut, Beard Trim, and Hair Coloring\./);
    expect(gift.say).not.toMatch(/\$/);
    expect(gift.say).toMatch(/Would you like to leave a message/);
    expect(gift.intent).toBe('Unknown');
    const yes = c.say('yes please');
    expect(yes.action).toBe('message');
    expect(yes.say).toBe('May I have your name, please?');
  });

  it('transfers an unknown question when the owner chose "beyond knowledge" and it is open', () => {
    const c = new Call(ctx(makeBusiness({ assistant: allTransfers() }), OPEN));
    c.greet();
    const r = c.say('what is the wifi password?');
    expect(r.action).toBe('transfer');
    expect(r.transfer_to).toBe('+12125550199');
    expect(r.say).toContain("I'm sorry, I don't have that information.");
  });

  it('with no FAQs at all still says it does not know', () => {
    const r = respond(ctx(makeBusiness({ questions: [] }), OPEN), undefined, 'Do you have parking?');
    expect(r.say).toContain("I don't have that information");
  });
});

describe('hours', () => {
  it('gives the week', () => {
    const r = respond(ctx(makeBusiness(), OPEN), undefined, 'What are your hours?');
    expect(r.say).toBe(
      "We're open Monday to Friday from 9:00 AM to 5:00 PM, Saturday from 10:00 AM to 2:00 PM, and closed on Sunday. Is there anything else I can help you with?",
    );
  });

  it('answers for a named day', () => {
    expect(respond(ctx(makeBusiness(), OPEN), undefined, 'are you open on Saturday').say).toMatch(/^On Saturday we're open from 10:00 AM to 2:00 PM\./);
    expect(respond(ctx(makeBusiness(), OPEN), undefined, 'what about Sunday, are you open').say).toMatch(/^On Sunday we're closed\./);
    expect(respond(ctx(makeBusiness(), OPEN), undefined, 'what time do you open tomorrow').say).toMatch(/^Tomorrow we're open from 9:00 AM to 5:00 PM\./);
  });

  it('answers "now" in the business time zone', () => {
    expect(respond(ctx(makeBusiness(), OPEN), undefined, 'Are you open right now?').say).toMatch(/^Yes, we're open right now, until 5:00 PM today\./);
    expect(respond(ctx(makeBusiness(), EVENING), undefined, 'are you still open').say).toMatch(/^We're closed right now\. We open again tomorrow at 9:00 AM\./);
    const la = makeBusiness({ time_zone: 'America/Los_Angeles' });
    // 16:30 UTC is 9:30 in Los Angeles (PDT).
    expect(respond(ctx(la, '2025-03-10T16:30:00Z'), undefined, 'are you open now').say).toContain('until 5:00 PM today');
    expect(respond(ctx(la, '2025-03-10T15:30:00Z'), undefined, 'are you open now').say).toContain('We open again today at 9:00 AM');
  });

  it('answers "what time do you close" for today', () => {
    expect(respond(ctx(makeBusiness(), OPEN), undefined, 'what time do you close?').say).toMatch(/^Today we're open until 5:00 PM\./);
    // 7:00 in New York: not open yet today.
    expect(respond(ctx(makeBusiness(), '2025-03-10T11:00:00Z'), undefined, 'when do you open').say).toMatch(/^Today we open at 9:00 AM and close at 5:00 PM\./);
    expect(respond(ctx(makeBusiness(), EVENING), undefined, 'how late are you open').say).toMatch(/^We're closed right now\. We open again tomorrow at 9:00 AM\./);
    expect(respond(ctx(makeBusiness(), OPEN), undefined, 'what time do you close on Saturday').say).toMatch(/^On Saturday we're open from 10:00 AM to 2:00 PM\./);
  });

  it('uses the default hours when none are saved', () => {
    expect(respond(ctx(makeBusiness({ hours: [] }), OPEN), undefined, 'what are your hours').say).toContain('every day from 8:00 AM to 8:00 PM');
  });

  it('has no hours to give when every day is switched off', () => {
    const r = respond(ctx(makeBusiness({ hours: WEEKDAY_HOURS.map((h) => ({ ...h, disabled: true })) }), OPEN), undefined, 'what are your hours');
    expect(r.say).toContain("I don't have our opening hours on hand");
  });
});

describe('address and services', () => {
  it('gives the address', () => {
    expect(respond(ctx(makeBusiness(), OPEN), undefined, 'where are you located').say).toBe(
      "We're at 12 Main Street, Springfield, IL 62701. Is there anything else I can help you with?",
    );
  });

  it('says it does not have an address rather than inventing one', () => {
    const r = respond(ctx(makeBusiness({ addresses: [], questions: [] }), OPEN), undefined, "what's your address");
    expect(r.say).toContain("I don't have our address on hand");
  });

  it('lists enabled services with en-US prices and durations', () => {
    const r = respond(ctx(makeBusiness(), OPEN), undefined, 'What services do you offer?');
    expect(r.say).toBe(
      'We offer Haircut, $30.00 for 45 minutes; Beard Trim, $15.00 for 15 minutes; and Hair Coloring, $85.50 for 90 minutes. Would you like to book one of them?',
    );
    expect(r.say).not.toContain('Perm');
  });

  it('quotes one price and duration, and offers to book it', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    c.greet();
    expect(c.say('How much is hair coloring?').say).toBe('The Hair Coloring is $85.50 and takes about 90 minutes. Would you like to book it?');
    const yes = c.say('yes');
    expect(yes.say).toBe('What day and time would you like for your Hair Coloring?');
    expect(yes.callState.flow).toMatchObject({ kind: 'booking', item: 'i-color' });
  });

  it('answers how long a service takes', () => {
    expect(respond(ctx(makeBusiness(), OPEN), undefined, 'how long does a beard trim take').say).toMatch(/^The Beard Trim takes about 15 minutes\./);
  });

  it('does not guess a price for something not on the list', () => {
    const r = respond(ctx(makeBusiness(), OPEN), undefined, 'how much is a manicure');
    expect(r.say).toContain("I don't have that information");
    expect(r.say).not.toMatch(/\$/);
  });

  it('says when a service has no price listed', () => {
    const b = makeBusiness({ items: [{ id: 'x', name: 'Consultation', price: '0.0', duration: 0, currency: 'USD', enabled: true }] });
    expect(respond(ctx(b, OPEN), undefined, 'how much is a consultation').say).toMatch(/^I'm sorry, I don't have a price listed for the Consultation\./);
    expect(respond(ctx(b, OPEN), undefined, 'what services do you have').say).toMatch(/^We offer Consultation\./);
  });

  it('says it has no list when the business has no services', () => {
    expect(respond(ctx(makeBusiness({ items: [] }), OPEN), undefined, 'what services do you offer').say).toContain(
      "I don't have a list of our services on hand",
    );
  });
});
