import { describe, expect, it } from 'vitest';
import type { PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness, product } from './fixtures.js';


/** At the read-back, a correction that names another item in full replaces the one it corrects (issue 13). */
describe('a correction at the read-back naming another item in full', () => {
  const pool = makeBusiness({
    name: 'Blue Lane Swim School',
    items: [product('pack4', '4-Lesson Swim Pack', '96'), product('pack8', '8-Lesson Swim Pack', '180'), product('goggles', 'Kids Goggles', '14')],
    questions: [],
  });

  it('replaces the item it corrects and reads the order back again', () => {
    for (const said of ['make it the eight lesson swim pack', 'change it to the eight lesson pack', 'actually the eight lesson swim pack please', 'hmm make that the eight lesson pack instead']) {
      const c = new Call(ctx(pool, '2025-06-02T15:00:00Z'));
      c.greet();
      for (const s of ['i would like to buy a four lesson swim pack and kids goggles', 'no', 'pickup', 'asap', 'Dana Ruiz', 'yes', 'no']) c.say(s);
      const reply = c.say(said).say;
      expect(reply, said).toMatch(/Here's your order/);
      expect(reply, said).not.toMatch(/4-Lesson/);
      c.say('yes');
      const order = c.effects.find((e): e is PlaceOrderEffect => e.type === 'place_order');
      expect(Object.fromEntries(order!.lines.map((l) => [l.business_item_id, l.quantity])), said).toEqual({ pack8: 1, goggles: 1 });
    }
  });
});
