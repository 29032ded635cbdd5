import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness, product } from './fixtures.js';


/** "A smoothie... the big one": an everyday size word said right after words two sized items share picks one (issue 13). */
describe('a size said right after an item that comes in two sizes', () => {
  const bar = makeBusiness({
    name: 'Juice Harbor',
    items: [product('mango_s', 'Mango Smoothie (Small)', '6'), product('mango_l', 'Mango Smoothie (Large)', '8'), product('loaf_s', 'Small Banana Loaf', '5'), product('loaf_l', 'Large Banana Loaf', '9'), product('shot', 'Ginger Shot', '3')],
    questions: [],
  });
  const first = (said: string) => {
    const c = new Call(ctx(bar, '2025-06-02T15:00:00Z'));
    c.greet();
    return c.say(said).say;
  };

  it('is that size, not a question which', () => {
    expect(first('hi can i order a mango smoothie... the big one')).toMatch(/^Got it: 1 Mango Smoothie \(Large\)\. Anything else/);
    expect(first('i want to order a banana loaf, the little one please')).toMatch(/^Got it: 1 Small Banana Loaf\. Anything else/);
    expect(first('i would like to order two mango smoothies, big ones, and a ginger shot')).toMatch(/^Got it: 2 Mango Smoothie \(Large\) and 1 Ginger Shot/);
  });
  it('answers the size question the same way', () => {
    const c = new Call(ctx(bar, '2025-06-02T15:00:00Z'));
    c.greet();
    expect(c.say('i want to order a banana loaf').say).toMatch(/Small Banana Loaf or the Large Banana Loaf/);
    expect(c.say('make that a big one').say).toMatch(/^Got it: 1 Large Banana Loaf/);
  });
  it('a size word before another item is that item\'s, and the first is still asked', () => {
    expect(first('i want to order a mango smoothie and a big ginger shot')).toMatch(/Which size would you like for the mango smoothie/);
  });
});
