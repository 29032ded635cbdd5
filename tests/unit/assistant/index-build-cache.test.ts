import { describe, expect, it } from 'vitest';
import { makeBusiness, salonItems } from './fixtures.js';
import { prepare } from '../../../functions/assistant/context.js';
import { KnowledgeIndex } from '../../../functions/assistant/understanding/retrieval.js';
import { EN } from '../../../functions/assistant/understanding/locale/en.js';
import { normalize } from '../../../functions/assistant/text.js';

// The indexes remember what they have read (texts, tokens) across builds; a build reading remembered text must rank
// and verify exactly as a first build does.
const questions = [
  { id: 'q-park', question: 'Where can I park?', answer: 'There is a free lot behind the shop, and street parking after 6pm.' },
  { id: 'q-pay', question: 'What payment do you take?', answer: 'Cards and cash; no checks.' },
  { id: 'q-late', question: "What if I'm late?", answer: 'We hold your spot for 15 minutes, then it goes to the next guest.' },
  { id: 'q-gift', question: 'Do you sell gift cards?', answer: 'Yes, in any amount from $25, at the front desk or online.' },
];
const locale = { general: EN.general, alike: EN.alike, abbreviations: EN.abbreviations, holiday: EN.holiday, people: EN.people, offering: EN.offering, question: EN.question, measuredMuch: EN.measuredMuch, place: EN.place, timing: EN.timing, agedSaid: EN.agedSaid, ageStated: EN.ageStated, namedKinds: EN.namedKinds, answers: EN.answers, degree: EN.degree };
const asked = ['is there somewhere to leave my car', "what happens if i'm running fifteen minutes behind", 'can i pay with a card', 'do you do gift certificates'];

describe('the knowledge index built again from remembered readings', () => {
  it('ranks and verifies every question exactly as the first build did', () => {
    const business = makeBusiness({ name: 'Corner Salon', industry: 'Hair salon', items: [], questions });
    const first = new KnowledgeIndex(business, locale);
    const firstRead = asked.map((s) => ({ found: first.find(s), verdicts: first.find(s).map((r) => first.verify(s, r.id)) }));
    const again = new KnowledgeIndex(makeBusiness({ name: 'Corner Salon', industry: 'Hair salon', items: [], questions }), locale);
    const againRead = asked.map((s) => ({ found: again.find(s), verdicts: again.find(s).map((r) => again.verify(s, r.id)) }));
    expect(againRead).toEqual(firstRead);
    expect(firstRead[0].found[0]?.id).toBe('q-park');
  });

  it('hands out readings the caller may change without changing the next reading', () => {
    const index = new KnowledgeIndex(makeBusiness({ items: [], questions }), locale);
    const found = index.find('where can i park');
    found[0].score = -1;
    expect(index.find('where can i park')[0].score).toBeGreaterThan(0);
  });

  it('normalises a remembered text as it did the first time', () => {
    const said = "It's 5 o'clock, can't I come by at 5:30 p.m.?";
    const first = normalize(said);
    expect(normalize(said)).toBe(first);
    expect(first).toBe('it is 5 o\'clock can not i come by at 5:30 pm');
  });

  it('still takes accents off and expands contractions in curly quotes, and leaves plain text as it is', () => {
    expect(normalize('Crème brûlée? We’re out; they’ll be back Saturday')).toBe('creme brulee we are out they will be back saturday');
    expect(normalize('Is the Jalapeño Popper gluten free')).toBe('is the jalapeno popper gluten free');
    expect(normalize('Do you take walk ins on Sundays')).toBe('do you take walk ins on sundays');
  });
});

describe('normalised text remembered as its own normal form', () => {
  it('reads a normalised text again exactly as normalising it would', () => {
    const once = normalize('Call us at 9:30 A.M. & ask for Ana (1,200 sq ft, 2.5 baths)');
    expect(once).toBe('call us at 9:30 am and ask for ana 1200 sq ft 2.5 baths');
    expect(normalize(once)).toBe(once);
  });

  it('normalises again a text an apostrophe left open to a second reading', () => {
    const once = normalize("he'd_go");
    expect(once).toBe("he'd go");
    expect(normalize(once)).toBe('he would go');
  });

  it('cuts a text that expanding made longer than the longest utterance read', () => {
    const once = normalize("don't ".repeat(100));
    expect(once.length).toBeGreaterThan(500);
    expect(normalize(once).length).toBeLessThanOrEqual(500);
  });
});

describe("a business's indexes after a save of its FAQs", () => {
  const at = (business: ReturnType<typeof makeBusiness>) => prepare({ business, now: new Date('2025-03-10T14:00:00Z'), callerNumber: null, calendar: { appointments: [] } });

  it('keeps the catalog built for the same items and reads the new FAQs', () => {
    const before = at(makeBusiness({ items: salonItems, questions }));
    const after = at(makeBusiness({ items: salonItems.map((i) => ({ ...i })), questions: [...questions, { id: 'q-wifi', question: 'Do you have wifi?', answer: 'Yes, ask at the desk for the password.' }] }));
    expect(after.catalog).toBe(before.catalog);
    expect(after.faq).not.toBe(before.faq);
    expect(after.knowledge.find('do you have wifi')[0]?.id).toBe('q-wifi');
    expect(before.knowledge.find('do you have wifi')[0]?.id).not.toBe('q-wifi');
  });

  it('builds the catalog again when an item changes', () => {
    const before = at(makeBusiness({ items: salonItems, questions }));
    const repriced = salonItems.map((i, n) => (n === 0 ? { ...i, price: '99.00' } : i));
    const after = at(makeBusiness({ items: repriced, questions }));
    expect(after.catalog).not.toBe(before.catalog);
    expect(after.catalog.items[0].cents).toBe(9900);
    expect(before.catalog.items[0].cents).not.toBe(9900);
  });
});
