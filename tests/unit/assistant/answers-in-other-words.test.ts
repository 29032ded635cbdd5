import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';
import { topicTokens } from '../../../functions/assistant/text.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York.
const NOON = '2025-03-10T16:00:00Z';

describe("the caller's grammar is not what a record is about", () => {
  it.each([
    ['can i drop him off early', ['drop', 'off', 'early']],
    ['does her class need her own mat', ['class', 'own', 'mat']],
    ['he gets nervous at the vet', ['nervous', 'vet']],
    ['my son is asking if his cleats work', ['son', 'cleat', 'work']],
  ])('"%s": object and possessive pronouns and the asking verbs\' forms are function words', (said, expected) => {
    expect(topicTokens(said)).toEqual(expected);
  });

  /** A riding stable whose records never say him, her or his. */
  const stable = () =>
    new KnowledgeIndex(
      {
        business_questions: [
          { id: 'q-helmet', question: 'Do riders need a helmet?', answer: 'Yes, every rider wears a helmet; we lend them for free.' },
          { id: 'q-boots', question: 'What should riders wear?', answer: 'Long trousers and boots with a small heel.' },
          { id: 'q-age', question: 'How old do riders have to be?', answer: 'Riders must be 7 or older.' },
          { id: 'q-park', question: 'Where do we park?', answer: 'In the gravel lot by the barn.' },
        ],
        business_items: [],
      },
      EN,
    );

  it.each([
    ['does she need to bring her own helmet', 'q-helmet'],
    ['he is six, is he old enough to start', 'q-age'],
  ])('"%s" is answered by the record the words are about (%s), not asked back over a pronoun', (said, id) => {
    const k = stable();
    expect(k.find(said)[0]?.id).toBe(id);
    expect(k.verify(said, id).unexplained).toEqual([]);
  });
});

/** A dog groomer whose FAQ is about a thing the owner also lists with a price (the FAQ's figure is a member's). */
const groomer = () =>
  makeBusiness({
    name: 'Sudsy Paws',
    industry: 'Dog Grooming',
    items: [
      { id: 'i-nails', name: 'Nail Trim (add-on)', price: '12.00', duration: null, currency: 'USD', enabled: true },
      { id: 'i-bath', name: 'Full Bath and Dry', price: '55.00', duration: 60, currency: 'USD', enabled: true },
    ],
    questions: [
      { id: 'q-nails', question: 'Do you trim nails or claws?', answer: 'We clip and file the claws and look at the paw pads; members pay $9 and it takes five minutes.' },
      { id: 'q-park', question: 'Where do I park?', answer: 'In front of the shop.' },
    ],
  });

describe("a price asked of what an owner's FAQ is about, where the owner lists it with a price", () => {
  const ask = (words: string) => {
    const c = new Call(ctx(groomer(), NOON));
    c.greet();
    return c.say(words).say;
  };

  it.each(['what do you charge to clip and file her claws', 'how much to clip and file his claws'])('"%s" gets the listed price, not the FAQ\'s figure', (words) => {
    const said = ask(words);
    expect(said).toMatch(/\$12\.00/);
    expect(said).not.toMatch(/\$9\b/);
  });

  it('a question about the thing that asks no price is still the FAQ ("do you look at the paw pads when you clip claws")', () => {
    expect(ask('do you look at the paw pads when you clip claws')).toMatch(/paw pads/);
  });
});

describe("what to wear, put on or stay home with, in the caller's words and the owner's (locale alike groups)", () => {
  /** A climbing gym whose records say "clothes", "makeup" and "sick", never the caller's words. */
  const gym = () =>
    new KnowledgeIndex(
      {
        business_questions: [
          { id: 'q-attire', question: 'What should I bring?', answer: 'Stretchy clothes and clean sneakers; we rent climbing shoes for $5.' },
          { id: 'q-photo', question: 'Photo day tips', answer: 'Skip heavy makeup under the helmet; the light is harsh.' },
          { id: 'q-unwell', question: 'Missing a session', answer: 'If you are sick, stay home and we move your session for free.' },
          { id: 'q-park', question: 'Where do we park?', answer: 'In the lot behind the gym.' },
        ],
        business_items: [],
      },
      EN,
    );

  it.each([
    ['is it okay to come in leggings', 'q-attire'],
    ['can i wear mascara for the photos', 'q-photo'],
    ['if my daughter is ill can we move the session', 'q-unwell'],
  ])('"%s" finds and is explained by %s', (said, id) => {
    const k = gym();
    expect(k.find(said)[0]?.id).toBe(id);
    expect(k.verify(said, id).verdict).toBe('answer');
  });

  it('a thing to wear that no record names and no group holds is still asked about ("can i bring a chalk bag")', () => {
    const k = gym();
    const best = k.find('can i bring a chalk bag')[0];
    expect(best ? k.verify('can i bring a chalk bag', best.id).verdict : 'none').not.toBe('answer');
  });
});

describe('a short word the owner writes as one, heard as two', () => {
  /** A food truck whose records name short brands and say "along" and "aside". */
  const truck = () =>
    new KnowledgeIndex(
      {
        business_questions: [
          { id: 'q-pay', question: 'Payment', answer: 'Cards, Venmo and Zelle; bring cash along for the tip jar.' },
          { id: 'q-wait', question: 'How long is the wait?', answer: 'Usually ten minutes, longer at lunch. We set aside preorders.' },
          { id: 'q-park', question: 'Where do we park?', answer: 'Street parking on Elm.' },
        ],
        business_items: [],
      },
      EN,
    );

  it('"do you guys take ven mo" is the owner\'s Venmo', () => {
    const k = truck();
    expect(k.find('do you guys take ven mo')[0]?.id).toBe('q-pay');
    expect(k.verify('do you guys take ven mo', 'q-pay').verdict).toBe('answer');
  });

  it('an article is never half of a word: "is there a long wait" keeps "long" ("along" is the owner\'s)', () => {
    const k = truck();
    expect(k.find('is there a long wait')[0]?.id).toBe('q-wait');
    expect(k.verify('is there a long wait', 'q-wait').unexplained).toEqual([]);
  });
});
