import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createTestServices, TestClient } from '../support/test-services.js';
import { appointmentBody, MONDAY_9AM_NY, ownerWithServices, recordingWorkflows } from '../support/appointment-helpers.js';
import { CallsRepo } from '../../functions/data/calls-repo.js';
import { OrdersRepo } from '../../functions/data/orders-repo.js';
import { MessagesRepo } from '../../functions/data/messages-repo.js';
import { AccountDeletionService } from '../../functions/core/account-data/account-deletion-service.js';
import { AccountEraseRepo } from '../../functions/data/account-erase-repo.js';
import { MAX_AVAILABLE } from '../../functions/core/phone-numbers/phone-number-service.js';
import { KnowledgeGapsRepo } from '../../functions/data/knowledge-gaps-repo.js';
import { RateLimitRepo } from '../../functions/data/rate-limit-repo.js';
import { connectGoogle, startStandIn, useGoogle } from '../support/google-helpers.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;
let workflows: ReturnType<typeof recordingWorkflows>;
let google: Awaited<ReturnType<typeof startStandIn>>;
/** Recording prefixes the deletion asked the recording store to erase (S3 in AWS). */
const removedRecordings: string[] = [];

beforeAll(async () => {
  workflows = recordingWorkflows();
  ctx = await createTestServices({ workflows: workflows.runner, env: { CALL_RECORDINGS_LOCATION: 's3://rec-bucket/CallRecordings/' } });
  ctx.clock.now = MONDAY_9AM_NY;
  google = await startStandIn();
  useGoogle(ctx.services, google.url);
  ctx.services.recordings = {
    async playbackUrl() {
      return null;
    },
    async remove(prefixes) {
      removedRecordings.push(...prefixes);
    },
  };
});
afterAll(() => google.close());

/**
 * Test-only: every item in the test's own table that mentions one of the values (a Scan is fine in a test, never on a
 * request path). Nothing is left out: items keyed by a token hash (refresh tokens, emailed links) are found through
 * the user's pointer index.
 */
