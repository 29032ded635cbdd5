import { describe, expect, it } from 'vitest';
import { TRANSFER_SCENARIOS } from '../../../functions/contract/assistant-configurations.js';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York (weekdays 9-17).
const MONDAY_10AM = '2025-03-10T14:00:00Z';
const MONDAY_9AM = '2025-03-10T13:00:00Z';

/** Transfers on, for the given scenarios only. */
const transfersFor = (...scenarios: Array<(typeof TRANSFER_SCENARIOS)[number]>) => ({
  transfer_calls_enabled: true,
  transfer_phone_number: '+1 (212) 555-0199',
  transfer_scenarios: scenarios.map((text, i) => ({ id: `t${i}`, text })),
});

describe('a yes that repeats the weekday read back', () => {
  it('"yes Monday at nine" said on a Monday at nine books the Monday read back (next week), not "already passed"', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY_9AM));
    c.greet();
    c.say('haircut next monday at 9 am');
    c.say('Jo Park');
    const readBack = c.say('yes');
    expect(readBack.say).toMatch(/Monday, March 17 at 9:00 AM.*Shall I book it/);
    const r = c.say('yes monday at nine');
    expect(r.say).not.toMatch(/already passed/);
    const booked = c.effects.filter((e) => e.type === 'book_appointment');
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ appointment_datetime: expect.stringMatching(/^2025-03-17T09:00/) });
  });
});

describe('a bare number when a time is asked for', () => {
  it('"ten" among offered times is ten o\'clock, checked like any time, never "didn\'t get that"', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY_9AM));
    c.greet();
    c.say('can i book a beard trim tomorrow');
    const r = c.say('ten');
    expect(r.say).not.toMatch(/didn't quite get that/);
    expect(r.say).toMatch(/first and last name|10:00 AM/);
  });
});

describe('asking for a person again after a message was taken', () => {
  it('never takes a second message; with transfers for struggling callers on, the caller is put through', () => {
    const c = new Call(ctx(makeBusiness({ assistant: transfersFor('Caller is confused or frustrated') }), MONDAY_10AM));
    c.greet();
    c.say('can i talk to the owner please');
    c.say('Dana Reyes');
    c.say('yes');
    c.say('about a gift card balance');
    const r = c.say('no just put me through to a person');
    expect(r.action).toBe('transfer');
    expect(c.effects.filter((e) => e.type === 'take_message')).toHaveLength(1);
  });

  it('without such transfers, says the message is passed on, and takes no second one', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY_10AM));
    c.greet();
    c.say('can i talk to the owner please');
    c.say('Dana Reyes');
    c.say('yes');
    c.say('about a gift card balance');
    const r = c.say('just put me through to a person');
    expect(r.say).toMatch(/already passed your message on/);
    expect(r.callState.flow).toBeUndefined();
    expect(c.effects.filter((e) => e.type === 'take_message')).toHaveLength(1);
  });
});

describe('an upset caller with a complaint about the staff', () => {
  it('reaches a person where transfers for struggling callers are on, though call-backs are not', () => {
    const c = new Call(ctx(makeBusiness({ assistant: transfersFor('Caller is confused or frustrated') }), MONDAY_10AM));
    c.greet();
    const r = c.say('your tech never showed up yesterday and nobody called, i want to talk to a real person');
    expect(r.action).toBe('transfer');
  });

  it('money taken twice, tries left unanswered or harm since the business had it are complaints too', () => {
    for (const said of [
      'you billed my credit card twice for one cleaning, i need to speak to someone',
      'i called three times and nobody got back to me, let me talk to a manager',
      'my cat has not eaten ever since she came home from your place, i want to talk to the owner',
      'the vet said the stitches are infected, can i speak to whoever is in charge',
    ]) {
      const c = new Call(ctx(makeBusiness({ assistant: transfersFor('Caller is confused or frustrated') }), MONDAY_10AM));
      c.greet();
      expect(c.say(said).action, said).toBe('transfer');
    }
  });

  it('a plain request for a person still takes a message when call-back transfers are off', () => {
    const c = new Call(ctx(makeBusiness({ assistant: transfersFor('Caller is confused or frustrated') }), MONDAY_10AM));
    c.greet();
    const r = c.say('can i talk to the owner about a gift card');
    expect(r.action).toBe('message');
  });
});

