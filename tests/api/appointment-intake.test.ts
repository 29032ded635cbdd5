import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createTestServices } from '../support/test-services.js';
import { salonOwner, testCall } from '../support/call-helpers.js';
import { appointmentBody, recordingWorkflows, values } from '../support/appointment-helpers.js';
import { appointmentKey } from '../../functions/data/keys.js';

// An appointment keeps the intake answers a phone booking collected with each question whole, however long; one
// stored before that (answers in other_details, keyed by the question cut to 50 characters) still reads as intake.

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});
beforeEach(() => {
  ctx.clock.now = new Date('2025-03-11T15:00:00Z'); // Tuesday 11:00 in New York: the salon is open
});

const LONG = "Is there anything about your pet's health or behaviour we should know before the groom?";

describe('a phone booking after an intake scenario', () => {
  it('keeps every question whole with its id, beside the call log showing the same answers', async () => {
    const { client } = await salonOwner(ctx);
    const cfg = (await client.get('/api/assistant-configurations/me')).body;
    const saved = await client.patch(`/api/assistant-configurations/${cfg.id}`, {
      assistant_configuration: {
        scenarios_attributes: [
          {
            trigger: 'Caller wants to book a haircut',
            post_collection_action: 'Book an appointment',
            scenario_questions_attributes: [
              { question: LONG, is_required: true },
              { question: 'Any allergies?', is_required: false },
            ],
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const questions = saved.body.scenarios[0].scenario_questions as Array<{ id: string; question: string }>;
    expect(LONG.length).toBeGreaterThan(50);

    const call = await testCall(client, ['I would like to book a haircut', 'she gets nervous around dryers', 'skip', 'tomorrow at 1 pm', 'Dana Kowalczyk', 'yes', 'yes']);
    expect(call.said.at(-1)).toContain("You're all set, Dana.");

    const listed = values((await client.get('/api/appointments/?status=awaiting_confirmation')).body);
    expect(listed).toHaveLength(1);
    const [booked] = listed;
    expect(booked.intake).toEqual({
      trigger: 'Caller wants to book a haircut',
      answers: [
        { question_id: questions.find((q) => q.question === LONG)!.id, question: LONG, answer: 'she gets nervous around dryers' },
        { question_id: questions.find((q) => q.question === 'Any allergies?')!.id, question: 'Any allergies?', answer: '' },
      ],
    });
    // other_details says only where the booking came from (and that it was a test call); no answers cut into keys.
    expect(booked.other_details).toEqual({ source: 'phone call', test_call: 'yes' });

    const detail = await client.get(`/api/calls/${call.id}`);
    expect(detail.body.intake).toEqual([
      { trigger: 'Caller wants to book a haircut', answers: [{ question: LONG, answer: 'she gets nervous around dryers' }, { question: 'Any allergies?', answer: '' }] },
    ]);

    // The owner's later edit (notes, from the dashboard's form) keeps the answers.
    const put = await client.put(`/api/appointments/${booked._id}/`, { other_details: { ...booked.other_details, notes: 'Use the quiet room' }, lock_version: booked.lock_version });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.intake).toEqual(booked.intake);
  });
});

describe('intake sent by an API client', () => {
  it('takes a long question on create, and refuses a bad one with a 422 that changes nothing', async () => {
    const { client } = await salonOwner(ctx);
    const intake = { trigger: 'New dog', answers: [{ question: LONG, answer: 'No' }] };
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T10:00', intake }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.intake).toEqual({ trigger: 'New dog', answers: [{ question_id: null, question: LONG, answer: 'No' }] });

    const bad = await client.put(`/api/appointments/${created.body._id}/`, { intake: { trigger: 'x', answers: [{ question: '', answer: 'y' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.join(' | ')).toBe("Intake answers 1 question can't be blank");
    const after = values((await client.get('/api/appointments/')).body).find((a) => a._id === created.body._id);
    expect(after.intake).toEqual(created.body.intake);
    expect(after.lock_version).toBe(created.body.lock_version);
  });
});

describe('a phone booking stored before appointments kept intake', () => {
  it('reads its answers from other_details, and an edit keeps them', async () => {
    const { client, account } = await salonOwner(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T10:00', other_details: {} }));
    expect(created.status).toBe(201);
    // As such a booking was stored: source phone, no `intake`, answers under keys cut at 50 characters.
    const cut = LONG.slice(0, 50);
    await ctx.services.db.doc.send(
      new UpdateCommand({
        TableName: ctx.services.db.tableName,
        Key: appointmentKey(account.business.id, created.body._id),
        UpdateExpression: 'SET #source = :phone, other_details = :details REMOVE intake',
        ExpressionAttributeNames: { '#source': 'source' },
        ExpressionAttributeValues: {
          ':phone': 'phone',
          ':details': { source: 'phone call', intake_scenario: 'New dog', [cut]: 'nips (unclear answer, asked twice)' },
        },
      }),
    );
    const read = values((await client.get('/api/appointments/')).body).find((a) => a._id === created.body._id);
    expect(read.intake).toEqual({ trigger: 'New dog', answers: [{ question_id: null, question: cut, answer: 'nips', note: 'unclear answer, asked twice' }] });

    const put = await client.put(`/api/appointments/${read._id}/`, { other_details: { ...read.other_details, notes: 'Muzzle' }, lock_version: read.lock_version });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.intake).toEqual(read.intake);
  });
});
