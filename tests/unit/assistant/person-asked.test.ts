import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

/** An owner who takes transfers for struggling callers, sensitive matters and unknown questions, not for plain call-backs. */
const owner = () =>
  makeBusiness({
    assistant: {
      transfer_calls_enabled: true,
      transfer_phone_number: '+1 (212) 555-0199',
      transfer_scenarios: [
        { id: 't1', text: 'Caller is confused or frustrated' },
        { id: 't2', text: "Request exceeds the assistant's knowledge" },
      ],
    },
  });

describe('a person asked for', () => {
  it('after a complaint about the business’s own work, reaches a person where the owner takes struggling callers', () => {
    const c = new Call(ctx(owner(), MONDAY));
    c.greet();
    const r = c.say('you guys lost my booking again, i want to speak to the manager');
    expect(r.action).toBe('transfer');
  });

  it('demanded at once, by name, reaches a person too', () => {
    const c = new Call(ctx(owner(), MONDAY));
    c.greet();
    expect(c.say('i need to talk to rosa right now').action).toBe('transfer');
  });

  it('a plain request for a call back is still a message where call-backs are not transferred', () => {
    const c = new Call(ctx(owner(), MONDAY));
    c.greet();
    const r = c.say('can someone call me back about my color');
    expect(r.action).not.toBe('transfer');
  });
});

describe('a complaint told as what happened, then a person asked for', () => {
  it('money charged without a word, or a mess the crew left, reaches a person where the owner takes struggling callers', () => {
    for (const said of [
      'you billed me an extra sixty dollars for parking and nobody told me, i want to talk to the owner',
      'your installers left screws all over my garage floor and i want to speak to a manager',
    ]) {
      const c = new Call(ctx(owner(), MONDAY));
      c.greet();
      expect(c.say(said).action).toBe('transfer');
    }
  });
});
