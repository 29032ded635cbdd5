import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex, normalizeText } from '../../../functions/assistant/understanding/index.js';

/**
 * The everyday words of LocaleData.plainWords ("hot" for heated, "outside" for exterior) find the owner's record in
 * the owner's formal word, as item names do. A swim school and a house painter of our own.
 */
const swimQuestions = [
  { id: 'q-heat', question: 'Is the pool heated?', answer: 'Yes, the water is kept at 88 degrees all year.' },
  { id: 'q-lockers', question: 'Lockers', answer: 'Lockers are next to the showers; bring your own lock.' },
  { id: 'q-age', question: 'What age can kids start?', answer: 'From six months, with a parent in the water.' },
  { id: 'q-towels', question: 'Do you have towels?', answer: 'Bring your own towel and goggles.' },
];
const painterQuestions = [
  { id: 'q-exterior', question: 'Do you do exterior painting in winter?', answer: 'Exterior jobs run April to October, when it stays above 50 degrees.' },
  { id: 'q-interior', question: 'Interior painting', answer: 'Walls, ceilings and trim, all year round; we move the furniture for you.' },
  { id: 'q-colors', question: 'Can you help me pick colors?', answer: 'Yes, a free color consult comes with every job.' },
  { id: 'q-insured', question: 'Are you insured?', answer: 'Fully licensed and insured for $2 million.' },
];
const withAndWithout = (questions: typeof swimQuestions) => {
  const locale = { general: EN.general, alike: EN.alike, people: EN.people, offering: EN.offering, question: EN.question };
  return [new KnowledgeIndex({ business_questions: questions, business_items: [] }, { ...locale, plainWords: EN.plainWords }), new KnowledgeIndex({ business_questions: questions, business_items: [] }, locale)] as const;
};

describe("a caller's everyday word for the owner's formal word finds and answers the owner's record", () => {
  const [swim, swimWithout] = withAndWithout(swimQuestions);
  const [painter, painterWithout] = withAndWithout(painterQuestions);
  const cases = { swim: [swim, swimWithout], painter: [painter, painterWithout] } as const;
  it.each([
    ['swim', 'how hot is the pool', 'q-heat'],
    ['swim', 'is the water hot', 'q-heat'],
    ['painter', 'do you paint outside in the winter', 'q-exterior'],
    ['painter', 'can you do the inside painting', 'q-interior'],
  ] as const)('%s: "%s" is answered by %s', (business, said, id) => {
    const [index, without] = cases[business];
    const text = normalizeText(said);
    expect(index.find(text, 1)[0]?.id).toBe(id);
    expect(index.verify(text, id).verdict).toBe('answer');
    expect(without.verify(text, id).verdict).not.toBe('answer');
  });
});
