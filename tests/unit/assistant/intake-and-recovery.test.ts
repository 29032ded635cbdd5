import { describe, expect, it } from 'vitest';
import type { BookAppointmentEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

const q = (id: string, scenario_id: string, question: string, is_required: boolean) => ({ id, scenario_id, question, is_required });

const musicSchool = () =>
  makeBusiness({
    name: 'Harbor Music Studio',
    industry: 'Education',
    items: [
      { id: 'trial', name: 'Trial Lesson', price: '30', duration: 30, currency: 'USD', enabled: true },
      { id: 'weekly', name: 'Weekly Piano Class', price: '60', duration: 60, currency: 'USD', enabled: true },
    ],
    questions: [],
    assistant: {
      scenarios: [
        {
          id: 's-trial',
          trigger: 'Someone books a trial lesson',
          post_collection_action: 'Book it',
          scenario_questions: [q('age', 's-trial', 'How old is the student?', true), q('level', 's-trial', 'Has the student played before?', false)],
        },
      ],
    },
  });

describe('an owner trigger that names a booking of a service fires however the caller names that service', () => {
  it('asks the questions when the booking resolves to the service, then goes on with the booking and keeps the time', () => {
    const c = new Call(ctx(musicSchool(), MONDAY));
    c.greet();
    // "trial" alone, with a day: the trigger's words are not the caller's, but the service booked is the trigger's.
    expect(c.say('can my son come in for a trial this Thursday afternoon').say).toBe('I can help with that. First, I have 2 quick questions. How old is the student?');
    expect(c.say('he is nine').say).toBe('Has the student played before?');
    // The booking goes on where it was: the Thursday afternoon said at the start is offered, not asked for again.
    const offered = c.say('no, never').say;
    expect(offered).toMatch(/^Thank you\. .*Thursday, March 13/);
    expect(offered).toMatch(/PM/);
  });

  it('asks them when the service is settled later in the booking, and only once', () => {
    const c = new Call(ctx(musicSchool(), MONDAY));
    c.greet();
    expect(c.say('I want to make an appointment for my daughter').say).toContain('Which service');
    expect(c.say('the trial one please').say).toBe('I can help with that. First, I have 2 quick questions. How old is the student?');
    c.say('twelve');
    expect(c.say('a little, on guitar').say).toContain('What day and time would you like for your Trial Lesson?');
    c.say('Wednesday at 4 pm');
    expect(c.say('Nadia Flores').say).toContain('the best number');
    expect(c.say('yes').say).toContain('Shall I book it?');
    const [booked] = c.say('yes').effects as BookAppointmentEffect[];
    expect(booked.type).toBe('book_appointment');
    expect(booked.intake!.answers.map((a) => a.answer)).toEqual(['twelve', 'a little, on guitar']);
  });

  it('does not ask them for booking another service', () => {
    const c = new Call(ctx(musicSchool(), MONDAY));
    c.greet();
    expect(c.say('book the weekly piano class on Friday at 3 pm').say).not.toContain('quick question');
  });
});
