import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { salonOwner } from '../support/call-helpers.js';
import { recordingWorkflows } from '../support/appointment-helpers.js';

/*
 * The after-hours on-call phone (Assistant Configuration, Transfer to Human): optional, stored in E.164, cleared with
 * an empty value; an urgent caller outside the working hours is transferred to it, inside them to the usual number.
 */

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});

// Monday 10 March 2025 in New York: 10:00 (the salon is open 09:00-17:00) and 19:30 (closed).
const OPEN = new Date('2025-03-10T14:00:00.000Z');
const CLOSED = new Date('2025-03-10T23:30:00.000Z');

const patch = (client: TestClient, id: string, fields: Record<string, unknown>) =>
  client.patch(`/api/assistant-configurations/${id}`, { assistant_configuration: fields });

describe('after_hours_transfer_phone_number', () => {
  it('is null until set, saved in E.164, shown in the business too, and cleared with an empty value', async () => {
    const client = new TestClient(ctx.app);
    const { business } = await signUp(client);
    const id = business.assistant_configuration.id as string;
    expect((await client.get('/api/assistant-configurations/me')).body.after_hours_transfer_phone_number).toBeNull();
    const set = await patch(client, id, { transfer_calls_enabled: true, transfer_phone_number: '(212) 555-0199', after_hours_transfer_phone_number: '(917) 555-0142' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.after_hours_transfer_phone_number).toBe('+19175550142');
    expect((await client.get('/api/businesses/me')).body.assistant_configuration.after_hours_transfer_phone_number).toBe('+19175550142');
    const cleared = await patch(client, id, { after_hours_transfer_phone_number: '' });
    expect(cleared.body.after_hours_transfer_phone_number).toBeNull();
  });

  it('refuses a number that is not one with a sentence, and saves nothing of the request', async () => {
    const client = new TestClient(ctx.app);
    const { business } = await signUp(client);
    const id = business.assistant_configuration.id as string;
    const before = (await client.get('/api/assistant-configurations/me')).body;
    const res = await patch(client, id, { greeting_phrase: 'Hi there', after_hours_transfer_phone_number: 'ask Bob' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(['After-hours on-call phone number is not a valid phone number']);
    expect((await client.get('/api/assistant-configurations/me')).body).toEqual(before);
  });

  it('an urgent test call after hours is transferred to the on-call number; while open to the transfer number', async () => {
    const { client } = await salonOwner(ctx, { after_hours_transfer_phone_number: '+1 917 555 0142' });
    const urgentCall = async (at: Date) => {
      ctx.clock.now = at;
      const started = await client.post('/api/test-calls', {});
      expect(started.status).toBe(201);
      const turn = await client.post(`/api/test-calls/${started.body.id}/turns`, { text: 'a pipe burst and water is pouring through the ceiling' });
      expect(turn.status).toBe(200);
      return { turn: turn.body, call: (await client.get(`/api/test-calls/${started.body.id}`)).body };
    };
    const night = await urgentCall(CLOSED);
    expect(night.turn).toMatchObject({ action: 'transfer', transfer_to: '+19175550142', ended: true });
    expect(night.call.outcome).toBe('transferred');
    const day = await urgentCall(OPEN);
    expect(day.turn).toMatchObject({ action: 'transfer', transfer_to: '+12125550199' });
  });
});
