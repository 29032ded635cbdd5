import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices, type TestClient } from '../support/test-services.js';
import { salonOwner } from '../support/call-helpers.js';
import { recordingWorkflows } from '../support/appointment-helpers.js';

// What the owner reads about a call in the call log: its summary line in words they know, and what the assistant
// collected for them.

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});
beforeEach(() => {
  ctx.clock.now = new Date('2025-03-11T15:00:00Z'); // Tuesday 11:00 in New York: the salon is open
});

async function testCall(client: TestClient, lines: string[]) {
  const started = await client.post('/api/test-calls', { caller_number: '(312) 555-0100' });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const said: string[] = [];
  for (const text of lines) {
    const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    said.push(res.body.say);
  }
  await client.post(`/api/test-calls/${started.body.id}/end`);
  return { id: started.body.id as string, said };
}

describe('the call summary names the FAQ questions a caller was answered from', () => {
  it("quotes the owner's questions instead of 'your FAQ'", async () => {
    const { client } = await salonOwner(ctx);
    const call = await testCall(client, ['do you have parking?', 'what payment methods do you take?', 'thanks, bye']);
    expect(call.said[0]).toContain('free parking');
    expect(call.said[1]).toContain('credit cards');
    const detail = await client.get(`/api/calls/${call.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.summary).toBe("Answered the caller's questions about “Do you have parking?” and “What payment methods do you accept?”");
    const listed = await client.get('/api/calls');
    expect(listed.body.calls.find((c: { id: string }) => c.id === call.id).summary).toBe(detail.body.summary);
  });
});
