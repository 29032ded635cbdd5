import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { MONDAY_9AM_NY, appointmentBody, ownerWithServices, recordingWorkflows, type Ctx } from '../support/appointment-helpers.js';

// An owner deleting a customer's appointment from the dashboard may tell the customer ('Tell the customer').

let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});
beforeEach(() => {
  ctx.clock.now = MONDAY_9AM_NY;
});

describe('DELETE /appointments/{id}/?notify_customer=true', () => {
  it('texts and emails a customer still expecting the time that it is cancelled, naming the service, day and time', async () => {
    const { client, business, haircut } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ email: 'jane@example.com', business_item_id: haircut.id }));
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    const res = await client.delete(`/api/appointments/${created.body._id}/?lock_version=${created.body.lock_version}&notify_customer=true`);
    expect(res.status).toBe(204);
    expect(ctx.sms).toEqual([
      {
        to: '+12125550199',
        body: `${business.name}: Hi Jane, your Haircut appointment on Monday, March 10, 2025 at 10:00 AM is cancelled. Please call us to book another time.`,
      },
    ]);
    expect(ctx.emails).toEqual([expect.objectContaining({ to: 'jane@example.com', subject: `Your appointment with ${business.name} is cancelled` })]);
    expect((await client.get(`/api/appointments/${created.body._id}/`)).status).toBe(404);
  });

  it('tells nobody without it, with notify_customer=false, or for a time the customer no longer expects', async () => {
    const { client } = await ownerWithServices(ctx);
    const book = async (overrides: Record<string, unknown>) => (await client.post('/api/appointments/', appointmentBody(overrides))).body;
    const silent = await book({ appointment_datetime: '2025-03-11T10:00' });
    const declined = await book({ appointment_datetime: '2025-03-12T10:00' });
    const done = await book({ appointment_datetime: '2025-03-01T10:00', status: 'completed' });
    const cancelled = await book({ appointment_datetime: '2025-03-13T10:00' });
    await client.put(`/api/appointments/${cancelled._id}/`, { status: 'cancelled' });
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    expect((await client.delete(`/api/appointments/${silent._id}/`)).status).toBe(204);
    expect((await client.delete(`/api/appointments/${declined._id}/?notify_customer=false`)).status).toBe(204);
    expect((await client.delete(`/api/appointments/${done._id}/?notify_customer=true`)).status).toBe(204);
    expect((await client.delete(`/api/appointments/${cancelled._id}/?notify_customer=true`)).status).toBe(204);
    expect(ctx.sms).toEqual([]);
    expect(ctx.emails).toEqual([]);
  });

  it('refuses a notify_customer that is not true or false, deleting nothing', async () => {
    const { client } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody());
    const res = await client.delete(`/api/appointments/${created.body._id}/?notify_customer=yes`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(['Notify customer must be true or false']);
    expect((await client.get(`/api/appointments/${created.body._id}/`)).status).toBe(200);
  });
});
