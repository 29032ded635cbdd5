import { describe, expect, it } from 'vitest';
import { TRANSFER_SCENARIOS } from '../../../functions/core/assistant/settings.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Tuesday 11 March 2025, 11:00 in New York: open (the fixtures' weekday hours).
const TUESDAY = '2025-03-11T15:00:00Z';

/** An owner who takes transfers only for the scenarios given (by their place on the settings screen), never plain call-backs. */
const ownerTaking = (...which: number[]) =>
  makeBusiness({
    assistant: {
      transfer_calls_enabled: true,
      transfer_phone_number: '+1 (212) 555-0142',
      transfer_scenarios: which.map((i) => ({ id: `s${i}`, text: TRANSFER_SCENARIOS[i]! })),
    },
  });
const FRUSTRATED = 0;
const BEYOND = 1;
const SENSITIVE = 4;

function calling(owner = ownerTaking(FRUSTRATED, BEYOND)): Call {
  const c = new Call(ctx(owner, TUESDAY));
  c.greet();
  return c;
}

describe('a person asked for in a later turn than the reason', () => {
  it('a complaint told first, then a person asked for plainly, reaches a person where the owner takes struggling callers', () => {
    const c = calling(ownerTaking(FRUSTRATED));
    c.say('i phoned two days early to call it off and you still took the fee off my card, that is the second time');
    expect(c.say('can i speak with somebody please').action).toBe('transfer');
  });

  it('a turn the assistant could not make out, then a person asked for, is beyond what it knows', () => {
    const c = calling(ownerTaking(BEYOND));
    expect(c.say('my cousin rented a barn upstate and the photographer lost every memory card').say).toMatch(/didn't quite get that/);
    expect(c.say('let me talk to a person').action).toBe('transfer');
  });

  it('a plain request for a person with nothing before it stays a message where the owner takes no call-backs', () => {
    const c = calling(ownerTaking(FRUSTRATED, BEYOND));
    const r = c.say('hi, i would like to talk to a person');
    expect(r.action).not.toBe('transfer');
  });
});

describe('a person asked for about a matter of the caller’s own', () => {
  it('to talk to someone now about it is beyond what the assistant knows', () => {
    const c = calling(ownerTaking(BEYOND));
    expect(c.say('hi can i talk to the owner, its about setting up haircuts for the staff at my company').action).toBe('transfer');
  });

  it('a call back asked about the same matter is still a message', () => {
    const c = calling(ownerTaking(BEYOND));
    expect(c.say('could you have marco call me back about styling a whole wedding party').action).not.toBe('transfer');
  });
});

describe('a person asked for about something the caller wants kept private', () => {
  it('reaches a person where the owner takes sensitive inquiries', () => {
    for (const said of [
      'i need a test done but i do not want my dad to find out, can i talk to someone',
      'is what i tell you confidential, i need to speak to a person',
      'if i tell you about my neighbor would you have to report it, i want to talk to someone first',
    ]) {
      const c = calling(ownerTaking(SENSITIVE));
      expect(c.say(said).action, said).toBe('transfer');
    }
  });

  it('the same owner does not hand over a plain request for a person', () => {
    const c = calling(ownerTaking(SENSITIVE));
    expect(c.say('can i talk to someone').action).not.toBe('transfer');
  });
});
