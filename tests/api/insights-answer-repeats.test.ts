import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { ownerWithServices, recordingWorkflows, type Ctx } from '../support/appointment-helpers.js';

// "Add answer" on AI Call Insights adds a question to the FAQ: a retry, a double click or a second tab must not add it twice.

let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});

const ANSWER = { question: 'Are you hiring stylists?', answer: 'Yes, send your resume to jobs@bella.example.' };

async function faq(client: Awaited<ReturnType<typeof ownerWithServices>>['client']) {
  const me = await client.get('/api/businesses/me');
  expect(me.status).toBe(200);
  return (me.body.business_questions as Array<{ id: string; question: string; answer: string }>).filter((q) => q.question.toLowerCase().includes('hiring'));
}

describe('POST /reports/insights/answers sent more than once', () => {
  it('a retry answers the saved question and adds nothing', async () => {
    const { client } = await ownerWithServices(ctx);
    const first = await client.post('/api/reports/insights/answers', ANSWER);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.question.id).toEqual(expect.any(String));
    // The same pair with other spacing and case is the same answer.
    const again = await client.post('/api/reports/insights/answers', { question: '  are you  hiring stylists? ', answer: ANSWER.answer.toUpperCase() });
    expect(again.status).toBe(201);
    expect(again.body.question.id).toBe(first.body.question.id);
    const saved = await faq(client);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject(first.body.question);
  });

  it('a double click (three at once) adds the question once', async () => {
    const { client } = await ownerWithServices(ctx);
    const results = await Promise.all([0, 1, 2].map(() => client.post('/api/reports/insights/answers', ANSWER)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const saved = await faq(client);
    expect(saved).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.question.id))).toEqual(new Set([saved[0]!.id]));
  });

  it('another answer to the same question is added beside it (only repeats are dropped)', async () => {
    const { client } = await ownerWithServices(ctx);
    await client.post('/api/reports/insights/answers', ANSWER);
    const other = await client.post('/api/reports/insights/answers', { question: ANSWER.question, answer: 'Not right now, thank you for asking.' });
    expect(other.status).toBe(201);
    expect((await faq(client)).map((q) => q.answer).sort()).toEqual([ANSWER.answer, 'Not right now, thank you for asking.'].sort());
  });
});
