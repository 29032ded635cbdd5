import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';

/**
 * What the caller's question asks for, met by the kind of fact the owner's answer states (twentieth pass): an amount
 * off a price is a discount, a number of people answers how many a thing takes, and a question said in the words of
 * the owner's own question is that question even when every word is framing, and a short form callers say ("combo",
 * "amex") is the owner's full word. Each with the case it must not reach.
 */
type Q = { id: string; question: string; answer: string };
const index = (questions: Q[]) => new KnowledgeIndex({ business_questions: questions, business_items: [] }, EN);

/** A board-game cafe with a party room, of our own. */
const gameCafe = () =>
  index([
    { id: 'q-pay', question: 'Payment', answer: 'Cards and cash. Teachers get 15% off table fees with a school ID.' },
    { id: 'q-room', question: 'Party room', answer: 'The loft holds up to 24 people for 3 hours. Book a week ahead.' },
    { id: 'q-platter', question: 'Snack platters', answer: 'A large platter is plenty for 6 to 8 people; a small one is a snack for two.' },
    { id: 'q-bring', question: 'What should I bring?', answer: 'Just yourselves. We lend out every game on the shelf.' },
    { id: 'q-games', question: 'How many games do you have?', answer: 'Over 900 games, sorted by length and difficulty.' },
    { id: 'q-food', question: 'Outside food', answer: 'No outside food, except birthday cakes.' },
  ]);

describe('an amount off a price is a discount', () => {
  it('"is there a teacher discount" is answered by the record that states 15% off for teachers', () => {
    const k = gameCafe();
    expect(k.find('is there a teacher discount')[0]?.id).toBe('q-pay');
    expect(k.verify('is there a teacher discount', 'q-pay').verdict).toBe('answer');
  });

  it('a record with no amount off does not answer a discount asked', () => {
    const k = index([
      { id: 'q-pay', question: 'Payment', answer: 'Cards and cash. Teachers can pay by school purchase order.' },
      { id: 'q-room', question: 'Party room', answer: 'The loft holds up to 24 people for 3 hours.' },
    ]);
    expect(k.verify('is there a teacher discount', 'q-pay').verdict).not.toBe('answer');
  });

  it('a time off is no discount ("we take 2 days off at Christmas")', () => {
    const k = index([
      { id: 'q-holidays', question: 'Holidays', answer: 'We take 2 days off at Christmas and close early on New Year’s Eve.' },
      { id: 'q-room', question: 'Party room', answer: 'The loft holds up to 24 people for 3 hours.' },
    ]);
    expect(k.verify('do you have a holiday discount', 'q-holidays').verdict).not.toBe('answer');
  });
});

describe('a number of people answers how many a thing takes', () => {
  it('"how many can fit in the loft" and "how many people does the large platter feed" meet the counts of people stated', () => {
    const k = gameCafe();
    expect(k.verify('how many can fit in the loft', 'q-room').verdict).toBe('answer');
    expect(k.verify('how many people does the large platter feed', 'q-platter').verdict).toBe('answer');
  });

  it('a record that states no number of people does not answer how many a thing feeds', () => {
    const k = index([
      { id: 'q-platter', question: 'Snack platters', answer: 'Platters are made to order with cheese, fruit and crackers.' },
      { id: 'q-room', question: 'Party room', answer: 'The loft holds up to 24 people for 3 hours.' },
      { id: 'q-games', question: 'Games', answer: 'Over 900 games on the shelves.' },
    ]);
    expect(k.verify('how many people does the large platter feed', 'q-platter').verdict).not.toBe('answer');
  });

  it('a count of things that are not people ("over 900 games") answers no headcount', () => {
    expect(gameCafe().verify('how many people can you fit', 'q-games').verdict).not.toBe('answer');
  });
});

describe("a question in the owner's own words, every word framing", () => {
  it('"what do we need to bring" is "What should I bring?"', () => {
    expect(gameCafe().verify('what do we need to bring', 'q-bring').verdict).toBe('answer');
  });

  it('framing words the owner\'s question does not ask with are still a guess ("can we bring it", "Outside food")', () => {
    expect(gameCafe().verify('can we bring some for the kids', 'q-food').verdict).toBe('clarify');
  });
});

describe("a caller's short form is the owner's full word", () => {
  const diner = () =>
    index([
      { id: 'q-plates', question: 'Combination plates', answer: 'Any two tacos with rice and beans for $12. Swap the beans for salad at no charge.' },
      { id: 'q-pay', question: 'Payment', answer: 'Visa, Mastercard and cash. No American Express.' },
      { id: 'q-salsa', question: 'Salsa bar', answer: 'Take as much salsa as you like from the bar.' },
    ]);

  it('"can i swap the beans on my combo" is the combination plates; "do you take amex" is the payment record', () => {
    const k = diner();
    expect(k.verify('can i swap the beans on my combo', 'q-plates').verdict).toBe('answer');
    expect(k.find('do you take amex')[0]?.id).toBe('q-pay');
    expect(k.verify('do you take amex', 'q-pay').verdict).toBe('answer');
  });

  it('an owner who writes the short form keeps it as written', () => {
    const k = index([
      { id: 'q-combo', question: 'Combos', answer: 'Every combo comes with a drink.' },
      { id: 'q-pay', question: 'Payment', answer: 'Visa and cash only.' },
    ]);
    expect(k.verify('what comes with a combo', 'q-combo').verdict).toBe('answer');
  });

  it('the part of a compound callers say alone is no short form of the owner\'s prose ("brow" is not "eyebrow" here)', () => {
    const k = index([
      { id: 'q-men', question: 'Do you see men?', answer: 'Yes, men are welcome for eyebrow shaping and facials.' },
      { id: 'q-retinol', question: 'Before waxing', answer: 'Stop retinol a week before any wax.' },
    ]);
    expect(k.find('is retinol a problem for a brow wax')[0]?.id).toBe('q-retinol');
  });
});
