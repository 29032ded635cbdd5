import { describe, expect, it } from 'vitest';
import { messageSaid } from '../../../functions/assistant/message.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * A message whose content came with the request for it (issue 13): sentences written for these tests. Monday 10 March
 * 2025, 10:00 in New York.
 */
const MONDAY = '2025-03-10T14:00:00Z';
const shop = makeBusiness({ name: 'Harbor Bike Repair', items: [{ id: 'tune', name: 'Tune-Up', price: '80', duration: 60, currency: 'USD', enabled: true }] });
const messages = (c: Call) => c.effects.filter((e) => e.type === 'take_message') as Array<{ message: string }>;

function callFor(opening: string) {
  const c = new Call(ctx(shop, MONDAY, { callerNumber: '+12125550147' }));
  c.greet();
  const asked = [c.say(opening).say];
  asked.push(c.say('priya natarajan').say);
  asked.push(c.say('yes').say);
  return { c, asked };
}

describe('what the message is about, said before the name was asked', () => {
  it('is not asked for again, and is what the team gets', () => {
    const { c, asked } = callFor('my rear wheel is wobbling after the tune up, can someone call me back');
    expect(asked.join(' ')).not.toMatch(/what (message|would you like)/i);
    expect(messages(c)).toHaveLength(1);
    expect(messages(c)[0].message).toMatch(/rear wheel is wobbling/);
  });
  it('a bare request for a call back still asks what it is about', () => {
    const { c, asked } = callFor('could somebody please call me back');
    expect(asked[asked.length - 1]).toMatch(/call you back about|message would you like/i);
    expect(messages(c)).toHaveLength(0);
    expect(c.say('the brake cable i ordered').say).toMatch(/passed your message on/);
    expect(messages(c)[0].message).toMatch(/brake cable/);
  });
});

describe('which words say what a message is about', () => {
  it('content beyond the asking', () => {
    for (const t of ['the parts i ordered never came in, please have someone call me', 'i need to talk to someone about a warranty claim on my frame']) {
      expect(messageSaid(t), t).toBe(true);
    }
  });
  it('only the asking, a name or a pointer', () => {
    for (const t of ['hi this is owen park can you have the owner call me back', 'can i leave a message for the service desk', 'i would like to leave a message for sam', 'i want to talk to someone about this', 'yes', 'let me speak to a real person', 'can i talk to an actual human please']) {
      expect(messageSaid(t), t).toBe(false);
    }
  });
});
