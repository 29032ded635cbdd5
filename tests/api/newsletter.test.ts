import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createTestServices, TestClient, uniqueEmail } from '../support/test-services.js';
import { newsletterSubscriptionKey } from '../../functions/data/keys.js';
import { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from '../../functions/core/newsletter/subscriptions.js';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

const stored = async (email: string) =>
  (await ctx.services.db.doc.send(new GetCommand({ TableName: ctx.tableName, Key: newsletterSubscriptionKey(email) }))).Item;

describe('POST /api/newsletter/subscriptions', () => {
  it('stores the lowercased address and answers 201', async () => {
    const email = uniqueEmail('news');
    const res = await new TestClient(ctx.app).post('/api/newsletter/subscriptions', { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email, message: SUBSCRIBED_MESSAGE });
    const item = await stored(email);
    expect(item).toMatchObject({ email, subscribed_at: ctx.clock.now.toISOString() });
    expect(await stored(email.toUpperCase())).toBeUndefined();
  });

  it('is idempotent: the same address again answers 200 and keeps the first subscription', async () => {
    const email = uniqueEmail('news');
    expect((await new TestClient(ctx.app).post('/api/newsletter/subscriptions', { email })).status).toBe(201);
    const first = await stored(email);
    ctx.clock.advance(60_000);
    const again = await new TestClient(ctx.app).post('/api/newsletter/subscriptions', { email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email, message: ALREADY_SUBSCRIBED_MESSAGE });
    expect(await stored(email)).toEqual(first);
  });

  it('parallel subscribes of one address store it once: one 201, the rest 200', async () => {
    const email = uniqueEmail('news');
    const results = await Promise.all(
      Array.from({ length: 4 }, () => new TestClient(ctx.app).post('/api/newsletter/subscriptions', { email })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
  });

  it('rejects an invalid address with 422 and a sentence, storing nothing', async () => {
    for (const body of [{ email: 'not-an-email' }, { email: 'a@b' }, { email: '' }, {}, { email: ['x@y.co'] }]) {
      const res = await new TestClient(ctx.app).post('/api/newsletter/subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error).toBe('Enter a valid email address, like name@example.com.');
      expect(res.body.errors).toEqual(['Enter a valid email address, like name@example.com.']);
    }
    expect(await stored('not-an-email')).toBeUndefined();
  });

  it('answers 415 for a body that is not JSON and 404 for other paths', async () => {
    const client = new TestClient(ctx.app);
    const notJson = await client.call('POST', '/api/newsletter/subscriptions', 'email=x', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(415);
    expect((await client.get('/api/newsletter/subscriptions')).status).toBe(404);
  });
});
