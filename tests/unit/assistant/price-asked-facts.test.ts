import { describe, expect, it } from 'vitest';
import { explainsMost } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Wednesday 9 April 2025, 11:00 in Chicago.
const MORNING = '2025-04-09T16:00:00Z';

/** A music school: lessons and a recital booked, strings and cables sold, a gift certificate named with its amount. */
const school = () =>
  makeBusiness({
    name: 'Bright Notes Music School',
    industry: 'Music School',
    items: [
      { id: 'i-recital', name: 'Spring Recital Package', price: '80.00', duration: 120, currency: 'USD', enabled: true },
      { id: 'i-lesson', name: 'Private Guitar Lesson (30 min)', price: '35.00', duration: 30, currency: 'USD', enabled: true },
      { id: 'i-cable', name: 'Braided Instrument Cable, 10 ft', price: '18.00', duration: null, currency: 'USD', enabled: true },
      { id: 'i-tube', name: 'Amp Tube Replacement Service', price: '65.00', duration: 60, currency: 'USD', enabled: true },
      { id: 'i-pack', name: 'Lesson Pack (5 lessons)', price: '160.00', duration: null, currency: 'USD', enabled: true },
      { id: 'i-gift', name: 'Gift Certificate ($25)', price: '25.00', duration: null, currency: 'USD', enabled: true },
    ],
    questions: [
      { id: 'q-recital', question: 'Tell me about the spring recital', answer: 'Every student plays one piece on the big stage and families are welcome; the package is priced per student.' },
      { id: 'q-trial', question: 'Is the trial lesson charged?', answer: 'The first trial lesson is free for new students.' },
      { id: 'q-park', question: 'Where do I park?', answer: 'In the lot behind the school.' },
    ],
  });

const ask = (words: string) => {
  const c = new Call(ctx(school(), MORNING));
  c.greet();
  return c.say(words).say;
};

describe('a price asked in so many words is not answered by an FAQ that states no amount', () => {
  it('"how much does the recital cost" gets the item\'s price, not the prose that says how it is priced', () => {
    const said = ask('how much does the recital cost');
    expect(said).toMatch(/\$80\.00/);
    expect(said).not.toMatch(/priced per student/);
  });

  it('an FAQ that states the amount ("free") still answers it', () => {
    expect(ask('how much do you charge for the trial lesson')).toMatch(/free for new students/);
  });
});

describe('a loose mention (one word of a longer name) answers a price only when the name explains most of the question', () => {
  it('"my amp only crackles when i wiggle the cable, how much to fix that" is not a cable on sale', () => {
    const said = ask('my amp only crackles when i wiggle the cable how much to fix that');
    expect(said).not.toMatch(/\$(18|65)\.00/);
    expect(said).toMatch(/don't have that information/);
  });

  it('"how much is a cable" is that item', () => {
    expect(ask('how much is a cable')).toMatch(/\$18\.00/);
  });

  it('explainsMost weighs the caller\'s topic words against the name', () => {
    const cable = { id: 'i-cable', name: 'Braided Instrument Cable, 10 ft' };
    expect(explainsMost('how much is a cable', cable)).toBe(true);
    expect(explainsMost('my amp only crackles when i wiggle the cable', cable)).toBe(false);
  });
});

describe('a clarifying question between two items states no price', () => {
  it('"how much is the lesson certificate" asks which, without the amount in a name', () => {
    const said = ask('how much is the lesson certificate');
    expect(said).toMatch(/Lesson Pack/);
    expect(said).toMatch(/Gift Certificate/);
    expect(said).not.toMatch(/\$\d/);
  });
});