describe('a call going round in circles', () => {
  it('the same reply a third time in a row hands the caller over instead of repeating it', () => {
    const c = new Call(ctx(makeBusiness(), '2025-03-10T15:00:00Z'));
    c.greet();
    c.say('haircut today');
    const first = c.say('at 9 am');
    expect(first.say).toMatch(/already passed/);
    expect(c.say('at 9 am').say).toBe(first.say);
    const third = c.say('at 9 am');
    expect(third.say).not.toBe(first.say);
    expect(third.action).toBe('message');
    expect(third.say).toMatch(/trouble understanding/);
  });

  it('a reply the caller asked to hear again does not count', () => {
    const c = new Call(ctx(makeBusiness(), '2025-03-10T15:00:00Z'));
    c.greet();
    const offer = c.say('haircut today');
    c.say('can you repeat that');
    c.say('sorry say that again');
    const r = c.say('what was that again');
    expect(r.action).toBe('continue');
    expect(r.say).toContain(offer.say.replace(/^.*?(Today)/, '$1'));
  });
});

describe('calling off one\'s own visit in other words, or in the middle of a booking', () => {
  // Pat Lee (+1 312 555 0100) has a haircut on Wednesday 12 March at 10:00.
  const withVisit = () =>
    ctx(makeBusiness(), MONDAY_10AM, { callerNumber: '+13125550100', calendar: { appointments: [appointment('a-1', '2025-03-12T14:00:00Z', 45)], busy: [] } });

  it('"you don\'t need to come out Wednesday" offers to cancel the caller\'s appointment', () => {
    const c = new Call(withVisit());
    c.greet();
    const r = c.say('so turns out we got it sorted, you dont need to come out wednesday');
    expect(r.say).toMatch(/would you like me to cancel it/i);
    c.say('yes');
    expect(c.effects.filter((e) => e.type === 'cancel_appointment')).toHaveLength(1);
  });

  it('"cancel Wednesday" while a new booking is being set up turns to the caller\'s own appointment', () => {
    const c = new Call(withVisit());
    c.greet();
    c.say('i want to book a beard trim');
    const r = c.say('oh and can you cancel wednesday');
    expect(r.say).toMatch(/would you like me to cancel it/i);
  });

  it('a caller with no appointment who says "cancel" mid-booking calls off the booking being made', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY_10AM, { callerNumber: '+13125550999' }));
    c.greet();
    c.say('i want to book a beard trim');
    const r = c.say('cancel that');
    expect(r.say).toMatch(/haven't booked anything/);
  });
});

describe('a person demanded by a struggling caller', () => {
  const struggling = () => new Call(ctx(makeBusiness({ assistant: transfersFor('Caller is confused or frustrated') }), MONDAY_10AM));
  it('is put through at once where the owner takes transfers for struggling callers (a complaint, frustration, "right now")', () => {
    for (const said of [
      'this is the third time my color came out wrong and i want to talk to a manager',
      'i need to talk to someone right now my appointment got messed up',
      'i want to talk to marisol right now',
    ]) {
      const c = struggling();
      c.greet();
      expect(c.say(said).action, said).toBe('transfer');
      expect(c.effects.filter((e) => e.type === 'take_message'), said).toHaveLength(0);
    }
  });
  it('a calm request for a person still gets a message offered first', () => {
    const c = struggling();
    c.greet();
    const r = c.say('could i talk to the owner sometime about a gift card');
    expect(r.action).not.toBe('transfer');
    expect(r.say).toMatch(/message/);
  });
});
