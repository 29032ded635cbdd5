import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex, otherKind } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, never confidently wrong: a kind of a thing asked about (a language, an animal, a diet, a drink) is not
 * answered by a record that names another kind of it and whose answer does not name the thing itself; a record whose
 * answer names the thing ("any other language", "no animals") answers. Monday 2025-03-10, 10:00 in New York (open).
 */
const MONDAY = '2025-03-10T14:00:00Z';
const questions = [
  { id: 'q-lang', question: 'Does anyone there speak another language?', answer: 'Yes, Ana speaks Portuguese and Tom speaks German.' },
  { id: 'q-dogs', question: 'Can I bring my dog?', answer: 'Dogs on a leash are welcome in the waiting room.' },
  { id: 'q-veg', question: 'Any vegetarian dishes?', answer: 'Yes, the lentil stew and the mushroom risotto.' },
  { id: 'q-wine', question: 'Do you serve wine?', answer: 'A short list of local wines by the glass.' },
];

describe('a kind asked about, a record naming another kind', () => {
  it('names the kind the record does not name', () => {
    expect(otherKind('does somebody speak japanese', 'Does anyone speak another language?', 'Yes, Ana speaks Portuguese.')).toBe('japanese');
    expect(otherKind('is it ok to bring my rabbit', 'Can I bring my dog?', 'Dogs are welcome.')).toBe('rabbit');
    expect(otherKind('do you have anything halal', 'Any vegetarian dishes?', 'Yes, the lentil stew.')).toBe('halal');
    expect(otherKind('do you have cocktails', 'Do you serve wine?', 'A short list of local wines.')).toBe('cocktails');
  });

  it('a flower asked about, where the record tells of another flower only', () => {
    const care = 'How long do bouquets keep?';
    expect(otherKind('will the peonies keep a week', care, 'Most bouquets keep 5 days; tulips keep best in cold water.')).toBe('peonies');
    expect(otherKind('do the tulips keep a week', care, 'Most bouquets keep 5 days; tulips keep best in cold water.')).toBe(null);
    expect(otherKind('will the peonies keep a week', care, 'Cut flowers keep 5 days in cold water.')).toBeNull();
  });

  it('is no other kind when the record names that kind, or its answer names the thing itself, or no kind at all', () => {
    expect(otherKind('does anyone speak german', 'Does anyone speak another language?', 'Yes, Ana speaks Portuguese and Tom speaks German.')).toBeNull();
    expect(otherKind('does anyone speak japanese', 'Languages?', 'Ana speaks Portuguese, and we book an interpreter for any other language.')).toBeNull();
    expect(otherKind('can i bring my cat', 'Can I bring my dog?', 'Only service animals are allowed.')).toBeNull();
    expect(otherKind('can i bring my cat', 'Pets?', 'Please leave them at home.')).toBeNull();
    expect(otherKind('do you serve beer', 'Alcohol?', 'We do not serve alcohol.')).toBeNull();
  });

  it('verification says the record does not answer, and the engine speaks none of it', () => {
    const k = new KnowledgeIndex({ business_questions: questions, business_items: [] }, EN);
    expect(k.verify('does anyone speak japanese', 'q-lang').verdict).toBe('unknown');
    expect(k.verify('can i bring my rabbit', 'q-dogs').verdict).toBe('unknown');
    expect(k.verify('does anyone speak german', 'q-lang').verdict).toBe('answer');
    expect(k.verify('can i bring my dog', 'q-dogs').verdict).toBe('answer');
    const b = makeBusiness({ name: 'Corner Bistro', questions, items: [] });
    const r = new Call(ctx(b, MONDAY)).say('does anybody there speak japanese');
    expect(r.say).not.toMatch(/Portuguese|German/);
    const pet = new Call(ctx(b, MONDAY)).say('is it okay if i bring my rabbit');
    expect(pet.say).not.toMatch(/leash/);
    expect(pet.say).toMatch(/don't have that information/);
    expect(new Call(ctx(b, MONDAY)).say('do you have cocktails').say).not.toMatch(/wines/);
  });
});
