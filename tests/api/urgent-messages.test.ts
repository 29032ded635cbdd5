import { describe, expect, it } from 'vitest';
import { type CallServices, callServicesAt, MONDAY_10AM, salonOwner, testCall } from '../support/call-helpers.js';
import { MessagesRepo } from '../../functions/data/messages-repo.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';
import type { CallRecord } from '../../functions/core/calls/model.js';

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
    // The urgent story told is the message: it is taken once the name and number are, not asked for again.
    const urgent = await testCall(client, ['my scalp is burning and blistering after the color you did yesterday', 'Ana Lopez', 'yes'], {
      callerNumber: '(312) 555-0123',
    });
    expect(urgent.said.join(' ')).toMatch(/urgent/);
    const calm = await testCall(client, ['can i leave a message for Maria', 'Bo Chen', 'yes', 'thanks for the great cut'], { callerNumber: '(312) 555-0145' });

    const kept = await new MessagesRepo(ctx.services.db).recent(account.business.id);
    const byName = Object.fromEntries(kept.map((m) => [m.name, m]));
    expect(byName['Ana Lopez']).toMatchObject({ urgent: true, message: expect.stringMatching(/^my scalp is burning and blistering/) });
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
    expect(email.text).toMatch(/Message: my scalp is burning and blistering/);
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

  it('an older call whose message carries only the URGENT: mark is badged, found by the urgent filter and its detail says urgent', async () => {
    const { client, account } = await salonOwner(ctx);
    const businessId = account.business.id as string;
    // Stored before urgency was a field: the call has no `urgent`, its summary no "Urgent", the message the old mark.
    const oldCall = (id: string, startedAt: string, name: string): CallRecord => ({
      id, business_id: businessId, started_at: startedAt, ended_at: new Date(Date.parse(startedAt) + 90_000).toISOString(),
      last_activity_at: startedAt, direction: 'inbound', caller_number: '+13125550100', outcome: 'message_taken', is_test: false,
      duration_seconds: 90, turn_count: 3, summary: `Message from ${name}`, version: 1,
      transcript: [{ speaker: 'assistant', text: 'Thank you for calling.', at: startedAt }],
    });
    const calls = new CallsRepo(ctx.services.db);
    const messages = new MessagesRepo(ctx.services.db);
    await calls.create(oldCall('old-urgent', '2025-03-03T15:00:00.000Z', 'Old Caller'));
    await calls.create(oldCall('old-calm', '2025-03-04T15:00:00.000Z', 'Calm Caller'));
    const message = (id: string, callId: string, at: string, text: string) => ({
      id, business_id: businessId, call_id: callId, effect_key: `k-${id}`, is_test: false, name: id, phone_number: '+13125550100',
      message: text, reason: 'caller_request', transfer_reason: null, intake: null, created_at: at,
    });
    await messages.create(message('m-urgent', 'old-urgent', '2025-03-03T15:01:00.000Z', 'URGENT: water everywhere'));
    await messages.create(message('m-calm', 'old-calm', '2025-03-04T15:01:00.000Z', 'thanks for the cut'));

    const listed = (await client.get('/api/calls')).body.calls;
    expect(Object.fromEntries(listed.map((c: { id: string; urgent: boolean }) => [c.id, c.urgent]))).toEqual({ 'old-urgent': true, 'old-calm': false });
    expect((await client.get('/api/calls?urgent=true')).body.calls.map((c: { id: string }) => c.id)).toEqual(['old-urgent']);
    expect((await client.get('/api/calls?outcome=message&urgent=true')).body.calls.map((c: { id: string }) => c.id)).toEqual(['old-urgent']);
    expect((await client.get('/api/calls/old-urgent')).body).toMatchObject({ urgent: true, summary: 'Urgent message from Old Caller' });
    expect((await client.get('/api/calls/old-calm')).body).toMatchObject({ urgent: false, summary: 'Message from Calm Caller' });
  });
});
