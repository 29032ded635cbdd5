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

describe('answers: the owner\'s short forms and word families', () => {
  const cleaners = [
    { id: 'q-rate', question: 'How do you charge?', answer: '$45/hr per cleaner, 3 hr minimum.' },
    { id: 'q-size', question: 'How many cleaners will come?', answer: 'Two for a 1-2BR, three for 3BR and up.' },
    { id: 'q-jobs', question: 'Do you hire?', answer: 'Yes, send us a note with your availability.' },
    { id: 'q-supplies', question: 'Do you bring supplies?', answer: 'Yes, all supplies and a vacuum; 2-3 hrs of drying for carpets.' },
    { id: 'q-holidays', question: 'Are you open on holidays?', answer: 'We work every holiday except Christmas and New Year.' },
    { id: 'q-pets', question: 'Pets?', answer: 'Friendly pets are fine, please tell us ahead.' },
    { id: 'q-keys', question: 'Do I need to be home?', answer: 'No, a lockbox or a door code works.' },
    { id: 'q-eco', question: 'Are your products green?', answer: 'Plant-based products unless you ask for bleach.' },
  ];
  const index = new KnowledgeIndex({ business_questions: cleaners, business_items: [] }, { ...options, abbreviations: EN.abbreviations, holiday: EN.holiday });
  const biz = makeBusiness({ name: 'Tidy Nest', questions: cleaners, items: [] });

  it('"$45/hr" answers what the hourly rate is; "3BR" answers a three bedroom', () => {
    expect(index.verify('what is your hourly rate', 'q-rate').verdict).toBe('answer');
    expect(index.find('how many cleaners do you send for a three bedroom')[0].id).toBe('q-size');
  });

  it('"are you hiring" is the owner\'s "Do you hire?" (the stem lost its silent e)', () => {
    expect(index.verify('are you guys hiring', 'q-jobs').verdict).toBe('answer');
  });

  it('a holiday is answered by the FAQ about holidays, never by one whose answer only says "hrs", nor by the weekly hours', () => {
    expect(new Call(ctx(biz, TUESDAY)).say('are you open on labor day').say).toMatch(/every holiday/);
    const other = makeBusiness({ name: 'Tidy Nest', questions: cleaners.filter((q) => q.id !== 'q-holidays'), items: [] });
    const r = new Call(ctx(other, TUESDAY)).say('are you open on labor day');
    expect(r.say).not.toMatch(/drying|supplies|9:00|5:00/);
  });
});

describe('answers: everyday words for what the owner wrote in other words', () => {
  const studio = [
    { id: 'q-private', question: 'Is what I share kept confidential?', answer: 'Yes, sessions are confidential; nothing leaves the room.' },
    { id: 'q-own-art', question: 'Can I bring my own design?', answer: 'Yes, bring it along and the artist adapts it.' },
    { id: 'q-laptops', question: 'Can I work from the lounge?', answer: 'Laptops are welcome; there are outlets under every table.' },
    { id: 'q-staff', question: 'Are your staff licensed?', answer: 'Every artist holds a state license and a bloodborne pathogens card.' },
    { id: 'q-company', question: 'Can I bring someone?', answer: 'One guest per client, please.' },
    { id: 'q-jobs', question: 'Are you hiring?', answer: 'Send a portfolio to the front desk any weekday.' },
    { id: 'q-parking', question: 'Parking', answer: 'Lot behind the building.' },
    { id: 'q-deposit', question: 'Deposits', answer: '$50 to hold a booking, taken off the final price.' },
  ];
  const index = new KnowledgeIndex({ business_questions: studio, business_items: [] }, options);

  it('private is confidential, a drawing a design, a plug an outlet, certified licensed, a companion a guest', () => {
    expect(index.verify('if i tell you things does it stay private', 'q-private').verdict).toBe('answer');
    expect(index.verify('can i bring in my own drawing', 'q-own-art').verdict).toBe('answer');
    expect(index.find('are there plugs for my computer')[0].id).toBe('q-laptops');
    expect(index.verify('are the artists certified', 'q-staff').verdict).toBe('answer');
    expect(index.verify('can i bring a companion with me', 'q-company').verdict).toBe('answer');
  });

  it('"time" and "down" frame a question ("what time", "come down") rather than name its topic', () => {
    expect(index.verify('is it ok to come down and work from the lounge', 'q-laptops').verdict).toBe('answer');
  });

  it('an alike word does not make another topic: a deposit question is not answered by parking', () => {
    expect(index.verify('can i put money down on a parking spot', 'q-parking').verdict).not.toBe('answer');
  });
});

describe('answers: a count that tells the owner\'s items apart', () => {
  const haulers = new KnowledgeIndex(
    {
      business_questions: [
        { id: 'q-billing', question: 'How is the hourly price worked out?', answer: 'From arrival to the last load, in 15 minute steps, plus a $60 fuel fee.' },
        { id: 'q-trucks', question: 'How big are the trucks?', answer: 'Our 26 foot trucks fit a 4 bedroom house.' },
      ],
      business_items: [
        { id: 'i-2', name: '2 Haulers & Truck (per hour)', price: '120', duration: 120, currency: 'USD', enabled: true },
        { id: 'i-3', name: '3 Haulers & Truck (per hour)', price: '160', duration: 120, currency: 'USD', enabled: true },
      ],
    },
    options,
  );

  it('"what is the hourly price for three" is not answered by the billing rules, which state no such count', () => {
    expect(haulers.verify('what is the hourly price for three', 'q-billing').verdict).not.toBe('answer');
    expect(haulers.verify('how much is a three man crew per hour', 'q-billing').verdict).not.toBe('answer');
  });

  it('the same question without a count is', () => {
    expect(haulers.verify('how is the hourly price worked out', 'q-billing').verdict).toBe('answer');
  });
});
