import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { salonOwner, testCall } from '../support/call-helpers.js';
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

describe("the call's detail shows the intake answers, and the assistant's note beside a doubtful one", () => {
  it('keeps each answer as said, with the note where it did not look like what was asked', async () => {
    const { client } = await salonOwner(ctx);
    const cfg = (await client.get('/api/assistant-configurations/me')).body;
    const saved = await client.patch(`/api/assistant-configurations/${cfg.id}`, {
      assistant_configuration: {
        scenarios_attributes: [
          {
            trigger: 'Caller wants a color consultation',
            post_collection_action: 'Take a message',
            scenario_questions_attributes: [
              { question: 'What is your date of birth?', is_required: true },
              { question: 'What is your current hair color?', is_required: true },
              { question: 'Any allergies?', is_required: false },
            ],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const call = await testCall(client, [
      'I would like a color consultation',
      'at 4 pm',
      'at 5 pm',
      'dark brown',
      'skip',
      'Mia Wong',
      'yes',
    ]);
    expect(call.said[1]).toContain('date of birth');
    expect(call.said.at(-1)).toContain("I've passed your message on to the team at Bella Salon");
    const detail = await client.get(`/api/calls/${call.id}`);
    expect(detail.body.intake).toEqual([
      {
        trigger: 'Caller wants a color consultation',
        answers: [
          { question: 'What is your date of birth?', answer: 'at 5 pm', note: 'unclear answer, asked twice' },
          { question: 'What is your current hair color?', answer: 'dark brown' },
          { question: 'Any allergies?', answer: '' },
        ],
      },
    ]);
    // The list stays light: intake answers come with the transcript only.
    const listed = (await client.get('/api/calls')).body.calls.find((c: { id: string }) => c.id === call.id);
    expect(listed.intake).toBeUndefined();
  });

  it('a call without an intake answers an empty list', async () => {
    const { client } = await salonOwner(ctx);
    const call = await testCall(client, ['what are your hours?', 'bye']);
    expect((await client.get(`/api/calls/${call.id}`)).body.intake).toEqual([]);
  });
});
