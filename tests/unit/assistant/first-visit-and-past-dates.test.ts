import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../functions/assistant/when.js';
import type { BookAppointmentEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';
const now = DateTime.fromISO(MONDAY).setZone('America/New_York');

describe('dates in years gone by are not booking times', () => {
  it('leaves out a birth date or a past year, and still reads a date in the coming months', () => {
    expect(parseWhen('I was born on the ninth of July 1979', now)).toBeNull();
    expect(parseWhen('we last came by in October 2021', now)).toBeNull();
    expect(parseWhen('date of birth: August 14th, 1990', now)).toBeNull();
    expect(parseWhen('the ninth of July', now)?.date).toBe('2025-07-09');
  });

  it('keeps the booking when a birth date is said at the read-back', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.greet();
    c.say('Can I book a haircut tomorrow at 3');
    c.say('Sam Ortiz');
    expect(c.say('yes').say).toContain('Shall I book it?');
    const r = c.say('oh and my birthday is the twentieth of June 1988');
    expect(r.say).not.toMatch(/already passed|free times/);
    expect(r.callState.flow?.kind).toBe('booking');
    c.say('yes');
    const booked = c.effects.filter((e): e is BookAppointmentEffect => e.type === 'book_appointment');
    expect(booked.map((e) => e.appointment_datetime)).toEqual(['2025-03-11T15:00:00-04:00']);
  });

  it('offers times from today, not "no free times in the next days", for a day long gone this year', () => {
    // Monday 8 December 2025, 10:00 in New York; the wish is in January.
    const c = new Call(ctx(makeBusiness(), '2025-12-08T15:00:00Z'));
    c.greet();
    const r = c.say('Can I book a haircut on January 5th 2025 at 2pm');
    expect(r.say).toBe('That time has already passed. Today I have 1:30 PM, 2:00 PM or 2:30 PM. Which would you like?');
    expect(r.callState.flow?.kind).toBe('booking');
  });
});
