import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { salonOwner, testCall } from '../support/call-helpers.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

// Monday 10 March 2025, 10:00 in New York: open.
const MONDAY_10AM = new Date('2025-03-10T14:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestServices();
  ctx.clock.now = MONDAY_10AM;
});

describe('knowledge gaps (issue 13)', () => {
  it('keeps every unanswered question with its call and time, newest first, page by page', async () => {
    const { client } = await salonOwner(ctx, { transfer_calls_enabled: false });
    const first = await testCall(client, ['are you guys hiring any stylists right now'], { end: false, callerNumber: null });
    expect(first.said[0]).toMatch(/^I'm sorry, I don't have that information\./);
    ctx.clock.now = new Date(MONDAY_10AM.getTime() + 60_000);
    // A question the FAQ answers is not a gap; the one after it is.
    const second = await testCall(client, ['do you have parking?', 'what brand of color do you use'], { end: false, callerNumber: null });
    ctx.clock.now = MONDAY_10AM;

    const all = await client.get('/api/calls/knowledge-gaps');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.gaps.map((g: any) => [g.question, g.call_id])).toEqual([
      ['what brand of color do you use', second.id],
      ['are you guys hiring any stylists right now', first.id],
    ]);
    expect(all.body.gaps[0]).toMatchObject({ is_test: true, created_at: '2025-03-10T14:01:00.000Z' });
    expect(all.body.next_cursor).toBeNull();

    const page1 = await client.get('/api/calls/knowledge-gaps?limit=1');
    expect(page1.body.gaps.map((g: any) => g.call_id)).toEqual([second.id]);
    expect(page1.body.next_cursor).toEqual(expect.any(String));
    const page2 = await client.get(`/api/calls/knowledge-gaps?limit=1&cursor=${encodeURIComponent(page1.body.next_cursor)}`);
    expect(page2.body.gaps.map((g: any) => g.call_id)).toEqual([first.id]);
  });

  it('shows where each fact came from in the call log transcript', async () => {
    const { client } = await salonOwner(ctx, { transfer_calls_enabled: false });
    const call = await testCall(client, ['do you have parking?', 'how much is a beard trim'], { end: false, callerNumber: null });
    const detail = await client.get(`/api/calls/${call.id}`);
    expect(detail.status).toBe(200);
    const said = detail.body.transcript.filter((l: any) => l.speaker === 'assistant' && l.sources);
    expect(said.map((l: any) => l.sources[0].kind)).toEqual(['faq', 'service']);
    expect(said[0].text).toMatch(/^Yes, there is free parking/);
  });

  it('is the signed-in owner\'s own list only; bad paging is a 422 that says why', async () => {
    expect((await new TestClient(ctx.app).get('/api/calls/knowledge-gaps')).status).toBe(401);
    const other = new TestClient(ctx.app);
    await signUp(other);
    expect((await other.get('/api/calls/knowledge-gaps')).body).toEqual({ gaps: [], next_cursor: null });
    const bad = await other.get('/api/calls/knowledge-gaps?limit=0&cursor=nope');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/Limit must be at least 1/i);
  });
});
