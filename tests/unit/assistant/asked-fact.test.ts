import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex, normalizeText } from '../../../functions/assistant/understanding/index.js';

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

/** A day spa's records, written by topic, and the everyday words callers ask them in. */
const spa = [
  { id: 'q-after', question: 'After your massage', answer: 'Drink water and skip strenuous exercise for the rest of the day. No hot baths until tomorrow.' },
  { id: 'q-pregnant', question: 'Pregnancy', answer: 'Most treatments are fine while pregnant; we skip retinol and strong scents.' },
  { id: 'q-facial-vs-peel', question: 'Facial or peel?', answer: 'A facial cleans and hydrates. A peel removes the top layer of skin and needs a week of sun care.' },
  { id: 'q-tea', question: 'Drinks', answer: 'Herbal tea and oat milk lattes in the lounge.' },
  { id: 'q-license', question: 'Are you licensed?', answer: 'Every therapist holds a state license; the law requires it and we post them at the desk.' },
  { id: 'q-membership', question: 'Membership', answer: 'One massage a month for $79, no obligation, cancel any time.' },
  { id: 'q-gift', question: 'Gift cards', answer: 'Gift cards come in any amount and never expire.' },
  { id: 'q-parking', question: 'Parking', answer: 'Free parking in the garage next door.' },
];
const withoutFrames = EN.general.filter((w) => !['difference', 'between', 'safe', 'normal', 'non'].includes(w));
const spaIndex = new KnowledgeIndex({ business_questions: spa, business_items: [] }, words);
const spaWithoutFrames = new KnowledgeIndex({ business_questions: spa, business_items: [] }, { ...words, general: withoutFrames });

describe('the frame of a question is not its topic', () => {
  it('"what is the difference between X and Y" is about X and Y', () => {
    expect(spaIndex.verify('what is the difference between a facial and a peel', 'q-facial-vs-peel').verdict).toBe('answer');
    expect(spaWithoutFrames.verify('what is the difference between a facial and a peel', 'q-facial-vs-peel').verdict).not.toBe('answer');
  });

  it('"is it safe to ..." asks about what follows', () => {
    expect(spaIndex.verify('i am pregnant is it safe to get a treatment', 'q-pregnant').verdict).toBe('answer');
    expect(spaWithoutFrames.verify('i am pregnant is it safe to get a treatment', 'q-pregnant').verdict).not.toBe('answer');
  });

  it('a frame word alone finds nothing to answer', () => {
    expect(spaIndex.verify('is it safe', 'q-pregnant').verdict).not.toBe('answer');
  });
});

describe('everyday words for what owners write in other words', () => {
  it('the gym is exercise, a swim is a bath, non dairy is about milk, legal is the law, a catch is an obligation', () => {
    expect(spaIndex.find('can i go to the gym after my massage')[0]?.id).toBe('q-after');
    expect(spaIndex.verify('can i go to the gym after my massage', 'q-after').verdict).toBe('answer');
    expect(spaIndex.verify('is there anything non dairy for my latte', 'q-tea').verdict).toBe('answer');
    expect(spaIndex.verify('is that even legal without a license', 'q-license').verdict).toBe('answer');
    expect(spaIndex.verify('what is the catch with the membership', 'q-membership').verdict).toBe('answer');
  });

  it('a word alike to the owner\'s does not stand for the topic itself', () => {
    // "dairy" meets "milk", but a question about the gift cards is still about the gift cards.
    expect(spaIndex.find('can i pay for a gift card with milk money')[0]?.id).toBe('q-gift');
  });
});

describe('contractions said without the apostrophe', () => {
  it('are read as the two words', () => {
    expect(normalizeText('what if youre running late')).toBe('what if you are running late');
    expect(normalizeText('itll be my first time')).toBe('it will be my first time');
    expect(normalizeText('can i borrow one while mines in the shop')).toBe('can i borrow one while mine is in the shop');
    // (a word that is also a contraction is left as said)
    expect(normalizeText('we were ill')).toBe('we were ill');
  });
});

describe('in the ranking, "where" is met by an answer that says where', () => {
  const roofer = [
    { id: 'q-cleanup', question: 'Cleanup', answer: 'The trailer sits in your driveway for a day or two and we haul everything off.' },
    { id: 'q-crew', question: 'Your crew', answer: 'Four roofers and a foreman, all employees.' },
    { id: 'q-trailer-fee', question: 'Disposal fee', answer: 'Disposal of old shingles is $250 per trailer load.' },
  ];
  const withPlace = new KnowledgeIndex({ business_questions: roofer, business_items: [] }, words);
  const withoutPlace = new KnowledgeIndex({ business_questions: roofer, business_items: [] }, { ...words, answers: undefined });

  it('"where does the trailer go" ranks the record that says where above the one that only names the trailer', () => {
    expect(withPlace.find('where does the trailer go')[0]?.id).toBe('q-cleanup');
    const score = (k: KnowledgeIndex) => k.find('where does the trailer go').find((r) => r.id === 'q-cleanup')!.score;
    expect(score(withPlace)).toBeGreaterThan(score(withoutPlace));
  });

  it('a record that says no place gains nothing from "where"', () => {
    const score = (k: KnowledgeIndex) => k.find('where is the disposal fee paid').find((r) => r.id === 'q-trailer-fee')?.score ?? 0;
    expect(score(withPlace)).toBe(score(withoutPlace));
  });
});
