import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness, type BusinessOverrides } from './fixtures.js';
import { KnowledgeIndex } from '../../../functions/assistant/understanding/retrieval.js';
import { EN } from '../../../functions/assistant/understanding/locale/en.js';

// Monday 10 March 2025, 12:00 in New York.
const NOON = '2025-03-10T16:00:00Z';

/** A trade's FAQ in which several answers state amounts (so "charge" alone ranks no record high). */
const questions = [
  { id: 'q-pay', question: 'How can I pay?', answer: 'We take cards, checks and cash; payment is due when the job is done.' },
  { id: 'q-finance', question: 'Is financing available?', answer: 'For jobs over $1,000 we offer financing with approved credit.' },
  { id: 'q-area', question: 'Which towns do you cover?', answer: 'Denver, Aurora and Lakewood. Outside them a $50 trip charge applies.' },
  { id: 'q-emergency', question: 'Do you have emergency service?', answer: 'Yes, day and night; after-hours calls carry a $150 surcharge.' },
  { id: 'q-est', question: 'Do you give free estimates?', answer: 'Replacements are quoted free. For repairs the $89 service call covers the diagnosis and is waived if you go ahead.' },
  { id: 'q-cancel', question: 'What is your cancellation policy?', answer: 'Cancel at least 4 hours ahead; later cancellations may be charged a $50 fee.' },
  { id: 'q-warranty', question: 'Do you guarantee your work?', answer: 'Labor is guaranteed for one year on repairs.' },
];
const plumber = () => makeBusiness({ name: 'Ace Plumbing', industry: 'Plumbing', items: [], questions });

describe('FAQ retrieval in the caller’s words', () => {
  it('still never answers a one-word coincidence ("is anybody still there")', () => {
    const c = new Call(ctx(plumber(), NOON));
    c.greet();
    const r = c.say('is anybody still there');
    expect(r.say).not.toMatch(/\$|guaranteed|Denver|cards/);
  });

  it('reads the caller’s everyday word for the owner’s (a small paraphrase table per locale, as data)', () => {
    const clinic = makeBusiness({
      name: 'Harbor Physio',
      industry: 'Physical Therapy',
      items: [],
      questions: [
        { id: 'q-notes', question: 'Do you keep my doctor informed?', answer: 'Yes, we fax a summary of every evaluation to your doctor within two days.' },
        { id: 'q-wear', question: 'What should I wear?', answer: 'Loose, comfortable clothes you can move in.' },
        { id: 'q-cancel', question: 'What is your cancellation policy?', answer: 'Please cancel at least 24 hours in advance.' },
      ],
    });
    const c = new Call(ctx(clinic, NOON));
    c.greet();
    expect(c.say('will my doctor get a report after the evaluation').say).toMatch(/we fax a summary/);
  });

  it('finds a record by a word the locale lists as alike ("gratuity" finds the record about tips)', () => {
    const spa = makeBusiness({
      name: 'Lotus Nails',
      industry: 'Nail Salon',
      items: [],
      questions: [
        { id: 'q-tips', question: 'Should I leave a tip?', answer: 'Tips are appreciated and can go on a card or in cash to your technician.' },
        { id: 'q-wear', question: 'Do you sell polish?', answer: 'Yes, every color we use is for sale at the front desk.' },
        { id: 'q-cancel', question: 'What is your cancellation policy?', answer: 'Please cancel at least 24 hours in advance.' },
      ],
    });
    // Retrieval ranks the tips record first by the alike word; whether it is spoken is the confidence floor's call.
    const [best] = new KnowledgeIndex(spa).find('can i put the gratuity on my card');
    expect(best).toMatchObject({ kind: 'faq', id: 'q-tips' });
  });
});


describe('FAQ retrieval: the owner’s one word said as two', () => {
  const cafe = () =>
    makeBusiness({
      name: 'Corner Bagels',
      industry: 'Cafe',
      items: [],
      questions: [
        { id: 'q-apps', question: 'Can I order on an app?', answer: 'Yes, we are on GrubHub and Postmates.' },
        { id: 'q-pay', question: 'What payment do you take?', answer: 'Cash and all cards.' },
        { id: 'q-hours', question: 'Do you have wifi?', answer: 'Yes, ask at the counter for the password.' },
      ],
    });

  it('reads "grub hub" as the owner’s "GrubHub" and answers from that record', () => {
    const c = new Call(ctx(cafe(), NOON));
    c.greet();
    expect(c.say('are you guys on grub hub').say).toMatch(/GrubHub and Postmates/);
  });

  it('joins only what the owner wrote as one word ("post office" stays two)', () => {
    const index = new KnowledgeIndex(cafe());
    expect(index.find('can you ship from the post office')[0]?.id).not.toBe('q-apps');
    expect(index.find('is grub hub an option')[0]).toMatchObject({ id: 'q-apps' });
  });
});

