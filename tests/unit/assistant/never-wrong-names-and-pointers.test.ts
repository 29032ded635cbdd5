import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, never confidently wrong: a record is not the answer for a word it only has inside a place's name, nor for
 * the question part of a turn that points back at a thing the record does not name. Sentences written for these
 * tests, for a business of our own.
 */
const MONDAY = '2025-03-10T14:00:00Z';

const items = [
  { id: 'i-trail', name: 'Trail Ride (2 hours)', price: '90', duration: 120, currency: 'USD', enabled: true },
  { id: 'i-pony', name: 'Pony Ride for Kids', price: '25', duration: 20, currency: 'USD', enabled: true },
];
const questions = [
  { id: 'q-where', question: 'Where do rides start?', answer: 'Rides leave from our barn or meet you at Willow Creek Park or Elm Lake, with Google Maps pins sent by text.' },
  { id: 'q-gear', question: 'What should I bring?', answer: 'Long pants and closed shoes; helmets are provided. Allow 15 minutes to saddle up.' },
  { id: 'q-weight', question: 'Is there a weight limit?', answer: 'Riders up to 220 pounds.' },
];
const stables = makeBusiness({ name: 'Hollow Oak Stables', items, questions });
const index = new KnowledgeIndex({ business_questions: questions, business_items: items }, EN);

describe('a word met only as the kind of place a name ends with', () => {
  it('"where do we park" is not answered by the record that names Willow Creek Park', () => {
    expect(index.verify('where do we park', 'q-where').verdict).not.toBe('answer');
    // (The same record with no kinds of place in its locale: the word of the name is met, the record spoken.)
    expect(new KnowledgeIndex({ business_questions: questions, business_items: items }, { ...EN, nameHeads: [] }).verify('where do we park', 'q-where').verdict).toBe('answer');
    const r = new Call(ctx(stables, MONDAY)).say('where do we park');
    expect(r.say).not.toMatch(/Willow Creek Park/);
  });

  it('the place said by its name is still answered', () => {
    expect(index.verify('do rides start at willow creek park', 'q-where').verdict).toBe('answer');
  });

  it('a name that ends with no kind of place keeps all its words ("maps" of Google Maps)', () => {
    const kept = new KnowledgeIndex({ business_questions: questions, business_items: items }, { ...EN, nameHeads: [] });
    expect(index.verify('do you send maps pins', 'q-where').verdict).toBe(kept.verify('do you send maps pins', 'q-where').verdict);
  });
});

describe('a question that points back at the thing named before it', () => {
  it('"the sunset ride, is that fifteen minutes" is not answered by a record that only says "15 minutes"', () => {
    // (The question alone is the record's: "15 minutes".)
    expect(index.verify('is that fifteen minutes', 'q-gear').verdict).toBe('answer');
    expect(index.verify('the sunset ride is that fifteen minutes', 'q-gear').verdict).not.toBe('answer');
    const r = new Call(ctx(stables, MONDAY)).say('the sunset ride is that fifteen minutes');
    expect(r.say).not.toMatch(/closed shoes/);
  });

  it('a story before "is that ..." is the caller\'s case: the record that answers it is still spoken', () => {
    expect(index.verify('i weigh about two hundred is that ok for the weight limit', 'q-weight').verdict).toBe('answer');
  });
});

describe('a count asked to be confirmed', () => {
  const gym = [
    { id: 'q-term', question: 'Can I cancel my membership?', answer: 'Yes, with 30 days notice, or pay 2 months of dues to leave at once.' },
    { id: 'q-late', question: 'What if I am late to class?', answer: 'Doors close 10 minutes after the start.' },
  ];
  const gymIndex = new KnowledgeIndex({ business_questions: gym, business_items: [] }, EN);

  it('"is it a six month membership" is not answered by a record whose months are a fee ("2 months of dues")', () => {
    expect(gymIndex.verify('is it a six month membership', 'q-term').verdict).not.toBe('answer');
  });

  it('the count the record states is still answered, and a count in the story is not a count asked', () => {
    expect(gymIndex.verify('is it thirty days notice to cancel my membership', 'q-term').verdict).toBe('answer');
    expect(gymIndex.verify('i will be five minutes late to class is that a problem', 'q-late').verdict).toBe('answer');
  });
});
