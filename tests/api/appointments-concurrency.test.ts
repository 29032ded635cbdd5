import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { MONDAY_9AM_NY, appointmentBody, ownerWithServices, recordingWorkflows, values, type Ctx } from '../support/appointment-helpers.js';

// DynamoDB Local runs transactions one at a time; on a busy machine 50 of them take a while.
const SLOW = 180_000;

let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});
beforeEach(() => {
  ctx.clock.now = MONDAY_9AM_NY;
});

describe('concurrency: no double booking, unique numbers', () => {
  it('50 concurrent requests for the same slot make exactly one appointment', async () => {
    const { client, haircut } = await ownerWithServices(ctx);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.post('/api/appointments/', appointmentBody({ first_name: `Caller${i}`, appointment_datetime: '2025-03-18T11:00', business_item_id: haircut.id })),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = results.find((r) => r.status === 201)!.body;
    for (const loser of results.filter((r) => r.status === 409)) expect(loser.body.error).toMatch(/^This time overlaps APT-\d{4} \(/);

    const listed = values((await client.get('/api/appointments/')).body);
    expect(listed.map((a) => a._id)).toEqual([winner._id]);
  }, SLOW);

  it('50 concurrent requests for overlapping but different start times also leave exactly one', async () => {
    const { client } = await ownerWithServices(ctx);
    // 30-minute appointments (plus the 10-minute buffer) starting every 30 seconds from 14:00 to 14:24:30:
    // any two of them overlap.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const minute = String(Math.floor(i / 2)).padStart(2, '0');
        return client.post('/api/appointments/', appointmentBody({ appointment_datetime: `2025-03-18T14:${minute}:${i % 2 ? '30' : '00'}` }));
      }),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(values((await client.get('/api/appointments/')).body)).toHaveLength(1);
  }, SLOW);

  it('50 concurrent bookings of different slots all succeed with unique readable numbers', async () => {
    const { client } = await ownerWithServices(ctx);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const day = 4 + Math.floor(i / 10);
        const hour = 8 + (i % 10);
        return client.post(
          '/api/appointments/',
          appointmentBody({ appointment_datetime: `2025-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00` }),
        );
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.body.appointment_id_formatted).sort();
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[0]).toBe('APT-0001');
    expect(numbers[49]).toBe('APT-0050');
  }, SLOW);

  it('two concurrent moves into the same free slot: one wins, the other is refused and keeps its time', async () => {
    const { client } = await ownerWithServices(ctx);
    const a = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-19T09:00' }));
    const b = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-19T12:00' }));
    const [ma, mb] = await Promise.all([
      client.put(`/api/appointments/${a.body._id}/`, { appointment_datetime: '2025-03-19T16:00' }),
      client.put(`/api/appointments/${b.body._id}/`, { appointment_datetime: '2025-03-19T16:00' }),
    ]);
    expect([ma.status, mb.status].sort()).toEqual([200, 409]);
    const times = values((await client.get('/api/appointments/')).body).map((x) => x.appointment_datetime.slice(11, 16)).sort();
    expect(times).toEqual(ma.status === 200 ? ['12:00', '16:00'] : ['09:00', '16:00']);
  }, SLOW);

  it('concurrent edits of one appointment do not lose each other', async () => {
    const { client } = await ownerWithServices(ctx);
    const a = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-20T09:00' }));
    const id = a.body._id;
    const results = await Promise.all([
      client.put(`/api/appointments/${id}/`, { first_name: 'Janet' }),
      client.put(`/api/appointments/${id}/`, { last_name: 'Smith' }),
      client.put(`/api/appointments/${id}/`, { other_details: { notes: 'Window seat' } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const [after] = values((await client.get('/api/appointments/')).body);
    expect(after).toMatchObject({ first_name: 'Janet', last_name: 'Smith', other_details: { notes: 'Window seat' } });
  }, SLOW);
});
