import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, never confidently wrong (twenty-first pass): a record that names the caller's thing only in passing in its
 * prose, where something else of the business is about that thing, is not spoken; nor is a record that states no
 * length for a length put to a thing as a yes or no. A kayak outfitter of our own. Monday 2025-03-10, 10:00 in New
 * York (open).
 */
const MONDAY = '2025-03-10T14:00:00Z';
const questions = [
  { id: 'q-lessons', question: 'Do you teach beginners?', answer: 'Yes, Maya teaches beginners on calm water every morning; the river trip is for paddlers who know rough water.' },
  { id: 'q-river', question: 'River trip', answer: 'A guided 3-hour run down the Ash River with two small rapids; life jackets for everyone.' },
  { id: 'q-guides', question: 'Who are the guides?', answer: 'Maya and Theo, both swiftwater rescue certified. Theo leads the sunset paddle and checks the boats each morning.' },
  { id: 'q-bring', question: 'What should I bring?', answer: 'Water, sunscreen and shoes that can get wet; phones go in a dry bag. Parking at the launch is $5.' },
  { id: 'q-weather', question: 'What if it storms?', answer: 'We call off tours for lightning or high wind and move you to another day at no charge.' },
  { id: 'q-dogs', question: 'Can my dog come?', answer: 'Calm dogs ride in tandem kayaks on the lake, with a dog life vest.' },
  { id: 'q-age', question: 'How old do kids have to be?', answer: 'Kids from 6 ride in a tandem with an adult; from 12 they can paddle their own.' },
  { id: 'q-cancel', question: 'Can I cancel?', answer: 'Cancel 24 hours ahead for a full refund; after that we keep half.' },
  { id: 'q-pay', question: 'How do I pay?', answer: 'Cards or cash at the shed; a card holds each boat while it is out.' },
  { id: 'q-lockers', question: 'Is there somewhere to leave keys?', answer: 'Small lockers by the shed are free while you paddle.' },
];
const items = [
  { id: 'single', name: 'Single Kayak Rental (2 hours)', price: '35.00', duration: 120, currency: 'USD', enabled: true },
  { id: 'sunset', name: 'Sunset Paddle (guided)', price: '55.00', duration: 90, currency: 'USD', enabled: true },
  { id: 'drybag', name: 'Dry Bag Rental', price: '6.00', duration: null, currency: 'USD', enabled: true },
];

describe('a record that names the thing only in passing', () => {
  const k = new KnowledgeIndex({ business_questions: questions, business_items: items }, EN);

  it('is not spoken when another record is about that thing by its own question', () => {
    // The lessons record meets "river trip" and "rough" in its prose; the river trip record's own question names it.
    expect(k.verify('is the water rough on the river trip', 'q-lessons').verdict).not.toBe('answer');
  });

  it('is not spoken for the price of an item it only mentions', () => {
    // "dry bag" and an amount ($5, the parking) are in the prose; the Dry Bag Rental is the thing priced.
    expect(k.verify('how much is a dry bag', 'q-bring').verdict).not.toBe('answer');
  });

  it('a record whose own question meets the caller still answers', () => {
    expect(k.verify('do you teach total beginners', 'q-lessons').verdict).toBe('answer');
    expect(k.verify('what should i bring', 'q-bring').verdict).toBe('answer');
  });

  it('a record that is alone about the thing still answers', () => {
    // Nothing else is about dogs: the dogs record answers in its own words.
    expect(k.verify('can my dog come on the lake', 'q-dogs').verdict).toBe('answer');
  });

  it('the engine does not read the parking fee out as the dry bag\'s price', () => {
    const b = makeBusiness({ name: 'Ash River Kayak', questions, items });
    const r = new Call(ctx(b, MONDAY)).say('how much is a dry bag');
    expect(r.say).not.toMatch(/\$5\b(?!\.)|Parking/);
  });
});

describe('a length put to a thing as a yes or no', () => {
  const k = new KnowledgeIndex({ business_questions: questions, business_items: items }, EN);

  it('is not answered by a record that states no length', () => {
    // The guides record names the sunset paddle but says nothing of how long it lasts.
    expect(k.verify('the sunset paddle is that like an hour', 'q-guides').verdict).not.toBe('answer');
    expect(k.verify('is the sunset paddle an all day thing', 'q-guides').verdict).not.toBe('answer');
  });

  it('a record that states the length, also written joined ("a 3-hour run"), may answer', () => {
    expect(k.verify('is the river trip like two hours', 'q-river').reason).not.toBe('no length');
    expect(k.verify('is the river trip an all day thing', 'q-river').reason).not.toBe('no length');
  });
});
