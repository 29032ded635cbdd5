import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, wrong facts to zero: the classes of turn for which verification used to speak another record's answer.
 * A window-washing company with enough records for "the trade's own word" to be common among them.
 */
const MONDAY = '2025-03-10T14:00:00Z';

const windowQuestions = [
  { id: 'q-not-done', question: "Is there anything you don't wash?", answer: 'We do not wash skylights above the second floor or stained glass.' },
  { id: 'q-screens', question: 'Do you wash the screens too?', answer: 'Yes, screens are washed and dried at no extra charge.' },
  { id: 'q-solution', question: 'What do you wash with?', answer: 'Plain water with a drop of biodegradable soap, and a squeegee.' },
  { id: 'q-rain', question: 'What if it rains after you wash?', answer: 'Rain within 48 hours? We come back and wash again for free.' },
  { id: 'q-ladder', question: 'Do you work on three-story houses?', answer: 'Yes, we use water-fed poles up to 45 feet, so no ladders against your siding.' },
  { id: 'q-pets', question: 'Do my dogs need to be inside?', answer: 'Please keep pets indoors while the crew is in the yard.' },
  { id: 'q-insured', question: 'Are you insured?', answer: 'Yes, fully insured, and every crew member is bonded.' },
  { id: 'q-home', question: 'Do I need to be home?', answer: 'No, just leave the side gate unlocked.' },
  { id: 'q-club', question: 'Do you have a maintenance plan?', answer: 'Our Clear View plan is $39 a month for a wash every season plus 10% off gutter cleaning.' },
  { id: 'q-specials', question: 'Do you have any discounts?', answer: 'New customers get 15% off their first wash.' },
  { id: 'q-teens', question: 'Do you hire teenagers for summer?', answer: 'Yes, from age 17 with a parent signing the waiver.' },
];
const washer = new KnowledgeIndex({ business_questions: windowQuestions, business_items: [] }, { general: EN.general, alike: EN.alike, people: EN.people, question: EN.question });

describe('wrong facts: the trade\'s own word is all the caller shares with a record', () => {
  it('"do you guys wash on saturdays" is not answered with what the company does not wash', () => {
    expect(washer.verify('do you guys wash on saturdays', 'q-not-done').verdict).not.toBe('answer');
    expect(washer.verify('do i have to be around while you wash', 'q-not-done').verdict).not.toBe('answer');
  });

  it('the owner\'s question said word for word is still that question', () => {
    expect(washer.verify('is there anything you do not wash', 'q-not-done').verdict).toBe('answer');
  });

  it('a word that says which record ("screens") is answered as before', () => {
    expect(washer.verify('do you guys wash the screens as well', 'q-screens').verdict).toBe('answer');
  });

  it('on the phone the caller gets no fact for it', () => {
    const biz = makeBusiness({ name: 'Crystal Pane', questions: windowQuestions, items: [] });
    const r = new Call(ctx(biz, MONDAY)).say('do you guys wash on saturdays');
    expect(r.say).not.toMatch(/skylights|stained glass/);
  });
});

describe('wrong facts: a story is not a question', () => {
  it('a statement of the caller\'s situation is not verified as if it asked what a record answers', () => {
    // The second clause alone is what the screens record is about, but nothing is asked.
    expect(washer.verify('our landlord is selling the building next month and my roommate said i should get the screens washed', 'q-screens').verdict).not.toBe('answer');
  });

  it('a question after the story is still answered', () => {
    expect(washer.verify('we just bought a place with a big yard and two dogs do my dogs need to be inside', 'q-pets').verdict).toBe('answer');
  });

  it('a turn of nothing but framing ("my son is sixteen can he get one") answers nothing', () => {
    expect(washer.verify('my son is sixteen can he get one', 'q-club').verdict).not.toBe('answer');
  });
});

describe('wrong facts: an everyday word folded into a topic word does not make the topic everyday', () => {
  it('"deal" is one of the discount words, so "any deals going on" is about the discounts', () => {
    expect(washer.verify('any deals going on', 'q-specials').verdict).toBe('answer');
  });
});

