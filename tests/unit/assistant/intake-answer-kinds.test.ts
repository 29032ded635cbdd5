import { describe, expect, it } from 'vitest';
import { looksLikeSentence } from '../../../functions/assistant/sentence.js';
import { fitsKind, questionKind } from '../../../functions/assistant/intake.js';
import type { TakeMessageEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

const q = (id: string, scenario_id: string, question: string, is_required: boolean) => ({ id, scenario_id, question, is_required });

const drains = () =>
  makeBusiness({
    name: 'Rapid Rooter',
    industry: 'Home Services',
    items: [{ id: 'snake', name: 'Drain Snaking', price: '150', duration: 60, currency: 'USD', enabled: true }],
    questions: [],
    assistant: {
      scenarios: [
        {
          id: 's-clog',
          trigger: 'clogged drain or sewer backup',
          post_collection_action: 'Email the answers to the office',
          scenario_questions: [
            q('a', 's-clog', 'Where is the job site address?', true),
            q('b', 's-clog', "What's the issue you're seeing?", true),
            q('c', 's-clog', 'How many bathrooms are in the house?', false),
          ],
        },
      ],
    },
  });

describe('intake answers checked against what the question asks for', () => {
  it('reads the kind of answer from the wording of the owner question', () => {
    expect(questionKind("What's the address of the rental unit?")).toBe('address');
    expect(questionKind('When were you born? Please give your date of birth.')).toBe('birthdate');
    expect(questionKind('What date is the party?')).toBe('date');
    expect(questionKind('What email should we send the quote to?')).toBe('email');
    expect(questionKind('What is a good callback number?')).toBe('phone');
    expect(questionKind("What is the tenant's full name?")).toBe('name');
    expect(questionKind('Roughly how many windows need cleaning?')).toBe('count');
    expect(questionKind('Can you describe what the noise sounds like?')).toBe('problem');
    expect(questionKind('Is the unit still under warranty?')).toBe('yesno');
    // Two questions in one, choices and open questions are free text: any answer is taken.
    expect(questionKind('Is it a condo or a house?')).toBeNull();
    expect(questionKind('Do you have a dog, and where should we park?')).toBeNull();
    expect(questionKind('Anything else the crew should know?')).toBeNull();
  });

  it('lets plain answers of each kind through and stops ones that are plainly something else', () => {
    expect(fitsKind('address', '48 Birch Lane, apartment 2')).toBe(true);
    expect(fitsKind('address', 'the corner of Elm and Fifth')).toBe(true);
    expect(fitsKind('address', 'a drain cleaning')).toBe(false);
    expect(fitsKind('address', 'Thursday at 3 pm')).toBe(false);
    expect(fitsKind('date', 'the twelfth of August')).toBe(true);
    expect(fitsKind('date', '4/19/1987')).toBe(true);
    expect(fitsKind('date', 'a garden wedding')).toBe(false);
    expect(fitsKind('count', 'maybe eight or so')).toBe(true);
    expect(fitsKind('count', 'just me')).toBe(true);
    expect(fitsKind('count', 'a family reunion')).toBe(false);
    expect(fitsKind('phone', 'it is 415 555 0123')).toBe(true);
    expect(fitsKind('phone', 'my cell')).toBe(false);
    expect(fitsKind('email', 'dana.k@example.org')).toBe(true);
    expect(fitsKind('email', 'dana k at example dot org')).toBe(true);
    expect(fitsKind('name', 'Priya Raman')).toBe(true);
    expect(fitsKind('name', 'the sink is leaking under the cabinet')).toBe(false);
    expect(fitsKind('problem', 'water backs up in the shower')).toBe(true);
    expect(fitsKind('problem', 'tomorrow around 2 pm')).toBe(false);
    expect(fitsKind('yesno', 'no, it expired last year')).toBe(true);
    expect(fitsKind('yesno', 'friday morning at 9 am')).toBe(false);
    // Free text takes anything.
    expect(fitsKind(null, 'saturday at 11 am')).toBe(true);
  });

  it('tells a sentence from a name', () => {
    expect(looksLikeSentence('the heater makes a clicking noise')).toBe(true);
    expect(looksLikeSentence('Mary Jo Van Buren')).toBe(false);
  });

  it('asks once more with a hint when an answer does not fit, then takes the second as said', () => {
    const c = new Call(ctx(drains(), MONDAY));
    expect(c.say('my kitchen drain is clogged').say).toContain('Where is the job site address?');
    // A service named for the address: asked once more with a hint.
    expect(c.say('drain snaking').say).toBe("Sorry, what's the street address where you need us?");
    expect(c.say('1207 Maple Avenue').say).toBe("What's the issue you're seeing?");
    // A booking time for the problem: asked once more.
    expect(c.say('Wednesday at 9 am').say).toBe("Sorry, in a few words, what's the problem?");
    // The second answer is taken as said, whatever it is: never a loop.
    expect(c.say('Wednesday morning').say).toBe('How many bathrooms are in the house?');
    expect(c.say('two and a half').say).toContain('May I have your name, please?');
    c.say('Omar Haddad');
    const [m] = c.say('yes').effects as TakeMessageEffect[];
    expect(m.intake!.answers.map((a) => a.answer)).toEqual(['1207 Maple Avenue', 'Wednesday morning', 'two and a half']);
  });

  it('takes an answer that fits at once', () => {
    const c = new Call(ctx(drains(), MONDAY));
    c.say('sewer backup in the basement');
    expect(c.say('77 Harbor Road').say).toBe("What's the issue you're seeing?");
    expect(c.say('the floor drain overflows whenever the washer runs').say).toBe('How many bathrooms are in the house?');
  });

  it('keeps a sentence said for the name with the message and asks for the name once more', () => {
    const c = new Call(ctx(drains(), MONDAY));
    c.say('we have a sewer backup in the yard');
    c.say('9 Quarry Street');
    c.say('it gurgles and then floods the tub');
    expect(c.say('three').say).toContain('May I have your name, please?');
    expect(c.say('The smell is getting worse every hour').say).toBe("Thanks, I'll pass that on. And what name should I put the message under?");
    expect(c.say('Lena Ortiz').say).toContain('the best number to reach you?');
    const [m] = c.say('yes').effects as TakeMessageEffect[];
    expect(m.name).toBe('Lena Ortiz');
    expect(m.message).toBe('Answers to "clogged drain or sewer backup". the smell is getting worse every hour');
  });

  it('keeps a sentence said for the name ahead of a plain message', () => {
    const c = new Call(ctx(drains(), MONDAY));
    expect(c.say('can I leave a message for the owner').say).toContain('May I have your name, please?');
    expect(c.say('my water heater is making a popping sound').say).toBe("Thanks, I'll pass that on. And what name should I put the message under?");
    c.say('Theo');
    expect(c.say('yes').say).toContain('What message would you like me to pass on?');
    const [m] = c.say('please have someone call me back today').effects as TakeMessageEffect[];
    expect(m.name).toBe('Theo');
    expect(m.message).toBe('my water heater is making a popping sound. please have someone call me back today');
  });
});
