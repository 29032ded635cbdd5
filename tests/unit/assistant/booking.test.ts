import { describe, expect, it } from 'vitest';
import { effectFailed, respond } from '../../../functions/assistant/engine.js';
import type { BookAppointmentEffect } from '../../../functions/assistant/types.js';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

const booking = (c: Call) => c.effects.filter((e): e is BookAppointmentEffect => e.type === 'book_appointment');

describe('booking an appointment', () => {
  it('books a service at a natural-language time, with caller ID, read-back and confirmation', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.greet();
    expect(c.say("Hi, I'd like to book a haircut tomorrow at 3").say).toBe('May I have your first and last name?');
    expect(c.say('Ana Lopez').say).toBe("Is the number you're calling from, ending in 0 1 0 0, the best number to reach you?");
    expect(c.say('yes').say).toBe(
      'Let me read that back: a Haircut (45 minutes, $30.00) tomorrow at 3:00 PM, for Ana Lopez, phone number ending in 0 1 0 0. Shall I book it?',
    );
    const done = c.say('yes please');
    expect(done.say).toBe(
      "You're all set, Ana. Your Haircut is booked for tomorrow at 3:00 PM. I'm texting a link to the number ending in 0 1 0 0; please use it to confirm your appointment. Is there anything else I can help you with?",
    );
    expect(done.effects).toEqual([
      {
        type: 'book_appointment',
        key: 'book_appointment:5',
        first_name: 'Ana',
        last_name: 'Lopez',
        phone_number: '+13125550100',
        status: 'awaiting_confirmation',
        appointment_datetime: '2025-03-11T15:00:00-04:00',
        duration_minutes: 45,
        business_item_id: 'i-cut',
        service_name: 'Haircut',
        other_details: { source: 'phone call' },
      },
    ]);
    expect(done.callState.outcome).toBe('served');
    expect(done.callState.flow).toBeUndefined();
    expect(c.say('no, thank you').action).toBe('hangup');
  });

  it('reads "next Tuesday at 3" in the business time zone, as 3 PM inside working hours', () => {
    const c = new Call(ctx(makeBusiness({ time_zone: 'America/Los_Angeles' }), MONDAY));
    c.say('can I book a beard trim next Tuesday at 3');
    c.say('Sam Ortiz');
    const r = c.say('yes');
    expect(r.say).toContain('Tuesday, March 18 at 3:00 PM');
    c.say('yes');
    expect(booking(c)[0].appointment_datetime).toBe('2025-03-18T15:00:00-07:00');
  });

  it('offers free times for "tomorrow morning" and takes "the second one"', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: [appointment('a1', '2025-03-11T09:00:00-04:00', 45)] } }));
    expect(c.say('I need a haircut tomorrow morning').say).toBe('Tomorrow I have 10:00 AM, 10:30 AM or 11:00 AM. Which would you like?');
    c.say('the second one');
    c.say('Ana Lopez');
    c.say('yes');
    c.say('yes');
    expect(booking(c)[0].appointment_datetime).toBe('2025-03-11T10:30:00-04:00');
  });

  it('asks again for a number that sounded incomplete without a second sorry when the next reply is not understood', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { callerNumber: null }));
    c.say("Hi, I'd like to book a haircut tomorrow at 3");
    expect(c.say('Ana Lopez').say).toBe("What's the best phone number to reach you?");
    const again = "Sorry, that doesn't sound like a complete phone number. Could you say it again, digit by digit, with the area code?";
    expect(c.say('five five five one two').say).toBe(again);
    expect(c.say('hmm yes').say).toBe(again);
  });

  it('offers a business open through the night times from five for "tomorrow morning", never 12 AM', () => {
    const allDay = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({ day_of_week, open_time: '00:00', close_time: '23:59', disabled: false }));
    const c = new Call(ctx(makeBusiness({ hours: allDay }), MONDAY));
    expect(c.say('I need a haircut tomorrow morning').say).toBe('Tomorrow I have 5:00 AM, 6:00 AM or 7:00 AM. Which would you like?');
  });

  it('asks which service, naming the services briefly (prices when asked), and accepts a fuzzy name', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    expect(c.say('I want to make an appointment').say).toBe('Sure. Which service would you like to book? We offer Haircut, Beard Trim and Hair Coloring.');
    expect(c.say('the hair colouring').say).toBe('What day and time would you like for your Hair Coloring?');
  });

  it('asks which one when the words fit several services', () => {
    const items = [
      { id: 'm1', name: 'Swedish Massage', price: '70', duration: 60, currency: 'USD', enabled: true },
      { id: 'm2', name: 'Deep Tissue Massage', price: '90', duration: 60, currency: 'USD', enabled: true },
    ];
    const c = new Call(ctx(makeBusiness({ items }), MONDAY));
    expect(c.say('I would like to book a massage').say).toBe('Which one would you like: Swedish Massage or Deep Tissue Massage?');
    expect(c.say('deep tissue please').say).toBe('What day and time would you like for your Deep Tissue Massage?');
  });

  it('offers the nearest free times when the wished time is taken, never overlapping (duration counted)', () => {
    const busy = [appointment('a1', '2025-03-11T14:00:00-04:00', 60), appointment('a2', '2025-03-11T15:00:00-04:00', 30)];
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: busy } }));
    const r = c.say('Book a haircut tomorrow at 2:30 pm');
    expect(r.say).toBe("I'm sorry, tomorrow at 2:30 PM is already taken. Tomorrow I have 1:00 PM, 3:30 PM or 4:00 PM. Which would you like?");
    expect(c.say('3:30 works').say).toBe('May I have your first and last name?');
    c.say('Ana Lopez');
    c.say('yes');
    c.say('yes');
    const [e] = booking(c);
    expect(e.appointment_datetime).toBe('2025-03-11T15:30:00-04:00');
    // 45 minutes from 15:30 end at 16:15: clear of both.
    expect(Date.parse(e.appointment_datetime)).toBeGreaterThanOrEqual(Date.parse(busy[1].ends_at));
  });

  it('keeps the buffer between appointments', () => {
    const busy = [appointment('a1', '2025-03-11T14:00:00-04:00', 60)];
    const c = new Call(ctx(makeBusiness({ assistant: { buffer_minutes: 15 } }), MONDAY, { calendar: { appointments: busy } }));
    expect(c.say('haircut tomorrow at 3pm').say).toBe(
      "I'm sorry, tomorrow at 3:00 PM is already taken. Tomorrow I have 1:00 PM, 3:30 PM or 4:00 PM. Which would you like?",
    );
  });

  it('only books inside working hours, and explains why', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    expect(c.say('haircut tomorrow at 8am').say).toBe(
      "8:00 AM is outside our hours; tomorrow we're open 9:00 AM to 5:00 PM. Tomorrow I have 9:00 AM, 9:30 AM or 10:00 AM. Which would you like?",
    );
    expect(c.say('what about Sunday').say).toBe("We're closed on Sunday. On Monday, March 17 I have 9:00 AM, 10:00 AM or 11:00 AM. Which would you like?");
    // A 90-minute coloring at 4:30 PM would end after closing.
    const d = new Call(ctx(makeBusiness(), MONDAY));
    expect(d.say('hair coloring tomorrow at 4:30 pm').say).toMatch(/^A 90-minute Hair Coloring at 4:30 PM would run past closing at 5:00 PM\./);
  });

  it('obeys same-day, weekend and 24-hour booking settings', () => {
    const sameDay = respond(ctx(makeBusiness({ assistant: { allow_same_day: false } }), MONDAY), undefined, 'haircut today at 3pm');
    expect(sameDay.say).toBe(
      "I'm sorry, we don't book appointments for the same day. I have tomorrow at 3:00 PM, Wednesday, March 12 at 3:00 PM or Thursday, March 13 at 3:00 PM. Which works best?",
    );
    const weekend = respond(ctx(makeBusiness({ assistant: { allow_weekend: false } }), MONDAY), undefined, 'haircut on Saturday at 11am');
    expect(weekend.say).toMatch(/^I'm sorry, we don't book appointments on weekends\. .*Monday, March 17/);
    const advance = respond(ctx(makeBusiness({ assistant: { require_24h_advance: true } }), MONDAY), undefined, 'haircut tomorrow at 9:30am');
    expect(advance.say).toMatch(/^Appointments need to be booked at least 24 hours in advance\. Tomorrow I have 10:00 AM/);
  });

  it('books across the spring-forward night at the right offset', () => {
    // Saturday 8 March 2025, 10:00 EST; default hours (every day 08:00-20:00).
    const c = new Call(ctx(makeBusiness({ hours: [] }), '2025-03-08T15:00:00Z'));
    c.say('book a haircut tomorrow at 10 am');
    c.say('Ana Lopez');
    c.say('yes');
    c.say('yes');
    expect(booking(c)[0].appointment_datetime).toBe('2025-03-09T10:00:00-04:00');
  });

  it('books across the fall-back night at the right offset', () => {
    // Saturday 1 November 2025, 10:00 EDT.
    const c = new Call(ctx(makeBusiness({ hours: [] }), '2025-11-01T14:00:00Z'));
    c.say('book a haircut tomorrow at 9');
    c.say('Ana Lopez');
    c.say('yes');
    c.say('yes');
    expect(booking(c)[0].appointment_datetime).toBe('2025-11-02T09:00:00-05:00');
  });

  it('refuses a wall-clock time the clocks skip', () => {
    const allDay = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
      day_of_week,
      open_time: '00:00',
      close_time: '24:00',
      disabled: false,
    }));
    const r = respond(ctx(makeBusiness({ hours: allDay }), '2025-03-08T15:00:00Z'), undefined, 'haircut tomorrow at 2:30 am');
    expect(r.say).toMatch(/^That time doesn't exist tomorrow, because the clocks change that night\. /);
    expect(r.callState.flow).toMatchObject({ kind: 'booking', step: 'pick' });
  });

  it('counts 24 hours in real time across daylight saving', () => {
    const b = makeBusiness({ hours: [], assistant: { require_24h_advance: true } });
    const c = new Call(ctx(b, '2025-03-08T15:00:00Z'));
    // Sunday 10:00 EDT is 23 real hours after Saturday 10:00 EST.
    expect(c.say('haircut tomorrow at 10am').say).toMatch(/^Appointments need to be booked at least 24 hours in advance\. Tomorrow I have 11:00 AM/);
  });

  it('asks for a number when caller ID is declined or missing', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.say('beard trim tomorrow at 11am');
    c.say('my name is Lee Park');
    expect(c.say('no, use my cell').say).toBe("What's the best number to reach you?");
    expect(c.say('it is 212 5').say).toMatch(/doesn't sound like a complete phone number/);
    c.say('two one two five five five oh one nine nine');
    c.say('yes');
    expect(booking(c)[0].phone_number).toBe('+12125550199');

    const hidden = new Call(ctx(makeBusiness(), MONDAY, { callerNumber: 'anonymous' }));
    hidden.say('beard trim tomorrow at 11am');
    expect(hidden.say('Lee Park').say).toBe("What's the best phone number to reach you?");
  });

  it('asks for the last name when only a first name is given', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.say('beard trim tomorrow at 11am');
    expect(c.say("it's Lee").say).toBe('Thanks, Lee. And your last name?');
    expect(c.say('Park').say).toContain('ending in 0 1 0 0');
  });

  it('follows a caller who changes their mind mid-booking', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.say('haircut tomorrow at 3');
    // At the name question, a new time instead.
    expect(c.say('actually make it Wednesday at 10').say).toBe('May I have your first and last name?');
    c.say('Ana Lopez');
    c.say('yes');
    // At the read-back: a different service and then a different time.
    expect(c.say("no, it's for a beard trim").say).toContain('a Beard Trim (15 minutes, $15.00) on Wednesday, March 12 at 10:00 AM');
    expect(c.say('and make it 4pm instead').say).toContain('Wednesday, March 12 at 4:00 PM');
    c.say('yes');
    expect(booking(c)).toEqual([expect.objectContaining({ business_item_id: 'i-beard', appointment_datetime: '2025-03-12T16:00:00-04:00' })]);
  });

  it('changes one detail after a "no" at the read-back', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.say('haircut tomorrow at 3');
    c.say('Ana Lopez');
    c.say('yes');
    expect(c.say('no').say).toBe('What would you like to change: the service, the day and time, your name, or your phone number?');
    expect(c.say('the time').say).toBe('Sure. What day and time would you like instead?');
    expect(c.say('Thursday at noon').say).toContain('Thursday, March 13 at 12:00 PM');
    c.say('yes');
    expect(booking(c)[0].appointment_datetime).toBe('2025-03-13T12:00:00-04:00');
  });

  it('drops the booking on "never mind" and on goodbye', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.say('haircut tomorrow at 3');
    const r = c.say('never mind');
    expect(r.say).toBe("No problem, I haven't booked anything. What else can I help you with?");
    expect(r.callState.flow).toBeUndefined();
    const d = new Call(ctx(makeBusiness(), MONDAY));
    d.say('haircut tomorrow at 3');
    const bye = d.say('forget it, bye');
    expect(bye.action).toBe('hangup');
    expect(c.effects.concat(d.effects)).toEqual([]);
  });

  it('answers a side question mid-booking and returns to it', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.say('haircut tomorrow at 3');
    const r = c.say('wait, do you have parking?');
    expect(r.say).toBe('Yes, there is free parking behind the building. May I have your first and last name?');
    expect(r.callState.flow).toMatchObject({ kind: 'booking', step: 'name' });
  });

  it('re-checks at the moment of booking: a slot taken while the caller hesitated is never double booked', () => {
    const context = ctx(makeBusiness(), MONDAY);
    const c = new Call(context);
    c.say('haircut tomorrow at 3');
    c.say('Ana Lopez');
    c.say('yes');
    // Someone else booked 3 PM meanwhile; the next turn sees the fresh calendar.
    c.ctx = { ...context, calendar: { appointments: [appointment('other', '2025-03-11T15:00:00-04:00', 30)] } };
    const r = c.say('yes');
    expect(r.effects).toEqual([]);
    expect(r.say).toBe("I'm sorry, tomorrow at 3:00 PM was just taken. Tomorrow I have 2:00 PM, 3:30 PM or 4:00 PM. Which would you like?");
    c.say('3:30');
    expect(c.turns[c.turns.length - 1].say).toContain('tomorrow at 3:30 PM');
    c.say('yes');
    expect(booking(c)).toHaveLength(1);
  });

  it('recovers when the integration loses the slot to a concurrent booking', () => {
    const context = ctx(makeBusiness(), MONDAY);
    const c = new Call(context);
    c.say('haircut tomorrow at 3');
    c.say('Ana Lopez');
    c.say('yes');
    const booked = c.say('yes');
    const failed = effectFailed(
      { ...context, calendar: { appointments: [appointment('winner', '2025-03-11T15:00:00-04:00', 45)] } },
      booked.callState,
      { effect: booked.effects[0], reason: 'slot_taken' },
    );
    expect(failed.say).toMatch(/^I'm sorry, tomorrow at 3:00 PM was just taken by someone else\. Tomorrow I have /);
    expect(failed.callState.flow).toMatchObject({ kind: 'booking', step: 'pick', item: 'i-cut' });
    c.state = failed.callState;
    c.ctx = { ...context, calendar: { appointments: [appointment('winner', '2025-03-11T15:00:00-04:00', 45)] } };
    // The caller's details are kept: straight to the read-back.
    expect(c.say('the last one').say).toMatch(/^Let me read that back: a Haircut/);
  });

  it('gives the same reply, state and effect keys when a turn is retried', () => {
    const context = ctx(makeBusiness(), MONDAY);
    const c = new Call(context);
    c.say('haircut tomorrow at 3');
    c.say('Ana Lopez');
    c.say('yes');
    const before = c.state;
    const first = respond(context, before, 'yes');
    const retry = respond(context, before, 'yes');
    expect(retry).toEqual(first);
    expect(first.effects[0].key).toBe('book_appointment:4');
  });

  it('books without a service when the business lists none (30 minutes)', () => {
    const c = new Call(ctx(makeBusiness({ items: [] }), MONDAY));
    expect(c.say('I would like to make an appointment').say).toBe('What day and time would you like to come in?');
    c.say('Friday at 2pm');
    c.say('Ana Lopez');
    expect(c.say('yes').say).toContain('Let me read that back: an appointment on Friday, March 14 at 2:00 PM');
    c.say('yes');
    expect(booking(c)[0]).toMatchObject({ business_item_id: null, service_name: null, duration_minutes: 30 });
  });

  it('cannot book when the business has no opening hours at all', () => {
    const closed = makeBusiness({ hours: [{ day_of_week: 'monday', open_time: '09:00', close_time: '17:00', disabled: true }] });
    const r = respond(ctx(closed, MONDAY), undefined, 'book a haircut tomorrow at 3');
    expect(r.say).toContain("I can't book appointments right now");
    expect(r.effects).toEqual([]);
  });
});

