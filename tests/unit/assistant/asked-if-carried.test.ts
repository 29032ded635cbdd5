import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness, product } from './fixtures.js';

/**
 * Whether the business has an item, asked mid-order ("do you have ...", "do you guys carry ..."), is a question: it is
 * answered (yes with the price, or no with the nearest items on the menu) and the order's own question comes back;
 * the item is added only when the caller orders it. Sentences written for this test. Monday 10 March 2025, noon in
 * New York.
 */
const NOON = '2025-03-10T16:00:00Z';
const menu: AssistantBusiness['business_items'] = [
  product('mocha-sm', 'Mocha, small (12 oz)', '4.00'),
  product('mocha-lg', 'Mocha, large (16 oz)', '5.00'),
  product('soy', 'Soy Milk', '0.60'),
  product('scone', 'Lemon Scone', '3.50'),
  product('bagel', 'Everything Bagel', '2.75'),
];
const cafe = () => makeBusiness({ name: 'Pinecone Coffee', industry: 'Restaurant / Café', items: menu, questions: [] });
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

function ordering(...said: string[]): Call {
  const c = new Call(ctx(cafe(), NOON));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}

describe('"do you have X" asked while an order waits', () => {
  it('while a size is asked: the item is priced, the size asked again, and the item waiting for its size is kept', () => {
    for (const asked of ['oh and do you have soy milk', 'do you guys carry soy milk?', 'real quick, do you sell soy milk']) {
      const c = ordering('could I get a mocha');
      const r = c.say(asked);
      expect(r.say, asked).toContain('$0.60');
      expect(r.say, asked).toMatch(/which size would you like for the mocha/i);
      expect(lines(c), asked).toEqual({});
      c.say('the large');
      expect(lines(c), asked).toEqual({ 'mocha-lg': 1 });
    }
  });

  it('at "Anything else?": answered, nothing added, and "Anything else?" asked again', () => {
    const c = ordering('an everything bagel please');
    const r = c.say('do you have lemon scones?');
    expect(r.say).toContain('$3.50');
    expect(r.say).toMatch(/Anything else\?$/);
    expect(lines(c)).toEqual({ bagel: 1 });
  });

  it('the item is added once the caller orders it, in order words', () => {
    for (const order of ['can I also get a lemon scone', 'add a lemon scone', "okay I'll take a lemon scone"]) {
      const c = ordering('an everything bagel please', 'do you have lemon scones?');
      c.say(order);
      expect(lines(c), order).toEqual({ bagel: 1, scone: 1 });
    }
  });

  it('something not on the menu that sounds like an item: no, and the nearest items', () => {
    const c = ordering('an everything bagel please');
    const r = c.say('do you have blueberry bagels?');
    expect(r.say).toMatch(/couldn't find that on our menu/i);
    expect(r.say).toContain('Everything Bagel');
    expect(r.say).toMatch(/Anything else\?$/);
    expect(lines(c)).toEqual({ bagel: 1 });
  });

  it('ordering words still order at once', () => {
    for (const said of ['can I get a lemon scone', "I'll take a lemon scone"]) {
      const c = ordering('an everything bagel please');
      c.say(said);
      expect(lines(c), said).toEqual({ bagel: 1, scone: 1 });
    }
  });
});
