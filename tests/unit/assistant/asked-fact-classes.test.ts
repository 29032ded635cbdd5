import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';

/**
 * Issue 13, never confidently wrong: a record spoken for a question it does not answer, by the class of fact asked.
 * A soap and candle shop, written for these tests (none of its sentences come from the evaluation corpora).
 */
const soapQuestions = [
  { id: 'q-unscented', question: 'Unscented soaps', answer: 'Our fragrance-free bars are cut in a separate batch, and the sensitive-skin line is dye free too.' },
  { id: 'q-shipping', question: 'Shipping', answer: 'Shipping is free on orders over $40; under that it is a flat $6.' },
  { id: 'q-scents', question: 'Which scents do you make?', answer: 'Lavender, cedar, oatmeal honey, sea salt and grapefruit all year; pumpkin and pine in the fall.' },
  { id: 'q-wicks', question: 'Candle wicks', answer: 'Cotton wicks only, trimmed before they leave the shop.' },
  { id: 'q-refills', question: 'Refill station', answer: 'Bring any clean bottle and we fill it with hand soap by weight.' },
];
const shop = new KnowledgeIndex({ business_questions: soapQuestions, business_items: [] }, EN);

describe('a price asked: "free" that means without something states no price', () => {
  it('"fragrance-free" in an answer does not answer what the bars cost', () => {
    expect(shop.verify('how much are the fragrance free bars', 'q-unscented').verdict).not.toBe('answer');
    expect(shop.verify('what do the dye free ones cost', 'q-unscented').verdict).not.toBe('answer');
  });

  it('the record still answers whether there are any, and "free" of a charge still states a price', () => {
    expect(shop.verify('do you make fragrance free soap', 'q-unscented').verdict).toBe('answer');
    expect(shop.verify('how much is shipping', 'q-shipping').verdict).toBe('answer');
  });
});

describe('an item named by more words than a record explains, met only in its prose', () => {
  const withItems = new KnowledgeIndex(
    {
      business_questions: [
        ...soapQuestions,
        { id: 'q-returns', question: 'Returns', answer: 'Unused candles come back within 30 days for store credit; a workshop seat needs 48 hours notice or it is charged in full.' },
        { id: 'q-ages', question: 'Can kids come?', answer: 'Beginner classes take ages 10 and up with a parent.' },
      ],
      business_items: [{ name: 'Beginner Soap Workshop' }, { name: 'Beeswax Pillar Candle' }],
    } as never,
    EN,
  );

  it('is asked about, not answered by the policy that mentions its kind', () => {
    expect(withItems.verify('is the beginner workshop a full two hours', 'q-returns').verdict).not.toBe('answer');
  });

  it('the policy still answers its own question', () => {
    expect(withItems.verify('can i return candles', 'q-returns').verdict).toBe('answer');
  });
});
