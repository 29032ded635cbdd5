import { describe, expect, it } from 'vitest';
import type { AppointmentSnapshot, AssistantBusiness, BookAppointmentEffect } from '../../../functions/assistant/types.js';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York; a plumber open weekdays 9 to 17 (the fixtures' hours).
const MONDAY = '2025-03-10T14:00:00Z';
const items: AssistantBusiness['business_items'] = [
  { id: 'drain', name: 'Drain Cleaning', price: '150.00', duration: 60, currency: 'USD', enabled: true, arrival_window: 180 },
  { id: 'faucet', name: 'Faucet Repair', price: '95.00', duration: 60, currency: 'USD', enabled: true, arrival_window: 0 },
];
const plumber = () => makeBusiness({ name: 'Rapid Rooter', industry: 'Plumber / Electrician', items, questions: [] });

function calling(appointments: AppointmentSnapshot[] = []): Call {
  const c = new Call(ctx(plumber(), MONDAY, { calendar: { appointments } }));
  c.greet();
  return c;
}
const booked = (c: Call) => c.effects.filter((e): e is BookAppointmentEffect => e.type === 'book_appointment');

describe('a service with an arrival window is offered, read back and booked as a window', () => {
  it('offers windows, reads the chosen one back and says it when booked; the slot booked is its start', () => {
    const c = calling();
    expect(c.say('I need a drain cleaning tomorrow morning').say).toBe(
      // Windows that do not overlap, the later one ending by closing (5 PM); never "between 10 AM and 1 PM" beside them.
      'Tomorrow I have between 9 AM and 12 PM or between 12 and 3 PM. Which would you like?',
    );
    c.say('the first one');
    c.say('Ana Lopez');
    expect(c.say('yes').say).toBe(
      'Let me read that back: a Drain Cleaning (60 minutes, $150.00) tomorrow between 9 AM and 12 PM, for Ana Lopez, phone number ending in 0 1 0 0. Shall I book it?',
    );
    const done = c.say('yes please');
    expect(done.say).toMatch(/^You're all set, Ana\. Your Drain Cleaning is booked for tomorrow between 9 AM and 12 PM\. /);
    expect(booked(c)).toEqual([
      expect.objectContaining({ appointment_datetime: '2025-03-11T09:00:00-04:00', duration_minutes: 60, business_item_id: 'drain' }),
    ]);
  });

  it('a time said is the start of its window', () => {
    const c = calling();
    c.say('can you come out thursday at 1 for a drain cleaning');
    c.say('Sam Ortiz');
    expect(c.say('yes').say).toContain('a Drain Cleaning (60 minutes, $150.00) on Thursday, March 13 between 1 and 4 PM, for Sam Ortiz');
  });

  it('a service without a window keeps its exact times', () => {
    const c = calling();
    expect(c.say('I need a faucet repair tomorrow morning').say).toBe('Tomorrow I have 9:00 AM, 10:00 AM or 11:00 AM. Which would you like?');
  });

  it("a caller's own booked window is said as the window when asked about or moved", () => {
    const mine = appointment('d1', '2025-03-13T08:00:00-04:00', 60, { business_item_id: 'drain', business_item: { name: 'Drain Cleaning', arrival_window: 180 } });
    expect(calling([mine]).say('when is my appointment').say).toContain('Drain Cleaning on Thursday, March 13 between 8 and 11 AM');
    const move = calling([mine]).say('can you move my drain cleaning to friday at 9');
    expect(move.say).toContain('between 9 AM and 12 PM');
    expect(move.say).not.toMatch(/\d:\d\d [AP]M/);
  });

  it('the times nearest a taken one are offered as windows that do not overlap', () => {
    const other = appointment('x1', '2025-03-11T09:00:00-04:00', 60, { business_item_id: 'drain' });
    const reply = calling([other]).say('I need a drain cleaning tomorrow at 9').say;
    const offered = reply.slice(reply.indexOf('I have'));
    const starts = [...offered.matchAll(/between (\d+)(?: [AP]M)? and/g)].map((m) => Number(m[1]) % 12 + (Number(m[1]) < 9 ? 12 : 0));
    expect(reply).toContain('tomorrow between 9 AM and 12 PM is already taken');
    expect(starts.length).toBeGreaterThan(1);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(3);
  });
});

describe('the only service of a business is the one booked even when the caller never names it', () => {
  const onlyOne = () =>
    makeBusiness({
      name: 'Hillside Septic',
      industry: 'Plumber / Electrician',
      items: [{ id: 'pump', name: 'Septic Pumping', price: '300.00', duration: 90, currency: 'USD', enabled: true, arrival_window: 120 }],
      questions: [],
    });

  it('offers its windows, not exact times, and reads the window back', () => {
    const c = new Call(ctx(onlyOne(), MONDAY));
    c.greet();
    const offer = c.say('can somebody come out tomorrow morning').say;
    expect(offer).toContain('between 9 and 11 AM');
    expect(offer).not.toMatch(/\d:\d\d [AP]M/);
    c.say('the first one');
    c.say('Ivy Chen');
    expect(c.say('yes').say).toContain('tomorrow between 9 and 11 AM, for Ivy Chen');
  });
});
