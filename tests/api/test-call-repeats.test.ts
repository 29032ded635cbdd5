import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { salonOwner } from '../support/call-helpers.js';
import { recordingWorkflows } from '../support/appointment-helpers.js';

/*
 * A test call started twice by a double click or a retry: the browser sends one Idempotency-Key per call it asks for,
 * and the repeat answers the call the first start began (one call in the log, one greeting).
 */

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
  ctx.clock.now = new Date('2025-03-10T14:00:00.000Z'); // a Monday, 10:00 in New York: open
});

const testCallsInLog = async (client: Awaited<ReturnType<typeof salonOwner>>['client']) =>
  ((await client.get('/api/calls?limit=100')).body.calls as Array<{ id: string; is_test: boolean }>).filter((c) => c.is_test);

describe('POST /api/test-calls with Idempotency-Key', () => {
  it('a repeat with the same key answers the same call and greeting, and the log holds one call', async () => {
    const { client } = await salonOwner(ctx);
    const key = 'test-call-click-00001';
    const first = await client.call('POST', '/api/test-calls', {}, { 'Idempotency-Key': key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await client.call('POST', '/api/test-calls', {}, { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await testCallsInLog(client)).map((c) => c.id)).toEqual([first.body.id]);
    // The call it answers is live: the caller's next line is a turn of that one call.
    const turn = await client.post(`/api/test-calls/${first.body.id}/turns`, { text: 'What time do you close today?' });
    expect(turn.status).toBe(200);
  });

  it('two starts at once with one key (a double click) make one call', async () => {
    const { client } = await salonOwner(ctx);
    const key = 'test-call-click-00002';
    const [a, b] = await Promise.all([0, 1].map(() => client.call('POST', '/api/test-calls', {}, { 'Idempotency-Key': key })));
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(a!.body.id).toBe(b!.body.id);
    expect(a!.body.say).toBe(b!.body.say);
    expect(await testCallsInLog(client)).toHaveLength(1);
  });

  it('another key (Call again) starts another call; a key of the wrong shape is refused', async () => {
    const { client } = await salonOwner(ctx);
    const first = await client.call('POST', '/api/test-calls', {}, { 'Idempotency-Key': 'test-call-click-00003' });
    const second = await client.call('POST', '/api/test-calls', {}, { 'Idempotency-Key': 'test-call-click-00004' });
    expect(second.body.id).not.toBe(first.body.id);
    const bad = await client.call('POST', '/api/test-calls', {}, { 'Idempotency-Key': 'short' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(['Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores']);
    expect(await testCallsInLog(client)).toHaveLength(2);
  });

  it("a key is the owner's own: another business's start with the same key makes its own call", async () => {
    const [one, two] = [await salonOwner(ctx), await salonOwner(ctx)];
    const key = 'test-call-click-00005';
    const a = await one.client.call('POST', '/api/test-calls', {}, { 'Idempotency-Key': key });
    const b = await two.client.call('POST', '/api/test-calls', {}, { 'Idempotency-Key': key });
    expect(b.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
    expect(await testCallsInLog(two.client)).toHaveLength(1);
  });
});