describe("the caller's own appointments", () => {
  const mine = [
    appointment('a1', '2025-03-12T11:00:00-04:00', 45),
    appointment('a2', '2025-03-19T15:00:00-04:00', 15, { business_item_id: 'i-beard', business_item: { name: 'Beard Trim' } }),
    appointment('x', '2025-03-12T13:00:00-04:00', 30, { phone_number: '+12125550000' }),
    appointment('gone', '2025-03-13T13:00:00-04:00', 30, { status: 'cancelled' }),
  ];

  it('tells the caller when their appointments are', () => {
    const r = respond(ctx(makeBusiness(), MONDAY, { calendar: { appointments: mine } }), undefined, 'when is my appointment?');
    expect(r.say).toBe(
      'I see your Haircut on Wednesday, March 12 at 11:00 AM and your Beard Trim on Wednesday, March 19 at 3:00 PM. Is there anything else I can help you with?',
    );
  });

  it('cancels the one the caller picks, found by their number', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: mine } }));
    expect(c.say('I need to cancel my appointment').say).toBe(
      'I see 2 upcoming appointments: the Haircut on Wednesday, March 12 at 11:00 AM and the Beard Trim on Wednesday, March 19 at 3:00 PM. Which one would you like to cancel?',
    );
    expect(c.say('the beard trim').say).toBe('I see your Beard Trim on Wednesday, March 19 at 3:00 PM. Would you like me to cancel it?');
    const done = c.say('yes');
    expect(done.effects).toEqual([{ type: 'cancel_appointment', key: 'cancel_appointment:3', appointment_id: 'a2' }]);
    expect(done.say).toMatch(/^Done\. Your Beard Trim on Wednesday, March 19 at 3:00 PM is cancelled\./);
  });

  it('looks up another number when caller ID finds nothing', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { callerNumber: '+14155550123', calendar: { appointments: mine } }));
    expect(c.say('cancel my booking please').say).toBe(
      "I couldn't find an upcoming appointment for the number you're calling from. What phone number was the appointment booked under?",
    );
    expect(c.say('212 555 0000').say).toBe('I see your Haircut on Wednesday, March 12 at 1:00 PM. Would you like me to cancel it?');
    expect(c.say('no').effects).toEqual([]);
  });

  it('moves an appointment to a free time, which may overlap its own old time', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: [mine[0], appointment('busy', '2025-03-12T12:00:00-04:00', 60, { phone_number: '+19999999999' })] } }));
    expect(c.say('I need to reschedule').say).toBe('I see your Haircut on Wednesday, March 12 at 11:00 AM. What day and time would you like instead?');
    expect(c.say('same day at 11:30').say).toMatch(/^I'm sorry, Wednesday, March 12 at 11:30 AM is already taken\./);
    expect(c.say('how about 11:45').say).toBe(
      "I'm sorry, Wednesday, March 12 at 11:45 AM is already taken. On Wednesday, March 12 I have 10:30 AM, 11:00 AM or 1:00 PM. Which would you like?",
    );
    expect(c.say('10:30').say).toBe('So I\'ll move your Haircut from Wednesday, March 12 at 11:00 AM to Wednesday, March 12 at 10:30 AM. Is that right?');
    const done = c.say('yes');
    expect(done.effects).toEqual([
      { type: 'move_appointment', key: 'move_appointment:5', appointment_id: 'a1', appointment_datetime: '2025-03-12T10:30:00-04:00', duration_minutes: 45 },
    ]);
  });
});
