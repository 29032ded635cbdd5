import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../../functions/assistant/when.js';
import { withArticle } from '../../../functions/assistant/text.js';
import type { BookAppointmentEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';
const now = DateTime.fromISO(MONDAY).setZone('America/New_York');

const q = (id: string, scenario_id: string, question: string) => ({ id, scenario_id, question, is_required: true });

const studio = () =>
  makeBusiness({
    name: 'Harbor Movement Studio',
    industry: 'Clinic / Therapist',
    items: [
      { id: 'eval', name: 'Opening evaluation', price: '95', duration: 60, currency: 'USD', enabled: true },
      { id: 'tune', name: 'Tune-up session', price: '70', duration: 30, currency: 'USD', enabled: true },
    ],
    questions: [],
    assistant: {
      scenarios: [
        {
          id: 's-first',
          trigger: 'Someone who is a new client schedules their first session',
          post_collection_action: 'Book the appointment',
          scenario_questions: [q('a1', 's-first', 'What year were you born?'), q('a2', 's-first', 'What would you like to work on?')],
        },
      ],
    },
  });

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

describe('an intake trigger about a first visit', () => {
  it('applies to callers who say their first visit in other words', () => {
    for (const said of ['Hi, I would like to book an initial assessment', "I'd like to schedule my first appointment with you", 'I have never been there before and want to book an opening evaluation']) {
      const c = new Call(ctx(studio(), MONDAY));
      c.greet();
      expect(c.say(said).say, said).toBe('I can help with that. First, I have 2 quick questions. What year were you born?');
    }
  });

  it('is not asked of a caller booking a visit that is not a first one', () => {
    const c = new Call(ctx(studio(), MONDAY));
    c.greet();
    expect(c.say('Can I book a tune-up session tomorrow at 11').say).not.toContain('quick question');
  });
});

describe('the article before a service name', () => {
  it('goes by the sound the name starts with', () => {
    expect(withArticle('Initial assessment')).toBe('an Initial assessment');
    expect(withArticle('hour-long massage')).toBe('an hour-long massage');
    expect(withArticle('MRI review')).toBe('an MRI review');
    expect(withArticle('Unisex cut')).toBe('a Unisex cut');
    expect(withArticle('Tune-up session')).toBe('a Tune-up session');
  });

  it('is said right in the read-back', () => {
    const c = new Call(ctx(studio(), MONDAY));
    c.greet();
    c.say('I want an opening evaluation tomorrow at 11');
    c.say('x');
    c.say('y');
    c.say('Lee Park');
    expect(c.say('yes').say).toContain('read that back: an Opening evaluation (60 minutes');
  });
});

describe("a day gone by in the caller's story is not the time asked for", () => {
  it('reads the time to come, not the night or the "now" of the story', () => {
    // Monday 10 March 2025, 10:00: tomorrow is Tuesday the 11th.
    const late = parseWhen('the heater quit on us late last night and now the house is freezing, could a tech stop by tomorrow at four', now);
    expect(late?.date).toBe('2025-03-11');
    expect(late?.time?.hour).toBe(4);
    expect(late?.part).toBeUndefined();
    const weekend = parseWhen('my tooth chipped over the weekend, yesterday afternoon actually, is friday around nine possible', now);
    expect(weekend?.date).toBe('2025-03-14');
    expect(weekend?.time?.hour).toBe(9);
    expect(weekend?.part).toBeUndefined();
  });
  it('keeps a past day or a "now" said alone', () => {
    expect(parseWhen('it started yesterday', now)?.date).toBe('2025-03-09');
    expect(parseWhen('can someone come out now', now)?.date).toBe('2025-03-10');
  });
});
