import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, TEST_DEV_TOKEN, TEST_ORIGIN, TestClient } from '../support/test-services.js';
import { salonOwner } from '../support/call-helpers.js';

/**
 * Issue 12, item 7: the local-only routes. A call's start, turns and end on /dev/calls need the server's dev token
 * (the terminal caller) or the signed-in owner of the business; the outbox answers only this machine.
 */
let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

async function linkedSalon() {
  const owner = await salonOwner(ctx);
  const [number] = (await owner.client.get('/api/phone-numbers/available')).body;
  const linked = await owner.client.post('/api/phone-numbers/link/', { business_id: owner.account.business.id, phone_number_id: number.id });
  expect(linked.status).toBe(200);
  return { ...owner, number: number.phone_number as string };
}

describe('/dev/calls: the owner check of the API', () => {
  it('a stranger can neither start, drive nor end a call; another owner gets 404; the owner and the dev token may', async () => {
    const salon = await linkedSalon();
    const stranger = new TestClient(ctx.app);
    const start = await stranger.post('/dev/calls', { to: salon.number, from: '+13125550133' });
    expect(start.status).toBe(401);
    expect(start.body).toEqual({ error: 'Unauthorized' });

    const dev = new TestClient(ctx.app, { headers: { 'x-dev-token': TEST_DEV_TOKEN } });
    const started = await dev.post('/dev/calls', { to: salon.number, from: '+13125550133' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = started.body.id as string;

    expect((await stranger.post(`/dev/calls/${id}/turns`, { text: 'do you have parking' })).status).toBe(401);
    expect((await stranger.post(`/dev/calls/${id}/end`)).status).toBe(401);
    const forged = new TestClient(ctx.app, { headers: { 'x-dev-token': 'not-the-token' } });
    expect((await forged.post(`/dev/calls/${id}/end`)).status).toBe(401);

    // Another owner, signed in (a script presenting its access cookie; a browser keeps it to /api): the call is not
    // theirs (404, as the API answers), nor is the number.
    const other = await salonOwner(ctx);
    const as = (client: TestClient) => ({ cookie: `access_token=${client.cookie('access_token')}` });
    expect((await other.client.call('POST', `/dev/calls/${id}/turns`, { text: 'do you have parking' }, as(other.client))).status).toBe(404);
    expect((await other.client.call('POST', `/dev/calls/${id}/end`, {}, as(other.client))).status).toBe(404);
    expect((await other.client.call('POST', '/dev/calls', { to: salon.number }, as(other.client))).status).toBe(404);
    expect((await salon.client.get(`/api/calls/${id}`)).body).toMatchObject({ ended_at: null, turn_count: 0 });

    // The owner of the business may drive and end it.
    const turn = await salon.client.call('POST', `/dev/calls/${id}/turns`, { text: 'what forms of payment do you take' }, as(salon.client));
    expect(turn.status).toBe(200);
    expect(turn.body.say).toContain('We accept cash and all major credit cards.');
    const ended = await salon.client.call('POST', `/dev/calls/${id}/end`, {}, as(salon.client));
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ outcome: 'answered', turn_count: 1 });
    expect((await salon.client.call('POST', '/dev/calls', { to: salon.number }, as(salon.client))).status).toBe(201);
  });

  it('refuses another origin and a body that is not JSON, like the API', async () => {
    const salon = await linkedSalon();
    const body = JSON.stringify({ to: salon.number });
    const foreign = await ctx.app.request(`${TEST_ORIGIN}/dev/calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:4000', 'x-dev-token': TEST_DEV_TOKEN },
      body,
    });
    expect(foreign.status).toBe(403);
    const text = await ctx.app.request(`${TEST_ORIGIN}/dev/calls`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: TEST_ORIGIN, 'x-dev-token': TEST_DEV_TOKEN },
      body,
    });
    expect(text.status).toBe(415);
  });
});

describe('/dev/outbox: this machine only', () => {
  it('answers a loopback peer and refuses one from the network', async () => {
    for (const [peer, status] of [
      ['127.0.0.1', 200],
      ['::1', 200],
      ['::ffff:127.0.0.1', 200],
      ['192.0.2.10', 403],
      ['2001:db8::5', 403],
    ] as const) {
      for (const path of ['/dev/outbox.json', '/dev/outbox']) {
        const res = await ctx.app.request(`${TEST_ORIGIN}${path}`, {}, { incoming: { socket: { remoteAddress: peer } } });
        expect(res.status, `${path} from ${peer}`).toBe(status);
      }
    }
  });
});
