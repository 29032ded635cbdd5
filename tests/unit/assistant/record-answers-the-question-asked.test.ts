import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, never confidently wrong (twentieth pass): a record spoken must answer the question the caller asks, not
 * the condition said around it, nor another thing's price. A bowling alley of our own. Monday 2025-03-10, 10:00 in New
 * York (open).
 */
const MONDAY = '2025-03-10T14:00:00Z';
const questions = [
  { id: 'q-shoes', question: 'Do I need bowling shoes?', answer: 'Yes, rental shoes are required on the lanes; bring clean socks.' },
  { id: 'q-members', question: 'Do members get a discount?', answer: 'League members get 15% off open bowling and food, Sunday to Thursday.' },
  { id: 'q-damage', question: 'What if a ball gets dropped?', answer: 'Tell the front desk; a cracked house ball is replaced at no charge to you.' },
  { id: 'q-leagues', question: 'Leagues', answer: 'Winter leagues bowl Tuesday and Thursday evenings; teams of four sign up at the desk.' },
  { id: 'q-bumpers', question: 'Bumpers for kids', answer: 'Bumpers go up on any lane for young bowlers; ask when you check in.' },
  { id: 'q-food', question: 'Food on the lanes', answer: 'Pizza and wings are served at the lanes; no outside food except a birthday cake.' },
  { id: 'q-cards', question: 'What cards do you take?', answer: 'Visa, Mastercard and Discover; paying with our own gift card takes 10% off any lane.' },
  { id: 'q-cakes', question: 'Can we bring a cake?', answer: 'Yes, a birthday cake is fine; we supply plates and candles for the kids.' },
];
const items = [
  { id: 'lane-hour', name: 'Lane Rental (per hour)', price: '40.00', duration: 60, currency: 'USD', enabled: true },
  { id: 'shoe-rental', name: 'Shoe Rental', price: '5.00', duration: null, currency: 'USD', enabled: true },
  { id: 'party', name: 'Birthday Bowling Party (10 kids)', price: '220.00', duration: 120, currency: 'USD', enabled: true },
];

describe('a condition is the caller\'s case, not the question', () => {
  const k = new KnowledgeIndex({ business_questions: questions, business_items: items }, EN);

  it('a record that explains only the "if" clause does not answer', () => {
    // "drop" is all the damage record shares with the condition; the question is whether the caller still pays.
    expect(k.verify('if i drop a ball on the lane it do i have to pay for it', 'q-damage').verdict).not.toBe('answer');
  });

  it('a record that explains the question after the condition still answers', () => {
    expect(k.verify('if we come on a tuesday do members get a discount', 'q-members').verdict).toBe('answer');
    expect(k.verify('do i need bowling shoes', 'q-shoes').verdict).toBe('answer');
  });
});

describe('a price asked of an item the caller names', () => {
  const k = new KnowledgeIndex({ business_questions: questions, business_items: items }, EN);

  it('is not answered by a record about another thing whose amount is a discount', () => {
    // The cards record explains "lane", "visa", "card" and states an amount (10%), but not the rental asked about.
    expect(k.verify('how much is a lane rental if i pay with a visa card', 'q-cards').verdict).not.toBe('answer');
  });

  it('a record asked about its own subject still answers', () => {
    expect(k.verify('do league members get a discount on food', 'q-members').verdict).toBe('answer');
    expect(k.verify('what cards do you take', 'q-cards').verdict).toBe('answer');
  });

  it('the engine does not read the discount out as the lane price', () => {
    const b = makeBusiness({ name: 'Strike Zone Lanes', questions, items });
    const r = new Call(ctx(b, MONDAY)).say('how much is a lane rental if i pay with a visa card');
    expect(r.say).not.toMatch(/10% off/);
  });
});
