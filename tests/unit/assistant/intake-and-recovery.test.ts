import { describe, expect, it } from 'vitest';
import { fitsKind, questionKind } from '../../../functions/assistant/intake.js';
import type { BookAppointmentEffect, TakeMessageEffect } from '../../../functions/assistant/types.js';
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

const petVet = () =>
  makeBusiness({
    name: 'Maple Vet Clinic',
    industry: 'Clinic / Therapist',
    items: [{ id: 'exam', name: 'Wellness Exam', price: '70', duration: 30, currency: 'USD', enabled: true }],
    questions: [],
    assistant: {
      scenarios: [
        {
          id: 's-hurt',
          trigger: 'pet got hurt',
          post_collection_action: 'Send the answers to the vet',
          scenario_questions: [
            q('dob', 's-hurt', "What is the owner's date of birth?", true),
            q('ins', 's-hurt', 'Which pet insurance company covers the animal?', false),
            q('what', 's-hurt', 'What kind of injury is it?', true),
          ],
        },
      ],
    },
  });

describe('intake answers checked against what each question asks', () => {
  it('knows a birth date from a clock time, a day to come or a year no one alive was born in', () => {
    expect(questionKind('Could you tell me the date of birth?')).toBe('birthdate');
    expect(questionKind('What year was the patient born?')).toBe('birthdate');
    expect(fitsKind('birthdate', 'June 3rd 1979', 2025)).toBe(true);
    expect(fitsKind('birthdate', '11/02/2004', 2025)).toBe(true);
    expect(fitsKind('birthdate', 'the ninth of December nineteen sixty', 2025)).toBe(true);
    expect(fitsKind('birthdate', '3 pm', 2025)).toBe(false);
    expect(fitsKind('birthdate', 'tomorrow morning', 2025)).toBe(false);
    expect(fitsKind('birthdate', 'March 2 2031', 2025)).toBe(false);
    expect(fitsKind('birthdate', 'April 1 1850', 2025)).toBe(false);
  });

  it('takes a bare yes only for a yes-or-no question', () => {
    expect(questionKind('Who is your dental insurance carrier?')).toBe('open');
    expect(questionKind('Which part of the house is affected?')).toBe('open');
    expect(questionKind('What seems to be the injury?')).toBe('open');
    expect(questionKind('What is the injury?')).toBe('problem');
    // A question about a time stays free text: "this morning" answers "when did it start".
    expect(questionKind('What time did it start?')).toBeNull();
    expect(fitsKind('open', 'yeah okay')).toBe(false);
    expect(fitsKind('open', 'Blue Shield, I think')).toBe(true);
    expect(fitsKind('problem', 'yes')).toBe(false);
    expect(fitsKind('address', 'sure')).toBe(false);
    expect(fitsKind('yesno', 'yep')).toBe(true);
  });

  it('asks once more with a hint, then takes what was said with a note for the owner, never looping', () => {
    const c = new Call(ctx(petVet(), MONDAY));
    c.greet();
    expect(c.say('my cat got hurt jumping off the fence').say).toContain("What is the owner's date of birth?");
    expect(c.say('at 4 pm').say).toBe("Sorry, what's the date of birth, with the month, the day and the year?");
    expect(c.say('October 14th 1988').say).toBe('Which pet insurance company covers the animal?');
    expect(c.say('yeah').say).toBe("Sorry, I didn't catch that. Which pet insurance company covers the animal?");
    expect(c.say('yes sure').say).toBe('What kind of injury is it?');
    expect(c.say('okay').say).toBe('Sorry, I didn\'t catch that. What kind of injury is it?');
    expect(c.say('her back leg, she is limping').say).toContain('May I have your name, please?');
    c.say('Ines Carvalho');
    const [m] = c.say('yes').effects as TakeMessageEffect[];
    expect(m.intake!.answers).toEqual([
      { question_id: 'dob', question: "What is the owner's date of birth?", answer: 'October 14th 1988' },
      { question_id: 'ins', question: 'Which pet insurance company covers the animal?', answer: 'yes sure', note: 'unclear answer, asked twice' },
      { question_id: 'what', question: 'What kind of injury is it?', answer: 'her back leg, she is limping' },
    ]);
  });
});

const salon = () =>
  makeBusiness({
    name: 'Glow Salon',
    items: [{ id: 'cut', name: 'Haircut', price: '40', duration: 45, currency: 'USD', enabled: true }],
    questions: [],
  });

/** A call at the read-back of a Haircut on Wednesday at 11 am for Rosa Delgado. */
function atReadBack(): Call {
  const c = new Call(ctx(salon(), MONDAY));
  c.greet();
  c.say('I want a haircut Wednesday at 11 am');
  c.say('Rosa Delgado');
  expect(c.say('yes').say).toContain('Shall I book it?');
  return c;
}

describe('a booking is not lost after misunderstandings', () => {
  it('offers the pending booking once more after three unclear replies, and a yes then books it', () => {
    const c = atReadBack();
    c.say('hmm the parrots are loud');
    c.say('my blender broke');
    const again = c.say('purple ladders');
    expect(again.say).toContain("I'm sorry, I'm having trouble understanding.");
    expect(again.say).toContain('Shall I book it?');
    expect(again.say).not.toContain('message');
    const [booked] = c.say('yes').effects as BookAppointmentEffect[];
    expect(booked.type).toBe('book_appointment');
  });

  it('still books on a yes said for the message when the read-back was never answered', () => {
    const c = atReadBack();
    for (const s of ['hmm the parrots are loud', 'my blender broke', 'purple ladders', 'kites and spoons', 'ducks in rows']) c.say(s);
    const turned = c.say('seven lamps upstairs');
    expect(turned.say).toContain('I can take a message');
    expect(turned.say).toContain('What message would you like me to pass on?');
    const yes = c.say('yes');
    expect(yes.effects.map((e) => e.type)).toEqual(['book_appointment']);
    expect(yes.say).toContain('booked for Wednesday, March 12 at 11:00 AM');
  });

  it('never sends a bare yes, no or okay as the message', () => {
    const c = new Call(ctx(salon(), MONDAY));
    c.greet();
    c.say('can I leave a message for the owner');
    c.say('Rosa Delgado');
    expect(c.say('yes').say).toContain('What message would you like me to pass on?');
    expect(c.say('okay').say).toBe('What would you like me to tell the team? A few words are fine.');
    const [m] = c.say('no').effects as TakeMessageEffect[];
    expect(m.type).toBe('take_message');
    expect(m.message).toBe('The caller left no message; please call them back.');
  });
});
