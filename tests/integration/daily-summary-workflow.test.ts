import { describe, expect, it } from 'vitest';
import { createTestServices, TestClient, TEST_DEV_TOKEN } from '../support/test-services.js';
import { salonOwner } from '../support/call-helpers.js';
import { sendDailySummary, secondsUntilLocalHour } from '../../functions/core/notifications/daily-summary.js';
import { findWorkflow } from '../../functions/workflows/registry.js';

/**
 * The daily summary workflow on the real ASL (aws-local-stepfunctions), its wait shortened: the test clock stays
 * where the test puts it, so every loop lands on the same "yesterday" and must not send it twice.
 */
describe('daily summary workflow (local Step Functions runner)', () => {
  it("emails yesterday's figures and new questions once, at the owner's hour, until turned off", async () => {
    const ctx = await createTestServices({ localWorkflows: { waitTimeOverrides: { WaitForHour: 30 }, retryIntervalOverrides: { Send: 5, Check: 5 } } });
    // Monday 10 March 2025, 10:00 in New York: two real calls, one test call, one question without an answer.
    ctx.clock.now = new Date('2025-03-10T14:00:00Z');
    const { client, account } = await salonOwner(ctx, { transfer_calls_enabled: false });
    const [number] = (await client.get('/api/phone-numbers/available')).body;
    await client.post('/api/phone-numbers/link/', { business_id: account.business.id, phone_number_id: number.id });
    const dev = new TestClient(ctx.app, { headers: { 'x-dev-token': TEST_DEV_TOKEN } });
    for (const text of ['do you have parking?', 'are you hiring any stylists']) {
      const started = await dev.post('/dev/calls', { to: number.phone_number, from: '+13125550133' });
      await dev.post(`/dev/calls/${started.body.id}/turns`, { text });
      await dev.post(`/dev/calls/${started.body.id}/end`);
    }
    const test = await client.post('/api/test-calls', {});
    await client.post(`/api/test-calls/${test.body.id}/end`);

    // Tuesday 06:59: the owner picks 7:00.
    ctx.clock.now = new Date('2025-03-11T10:59:00Z');
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    ctx.emails.length = 0;
    const saved = await client.patch('/api/profiles/', { user: { daily_summary_hour: 7 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.user.daily_summary_hour).toBe(7);
    const summaries = () => ctx.emails.filter((e) => e.to === account.email && /your day on/.test(e.subject));
    await expect.poll(() => summaries().length, { timeout: 10_000 }).toBe(1);
    // Several more loops go round on the same day: still one.
    await new Promise((r) => setTimeout(r, 400));
    expect((await client.patch('/api/profiles/', { user: { daily_summary_hour: null } })).status).toBe(200);
    await ctx.workflows!.idle();
    expect(summaries()).toHaveLength(1);
    const [mail] = summaries();
    expect(mail!.subject).toBe('Bella Salon: your day on Monday, March 10 — 2 calls');
    // The unanswered question got no answer and the caller hung up: unanswered, not served and not abandoned.
    expect(mail!.text).toContain('Calls: 2 (answered 1, booked 0, ordered 0, messages 0, transferred 0, unanswered 1, abandoned 0)');
    // Money as every screen shows it: nothing earned is $0.00, not "0.00" or "0.00 USD".
    expect(mail!.text).toContain('Bookings: 0 ($0.00)');
    expect(mail!.text).toContain('Orders: 0 ($0.00)');
    expect(mail!.text).toContain('- “are you hiring any stylists”');
    expect(mail!.text).toContain('/dashboard/reports?range=custom&from=2025-03-10&to=2025-03-10');
    // Once per business and day, whoever asks.
    expect(await sendDailySummary({ business_id: account.business.id, run: 'other' }, ctx.services)).toMatchObject({ sent: false });
  });

  it('waits until the chosen local hour across daylight-saving changes', () => {
    // Saturday 8 March 2025 08:00 EST → Sunday 07:00 EDT is 22 hours later (the night lost an hour).
    expect(secondsUntilLocalHour(new Date('2025-03-08T13:00:00Z'), 'America/New_York', 7)).toBe(22 * 3600);
    // Saturday 1 November 2025 08:00 EDT → Sunday 07:00 EST is 24 hours later (the night gained one).
    expect(secondsUntilLocalHour(new Date('2025-11-01T12:00:00Z'), 'America/New_York', 7)).toBe(24 * 3600);
    expect(secondsUntilLocalHour(new Date('2025-03-10T10:30:00Z'), 'America/New_York', 7)).toBe(30 * 60);
  });

  it('is one ASL with a relative wait, shared by CDK and the local runner', () => {
    const asl = findWorkflow('daily-summary')!.definition('arn:aws:lambda:us-east-1:123456789012:function:x') as any;
    expect(asl.States.WaitForHour).toEqual({ Type: 'Wait', SecondsPath: '$.check.wait_seconds', Next: 'Send' });
    expect(asl.States.Send.Next).toBe('Check');
  });
});
