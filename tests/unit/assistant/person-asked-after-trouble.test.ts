import { describe, expect, it } from 'vitest';
import { callSaying, makeBusiness } from './fixtures.js';

// Tuesday 4 March 2025, 11:00 in New York: open (weekdays 9 to 5 in the fixture's hours).
const TUESDAY = '2025-03-04T16:00:00Z';
const transfersFor = (...texts: string[]) =>
  makeBusiness({
    name: 'Evergreen Chimney Sweeps',
    industry: 'Home Services',
    items: [{ id: 'sweep', name: 'Chimney Sweep', price: '189.00', duration: 90, currency: 'USD', enabled: true }],
    questions: [],
    assistant: {
      transfer_calls_enabled: true,
      transfer_phone_number: '+12125550123',
      transfer_scenarios: texts.map((text, i) => ({ id: `ts-${i}`, text })),
    } as never,
  });

describe('a person asked for after a turn of trouble the assistant could not place', () => {
  it('an upset story told first, then "let me talk to someone", reaches a person where struggling callers are put through', () => {
    const c = callSaying(transfersFor('Caller is confused or frustrated'), TUESDAY, 'your sweep came out monday and left soot all over my white couch, are you kidding me');
    const r = c.say('i need to talk to somebody about this');
    expect(r.action).toBe('transfer');
    expect(r.callState.outcome).toBe('transferred');
  });

  it('words the assistant could not make out, then a person asked for, reach a person where unrecognized inquiries are put through', () => {
    const c = callSaying(transfersFor('Unrecognized or sensitive inquiry'), TUESDAY, 'so the flue thing from the inspection paperwork the county sent back has a stamp missing');
    const r = c.say('can i just talk to a person');
    expect(r.action).toBe('transfer');
  });

  it('a matter of the caller\'s own account asked for with a person, where only knowledge gaps are put through, reaches a person', () => {
    const r = callSaying(transfersFor("Request exceeds the assistant's knowledge"), TUESDAY, 'my account shows two sweeps but we only had one, and i need to change the card on autopay, can i talk to someone in the office').turns.at(-1)!;
    expect(r.action).toBe('transfer');
  });

  it('a plain request for a call back, nothing troubling said, is still a message where only those scenarios are ticked', () => {
    const r = callSaying(transfersFor('Caller is confused or frustrated', 'Unrecognized or sensitive inquiry'), TUESDAY, 'can someone call me back when they get a chance').turns.at(-1)!;
    expect(r.action).toBe('message');
  });
});
