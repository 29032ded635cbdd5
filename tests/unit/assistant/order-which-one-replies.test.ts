import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness, product, OPEN_7_TO_20 as HOURS } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';
const deli: AssistantBusiness['business_items'] = [
  product('gyro', 'Lamb Gyro Wrap', '10.00'),
  product('soup-sm', 'Lentil Soup - Small (8 oz)', '4.00'),
  product('soup-lg', 'Lentil Soup - Large (16 oz)', '7.00'),
  product('chips', 'Pita Chips', '3.00'),
  product('nuggets-6', 'Veggie Nuggets - 6 count', '5.00'),
  product('nuggets-12', 'Veggie Nuggets - 12 count', '9.00'),
  product('nuggets-24', 'Veggie Nuggets - 24 count', '16.00'),
  product('lotion', 'Hand Lotion', '12.00'),
  product('lotion-scented', 'Scented Hand Lotion', '14.00'),
];
const shop = () => makeBusiness({ name: 'Corner Deli', industry: 'Restaurant / Café', items: deli, questions: [], hours: HOURS });
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

function ordering(...said: string[]): Call {
  const c = new Call(ctx(shop(), NOON));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}

describe('an everyday size word settles which size', () => {
  it('said right before the item ("a big soup") is the largest size, the rest of the breath kept', () => {
    const c = ordering('could i grab a gyro wrap, a big lentil soup and pita chips');
    expect(lines(c)).toEqual({ gyro: 1, 'soup-lg': 1, chips: 1 });
  });

  it('said between the count and the item keeps the count ("two big soups")', () => {
    const c = ordering('can i get two big lentil soups');
    expect(lines(c)).toEqual({ 'soup-lg': 2 });
  });

  it('said before the item as "little" is the smallest size', () => {
    const c = ordering('can i get two little lentil soups');
    expect(lines(c)).toEqual({ 'soup-sm': 2 });
  });

  it('said after a repair of the same breath picks the size of that item, not another one', () => {
    const c = ordering("i'd like a lentil soup, actually make it a large one");
    expect(lines(c)).toEqual({ 'soup-lg': 1 });
  });
});

describe('the reply to a which-one question', () => {
  const asked = () => ordering('can i order some veggie nuggets');

  it('is asked first: the counts are read out, nothing is guessed', () => {
    const c = asked();
    expect(lines(c)).toEqual({});
    expect(c.turns.at(-1)!.say).toMatch(/6 count.*12 count.*24 count/);
  });

  it('a bare number that one of them holds ("the twelve") is that one', () => {
    const c = asked();
    c.say('the twelve please');
    expect(lines(c)).toEqual({ 'nuggets-12': 1 });
  });

  it('"the big one" among counts is the most, "the small one" the fewest', () => {
    const big = asked();
    big.say('uh the biggest one');
    expect(lines(big)).toEqual({ 'nuggets-24': 1 });
    const small = asked();
    small.say('the small one');
    expect(lines(small)).toEqual({ 'nuggets-6': 1 });
  });

  it('"the first one" / "the last one" is that place in the list read to the caller', () => {
    const first = asked();
    first.say('the first one');
    expect(lines(first)).toEqual({ 'nuggets-6': 1 });
    const last = asked();
    last.say('the last one');
    expect(lines(last)).toEqual({ 'nuggets-24': 1 });
  });

  it('a number that none of them holds picks nothing and asks again', () => {
    const c = asked();
    c.say('the thirty');
    expect(lines(c)).toEqual({});
  });

  it('"one of each" / "two of each" orders every one listed, that many each', () => {
    const one = asked();
    one.say('one of each');
    expect(lines(one)).toEqual({ 'nuggets-6': 1, 'nuggets-12': 1, 'nuggets-24': 1 });
    const two = asked();
    two.say('give me two of each');
    expect(lines(two)).toEqual({ 'nuggets-6': 2, 'nuggets-12': 2, 'nuggets-24': 2 });
  });

  it('"both" of two sizes orders both, with the count said first', () => {
    const c = ordering('can i get two lentil soups');
    c.say('both');
    expect(lines(c)).toEqual({ 'soup-sm': 2, 'soup-lg': 2 });
  });

  it('"pickup" said instead is taken, and the question is asked once more rather than the item dropped', () => {
    const c = asked();
    const r = c.say('for pickup');
    expect(c.state?.flow?.kind === 'order' && c.state.flow.mode).toBe('pickup');
    expect(r.say).toMatch(/^Got it, pickup\. .*6 count.*24 count/);
    c.say('the twelve');
    expect(lines(c)).toEqual({ 'nuggets-12': 1 });
  });

  it('a second reply of another kind is not met with the same question a third time', () => {
    const c = asked();
    c.say('pickup');
    const r = c.say('delivery actually');
    expect(r.say).not.toMatch(/6 count/);
  });

  it('"neither" is no "both"', () => {
    const c = ordering('can i get a lentil soup');
    c.say('neither of them actually');
    expect(lines(c)).toEqual({});
  });
});

describe('a kind set aside in the same breath', () => {
  it('"the plain, not scented" orders only the plain one', () => {
    const c = ordering('can i buy two hand lotions, the plain not scented');
    expect(lines(c)).toEqual({ lotion: 2 });
  });

  it('"instead of" sets the item after it aside', () => {
    const c = ordering('can i get pita chips instead of the gyro wrap');
    expect(lines(c)).toEqual({ chips: 1 });
  });

  it('"without" sets the item after it aside and keeps the one before', () => {
    const c = ordering('can i get a gyro wrap without the pita chips');
    expect(lines(c)).toEqual({ gyro: 1 });
  });
});
