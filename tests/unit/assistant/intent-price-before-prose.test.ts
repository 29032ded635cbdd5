import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { callSaying, ctx, makeBusiness, usdItem, usdServices } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

// A lawn care company: priced services sized by the yard, and FAQs whose words overlap them without stating a price
// (what a package holds, cancelling, rain days) beside one FAQ whose own question is about pricing.
const lawn = makeBusiness({
  name: 'Greenline Lawn Care',
  industry: 'Home Services',
  items: usdServices([
    ['l-mow-s', 'Lawn Mowing - Small Yard', '45', 45],
    ['l-mow-l', 'Lawn Mowing - Large Yard', '75', 90],
    ['l-spring-s', 'Spring Cleanup Package, Small Yard', '180', 120],
    ['l-spring-l', 'Spring Cleanup Package, Large Yard', '290', 240],
    ['l-hedge', 'Hedge Trimming (per hedge row)', '60', 60],
  ]).concat([usdItem('l-pack-s', '10-Visit Mowing Pack - Small Yard', '400', null), usdItem('l-pack-l', '10-Visit Mowing Pack - Large Yard', '680', null)]),
  questions: [
    { id: 'q-package', question: 'Seasonal packages', answer: 'Our spring cleanup package clears leaves and sticks, edges the beds and gives the lawn its first mow of the year; debris past ten bags is $5 a bag.' },
    { id: 'q-cancel', question: 'Visit cancellation policy', answer: 'Cancel a visit by 5 pm the day before at no charge; a later cancellation uses up one visit of a pack or costs $20.' },
    { id: 'q-rain', question: 'What if it rains?', answer: 'If it rains on your mowing day, the crew comes the next dry day at no charge.' },
    { id: 'q-size', question: 'How do you price by yard size?', answer: 'A small yard is up to a quarter acre; a large yard, up to one acre, is about $30 more a visit.' },
  ],
});

describe('a price asked of what the price list names, before an FAQ that only shares its words', () => {
  const k = knowledgeOf(prepare(ctx(lawn, MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('is the price, whether one item or several the caller must pick between', () => {
    // (The cancellation policy shares "visits" and "pack" and states $20: it was met with "are you asking: ...?".)
    expect(label('how much is the ten pack of mowing visits')).toBe('AskPrice');
    expect(label('how much would the spring cleanup package be')).toBe('AskPrice');
  });

  it('leaves the FAQ whose own question asks about pricing, and questions that ask no price', () => {
    expect(label('how do you guys price it by the size of the yard')).toBe('AskFaq');
    expect(label('what happens with my mowing if it rains')).toBe('AskFaq');
    expect(label('what comes in the spring cleanup package')).not.toBe('AskPrice');
  });

  it('speaks the prices from the list, never the package prose', () => {
    const turn = callSaying(lawn, MONDAY, 'how much is the ten pack of mowing visits').turns.at(-1)!;
    expect(turn.say).toMatch(/\$400|\$680|Small Yard|Large Yard/);
    expect(turn.say).not.toMatch(/\$20\b|cancellation/i);
  });
});