describe('FAQ retrieval: everyday words for the owner’s programmes, places and papers (locale data)', () => {
  const clinic = () =>
    makeBusiness({
      name: 'Northside Chiropractic',
      industry: 'Chiropractic',
      items: [],
      questions: [
        { id: 'q-loyalty', question: 'Is there a loyalty program?', answer: 'Your sixth adjustment is half price; we track it by your phone number.' },
        { id: 'q-langs', question: 'What languages do you speak?', answer: 'Two of our doctors speak Spanish, and we book an interpreter for any other language.' },
        { id: 'q-virtual', question: 'Do you offer virtual visits?', answer: 'Yes, follow-ups can be done over video.' },
        { id: 'q-military', question: 'Do you give discounts?', answer: 'Veterans and seniors get 15% off every visit.' },
        { id: 'q-parking', question: 'Where do I park?', answer: 'In the garage under the building.' },
      ],
    });
  const index = () => new KnowledgeIndex(clinic(), { general: EN.general, alike: EN.alike });
  const read = (text: string) => {
    const k = index();
    const best = k.find(text)[0];
    return { id: best?.id, verdict: best && k.verify(text, best.id).verdict };
  };

  it.each([
    ['do you guys do points or rewards or anything', 'q-loyalty'],
    ['is there somebody who speaks korean', 'q-langs'],
    ['can i do my follow up on zoom', 'q-virtual'],
    ['is there a deal for army people', 'q-military'],
  ])('"%s" is answered by %s', (text, id) => {
    expect(read(text)).toEqual({ id, verdict: 'answer' });
  });

  it('never answers a price asked for with a record that states none, however common price words are', () => {
    const priced = makeBusiness({
      items: [],
      questions: [
        { id: 'q-virtual', question: 'Do you offer virtual visits?', answer: 'Yes, follow-ups can be done over video.' },
        { id: 'q-late', question: 'Is there a late fee?', answer: 'Arriving over 15 minutes late costs $20.' },
        { id: 'q-cancel', question: 'Do you charge for cancelling?', answer: 'Cancelling within a day is charged $40.' },
        { id: 'q-xray', question: 'What do x-rays cost?', answer: 'X-rays are $60 when needed.' },
        { id: 'q-new', question: 'What is the price of a first visit?', answer: 'The first visit is $90.' },
      ],
    });
    const k = new KnowledgeIndex(priced, { general: EN.general, alike: EN.alike });
    expect(k.verify('how much is a video visit', 'q-virtual').verdict).not.toBe('answer');
    expect(k.verify('do you do video visits', 'q-virtual').verdict).toBe('answer');
  });
});

describe('FAQ retrieval: everyday words, and the words a business names a service with', () => {
  const questions = [
    { id: 'q-park', question: 'Where do I park?', answer: 'Free parking in the lot behind the building.' },
    { id: 'q-first', question: 'What should I bring the first day?', answer: 'Your ID and a list of medications; come 10 minutes early.' },
    { id: 'q-late', question: 'What if I am late?', answer: 'We hold your spot for 10 minutes, then we may move you to the next opening.' },
    { id: 'q-curly', question: 'Do you cut curly hair?', answer: 'Yes, our stylists are trained in dry curly cuts.' },
  ];

  // Everyday words a record does not meet still cost it their full weight in the score (only words of the caller's
  // story around the question cost little): the lower cost bought answers on the tuning sets but spoke more wrong
  // facts on the held-out ones (tests/eval/README.md, eighth pass). A record that meets the question's own words
  // still answers it.
  it('answers a question in the owner\'s own words around everyday ones', () => {
    const c = new Call(ctx(makeBusiness({ items: [], questions }), NOON));
    c.greet();
    expect(c.say('is there parking somewhere').say).toMatch(/Free parking in the lot/);
  });

  it('never lets a word that names a service ("kids" of a Kids Haircut) pass as framing', () => {
    const items = [
      { id: 'i-kids', name: 'Kids Haircut', price: '20', duration: 30, currency: 'USD', enabled: true },
      { id: 'i-women', name: "Women's Haircut", price: '55', duration: 60, currency: 'USD', enabled: true },
    ];
    const c = new Call(ctx(makeBusiness({ items, questions }), NOON));
    c.greet();
    expect(c.say('do you guys cut kids hair').say).not.toMatch(/dry curly cuts/);
  });
});

describe('FAQ retrieval: a caller’s word no record uses, met by its alike word', () => {
  it('counts nearly in full when no record is in the caller’s own word ("serve" for the owner’s "offer")', () => {
    const spa = makeBusiness({
      name: 'Willow Day Spa',
      industry: 'Spa',
      items: [],
      questions: [
        { id: 'q-drinks', question: 'Do you offer drinks?', answer: 'Herbal tea and lemon water for every guest; champagne with the couples package.' },
        { id: 'q-robes', question: 'Do you provide robes?', answer: 'Yes, robes and slippers are in every locker.' },
        { id: 'q-cancel', question: 'What is your cancellation policy?', answer: 'Cancel 24 hours ahead to avoid a $30 fee.' },
        { id: 'q-gift', question: 'Do you sell gift cards?', answer: 'Yes, in any amount, at the front desk.' },
        { id: 'q-parking', question: 'Is there parking?', answer: 'Free parking in the garage on 2nd Street.' },
      ],
    });
    const c = new Call(ctx(spa, NOON));
    c.greet();
    expect(c.say('do you serve champagne').say).toMatch(/champagne with the couples package/);
  });
});

