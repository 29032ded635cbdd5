import { describe, expect, it } from 'vitest';
import { postAction } from '../../../functions/assistant/intake.js';
import type { BookAppointmentEffect, TakeMessageEffect } from '../../../functions/assistant/types.js';
import { allTransfers, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

const q = (id: string, scenario_id: string, question: string, is_required: boolean) => ({ id, scenario_id, question, is_required });

const scenarios = [
  {
    id: 's-new',
    trigger: 'New patient',
    post_collection_action: 'Book an appointment',
    scenario_questions: [
      q('q1', 's-new', 'What is your date of birth?', true),
      q('q2', 's-new', 'Do you have dental insurance?', false),
      q('q3', 's-new', 'What brings you in?', true),
    ],
  },
  {
    id: 's-leak',
    trigger: 'Caller reports a water leak or burst pipe',
    post_collection_action: 'Email the details to the owner',
    scenario_questions: [q('l1', 's-leak', 'What is the address of the leak?', true), q('l2', 's-leak', 'Is the water shut off?', true)],
  },
  {
    id: 's-claim',
    trigger: 'Insurance paperwork',
    post_collection_action: 'Transfer the call to the owner',
    scenario_questions: [q('c1', 's-claim', 'Which insurance company is it?', true)],
  },
];

const dental = (assistant = {}) =>
  makeBusiness({
    name: 'Bright Dental',
    industry: 'Clinic / Therapist',
    items: [
      { id: 'clean', name: 'Cleaning', price: '120', duration: 60, currency: 'USD', enabled: true },
      { id: 'exam', name: 'Exam', price: '80', duration: 30, currency: 'USD', enabled: true },
    ],
    questions: [],
    assistant: { scenarios, ...assistant },
  });

describe('intake scenarios', () => {
  it('asks the questions when the trigger matches, insists on required ones, then books with the answers attached', () => {
    const c = new Call(ctx(dental(), MONDAY));
    c.greet();
    expect(c.say("Hi, I'm a new patient and I'd like a cleaning tomorrow at 10").say).toBe(
      'I can help with that. First, I have 3 quick questions. What is your date of birth?',
    );
    expect(c.say("I don't know").say).toBe('I need an answer to that to help you. What is your date of birth?');
    expect(c.say('May 5th 1990').say).toBe('Do you have dental insurance?');
    // Optional: may be skipped.
    expect(c.say('skip').say).toBe('What brings you in?');
    // The post-collection action books, using what the caller said when the scenario started.
    expect(c.say('a toothache on the left side').say).toBe('Thank you. May I have your first and last name?');
    c.say('Ana Lopez');
    expect(c.say('yes').say).toContain('a Cleaning (60 minutes, $120.00) tomorrow at 10:00 AM');
    const done = c.say('yes');
    const [e] = done.effects as BookAppointmentEffect[];
    expect(e.type).toBe('book_appointment');
    // The answers travel whole in `intake` (the appointment keeps them there), not as other_details keys.
    expect(e.other_details).toEqual({ source: 'phone call' });
    expect(e.intake).toEqual({
      scenario_id: 's-new',
      trigger: 'New patient',
      answers: [
        { question_id: 'q1', question: 'What is your date of birth?', answer: 'May 5th 1990' },
        { question_id: 'q2', question: 'Do you have dental insurance?', answer: '' },
        { question_id: 'q3', question: 'What brings you in?', answer: 'a toothache on the left side' },
      ],
    });
    expect(done.callState.intake).toBeUndefined();
  });

  it('keeps the answers with a message when that is the post-collection action', () => {
    const c = new Call(ctx(dental(), MONDAY));
    expect(c.say('there is a burst pipe in my kitchen').say).toBe('I can help with that. First, I have 2 quick questions. What is the address of the leak?');
    c.say('22 Oak Road');
    expect(c.say('yes it is').say).toBe("Thank you. I'll pass your answers on to the team. May I have your name, please?");
    c.say('Sam');
    const done = c.say('yes');
    const [m] = done.effects as TakeMessageEffect[];
    expect(m).toMatchObject({
      type: 'take_message',
      name: 'Sam',
      phone_number: '+13125550100',
      reason: 'intake',
      message: 'Answers to "Caller reports a water leak or burst pipe"',
      intake: {
        scenario_id: 's-leak',
        answers: [
          { question_id: 'l1', question: 'What is the address of the leak?', answer: '22 Oak Road' },
          { question_id: 'l2', question: 'Is the water shut off?', answer: 'yes it is' },
        ],
      },
    });
  });

  it('transfers after the questions when the action says so and transfers are possible', () => {
    const c = new Call(ctx(dental(allTransfers()), MONDAY));
    c.say('I have a question about insurance paperwork');
    const r = c.say('Blue Shield');
    expect(r.action).toBe('transfer');
    expect(r.transfer_to).toBe('+12125550199');
    expect(r.effects).toEqual([
      expect.objectContaining({ type: 'take_message', reason: 'intake', intake: expect.objectContaining({ scenario_id: 's-claim' }) }),
    ]);
  });

  it('takes a message when a required question is never answered', () => {
    const c = new Call(ctx(dental(), MONDAY));
    c.say('new patient here');
    c.say("I'd rather not say");
    c.say('no idea');
    const r = c.say('skip');
    expect(r.action).toBe('message');
    expect(r.say).toContain('May I have your name, please?');
  });

  it('runs a scenario once per call and ignores unrelated requests', () => {
    const c = new Call(ctx(dental(), MONDAY));
    expect(c.say('what are your hours').intent).toBe('AskHours');
    c.say('new patient');
    c.say('1/2/1980');
    c.say('no');
    c.say('checkup');
    c.say('never mind');
    expect(c.say('I am a new patient').say).not.toContain('quick questions');
  });

  it('reads the post-collection action', () => {
    expect(postAction('Schedule a consultation')).toBe('book');
    expect(postAction('Create the order')).toBe('order');
    expect(postAction('Connect to the owner')).toBe('transfer');
    expect(postAction('Send an email summary')).toBe('message');
    expect(postAction('')).toBe('message');
  });
});
