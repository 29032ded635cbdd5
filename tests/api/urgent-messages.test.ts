import { describe, expect, it } from 'vitest';
import { type CallServices, callServicesAt, MONDAY_10AM, salonOwner, testCall } from '../support/call-helpers.js';
import { MessagesRepo } from '../../functions/data/messages-repo.js';

/**
 * An urgent caller's message is marked urgent as a field of its own (not a prefix in its text): the message record,
 * the call (a badge and a filter in the call log) and the owner's email subject say so. A message stored before the
 * field, its text starting "URGENT: ", still reads as urgent.
 */

let ctx: CallServices;
callServicesAt(MONDAY_10AM, (services) => (ctx = services));

describe('urgent messages', () => {
  it('stores urgency on the message and the call, badges and filters it, and puts it in the email subject', async () => {
    const { client, account } = await salonOwner(ctx, { transfer_calls_enabled: false });
    ctx.emails.length = 0;
    const urgent = await testCall(client, ['my scalp is burning and blistering after the color you did yesterday', 'Ana Lopez', 'yes', 'please have someone call me right away'], {
      callerNumber: '(312) 555-0123',
    });
    expect(urgent.said.join(' ')).toMatch(/urgent/);
    const calm = await testCall(client, ['can i leave a message for Maria', 'Bo Chen', 'yes', 'thanks for the great cut'], { callerNumber: '(312) 555-0145' });

    const kept = await new MessagesRepo(ctx.services.db).recent(account.business.id);
    const byName = Object.fromEntries(kept.map((m) => [m.name, m]));
    expect(byName['Ana Lopez']).toMatchObject({ urgent: true, message: expect.stringMatching(/^please have someone call me right away/) });
    expect(byName['Ana Lopez']!.message).not.toMatch(/URGENT/);
    expect(byName['Bo Chen']).toMatchObject({ urgent: false, message: 'thanks for the great cut' });

    const call = async (id: string) => (await client.get(`/api/calls/${id}`)).body;
    expect(await call(urgent.id)).toMatchObject({ outcome: 'message', urgent: true, summary: expect.stringMatching(/^Urgent message from Ana Lopez/) });
    expect(await call(calm.id)).toMatchObject({ outcome: 'message', urgent: false, summary: expect.stringMatching(/^Message from Bo Chen/) });

    const listed = await client.get('/api/calls?urgent=true');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.calls.map((c: { id: string }) => c.id)).toEqual([urgent.id]);
    const messages = await client.get('/api/calls?outcome=message&urgent=true');
    expect(messages.body.calls.map((c: { id: string }) => c.id)).toEqual([urgent.id]);
    const all = await client.get('/api/calls?outcome=message');
    expect(Object.fromEntries(all.body.calls.map((c: { id: string; urgent: boolean }) => [c.id, c.urgent]))).toEqual({ [calm.id]: false, [urgent.id]: true });

    const subjects = ctx.emails.filter((e) => e.to === account.email).map((e) => e.subject);
    expect(subjects).toContain('Bella Salon: New URGENT message from Ana Lopez (test call)');
    expect(subjects).toContain('Bella Salon: New message from Bo Chen (test call)');
    const email = ctx.emails.find((e) => e.subject.includes('URGENT'))!;
    expect(email.text).toMatch(/Message: please have someone call me right away/);
    expect(email.text).not.toMatch(/Message: URGENT/);
  });

  it('refuses a bad urgent filter with a 422 that says why', async () => {
    const { client } = await salonOwner(ctx);
    const res = await client.get('/api/calls?urgent=yes');
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toMatch(/urgent/i);
  });

  it('reads a message stored with the old URGENT: mark as urgent, the mark off its text', async () => {
    const { account } = await salonOwner(ctx);
    const repo = new MessagesRepo(ctx.services.db);
    await repo.create({
      id: 'legacy-1', business_id: account.business.id, call_id: 'c1', effect_key: 'k1', is_test: false, name: 'Old Caller', phone_number: '+13125550100',
      message: 'URGENT: water everywhere', reason: 'caller_request', transfer_reason: null, intake: null, created_at: '2025-03-01T10:00:00.000Z',
    });
    const [old] = await repo.recent(account.business.id);
    expect(old).toMatchObject({ urgent: true, message: 'water everywhere' });
  });
});