describe('FAQ answers: the clause that asks, in a turn that also tells the caller’s story', () => {
  const studio = () =>
    makeBusiness({
      name: 'Peak Sports Rehab',
      industry: 'Physical Therapy',
      items: [],
      questions: [
        { id: 'q-age', question: 'Do you treat children?', answer: 'We see patients 12 and older; younger children go to the pediatric clinic on Elm Street.' },
        { id: 'q-men', question: 'Do you offer men’s classes?', answer: 'Yes, the Tuesday strength class is for men over 50.' },
        { id: 'q-gift', question: 'Do you sell gift cards?', answer: 'Yes, in any amount, at the front desk.' },
        { id: 'q-parking', question: 'Where do I park?', answer: 'Free parking behind the building.' },
        { id: 'q-cancel', question: 'What is your cancellation policy?', answer: 'Cancel 24 hours ahead to avoid a $40 fee.' },
      ],
    });

  it.each([
    ['my daughter is eight and she sprained her wrist at practice do you see kids', /patients 12 and older/],
    ['my dad wants to get stronger do you do classes for men', /Tuesday strength class/],
    ['do you sell gift cards my sister’s birthday is next week', /in any amount, at the front desk/],
  ])('"%s"', (text, answer) => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    expect(c.say(text).say).toMatch(answer);
  });

  it('still does not answer when the clause that asks is about something no record states', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    expect(c.say('my son is ten do you have a climbing wall').say).not.toMatch(/patients 12 and older/);
  });
});

describe('FAQ answers: "does anybody there speak ..." from an English speaker', () => {
  const withLanguages = (questions: BusinessOverrides['questions']) =>
    makeBusiness({ name: 'Lakeside Dental', industry: 'Dental', items: [], questions });

  it('is answered from the owner’s FAQ when it says which languages the staff speak', () => {
    const c = new Call(
      ctx(
        withLanguages([
          { id: 'q-lang', question: 'Does your staff speak other languages?', answer: 'Dr. Kim speaks Korean and two hygienists speak Spanish.' },
          { id: 'q-park', question: 'Where do I park?', answer: 'In the lot behind the building.' },
        ]),
        NOON,
      ),
    );
    c.greet();
    expect(c.say('does anybody there speak korean my grandma does not speak english').say).toMatch(/Dr\. Kim speaks Korean/);
  });

  it('is still a request for another language when the FAQ says nothing of it', () => {
    const c = new Call(ctx(withLanguages([{ id: 'q-park', question: 'Where do I park?', answer: 'In the lot behind the building.' }]), NOON));
    c.greet();
    expect(c.say('does anybody there speak korean').say).toMatch(/only speak English/);
  });
});

describe('the generic word for what a restaurant serves ("the food") frames the question, like "stuff"', () => {
  const kitchen = new KnowledgeIndex(
    {
      business_questions: [
        { id: 'q-salt', question: 'Is it salty?', answer: 'We cook with very little salt and can leave it out on request.' },
        { id: 'q-nuts', question: 'Nut allergies?', answer: 'Our kitchen uses cashews and peanuts, so we cannot promise anything is nut-free.' },
        { id: 'q-wait', question: 'How long is delivery?', answer: 'About 40 minutes, longer on Friday nights.' },
        { id: 'q-park', question: 'Parking?', answer: 'Free lot behind the building.' },
      ],
      business_items: [],
    },
    EN,
  );

  it('"is the food really salty" is answered by the record about salt', () => {
    expect(kitchen.find('is the food really salty', 1)[0]?.id).toBe('q-salt');
    expect(kitchen.verify('is the food really salty', 'q-salt').verdict).toBe('answer');
  });

  it('"the food" alone still asks about nothing the owner wrote', () => {
    expect(kitchen.verify('is the food any good', 'q-salt').verdict).not.toBe('answer');
  });
});

describe('every relative the caller names is a person around them (framing), not a topic the owner never wrote', () => {
  const florist = new KnowledgeIndex(
    {
      business_questions: [
        { id: 'q-pets', question: 'Are your plants safe for pets?', answer: 'Most are, but lilies are toxic to cats - tell us and we leave them out.' },
        { id: 'q-care', question: 'How do I keep a bouquet fresh?', answer: 'Trim the stems and change the water every two days.' },
        { id: 'q-deliver', question: 'Do you deliver?', answer: 'Yes, within 10 miles for $12.' },
        { id: 'q-card', question: 'Can I add a card?', answer: 'Yes, a handwritten card is free with any order.' },
      ],
      business_items: [],
    },
    EN,
  );

  it('"my uncle has two cats, are lilies a problem" is answered by the record about pets', () => {
    expect(florist.find('my uncle has two cats are lilies a problem', 1)[0]?.id).toBe('q-pets');
    expect(florist.verify('my uncle has two cats are lilies a problem', 'q-pets').verdict).toBe('answer');
  });

  it('a relative named alone asks about nothing', () => {
    expect(florist.find('it is for my niece', 1)).toEqual([]);
  });
});
