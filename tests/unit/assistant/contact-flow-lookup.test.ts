import { describe, expect, it } from 'vitest';
import { callSetupFor } from '../../../functions/assistant/contact-flow-lookup.js';
import type { BusinessAggregate } from '../../../functions/core/business/aggregate.js';
import { makeBusiness } from './fixtures.js';

const OPEN = new Date('2026-11-24T15:00:00Z'); // Tuesday 10:00 in New York
const OWNER = '+13125550100';
const LINKED = '+14155550123';

/** A business whose owner asked to be rung first (answer delay 15 s). */
function ringFirst(): BusinessAggregate {
  const b = makeBusiness();
  return {
    ...b,
    business: { ...b.business, phone_number: OWNER },
    assistant: { ...b.assistant, answer_if_unanswered: true, call_handling_method: 'ai_number', answer_delay_seconds: 15 },
  } as unknown as BusinessAggregate;
}

describe('contact-flow lookup: ringing the owner first', () => {
  it("rings the owner's phone for the answer delay when a caller dials the assistant during open hours", () => {
    const setup = callSetupFor(ringFirst(), { dialed: LINKED, caller: '+16175550188', now: OPEN });
    expect(setup).toMatchObject({ found: 'true', ring_owner_first: 'true', owner_number: OWNER, answer_delay_seconds: '15', voice: 'Joanna' });
  });

  it("never rings the owner's phone when the call comes from it (the owner calling, or Call Me Now's test call)", () => {
    const setup = callSetupFor(ringFirst(), { dialed: LINKED, caller: OWNER, now: OPEN });
    expect(setup).toMatchObject({ found: 'true', ring_owner_first: 'false', owner_number: '' });
  });
});
