import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * A yes word that only leads into another question ("ok and ...", "yeah but ...") accepts nothing that was offered:
 * the question is answered. Sentences written for this test. Monday 2025-03-10, 10:00 in New York.
 */
const MONDAY = '2025-03-10T14:00:00Z';
const yard = makeBusiness({
  name: 'Prairie Yard Care',
  items: [{ id: 'mow', name: 'Mowing', price: '45', duration: 30, currency: 'USD', enabled: true }],
  questions: [{ id: 'q-area', question: 'What areas do you serve?', answer: 'We serve Norman, Moore and Edmond.' }],
});

describe('a yes word leading into another question', () => {
  it('after "would you like to leave a message?", "ok and ..." gets its question answered, no message started', () => {
    for (const next of ['ok and what areas do you serve', 'yeah but what areas do you serve', 'okay so what areas do you serve']) {
      const call = new Call(ctx(yard, MONDAY));
      const offered = call.say('do you sell firewood by the cord');
      expect(offered.say).toContain('leave a message');
      const r = call.say(next);
      expect(r.say, next).toContain('We serve Norman, Moore and Edmond.');
      expect(r.say, next).not.toMatch(/your name/i);
    }
  });
  it('a plain yes, or a yes with a request, still takes the message', () => {
    for (const next of ['ok', 'yes please', 'yeah sure go ahead']) {
      const call = new Call(ctx(yard, MONDAY));
      call.say('do you sell firewood by the cord');
      expect(call.say(next).say, next).toMatch(/name/i);
    }
  });
});

describe('a service named when another was offered', () => {
  const lawn = makeBusiness({
    name: 'Prairie Yard Care',
    items: [
      { id: 'mow', name: 'Mowing', price: '45', duration: 30, currency: 'USD', enabled: true },
      { id: 'aerate', name: 'Core Aeration', price: '89', duration: 45, currency: 'USD', enabled: true },
    ],
  });
  it('"can I get the aeration tomorrow at 10" after "Would you like to book it?" about the mowing books the aeration', () => {
    const call = new Call(ctx(lawn, MONDAY));
    expect(call.say('how much is mowing').say).toContain('Would you like to book it?');
    const r = call.say('cool can i get the aeration tomorrow at 10');
    expect(r.say).not.toMatch(/mowing/i);
    call.say('Dana Reyes');
    const readBack = call.say('yes').say;
    expect(readBack).toContain('Let me read that back: a Core Aeration (45 minutes, $89.00) tomorrow at 10:00 AM');
  });
  it('a yes to the offer still books what was offered', () => {
    const call = new Call(ctx(lawn, MONDAY));
    call.say('how much is mowing');
    call.say('yes tomorrow at 10');
    call.say('Dana Reyes');
    expect(call.say('yes').say).toContain('Let me read that back: a Mowing (30 minutes, $45.00) tomorrow at 10:00 AM');
  });
});