async function itemsMentioning(values: string[]) {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ctx.services.db.doc.send(new ScanCommand({ TableName: ctx.tableName, ExclusiveStartKey: start }));
    for (const item of out.Items ?? []) {
      const text = JSON.stringify(item);
      if (values.some((v) => text.includes(v))) found.push(item);
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return found;
}

async function ownerWithEverything() {
  const owner = await ownerWithServices(ctx, {
    business_questions_attributes: [{ question: 'Parking?', answer: 'Yes.' }],
  });
  const { client, businessId } = owner;
  const me = (await client.get('/api/profiles/me')).body;
  const [number] = (await client.get('/api/phone-numbers/available')).body;
  expect((await client.post('/api/phone-numbers/link/', { business_id: businessId, phone_number_id: number.id })).status).toBe(200);
  const appt = await client.post('/api/appointments/', appointmentBody({ first_name: 'Gone', last_name: 'Soon' }));
  expect(appt.status).toBe(201);
  const at = '2025-03-02T10:00:00.000Z';
  await new CallsRepo(ctx.services.db).create({ id: `call-${businessId}`, business_id: businessId, started_at: at, ended_at: at, direction: 'inbound', caller_number: '+13125550188', outcome: 'answered', contact_id: `contact-${businessId}`, transcript: [{ speaker: 'caller', text: 'hello there', at }] as any });
  await new KnowledgeGapsRepo(ctx.services.db).create({ id: `gap-${businessId}`, business_id: businessId, question: 'Do you valet?', call_id: `call-${businessId}`, is_test: false, created_at: at });
  // A calendar grant (tokens at rest), a password-reset link, a Call Me Now throttle count.
  expect((await connectGoogle(client)).status).toBeLessThan(400);
  expect((await new TestClient(ctx.app).post('/api/auth/password-reset', { email: me.user.email })).status).toBe(202);
  await new RateLimitRepo(ctx.services.db).hit('call-me', businessId, 3600, ctx.clock.now);
  await new OrdersRepo(ctx.services.db).create({
    id: `ord-${businessId}`, business_id: businessId, call_id: 'c', effect_key: 'k', is_test: false, status: 'new', lines: [], total: '5.00', currency: 'USD',
    fulfillment: 'pickup', fulfillment_time: null, delivery_address: null, customer_name: 'Kim', phone_number: '+13125550188', notes: '', summary: '', intake: null, created_at: at,
  });
  await new MessagesRepo(ctx.services.db).create({ id: `msg-${businessId}`, business_id: businessId, call_id: 'c', effect_key: 'mk', is_test: false, name: 'Ann', phone_number: '+13125550188', message: 'call me', created_at: at } as any);
  return { ...owner, email: me.user.email as string, userId: me.user.id as string, number: number.phone_number as string, appointmentId: appt.body._id as string };
}

describe('POST /api/account/delete', () => {
  it('erases every record of the owner by every key, stops reminders, releases the number, ends sessions, emails', async () => {
    const o = await ownerWithEverything();
    const other = await ownerWithServices(ctx);
    expect((await other.client.post('/api/appointments/', appointmentBody({ first_name: 'Stays', phone_number: '(646) 555-0111' }))).status).toBe(201);
    const remindersBefore = workflows.started.length;
    expect(remindersBefore).toBeGreaterThan(0);

    const wrong = await o.client.post('/api/account/delete', { confirmation: 'DELETE', current_password: 'not-the-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe('The current password is not correct.');
    const notTyped = await o.client.post('/api/account/delete', { confirmation: 'delete', current_password: 'correct-horse-9' });
    expect(notTyped.status).toBe(422);
    expect((await o.client.get('/api/businesses/me')).status).toBe(200);

    const res = await o.client.post('/api/account/delete', { confirmation: 'DELETE', current_password: 'correct-horse-9' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Account deletion process initiated. You will receive a confirmation email.');

    // Nothing of theirs under any key: the business id, the user's email, the number, the appointment.
    expect(await itemsMentioning([o.businessId, o.email, o.appointmentId, o.userId, '+13125550188', '+12125550199'])).toEqual([]);
    expect(await itemsMentioning([`PHONE#${o.number}`])).toEqual([]);
    expect(workflows.stopped.length).toBeGreaterThan(0);
    // The call's recording is erased; the calendar grant is revoked at Google.
    expect(removedRecordings).toContain(`s3://rec-bucket/CallRecordings/2025/03/02/contact-${o.businessId}_`);
    expect(Object.values(google.standIn.state().refresh_tokens).every((t: any) => t.revoked)).toBe(true);
    expect(ctx.emails.some((e) => e.to === o.email && e.subject === 'Your AI Receptionist account has been deleted')).toBe(true);
    // Cannot sign in, the session is gone, and the number is offered again.
    expect((await new TestClient(ctx.app).post('/api/auth/login', { email: o.email, password: 'correct-horse-9' })).status).toBe(401);
    expect((await o.client.get('/api/businesses/me')).status).not.toBe(200);
    const offered = (await other.client.get(`/api/phone-numbers/available?limit=${MAX_AVAILABLE}`)).body.map((n: any) => n.phone_number);
    expect(offered).toContain(o.number);
    // The other owner keeps everything.
    expect((await other.client.get('/api/businesses/me')).status).toBe(200);
  });

  it('an interrupted deletion is finished from its marker', async () => {
    const o = await ownerWithEverything();
    const user = (await itemsMentioning([o.email])).find((i) => String(i.SK) === 'USER')!;
    // A crash right after the marker was written: nothing erased yet.
    await new AccountEraseRepo(ctx.services.db).putMarker({ user_id: String(user.id), business_id: o.businessId, email: o.email, full_name: null, assistant_phone_number: o.number, started_at: ctx.clock.now.toISOString() });
    expect(await new AccountDeletionService(ctx.services).resumePending()).toBeGreaterThanOrEqual(1);
    expect(await itemsMentioning([o.businessId, o.email])).toEqual([]);
    expect(await new AccountEraseRepo(ctx.services.db).pendingMarkers()).toEqual([]);
  });
});
