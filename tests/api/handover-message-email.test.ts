import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { salonOwner, testCall } from '../support/call-helpers.js';
import { TRANSFER_SCENARIOS } from '../../functions/contract/assistant-configurations.js';

/**
 * The owner's email for a message the assistant took from a caller who wanted a person: it names a transfer scenario
 * only when the owner turned transfers on and ticked that scenario; otherwise it says what stopped the transfer.
 */

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

// Monday 10 March 2025, 10:00 in New York: open. 21:00 the same day: closed.
const MONDAY_10AM = new Date('2025-03-10T14:00:00.000Z');
const MONDAY_9PM = new Date('2025-03-11T01:00:00.000Z');
const CALLBACK = TRANSFER_SCENARIOS[2];

beforeAll(async () => {
  ctx = await createTestServices();
});
beforeEach(() => {
  ctx.clock.now = MONDAY_10AM;
  ctx.emails.length = 0;
});

async function messageFromAnn(client: Parameters<typeof testCall>[0], ownerEmail: string) {
  const { said } = await testCall(client, ['let me speak to a real person', 'Ann Smith', 'yes', 'please call me about my color appointment', 'no thanks'], {
    callerNumber: '+13125550111',
  });
  const mail = ctx.emails.find((e) => e.to === ownerEmail && e.text.includes('Message: '));
  expect(mail, JSON.stringify(said, null, 1)).toBeDefined();
  expect(mail!.text).toContain('Message: please call me about my color appointment');
  return mail!;
}

describe("the owner's email for a message taken instead of a transfer", () => {
  it('with transfers off, names no transfer scenario and says transfers are off', async () => {
    const { client, account } = await salonOwner(ctx, { transfer_calls_enabled: false });
    const mail = await messageFromAnn(client, account.email);
    expect(mail.subject).toBe('Bella Salon: New message from Ann Smith (test call)');
    expect(mail.text).not.toContain('Transfer scenario');
    expect(mail.text).not.toContain(CALLBACK);
    expect(mail.text).toContain('Call transfers are off in your settings, so the assistant took a message.');
  });

  it('with transfers on but the scenario not ticked, says it is not one of the scenarios', async () => {
    const { client, account } = await salonOwner(ctx, {
      transfer_scenarios_attributes: [{ text: TRANSFER_SCENARIOS[0] }],
    });
    const mail = await messageFromAnn(client, account.email);
    expect(mail.subject).toBe('Bella Salon: New message from Ann Smith (test call)');
    expect(mail.text).not.toContain('Transfer scenario');
    expect(mail.text).toContain(`“${CALLBACK}” is not one of your transfer scenarios, so the assistant took a message.`);
  });

  it('with the scenario ticked and the business closed, tells of an unanswered handover by its scenario', async () => {
    ctx.clock.now = MONDAY_9PM;
    const { client, account } = await salonOwner(ctx);
    const mail = await messageFromAnn(client, account.email);
    expect(mail.subject).toBe('Bella Salon: Unanswered handover: Ann Smith could not be put through (test call)');
    expect(mail.text).toContain(`Transfer scenario: ${CALLBACK}. The call could not be put through at the time, so the assistant took a message.`);
  });
});
