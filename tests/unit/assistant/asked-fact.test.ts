import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';

/**
 * Issue 13, answers in the caller's own words: the owner writes a record by topic ("Parking", "Drying time") with
 * the fact only in its answer; the caller asks for the fact with a question word ("where do I park", "how long
 * until it is dry"). A pottery studio, in our own sentences.
 */
const studio = [
  { id: 'q-parking', question: 'Parking', answer: 'Free spaces in the lot behind the studio, entrance on Mill Road.' },
  { id: 'q-drying', question: 'Drying time', answer: 'Pieces dry on the shelf for 5-7 days before the first firing.' },
  { id: 'q-glaze', question: 'Glazes', answer: 'We stock food-safe glazes in twenty colors.' },
  { id: 'q-kids', question: 'Kids classes', answer: 'Saturday mornings for ages 6 to 12, a parent stays on site.' },
  { id: 'q-pain', question: 'Wrist strain', answer: 'Throwing can strain the wrists at first; we show you how to brace.' },
  { id: 'q-fees', question: 'Studio fees', answer: 'Firing is included in the class price.' },
  { id: 'q-gift', question: 'Gift cards', answer: 'Gift cards come in any amount and never expire.' },
  { id: 'q-private', question: 'Private parties', answer: 'Book the whole studio for up to 12 guests on Friday nights.' },
];
const words = { general: EN.general, alike: EN.alike, people: EN.people, question: EN.question, timing: EN.timing, answers: EN.answers, degree: EN.degree };
const k = new KnowledgeIndex({ business_questions: studio, business_items: [] }, words);
const topic = new KnowledgeIndex({ business_questions: studio, business_items: [] }, { ...words, answers: undefined, degree: undefined });

describe('the question word reads the fact an answer states', () => {
  it('"where" is answered by a record whose answer says where', () => {
    expect(k.find('where should i leave my car')[0]?.id).toBe('q-parking');
    expect(k.verify('where do i park', 'q-parking').verdict).toBe('answer');
    // (Without the locale's reading of the answer, "where" is left unexplained by a record titled "Parking".)
    expect(topic.verify('where do i park', 'q-parking').verdict).not.toBe('answer');
  });

  it('"how long" is answered by a record whose answer states a length of time', () => {
    expect(k.verify('how long do the pieces need to dry', 'q-drying').verdict).toBe('answer');
    expect(topic.verify('how long do the pieces need to dry', 'q-drying').verdict).not.toBe('answer');
  });

  it('the question word alone does not make a record the answer: its topic must be met', () => {
    // A record that says where, asked where about something else, is not spoken.
    expect(k.verify('where do i pick up my gift card', 'q-parking').verdict).not.toBe('answer');
    // A record that states a length of time does not answer how long another thing lasts.
    expect(k.verify('how long do the glazes last', 'q-drying').verdict).not.toBe('answer');
  });

  it('an answer that says neither where nor how long explains neither', () => {
    expect(k.verify('where are the gift cards', 'q-gift').verdict).not.toBe('answer');
    expect(k.verify('how long is the gift card good for', 'q-fees').verdict).not.toBe('answer');
  });
});

describe('"a lot" as a degree is no parking lot', () => {
  it('"does it hurt a lot", "a lot of kids": never the parking', () => {
    expect(k.find('does it hurt a lot').map((r) => r.id)).not.toContain('q-parking');
    // (Read as a parking lot, the degree finds the parking record first.)
    expect(topic.find('does it hurt a lot')[0]?.id).toBe('q-parking');
    expect(k.find('does throwing hurt my wrists a lot').map((r) => r.id)).toEqual(['q-pain']);
    expect(k.verify('do a lot of kids come on saturdays', 'q-kids').verdict).toBe('answer');
    expect(topic.verify('do a lot of kids come on saturdays', 'q-kids').verdict).not.toBe('answer');
    expect(k.verify('do you have lots of glaze colors', 'q-glaze').unexplained).toEqual([]);
  });

  it('a lot to park in is still one', () => {
    expect(k.find('is there a lot i can park in')[0]?.id).toBe('q-parking');
    expect(k.find('do you have a lot behind the building')[0]?.id).toBe('q-parking');
  });
});