describe('wrong facts: dates are not what a question is about', () => {
  it('a month shared with a record ("is it still october") is a date word, not the record\'s topic', () => {
    const k = new KnowledgeIndex(
      {
        business_questions: [
          { id: 'q-gutters', question: 'Do you clean gutters?', answer: 'Yes, gutter cleaning is booked from October through December.' },
          { id: 'q-pay', question: 'How do I pay?', answer: 'Card on file, charged after the wash.' },
        ],
        business_items: [],
      },
      { general: EN.general, alike: EN.alike, people: EN.people, question: EN.question },
    );
    expect(k.verify('is it still october', 'q-gutters').verdict).not.toBe('answer');
    expect(k.verify('do you clean gutters in october', 'q-gutters').verdict).toBe('answer');
  });

  it('a day named as a day that is no weekday ("open on election day") gets no weekday hours', () => {
    const biz = makeBusiness({ name: 'Crystal Pane', questions: windowQuestions, items: [] });
    const r = new Call(ctx(biz, MONDAY)).say('are you open on election day');
    expect(r.say).not.toMatch(/open (right now|from|until)|we're closed/i);
    expect(new Call(ctx(biz, MONDAY)).say('are you open on saturday').say).toMatch(/Saturday/);
  });
});

describe('wrong facts: an age said is part of the question', () => {
  const studio = [
    { id: 'q-min-age', question: 'Minimum age', answer: 'Piercings are for clients 15 and up with a parent present; tattoos are 18 or older.' },
    { id: 'q-heal', question: 'How long does a piercing take to heal?', answer: 'Ear lobes heal in about 6 weeks; cartilage and nose piercings take 3 to 6 months.' },
    { id: 'q-jewelry', question: 'What jewelry do you use for piercings?', answer: 'Implant-grade titanium studs for every new piercing.' },
  ];
  const withAge = new KnowledgeIndex({ business_questions: studio, business_items: [] }, { general: EN.general, alike: EN.alike, agedSaid: EN.agedSaid, ageStated: EN.ageStated });

  it('"my son is fourteen, can he get a nose piercing" is never answered with how long a piercing takes to heal', () => {
    for (const said of ['my son is fourteen can he get a nose piercing', 'can a 13 year old get a piercing', 'i am seventeen can i get my nose pierced']) {
      expect(withAge.verify(said, 'q-heal').verdict).not.toBe('answer');
      expect(withAge.verify(said, 'q-jewelry').verdict).not.toBe('answer');
    }
  });

  it('an answer stating an age limit explains the age, and an amount of time or money is no age', () => {
    expect(withAge.verify('how old do you have to be for a piercing', 'q-min-age').verdict).not.toBe('unknown');
    expect(new RegExp(EN.agedSaid!).test('my daughter is sixteen can she come')).toBe(true);
    expect(new RegExp(EN.agedSaid!).test('i am 5 months pregnant')).toBe(false);
    expect(new RegExp(EN.agedSaid!).test('my appointment is at 3 pm')).toBe(false);
    expect(new RegExp(EN.ageStated!, 'i').test('Clients must be 16 or older.')).toBe(true);
  });
});

describe('wrong facts: a plan, card or app asked about by name', () => {
  const clinic = [
    { id: 'q-plans', question: 'What insurance do you accept?', answer: 'We are in network with Humana, Cigna and Blue Shield. Massage is not covered.' },
    { id: 'q-pay', question: 'How can I pay?', answer: 'Cash, Visa, Mastercard and Zelle at the front desk.' },
    { id: 'q-parking', question: 'Where do I park?', answer: 'Free parking behind the building.' },
  ];
  const k = new KnowledgeIndex({ business_questions: clinic, business_items: [] }, { general: EN.general, alike: EN.alike, namedKinds: EN.namedKinds });

  it('a list of other names is not a yes or a no to the one asked about', () => {
    expect(k.verify('do you guys accept medicare', 'q-plans').verdict).not.toBe('answer');
    expect(k.verify('can i pay with venmo', 'q-pay').verdict).not.toBe('answer');
  });

  it('a name the list does state is answered', () => {
    expect(k.verify('can i pay with zelle', 'q-pay').verdict).toBe('answer');
    expect(k.verify('do you take visa', 'q-pay').verdict).toBe('answer');
  });
});
