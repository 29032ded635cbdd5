import { describe, expect, it } from 'vitest';
import { greet, respond } from '../../../functions/assistant/index.js';
import { EN, itemCovers, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';
import { ctx, makeBusiness, TRIAL_MONDAY, usdItem } from './fixtures.js';

/**
 * Never confidently wrong (issue 13, twenty-third pass): a measure in feet against names in inches, a party of so many
 * people against a name for another party, an everyday size word against another item's size, a measure an item's
 * name covers against a record that states none, the kinds of a thing asked of a record that says yes or no of
 * another aspect, and a unit a thing is charged by that is no place. Businesses and sentences of our own, each with
 * the case it must not reach.
 */

/** A fence company of our own: posts priced by height in inches, a picnic table for a party, prose about measuring. */
const fenceItems = [
  usdItem('post-s', 'Post Setting, up to 48 inches tall', '40', 30),
  usdItem('post-m', 'Post Setting, 49 to 72 inches tall', '55', 45),
  usdItem('post-l', 'Post Setting, over 72 inches tall', '80', 60),
  usdItem('crate', 'Shipping Crate', '12', null),
  usdItem('crate-l', 'Shipping Crate, Large', '20', null),
  usdItem('stain', 'Fence Staining (per 10 feet)', '35', 30),
  usdItem('picnic', 'Picnic Table Rental for 6', '50', null),
];
const fence = () =>
  makeBusiness({
    name: 'Straightline Fence Co',
    industry: 'Fencing',
    items: fenceItems,
    questions: [
      { id: 'q-measure', question: 'How do you measure a post?', answer: 'We measure from the ground to the top of the post, and dig 2 to 3 feet down.' },
      { id: 'q-neighbors', question: 'Do you talk to the neighbors?', answer: 'We let every household next to the line know a day ahead.' },
      { id: 'q-pay', question: 'How do I pay?', answer: 'Half when we start and half when the fence is done, by card or check.' },
      { id: 'q-crews', question: 'Who does the work?', answer: 'Our own crews, trained and insured; we never subcontract.' },
    ],
  });
const say = (text: string) => {
  const c = ctx(fence(), TRIAL_MONDAY);
  return respond(c, greet(c).callState, text);
};

describe('a measure said in feet is compared with names written in inches', () => {
  it('"a post about seven feet tall" is not the 49 to 72 inch post (84 inches), nor the shortest', () => {
    expect(itemCovers('how much to set a post about seven feet tall', fenceItems[1], fenceItems)).toBe('count');
    expect(itemCovers('how much to set a post about seven feet tall', fenceItems[0], fenceItems)).toBe('count');
  });
  it('five feet (60 inches) is the middle post, and the tallest post covers eight feet', () => {
    expect(itemCovers('how much for a five foot post', fenceItems[1], fenceItems)).toBeNull();
    expect(itemCovers('how much for an eight foot post', fenceItems[2], fenceItems)).toBeNull();
  });
});

describe('a party of so many people against a name for another party', () => {
  it('"the picnic table for ten people" is not the table for 6; "for six people" is', () => {
    expect(itemCovers('how much is the picnic table for ten people', fenceItems[6], fenceItems)).toBe('count');
    expect(itemCovers('how much is the picnic table for six people', fenceItems[6], fenceItems)).toBeNull();
  });
  it('a name that counts no people is left as it is ("the crate for two guests" asks nothing of a party)', () => {
    expect(itemCovers('how much is a shipping crate for my two guests', fenceItems[3], fenceItems)).toBeNull();
  });
});

describe('an everyday size word against another item\'s size', () => {
  it('"the big crates" is not the plain Shipping Crate where a Large one is listed', () => {
    expect(itemCovers('what do the big crates cost', fenceItems[3], fenceItems)).toBe('size');
    expect(itemCovers('what do the big crates cost', fenceItems[4], fenceItems)).toBeNull();
    expect(say('what do the big crates cost').say).not.toContain('$12.00');
  });
  it('no size word, or no item of that size, leaves the item as it is', () => {
    expect(itemCovers('how much is a shipping crate', fenceItems[3], fenceItems)).toBeNull();
    expect(itemCovers('how much is staining a huge fence', fenceItems[5], fenceItems)).toBeNull();
  });
});

describe('a measure an item\'s name covers is asked of that item, not of a record that states no such measure', () => {
  it('"what would a sixty inch post run" is not answered by the measuring record ("2 to 3 feet down")', () => {
    const k = new KnowledgeIndex(fence(), EN);
    expect(k.verify('what would it be for a post like sixty inches', 'q-measure').verdict).not.toBe('answer');
    expect(say('what would it be for a post like sixty inches').say).not.toContain('dig 2 to 3 feet');
  });
  it('without a measure, the record still answers ("how do you measure the posts")', () => {
    expect(new KnowledgeIndex(fence(), EN).verify('how do you measure the posts', 'q-measure').verdict).toBe('answer');
  });
});

describe('the kinds of a thing asked for are not answered by a yes or no about another aspect of it', () => {
  /** A cheese shop of our own: one record says whether the cheese is local, another lists the cheeses. */
  const cheese = () =>
    new KnowledgeIndex(
      {
        business_questions: [
          { id: 'q-local', question: 'Is your cheese local?', answer: 'Most of it comes from dairies within an hour of the shop; the rest is imported by a wholesaler we trust.' },
          { id: 'q-list', question: 'What do you carry?', answer: 'Aged cheddar, gouda, brie, blue and fresh mozzarella, plus crackers and jams.' },
          { id: 'q-cards', question: 'Do you take cards?', answer: 'Yes: Visa, Mastercard and Amex.' },
        ],
        business_items: [],
      },
      EN,
    );
  it('"what kind of cheese do you have" is not the record about where the cheese comes from', () => {
    expect(cheese().verify('what kind of cheese do you have', 'q-local').verdict).not.toBe('answer');
  });
  it('the yes or no itself is still that record, and a record that lists names answers the kinds', () => {
    expect(cheese().verify('is the cheese local', 'q-local').verdict).toBe('answer');
    expect(cheese().verify('what kind of cards do you take', 'q-cards').verdict).toBe('answer');
  });
});

describe('a unit a thing is charged by is no place', () => {
  it('"is it by the foot or by the post" asks how it is charged, never the address', () => {
    const r = say('is it by the foot or by the post');
    expect(r.intent).not.toBe('AskAddress');
    expect(r.say).not.toMatch(/We're at/);
  });
});
