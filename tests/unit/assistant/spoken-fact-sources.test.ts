import { describe, expect, it } from 'vitest';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Issue 13 item 2: every fact the assistant speaks carries the record it came from, not only the answers to questions.

// Monday 10 March 2025, 10:00 in New York (open); 20:00 (closed until Tuesday 9:00).
const MONDAY = '2025-03-10T14:00:00Z';
const MONDAY_EVENING = '2025-03-11T00:00:00Z';

const HOURS = { kind: 'hours', id: 'working_hours' };
const service = (id: string) => ({ kind: 'service', id });

const cafe = () =>
  makeBusiness({
    name: 'Corner Cafe',
    industry: 'Restaurant / Café',
    items: [
      { id: 'latte', name: 'Latte', price: '4.35', duration: null, currency: 'USD', enabled: true },
      { id: 'crois', name: 'Croissant', price: '3.10', duration: null, currency: 'USD', enabled: true },
    ],
    questions: [],
  });

describe('the sources of facts spoken in tasks', () => {
  it('the booking read-back and the booked confirmation name the service record', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.say("I'd like to book a haircut tomorrow at 3");
    c.say('Ana Lopez');
    const readBack = c.say('yes');
    expect(readBack.say).toMatch(/^Let me read that back: a Haircut \(45 minutes, \$30\.00\)/);
    expect(readBack.sources).toEqual([service('i-cut')]);
    const booked = c.say('yes');
    expect(booked.say).toMatch(/^You're all set, Ana\. Your Haircut is booked/);
    expect(booked.sources).toEqual([service('i-cut')]);
  });

  it('the free times offered name the hours record', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: [appointment('a1', '2025-03-11T09:00:00-04:00', 45)] } }));
    const r = c.say('I need a haircut tomorrow morning');
    expect(r.say).toBe('Tomorrow I have 10:00 AM, 10:30 AM or 11:00 AM. Which would you like?');
    expect(r.sources).toEqual([HOURS]);
  });

  it('a time outside our hours names the hours record', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    const r = c.say('can I book a haircut tomorrow at 8 am');
    expect(r.say).toMatch(/^8:00 AM is outside our hours; tomorrow we're open 9:00 AM to 5:00 PM\./);
    expect(r.sources).toEqual([HOURS]);
  });

  it('a booking that would run past closing names the hours and the service', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    const r = c.say('can I book a hair coloring tomorrow at 4 pm');
    expect(r.say).toMatch(/^A 90-minute Hair Coloring at 4:00 PM would run past closing at 5:00 PM\./);
    expect(r.sources).toEqual([HOURS, service('i-color')]);
  });

  it('"closed right now; we open again" in the greeting names the hours record', () => {
    const g = new Call(ctx(makeBusiness(), MONDAY_EVENING)).greet();
    expect(g.say).toContain("We're closed right now; we open again tomorrow at 9:00 AM.");
    expect(g.sources).toEqual([HOURS]);
    // Open: nothing from the owner's data is spoken in the greeting.
    expect(new Call(ctx(makeBusiness(), MONDAY)).greet().sources).toBeUndefined();
  });

  it('an order while closed names the hours record for "open again"', () => {
    const c = new Call(ctx(cafe(), MONDAY_EVENING));
    c.say('one latte for pickup');
    c.say('no');
    const r = c.say('asap');
    expect(r.say).toBe("We're closed right now, so the soonest is when we open, tomorrow at 9:00 AM. May I have your name, please?");
    expect(r.sources).toEqual([HOURS]);
  });

  it("an order's running list, read-back and total name every item's record", () => {
    const c = new Call(ctx(cafe(), MONDAY));
    const got = c.say("I'd like to order two lattes and a croissant");
    expect(got.say).toBe('Got it: 2 Latte and 1 Croissant. Anything else?');
    expect(got.sources).toEqual([service('latte'), service('crois')]);
    c.say("no that's all");
    c.say('pickup');
    c.say('at 12:45');
    c.say('Ana');
    c.say('yes');
    const readBack = c.say('no');
    expect(readBack.say).toMatch(/^Here's your order: 2 Latte at \$4\.35 each and 1 Croissant for \$3\.10\. The total is \$11\.80\./);
    expect(readBack.sources).toEqual([service('latte'), service('crois')]);
  });

  it('a sentence with no fact from the owner\'s data names no record', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.say("I'd like to book a haircut tomorrow at 3");
    expect(c.say('Ana Lopez').sources).toBeUndefined();
  });
});
