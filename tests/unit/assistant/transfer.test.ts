import { describe, expect, it } from 'vitest';
import { TRANSFER_SCENARIOS } from '../../../functions/core/assistant/settings.js';
import { TRANSFER_REASON_TEXT } from '../../../functions/assistant/context.js';
import { respond } from '../../../functions/assistant/engine.js';
import type { TransferReason } from '../../../functions/assistant/types.js';
import { allTransfers, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York (open) and 19:30 (closed).
const OPEN = '2025-03-10T14:00:00Z';
const CLOSED = '2025-03-10T23:30:00Z';

const only = (reason: TransferReason) => ({
  transfer_calls_enabled: true,
  transfer_phone_number: '212-555-0199',
  transfer_scenarios: [{ id: 'x', text: TRANSFER_REASON_TEXT[reason] }],
});

/** What each scenario sounds like, and how many turns it takes to get there. */
const CASES: Array<[TransferReason, string[]]> = [
  ['confused_or_frustrated', ["this is ridiculous, you're not listening"]],
  ['beyond_knowledge', ['do you validate parking tickets from the mall?']],
  ['callback_request', ['can the owner call me back?']],
  ['unsupported_language', ['Hola, necesito hacer una cita por favor']],
  ['sensitive_inquiry', ['I want to file a complaint with my lawyer']],
];

describe('transfer to a human', () => {
  it('maps the five scenario keys to the five texts of the settings screen', () => {
    expect(Object.values(TRANSFER_REASON_TEXT)).toEqual([...TRANSFER_SCENARIOS]);
  });

  it.each(CASES)('%s: transfers when the owner chose it and transfers are on', (reason, lines) => {
    const c = new Call(ctx(makeBusiness({ questions: [], assistant: only(reason) }), OPEN));
    let r = c.greet();
    for (const l of lines) r = c.say(l);
    expect(r.action).toBe('transfer');
    expect(r.transfer_to).toBe('+12125550199');
    expect(r.say).toMatch(/Let me connect you with someone at Bella Salon\. Please hold\.$/);
    expect(r.callState.outcome).toBe('transferred');
  });

  it.each(CASES)('%s: takes a message when transfers are off', (_reason, lines) => {
    const c = new Call(ctx(makeBusiness({ questions: [] }), OPEN));
    c.greet();
    let r = c.say(lines[0]);
    if (r.action === 'continue' && r.callState.offer === 'message') r = c.say('yes'); // unknown question: offered first
    expect(r.action).toBe('message');
    expect(r.transfer_to).toBeUndefined();
    expect(r.say).toMatch(/May I have your name, please\?$/);
  });

  it('a question it cannot answer in the middle of a booking hands over without asking the booking question again', () => {
    const c = new Call(ctx(makeBusiness({ items: [], questions: [], assistant: only('beyond_knowledge') }), OPEN));
    c.greet();
    expect(c.say('I want to book an appointment').say).toBe('What day and time would you like to come in?');
    const r = c.say('how much is a haircut?');
    expect(r.action).toBe('transfer');
    expect(r.say).toBe("I'm sorry, I don't have that information. Let me connect you with someone at Bella Salon. Please hold.");
  });

  it('does not transfer for a scenario the owner did not choose', () => {
    const r = respond(ctx(makeBusiness({ assistant: only('sensitive_inquiry') }), OPEN), undefined, 'can someone call me back');
    expect(r.action).toBe('message');
    expect(r.say).toBe('Of course. I can take a message and have someone from the team get back to you. May I have your name, please?');
  });

  it('takes a message instead of transferring outside working hours', () => {
    const r = respond(ctx(makeBusiness({ assistant: allTransfers() }), CLOSED), undefined, 'let me speak to a real person');
    expect(r.action).toBe('message');
    expect(r.say).toContain("We're closed right now, so no one can take your call");
  });

  it('takes a message when the transfer number is missing or not a phone number', () => {
    for (const transfer_phone_number of [null, 'call Bob']) {
      const r = respond(ctx(makeBusiness({ assistant: { ...allTransfers(), transfer_phone_number } }), OPEN), undefined, 'operator');
      expect(r.action).toBe('message');
    }
  });

  it('hands over a caller who is repeatedly not understood', () => {
    const c = new Call(ctx(makeBusiness({ assistant: allTransfers() }), OPEN));
    expect(c.say('blorp fizz wobble').action).toBe('continue');
    const r = c.say('zibber zabber');
    expect(r.action).toBe('transfer');
    expect(r.say).toMatch(/^I'm sorry, I'm having trouble understanding\./);
  });

  it('an English caller asking for Spanish: apology, then transfer when chosen', () => {
    expect(respond(ctx(makeBusiness({ assistant: only('unsupported_language') }), OPEN), undefined, 'do you speak spanish?').action).toBe('transfer');
    const off = respond(ctx(makeBusiness(), OPEN), undefined, 'do you speak spanish?');
    expect(off.say).toBe("I'm sorry, I can only speak English. Is there anything I can help you with in English?");
    expect(off.action).toBe('continue');
  });

  it('speaks the caller’s language briefly before explaining', () => {
    const r = respond(ctx(makeBusiness(), OPEN), undefined, 'Bonjour, je voudrais un rendez-vous');
    expect(r.say).toMatch(/^Désolé, je parle seulement anglais\. I'm sorry, I can only help in English\./);
    expect(r.intent).toBe('UnsupportedLanguage');
  });

  it('points to emergency services on an emergency', () => {
    const r = respond(ctx(makeBusiness({ assistant: allTransfers() }), OPEN), undefined, 'this is an emergency');
    expect(r.say).toMatch(/^If this is a medical emergency, please hang up and call your local emergency number\./);
    expect(r.action).toBe('transfer');
  });
});

describe('messages', () => {
  it('takes name, number and message', () => {
    const c = new Call(ctx(makeBusiness(), OPEN, { callerNumber: null }));
    expect(c.say('I want to leave a message for Maria').say).toBe('Sure. May I have your name, please?');
    expect(c.say('this is Tom Baker').say).toBe("What's the best phone number to reach you?");
    expect(c.say('312 555 0177').say).toBe('Thanks, Tom. What message would you like me to pass on?');
    const done = c.say("Tell her I'll be 10 minutes late tomorrow. Also, call me back.");
    expect(done.effects).toEqual([
      {
        type: 'take_message',
        key: 'take_message:4',
        name: 'Tom Baker',
        phone_number: '+13125550177',
        message: "Tell her I'll be 10 minutes late tomorrow. Also, call me back.",
        reason: 'caller_request',
      },
    ]);
    expect(done.say).toBe(
      "Thank you, Tom. I've passed your message on to the team at Bella Salon, and someone will get back to you. Is there anything else I can help you with?",
    );
    expect(done.callState.outcome).toBe('message_taken');
  });

  it('a callback request asks what it is about and records the transfer reason', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    c.say('please have the owner call me back');
    c.say('Kim');
    expect(c.say('yes').say).toBe('Thanks, Kim. What would you like them to call you back about?');
    expect(c.say('a refund for my color').effects[0]).toMatchObject({ reason: 'callback_request', transfer_reason: 'callback_request' });
  });

  it('reuses details the caller already gave', () => {
    const c = new Call(ctx(makeBusiness(), OPEN));
    c.say('haircut tomorrow at 3');
    c.say('Ana Lopez');
    c.say('yes');
    c.say('yes');
    expect(c.say('can I also leave a message').say).toBe('Sure. Thanks, Ana. What message would you like me to pass on?');
  });
});
