import { describe, expect, it } from 'vitest';
import { TestClient } from '../support/test-services.js';
import { type CallServices, callServicesAt, MONDAY_10AM, salonOwner } from '../support/call-helpers.js';
import { values } from '../support/appointment-helpers.js';

/**
 * A caller who moves or cancels an appointment on the phone: the owner is told, as for a booking (a plumber must
 * not drive to a job that was called off, a therapist must know the hour is free), by the same channels.
 */

let ctx: CallServices;
callServicesAt(MONDAY_10AM, (services) => (ctx = services));

async function dial(client: TestClient, caller: string) {
  const started = await client.post('/api/test-calls', { caller_number: caller });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id as string;
  return {
    id,
    async say(text: string) {
      const res = await client.post(`/api/test-calls/${id}/turns`, { text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { say: string };
    },
  };
}

describe("the owner hears of a caller's move or cancellation", () => {
  it('emails the owner when a caller moves, then cancels, an appointment', async () => {
    const { client, account } = await salonOwner(ctx);
    const book = await dial(client, '+13125550101');
    for (const line of ['book a haircut tomorrow at 3', 'Ana Lopez', 'yes']) await book.say(line);
    expect((await book.say('yes')).say).toContain("You're all set, Ana.");
    const [made] = values((await client.get('/api/appointments/')).body) as Array<{ _id: string }>;
    const toOwner = () => ctx.emails.filter((e) => e.to === account.email);

    ctx.emails.length = 0;
    const move = await dial(client, '+13125550101');
    await move.say('I need to reschedule my appointment');
    await move.say('Thursday at 11');
    expect((await move.say('yes')).say).toContain('Your Haircut is now Thursday, March 13 at 11:00 AM.');
    await expect.poll(() => toOwner().length).toBe(1);
    const moved = toOwner()[0]!;
    expect(moved.subject).toBe('Bella Salon: Moved: Haircut to Thursday, March 13, 2025 at 11:00 AM (test call)');
    expect(moved.text).toContain('Customer: Ana Lopez');
    // The caller's number as the booking notice and the dashboard write it, not in E.164.
    expect(moved.text).toMatch(/^Phone: \(\d{3}\) \d{3}-\d{4}$/m);
    expect(moved.text).toContain('Was: Tuesday, March 11, 2025 at 3:00 PM');
    expect(moved.text).toContain('Now: Thursday, March 13, 2025 at 11:00 AM');
    expect(moved.text).toContain(`/dashboard?appointment=${made!._id}`);

    ctx.emails.length = 0;
    const cancel = await dial(client, '+13125550101');
    await cancel.say('I want to cancel my appointment');
    expect((await cancel.say('yes')).say).toContain('is cancelled');
    await expect.poll(() => toOwner().length).toBe(1);
    const cancelled = toOwner()[0]!;
    expect(cancelled.subject).toBe('Bella Salon: Cancelled: Haircut on Thursday, March 13, 2025 at 11:00 AM (test call)');
    expect(cancelled.text).toContain('Customer: Ana Lopez');
    expect(cancelled.text).toMatch(/^Phone: \(\d{3}\) \d{3}-\d{4}$/m);
    expect(cancelled.text).toContain('The time is free again.');
  });

  it('says nothing to an owner who turned email notifications off', async () => {
    const { client, account } = await salonOwner(ctx);
    const off = await client.patch('/api/profiles/', { user: { email_notifications: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const book = await dial(client, '+13125550102');
    for (const line of ['book a haircut tomorrow at 3', 'Ben Cho', 'yes', 'yes']) await book.say(line);
    ctx.emails.length = 0;
    const cancel = await dial(client, '+13125550102');
    await cancel.say('I want to cancel my appointment');
    expect((await cancel.say('yes')).say).toContain('is cancelled');
    // The customer's own text still goes out; the owner's email does not.
    await expect.poll(() => ctx.sms.some((m) => m.to === '+13125550102' && /cancelled/.test(m.body))).toBe(true);
    expect(ctx.emails.filter((e) => e.to === account.email)).toEqual([]);
  });
});
