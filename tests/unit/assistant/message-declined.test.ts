import { describe, expect, it } from 'vitest';
import { callSaying, makeBusiness } from './fixtures.js';

// Tuesday 4 March 2025, 11:00 in New York: open. Transfers are off, so a person asked for is offered a message.
const TUESDAY = '2025-03-04T16:00:00Z';
const kennel = makeBusiness({
  name: 'Maple Run Kennels',
  industry: 'Pet Care',
  items: [{ id: 'board', name: 'Overnight Boarding', price: '55.00', duration: 60, currency: 'USD', enabled: true }],
  questions: [],
});

describe('a message offered and declined when the name is asked', () => {
  for (const said of ['no', 'no thanks, I\'ll call back later', 'nah never mind', "I don't want to leave a message"]) {
    it(`"${said}" takes no message and goes on with the call`, () => {
      const c = callSaying(kennel, TUESDAY, 'can i talk to the owner please');
      expect(c.turns.at(-1)!.action).toBe('message');
      const r = c.say(said);
      expect(r.say).toMatch(/no problem/i);
      expect(r.say).not.toMatch(/name|message would you like/i);
      expect(r.action).toBe('continue');
      expect(r.callState.flow).toBeUndefined();
      // The call goes on: a question after it is answered as any other.
      expect(c.say('ok what are your hours').say).toMatch(/\d/);
    });
  }

  it('a name said at that question is still taken ("Noah")', () => {
    const c = callSaying(kennel, TUESDAY, 'can i talk to the owner please');
    const r = c.say('noah');
    expect(r.say).not.toMatch(/won't take a message/i);
    expect(r.callState.caller?.first).toBe('Noah');
  });

  it('an urgent message is not dropped by a no: it still asks who is calling', () => {
    const c = callSaying(kennel, TUESDAY, 'my dog got out of the run at your place and is running loose on the highway, call me back now');
    const r = c.say('no');
    expect(r.say).not.toMatch(/won't take a message/i);
  });
});
