import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, answers: which record of the owner's data speaks for a question, and what verification accepts.
 * A bicycle shop, written for these tests (none of its sentences come from the evaluation corpora).
 */
const TUESDAY = '2025-03-11T15:00:00Z';

const bikeQuestions = [
  { id: 'q-test-ride', question: 'Can I test ride a bike?', answer: 'Sure, any bike on the floor can be taken around the block any time we are open. Bring a photo ID.' },
  { id: 'q-storage', question: 'Do you store bikes over winter?', answer: 'We have no storage room, but winter tune-ups are booked at the same flat rate as in summer.' },
  { id: 'q-labor', question: 'How is labor priced?', answer: 'Labor is $70 an hour, billed in 15 minute steps, with a $20 minimum.' },
  { id: 'q-cancel', question: 'What if I cancel a repair?', answer: 'Tell us before we start and there is no fee.' },
  { id: 'q-rentals', question: 'Do you rent bikes?', answer: 'Yes, city bikes by the day.' },
  { id: 'q-kids', question: 'Do you sell kids bikes?', answer: 'Yes, from balance bikes to 24 inch wheels.' },
  { id: 'q-trade', question: 'Do you take trade-ins?', answer: 'We take adult bikes in rideable shape as credit toward a new one.' },
  { id: 'q-fit', question: 'Do you do bike fitting?', answer: 'Our fitter sees riders on Thursdays by appointment.' },
];
const options = { general: EN.general, alike: EN.alike, people: EN.people, question: EN.question, measuredMuch: EN.measuredMuch, place: EN.place, timing: EN.timing };
const shop = new KnowledgeIndex({ business_questions: bikeQuestions, business_items: [] }, options);
const business = makeBusiness({ name: 'Spoke & Chain', questions: bikeQuestions, items: [{ id: 'i-tune', name: 'Basic Tune-Up', price: '65', duration: 60, currency: 'USD', enabled: true }] });

describe('answers: the opening hours asked in so many words', () => {
  it('an FAQ whose answer only mentions when the shop is open does not speak for the hours', () => {
    expect(shop.questionMeets('what time do you open tomorrow', 'q-test-ride')).toBe(false);
    const r = new Call(ctx(business, TUESDAY)).say('what time do you open tomorrow');
    expect(r.say).not.toMatch(/test ride|around the block/i);
    expect(r.say).toMatch(/9:00 AM/);
  });

  it('an FAQ whose own question is about the thing asked still does', () => {
    expect(shop.questionMeets('can i test ride one before i buy', 'q-test-ride')).toBe(true);
  });
});

describe('answers: a price asked is answered by a record that states one', () => {
  it('a record that names a rate in passing, stating no amount, is not the price', () => {
    expect(shop.verify('what is the flat rate for a winter tune up', 'q-storage').verdict).not.toBe('answer');
  });

  it('a record that states an amount, or says there is no fee, is', () => {
    expect(shop.verify('how much do you charge for labor', 'q-labor').verdict).toBe('answer');
    expect(shop.verify('is there a fee if i cancel a repair', 'q-cancel').verdict).toBe('answer');
  });
});

describe('answers: the price of a named item asked as "do I have to pay for"', () => {
  const legal = makeBusiness({
    name: 'Harbor Mediation',
    questions: [{ id: 'q-intake', question: 'What is the intake call?', answer: 'A short call, free for everyone, to see if mediation fits your case.' }],
    items: [
      { id: 'i-intake', name: 'Intake Call (free)', price: '0.00', duration: 20, currency: 'USD', enabled: true },
      { id: 'i-session', name: 'Mediation Session', price: '300', duration: 120, currency: 'USD', enabled: true },
      { id: 'i-review', name: 'Document Review', price: '0', duration: 30, currency: 'USD', enabled: true },
    ],
  });

  it('is the item\'s price record, and 0 is "free" where the owner named the item free', () => {
    const r = new Call(ctx(legal, TUESDAY)).say('do i have to pay for the intake call');
    expect(r.say).toMatch(/Intake Call \(free\) is free/);
    expect(new Call(ctx(legal, TUESDAY)).say('do we need to pay for the mediation session').say).toMatch(/\$300\.00/);
  });

  it('a price of 0 the owner did not call free is not spoken as free (0 is the form\'s default)', () => {
    const r = new Call(ctx(legal, TUESDAY)).say('how much is the document review');
    expect(r.say).not.toMatch(/\bfree\b|\$0/);
  });

  it('"do I have to pay for it if I cancel" is a question about the rules, not the price', () => {
    const r = new Call(ctx(legal, TUESDAY)).say('do i have to pay for the mediation session if i cancel');
    expect(r.say).not.toMatch(/\$300/);
  });
});

describe('answers: the words that frame a question about a rule say whether, not what', () => {
  const studio = new KnowledgeIndex(
    {
      business_questions: [
        { id: 'q-pay', question: 'Payment', answer: 'Cards, cash and Apple Pay. No checks.' },
        { id: 'q-mats', question: 'Do I need my own mat?', answer: 'We lend mats for free; bring a towel.' },
        { id: 'q-food', question: 'Eating before class', answer: 'A light snack two hours before is fine, no heavy meals.' },
        { id: 'q-late', question: 'What if I am late?', answer: 'Doors lock five minutes after the start.' },
        { id: 'q-ready', question: 'How long until my membership card is ready?', answer: 'It prints while you wait at the desk.' },
        { id: 'q-kids', question: 'Kids classes', answer: 'Saturday mornings for ages 6 to 12.' },
        { id: 'q-parking', question: 'Parking', answer: 'Street parking on Elm, free after 6.' },
        { id: 'q-showers', question: 'Showers?', answer: 'Two showers and lockers in each changing room.' },
      ],
      business_items: [],
    },
    options,
  );

  it('"do you take", "am I allowed to", "is ... enough", "am I supposed to" are not what the record must explain', () => {
    expect(studio.verify('do you take apple pay', 'q-pay').verdict).toBe('answer');
    expect(studio.verify('am i allowed to eat a snack before class', 'q-food').verdict).toBe('answer');
    expect(studio.verify('am i supposed to bring my own mat', 'q-mats').verdict).toBe('answer');
  });

  it('a framing word the owner\'s own question asks with still counts for that record', () => {
    expect(studio.verify('how long until the membership card is ready', 'q-ready').verdict).toBe('answer');
  });

  it('framing alone still answers nothing', () => {
    expect(studio.verify('am i allowed to do that', 'q-food').verdict).not.toBe('answer');
  });
});
