import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';

/**
 * A caller's word that asks for a kind of fact (a length, a time, an amount) is explained by an owner's answer that
 * states one, and a few everyday words meet the owner's formal ones (LocaleData.answers.asks, alike, senses).
 */
type Q = { id: string; question: string; answer: string };
const index = (questions: Q[]) => new KnowledgeIndex({ business_questions: questions, business_items: [] }, EN);

/** A climbing gym whose records are written as topics, not as questions. */
const gym = () =>
  index([
    { id: 'q-passes', question: 'Punch cards', answer: 'A 10-visit punch card is $150 and is good for one year from the day you buy it.' },
    { id: 'q-quiet', question: 'Closing up', answer: 'The walls close 30 minutes before the doors; the last belay check is at 9:30 pm.' },
    { id: 'q-rules', question: 'House rules', answer: 'Chalk balls only, no loose chalk, and spotters stay off the mats.' },
    { id: 'q-groups', question: 'Group bookings', answer: 'Book birthday and team groups at least two weeks in advance; we take a $100 deposit.' },
    { id: 'q-reach', question: 'Mobile climbing wall', answer: 'Our trailer wall travels up to 40 miles from the gym.' },
    { id: 'q-shoes', question: 'Shoe rental', answer: 'Rental shoes are sanitized after every use.' },
    { id: 'q-bad', question: 'Outdoor trips', answer: 'Outdoor trips are called off when it rains; you get a full credit.' },
    { id: 'q-stay', question: 'Out of town climbers', answer: 'The Pine Lodge next door gives our members a lower rate.' },
    { id: 'q-broken', question: 'Gear repair', answer: 'We repair harnesses and resole shoes in about a week.' },
  ]);

describe('a word asking for a kind of fact, explained by an answer that states one', () => {
  it('"do the punch cards run out / expire": the card\'s stated length answers it', () => {
    const k = gym();
    expect(k.verify('do punch cards expire', 'q-passes').verdict).toBe('answer');
  });

  it('the same word is not explained by an answer that states no length', () => {
    const k = gym();
    expect(k.verify('do the chalk balls expire', 'q-rules').unexplained.length).toBeGreaterThan(0);
    expect(k.verify('do the chalk balls expire', 'q-rules').verdict).not.toBe('answer');
  });

  it('"what time is the last belay check": an answer with a clock time answers "what time"', () => {
    const k = gym();
    expect(k.find('what time is the last belay check')[0]?.id).toBe('q-quiet');
    expect(k.verify('what time is the last belay check', 'q-quiet').verdict).toBe('answer');
  });

  it('"what time" is not answered by a record that states no time at all', () => {
    const k = gym();
    expect(k.verify('what time do spotters get off the mats', 'q-rules').verdict).not.toBe('answer');
  });

  it('"when is the rest of the money due for a group": an answer with an amount explains "money"', () => {
    const k = gym();
    expect(k.verify('how much money do we put down for a birthday group', 'q-groups').unexplained).not.toContain('money');
    expect(k.verify('is money needed for the spotters', 'q-rules').unexplained).toContain('money');
  });
});

describe('"how far ahead" asks for notice, "how far" alone for a distance', () => {
  it('"how far ahead should we book a group" is the notice record, with nothing unexplained', () => {
    const k = gym();
    expect(k.find('how far ahead should we book a group')[0]?.id).toBe('q-groups');
    expect(k.verify('how far ahead should we book a group', 'q-groups').verdict).toBe('answer');
  });

  it('"how far does the climbing wall travel" is still a distance', () => {
    const k = gym();
    expect(k.find('how far does the mobile wall travel')[0]?.id).toBe('q-reach');
    expect(k.verify('how far does the mobile wall travel', 'q-reach').verdict).toBe('answer');
  });
});

describe("everyday words for the owner's formal ones, in any trade", () => {
  it.each([
    ['are the rental shoes reused', 'q-shoes'],
    ['what if the weather is bad on our outdoor trip', 'q-bad'],
    ['any hotels for out of town climbers', 'q-stay'],
  ])('"%s" is answered by %s', (said, id) => {
    const k = gym();
    expect(k.find(said)[0]?.id).toBe(id);
    expect(k.verify(said, id).verdict).toBe('answer');
  });

  it('a word of one group does not explain a record about another topic', () => {
    const k = gym();
    expect(k.verify('what if the weather is bad for shoe rental', 'q-bad').verdict).not.toBe('answer');
    expect(k.verify('any hotels near the gym', 'q-rules').verdict).not.toBe('answer');
  });
});
