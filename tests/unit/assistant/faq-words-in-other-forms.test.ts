import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';

/**
 * A caller's word that the owner's record states in another form (nineteenth pass): the head of the owner's compound
 * ("shakes" of "Milkshakes", "cakes" of "cupcakes"), a verb whose stem lost its silent e ("making"), a
 * distance asked with "travel" and met by an answer that states miles, "both" as a quantifier of no topic, and the
 * locale's concept groups (decorations, workers, a repair that fails, sending a paper, paying in parts). Each with the case it must not reach.
 */
type Q = { id: string; question: string; answer: string };
const index = (questions: Q[]) => new KnowledgeIndex({ business_questions: questions, business_items: [] }, EN);

/** A juice bar with a catering van, of our own. */
const juiceBar = () =>
  index([
    { id: 'q-smoothies', question: 'Smoothie flavors', answer: 'Mango, berry and green every day. Making it a protein smoothie is $1 more.' },
    { id: 'q-cake', question: 'Birthday cupcakes', answer: 'We bake vegan cupcakes to order with 48 hours notice.' },
    { id: 'q-van', question: 'Juice van for events', answer: 'The van comes to events within 25 miles of the harbor. Book 10 days ahead.' },
    { id: 'q-room', question: 'Back room', answer: 'The back room holds 20 people. Bring decorations if you like, but no glitter.' },
    { id: 'q-contact', question: 'Contact', answer: 'Write to orders@sunnybrookjuice.com for large orders.' },
    { id: 'q-pay', question: 'Payment', answer: 'Cards and cash. Orders over $200 can be split into two payments.' },
  ]);

/** A home repair company of our own. */
const fixers = () =>
  index([
    { id: 'q-crew', question: 'Who does the work?', answer: 'Every carpenter is our own employee, never a subcontractor.' },
    { id: 'q-guarantee', question: 'Guarantee', answer: 'If a repair fails within a year because of our work, we redo it for free.' },
    { id: 'q-photos', question: 'Before and after photos', answer: 'We email you before and after photos of every job.' },
    { id: 'q-hours', question: 'Do you work weekends?', answer: 'Saturdays 8 to noon only.' },
  ]);

describe("the head of the owner's compound is the caller's word", () => {
  it('"what kinds of smoothies" is the record named "Smoothie flavors"; "do you do cakes" is answered by the cupcakes', () => {
    const k = juiceBar();
    expect(k.verify('what flavors of smoothies do you have', 'q-smoothies').verdict).toBe('answer');
    expect(k.verify('do you make birthday cakes', 'q-cake').unexplained).not.toContain('cake');
  });

  it('a word inside an email address or a name written mid-sentence is no compound ("brook" is not "sunnybrookjuice")', () => {
    expect(juiceBar().verify('do you sell brook trout', 'q-contact').verdict).not.toBe('answer');
  });

  it('the compound is read from its end only: "berry" is not met by a word that begins with it', () => {
    const k = index([{ id: 'q-x', question: 'Jams', answer: 'Our blackberries come from Oregon; ask for berrylicious syrup.' }]);
    expect(k.verify('do you have berry jam', 'q-x').unexplained).toEqual([]);
    expect(k.verify('do you have lick pops', 'q-x').verdict).not.toBe('answer');
  });
});

describe('a verb whose stem lost its silent e', () => {
  it('"can you make it a protein one" meets "Making it a protein smoothie" where "make" names an item', () => {
    const k = new KnowledgeIndex(
      {
        business_questions: [
          { id: 'q-smoothies', question: 'Smoothie flavors', answer: 'Mango and berry every day. Making it a protein smoothie is free.' },
          { id: 'q-pay', question: 'Payment', answer: 'Cards and cash.' },
        ],
        business_items: [{ id: 'i-meal', name: 'Make It a Meal', price: 3 }],
      } as never,
      EN,
    );
    expect(k.verify('can you make it a protein one', 'q-smoothies').unexplained).toEqual([]);
    expect(k.verify('can you make it a protein one', 'q-pay').unexplained).toContain('make');
  });
});

describe('a distance asked for, met by an answer that states one', () => {
  it('"how far will the juice van travel" is answered by "within 25 miles"', () => {
    const k = juiceBar();
    expect(k.find('how far will the juice van travel')[0]?.id).toBe('q-van');
    expect(k.verify('how far will the juice van travel', 'q-van').verdict).toBe('answer');
  });

  it('a record that states no distance does not answer how far someone travels', () => {
    expect(juiceBar().verify('how far will the back room travel', 'q-room').unexplained).toContain('trave');
  });
});

describe('"both" says how many, not what about', () => {
  it('"can both my kids come to the back room" is about the back room', () => {
    expect(juiceBar().verify('can both my kids use the back room', 'q-room').unexplained).not.toContain('both');
  });
});

describe('concepts the owner words apart', () => {
  it('balloons are decorations; workers are employees; "breaks again" is a repair that fails', () => {
    expect(juiceBar().verify('is it ok if we bring balloons to the back room', 'q-room').verdict).toBe('answer');
    const k = fixers();
    expect(k.verify('are the workers your own guys', 'q-crew').unexplained).toEqual([]);
    expect(k.verify('what if the repair breaks again', 'q-guarantee').verdict).toBe('answer');
  });

  it('"do you send pictures" meets "we email you photos"; "pay in installments" meets "split into two payments"', () => {
    expect(fixers().verify('do you send pictures of the job', 'q-photos').unexplained).toEqual([]);
    expect(juiceBar().verify('can i pay in installments', 'q-pay').unexplained).toEqual([]);
  });

  it('"does the van carry a discount" is not met by "carries": serving and carrying are no discount', () => {
    const k = index([
      { id: 'q-water', question: 'Do you need water?', answer: 'No, the van carries its own water and a generator.' },
      { id: 'q-seats', question: 'Seats', answer: 'The shop seats 20.' },
    ]);
    expect(k.verify('is there a deal', 'q-water').verdict).not.toBe('answer');
  });
});
