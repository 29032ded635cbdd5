import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';

/**
 * What the caller asks for, met by the kind of fact a record states (LocaleData.answers.asks.reach and .diet), and
 * irregular forms of everyday verbs read as the verb (LocaleData.forms), in verification only.
 */
type Q = { id: string; question: string; answer: string };
const index = (questions: Q[]) => new KnowledgeIndex({ business_questions: questions, business_items: [] }, EN);

/** A window-washing company whose area record is written as "where we go". */
const windows = () =>
  index([
    { id: 'q-where', question: 'Which neighborhoods are you in?', answer: 'Maplewood, Oak Ridge, Fairview and Linden Hills.' },
    { id: 'q-screens', question: 'Screens and tracks', answer: 'We wash screens and vacuum the tracks on every full visit.' },
    { id: 'q-billing', question: 'How do I pay?', answer: 'Pay by card or check when the crew is done; we email a receipt.' },
    { id: 'q-insured', question: 'Are you insured?', answer: 'Yes, fully insured and bonded; ask for the certificate.' },
    { id: 'q-ladders', question: 'Tall houses', answer: 'Our ladders reach three stories; above that we bring a lift for $95.' },
  ]);

/** A bakery cafe with a record about diets and one about day-old bread. */
const bakery = () =>
  index([
    { id: 'q-diet', question: 'Gluten free and vegan', answer: 'Our almond loaf is gluten free, and the oat cookies are vegan. The kitchen uses wheat flour, so we cannot promise no cross-contact for celiac guests.' },
    { id: 'q-dayold', question: 'Day-old bread', answer: 'Yesterday\'s loaves are half price from 3 pm, and they are best eaten toasted.' },
    { id: 'q-seating', question: 'Can we sit in?', answer: 'We have twelve seats inside and four tables on the patio.' },
    { id: 'q-cakes', question: 'Custom cakes', answer: 'Order custom cakes a week ahead; a deposit of $30 holds the date.' },
  ]);

describe('a verb that asks whether the business reaches a place is met by the record about the area served', () => {
  it('"what parts of town do you cover" is the neighborhoods record, with nothing unexplained', () => {
    const k = windows();
    expect(k.find('what neighborhoods do you cover')[0]?.id).toBe('q-where');
    expect(k.verify('what neighborhoods do you cover', 'q-where')).toMatchObject({ verdict: 'answer', unexplained: [] });
  });

  it('"which neighborhoods do your crews work in" is that record too', () => {
    expect(windows().verify('which neighborhoods do your crews work in', 'q-where').unexplained).not.toContain('work');
  });

  it('the same verb is not explained by a record about something else ("do you cover the cost of a broken screen")', () => {
    const k = windows();
    expect(k.verify('do you cover a broken screen', 'q-screens').unexplained).toContain('cover');
    expect(k.verify('does your insurance cover a broken screen', 'q-screens').verdict).not.toBe('answer');
  });

  it('with a place named ("do you work in brookfield"), the verb is not explained: whether it is served is not what the list says', () => {
    const v = windows().verify('do you work in brookfield', 'q-where');
    expect(v.unexplained).toContain('work');
    expect(v.verdict).not.toBe('answer');
  });

  it('a reach verb with another thing asked is not answered by the area record alone ("do you work on skylights")', () => {
    expect(windows().verify('do you work on skylights', 'q-where').verdict).not.toBe('answer');
  });
});

describe('a caller who names a diet asks what they may eat: a record that states a diet answers it', () => {
  it('"my son is celiac, is there anything he can eat" is the diet record, with nothing unexplained', () => {
    expect(bakery().verify('my son is celiac is there anything he can eat', 'q-diet')).toMatchObject({ verdict: 'answer', unexplained: [] });
  });

  it('"is it safe for someone with a nut allergy" counts "safe" and "eat" as asked of the diet record', () => {
    // (The record says nothing of allergies: that word stays the caller's own, to be explained or not.)
    const v = bakery().verify('my sister has a nut allergy is it safe to eat there', 'q-diet');
    expect(v.unexplained).not.toContain('safe');
    expect(v.unexplained).not.toContain('eat');
    expect(v.unexplained.length).toBeGreaterThan(0);
  });

  it('"eat" with no diet named is not explained by the diet record ("can we eat there")', () => {
    const v = bakery().verify('can we eat there', 'q-diet');
    expect(v.verdict).not.toBe('answer');
  });

  it('a diet named, asked of a record that states none, leaves "eat" unexplained', () => {
    expect(bakery().verify('im vegan what can i eat', 'q-seating').unexplained).toContain('eat');
  });
});

describe('an irregular form of an everyday verb is read as the verb by verification', () => {
  it('"can it get paid when the crew is done" meets "How do I pay?"', () => {
    expect(windows().verify('can it get paid by check', 'q-billing')).toMatchObject({ verdict: 'answer', unexplained: [] });
  });

  it('the record\'s own form states the verb: "best eaten toasted" explains "can we eat the day old bread"', () => {
    expect(bakery().verify('can we still eat the day old bread', 'q-dayold').unexplained).not.toContain('eat');
  });

  it('a form is only its own verb: "bought" is not "pay"', () => {
    expect(windows().verify('i bought a house in maplewood', 'q-billing').verdict).not.toBe('answer');
  });

  it('the ranking reads the words as said: "paid" still finds the billing record first only by its other words', () => {
    expect(windows().find('can i get paid by check')[0]?.id).toBe('q-billing');
  });
});
