import { describe, expect, it } from 'vitest';
import { greet, respond } from '../../../functions/assistant/index.js';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { EN, KnowledgeIndex, understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { splitSoundKey } from '../../../functions/assistant/text.js';
import { ctx, makeBusiness, TRIAL_MONDAY, usdItem } from './fixtures.js';

/**
 * What the caller names, heard as the owner wrote it (issue 13, twenty-first pass): a count said in words is the digits
 * of an item's name when its price or length is asked; the list asked for in the caller's words is the list, not an
 * FAQ that only shares its noun; a word the recogniser split in two ("fell awful", "medic air") is the owner's word
 * that sounds as both together. Businesses and sentences of our own, each with the case it must not reach.
 */

/** A lawn care company of our own: mowing priced by lot size, an FAQ that talks about lots and prices. */
const lawn = () =>
  makeBusiness({
    name: 'Greenline Lawn Care',
    industry: 'Landscaping',
    items: [
      usdItem('mow-1', 'Lawn Mowing - 1-Acre Lot', '60', 45),
      usdItem('mow-2', 'Lawn Mowing - 2-Acre Lot', '95', 75),
      usdItem('edge', 'Edging, Front and Back - Small Yard', '35', 30),
    ],
    questions: [
      { id: 'q-price', question: 'How do you price mowing?', answer: 'By lot size: bigger lots cost more. Hills add time.' },
      { id: 'q-clippings', question: 'Do you bag the clippings?', answer: 'We mulch them back into the lawn unless you ask us to bag them.' },
      { id: 'q-rain', question: 'What if it rains?', answer: 'We move you to the next dry day at no charge.' },
    ],
  });
const say = (b: ReturnType<typeof makeBusiness>, text: string) => {
  const c = ctx(b, TRIAL_MONDAY);
  return respond(c, greet(c).callState, text);
};

describe('a count said in words is the digits of the name whose price or length is asked', () => {
  it('"how much to mow a two acre lot" is the 2-Acre Lot\'s price, not the pricing FAQ asked back', () => {
    const r = say(lawn(), 'how much to mow a two acre lot');
    expect(r.say).toContain('$95.00');
    expect(r.say).not.toContain('$60.00');
  });

  it('"how long does mowing take on a one acre lot" is the 1-Acre Lot\'s length', () => {
    expect(say(lawn(), 'how long does mowing take on a one acre lot').say).toContain('45 minutes');
  });

  it('a name whose last word is a function word is named by its last word of its own ("front and back")', () => {
    expect(say(lawn(), 'how much for edging front and back on a small yard').say).toContain('$35.00');
  });

  it('a count no name has ("a five acre lot") is no price of the names with other counts', () => {
    const r = say(lawn(), 'how much to mow a five acre lot');
    expect(r.say).not.toContain('$95.00');
    expect(r.say).not.toContain('$60.00');
  });
});

/** A swim school of our own, with an FAQ on class sizes that shares the noun of the list asked for. */
const swim = () =>
  makeBusiness({
    name: 'Blue Lane Swim',
    industry: 'Education',
    items: [
      usdItem('tots', 'Toddler Splash Class (monthly)', '80', 30),
      usdItem('teen', 'Teen Stroke Class (monthly)', '95', 45),
      usdItem('private', 'Private Lesson', '50', 30),
    ],
    questions: [
      { id: 'q-sizes', question: 'How big are the classes?', answer: 'Six swimmers at most with one coach.' },
      { id: 'q-pay', question: 'What kind of payment do you take?', answer: 'Cards only, billed on the 1st.' },
      { id: 'q-menu', question: 'Is there a snack bar?', answer: 'A vending machine by the lockers.' },
    ],
  });
const label = (b: ReturnType<typeof makeBusiness>, text: string) => understandUtterance(text, knowledgeOf(prepare(ctx(b, TRIAL_MONDAY)))).label;

describe('the list asked for in the caller\'s words', () => {
  it('"what kind of classes do you have for teenagers" is the list, though an FAQ asks about classes', () => {
    expect(label(swim(), 'what kind of classes do you have for teenagers')).toBe('AskServices');
  });

  it('"can you just tell me everything you offer" and "do you do like just privates or groups too" are the list', () => {
    expect(label(swim(), 'can you just tell me everything you offer')).toBe('AskServices');
    expect(label(swim(), 'do you do like just privates or groups too')).toBe('AskServices');
  });

  it('"what kind of classes can i sign up for" is the list', () => {
    expect(label(swim(), 'what kind of classes can i sign up for')).toBe('AskServices');
  });

  it('an FAQ whose own question asks it in full still answers ("what kind of payment do you take")', () => {
    expect(label(swim(), 'what kind of payment do you take')).toBe('AskFaq');
  });
});

describe('two words said for one word of the owner\'s that sounds as both together', () => {
  it('sounds the same run together, vowel sounds counted word by word, a silent last e none', () => {
    expect(splitSoundKey('bock', 'lava')).toBe(splitSoundKey('baklava'));
    expect(splitSoundKey('medic', 'air')).toBe(splitSoundKey('medicare'));
    expect(splitSoundKey('dull', 'fins')).toBe(splitSoundKey('dolphins'));
    expect(splitSoundKey('bock', 'lava')).not.toBe(splitSoundKey('balaclava'));
  });

  const bakery = () =>
    makeBusiness({
      name: 'Olive Tree Bakery',
      industry: 'Restaurant',
      items: [usdItem('baklava', 'Baklava Tray (24 pieces)', '38', null), usdItem('lemon', 'Lemon Rice Tray', '30', null), usdItem('bread', 'Olive Bread Loaf', '7', null)],
      questions: [{ id: 'q-nuts', question: 'Nut allergies', answer: 'Our pastries are made with walnuts and pistachios.' }],
    });

  it('"how much is the bock lava tray" is the Baklava Tray', () => {
    expect(say(bakery(), 'how much is the bock lava tray').say).toContain('$38.00');
  });

  it('two words next to no word of a name are not joined to it ("bock lava" alone names nothing)', () => {
    expect(say(bakery(), 'is bock lava a thing').say).not.toContain('$38.00');
  });

  const clinic = () =>
    new KnowledgeIndex(
      {
        business_questions: [
          { id: 'q-ins', question: 'Insurance', answer: 'We bill Medicare, Tricare and most PPO plans.' },
          { id: 'q-park', question: 'Parking', answer: 'Free lot behind the building.' },
          { id: 'q-air', question: 'Is the office air conditioned?', answer: 'Yes, every room.' },
        ],
        business_items: [],
      },
      EN,
    );

  it('"do you take medic air" finds and is answered by the record that names Medicare', () => {
    const k = clinic();
    expect(k.find('do you take medic air')[0]?.id).toBe('q-ins');
    expect(k.verify('do you take medic air', 'q-ins').verdict).toBe('answer');
  });

  it('two words the owner uses both are left as said ("is the air conditioned")', () => {
    expect(clinic().find('is the office air conditioned')[0]?.id).toBe('q-air');
  });
});
