import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { MONDAY_9AM_NY, appointmentBody, ownerWithServices, recordingWorkflows, values, type Ctx } from '../support/appointment-helpers.js';

// Two tabs (or two devices) on one appointment, and a create sent twice: the project's "no data lost on a retry, a
// double click, a refresh or two tabs".

let ctx: Ctx;
beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
});
beforeEach(() => {
  ctx.clock.now = MONDAY_9AM_NY;
});

const CHANGED = /^This appointment was changed in another tab or by someone else/;

describe('appointments: a save from an older copy is refused', () => {
  it('answers the version it is at, and each save moves it on', async () => {
    const { client } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T09:00' }));
    expect(created.status).toBe(201);
    const first = created.body.lock_version;
    expect(Number.isInteger(first)).toBe(true);
    const saved = await client.put(`/api/appointments/${created.body._id}/`, { last_name: 'Moss', lock_version: first });
    expect(saved.status).toBe(200);
    expect(saved.body.lock_version).toBeGreaterThan(first);
    expect((await client.get(`/api/appointments/${created.body._id}`)).body.lock_version).toBe(saved.body.lock_version);
  });

  it('an edit from the tab opened first answers 409 and changes nothing (the other tab\'s edit stays)', async () => {
    const { client } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T09:00' }));
    const opened = created.body.lock_version;
    // Tab B moves it; tab A, opened before, saves its note.
    const moved = await client.put(`/api/appointments/${created.body._id}/`, { appointment_datetime: '2025-03-18T15:00', lock_version: opened });
    expect(moved.status).toBe(200);
    const stale = await client.put(`/api/appointments/${created.body._id}/`, {
      appointment_datetime: '2025-03-18T11:00',
      other_details: { notes: 'from tab A' },
      lock_version: opened,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(CHANGED);
    expect(stale.body.reason).toBe('changed_elsewhere');
    const now = (await client.get(`/api/appointments/${created.body._id}`)).body;
    expect(now).toEqual(moved.body);
    expect(now.appointment_datetime.slice(11, 16)).toBe('15:00');
    expect(now.other_details.notes).not.toBe('from tab A');
    // The 11:00 it asked for stays free: a third appointment can take it.
    expect((await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T11:00' }))).status).toBe(201);
  });

  it('an overlap 409 carries no changed_elsewhere reason, so the form can still offer to book anyway', async () => {
    const { client } = await ownerWithServices(ctx);
    await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T09:00' }));
    const other = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T13:00' }));
    const clash = await client.put(`/api/appointments/${other.body._id}/`, { appointment_datetime: '2025-03-18T09:00', lock_version: other.body.lock_version });
    expect(clash.status).toBe(409);
    expect(clash.body.reason).toBeUndefined();
    expect(clash.body.error).toMatch(/^This time overlaps/);
  });

  it('a cancel (status) from an older copy is refused and the appointment keeps its time', async () => {
    const { client } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T09:00' }));
    await client.put(`/api/appointments/${created.body._id}/`, { first_name: 'Ann', lock_version: created.body.lock_version });
    const cancel = await client.put(`/api/appointments/${created.body._id}/`, { status: 'cancelled', lock_version: created.body.lock_version });
    expect(cancel.status).toBe(409);
    const now = (await client.get(`/api/appointments/${created.body._id}`)).body;
    expect(now.status).toBe('upcoming');
    expect(now.first_name).toBe('Ann');
    // Its time is still held.
    expect((await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T09:00' }))).status).toBe(409);
  });

  it('a delete from an older copy is refused and the appointment stays; with the current version it goes', async () => {
    const { client } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T09:00' }));
    const edited = await client.put(`/api/appointments/${created.body._id}/`, { appointment_datetime: '2025-03-18T10:00', lock_version: created.body.lock_version });
    const refused = await client.delete(`/api/appointments/${created.body._id}/?lock_version=${created.body.lock_version}`);
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('changed_elsewhere');
    expect((await client.get(`/api/appointments/${created.body._id}`)).body).toEqual(edited.body);
    expect((await client.delete(`/api/appointments/${created.body._id}/?lock_version=${edited.body.lock_version}`)).status).toBe(204);
    expect((await client.get(`/api/appointments/${created.body._id}`)).status).toBe(404);
  });

  it('two tabs saving the same version at once: exactly one wins, the other gets 409', async () => {
    const { client } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T09:00' }));
    const [a, b] = await Promise.all(
      ['Tab A', 'Tab B'].map((last) => client.put(`/api/appointments/${created.body._id}/`, { last_name: last.replace(' ', ''), lock_version: created.body.lock_version })),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const winner = a!.status === 200 ? a! : b!;
    expect((await client.get(`/api/appointments/${created.body._id}`)).body.last_name).toBe(winner.body.last_name);
  });

  it('refuses a lock_version that is not a whole number, and changes nothing', async () => {
    const { client } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T09:00' }));
    const bad = await client.put(`/api/appointments/${created.body._id}/`, { first_name: 'Zed', lock_version: 'one' });
    expect(bad.status).toBe(422);
    expect((await client.delete(`/api/appointments/${created.body._id}/?lock_version=x`)).status).toBe(422);
    expect((await client.get(`/api/appointments/${created.body._id}`)).body).toEqual(created.body);
  });
});

describe('appointments: a create sent twice books once', () => {
  it('a retry with the same Idempotency-Key answers the first appointment and books nothing more', async () => {
    const { client } = await ownerWithServices(ctx);
    const key = 'c2a1f0e4-8d7b-4c55-9e3a-0b6f1d2e3a4b';
    const body = appointmentBody({ appointment_datetime: '2025-03-18T09:00' });
    const first = await client.call('POST', '/api/appointments/', body, { 'Idempotency-Key': key });
    const again = await client.call('POST', '/api/appointments/', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(values((await client.get('/api/appointments/')).body).map((a) => a._id)).toEqual([first.body._id]);
  });

  it('a double click (both requests at once, one key) books once; another key books its own', async () => {
    const { client } = await ownerWithServices(ctx);
    const key = 'double-click-key-0001';
    // Overlap allowed, so only the key (not the slot locks) can keep the second click from booking.
    const body = appointmentBody({ appointment_datetime: '2025-03-18T09:00', allow_overlap: true });
    const [a, b] = await Promise.all([0, 1].map(() => client.call('POST', '/api/appointments/', body, { 'Idempotency-Key': key })));
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(a!.body._id).toBe(b!.body._id);
    expect(values((await client.get('/api/appointments/')).body)).toHaveLength(1);
    const other = await client.call('POST', '/api/appointments/', body, { 'Idempotency-Key': 'double-click-key-0002' });
    expect(other.status).toBe(201);
    expect(other.body._id).not.toBe(a!.body._id);
    expect(values((await client.get('/api/appointments/')).body)).toHaveLength(2);
  });

  it('the same key from another business is another booking (keys are scoped to the business)', async () => {
    const one = await ownerWithServices(ctx);
    const two = await ownerWithServices(ctx);
    const key = 'shared-key-between-owners';
    const body = appointmentBody({ appointment_datetime: '2025-03-18T09:00' });
    const a = await one.client.call('POST', '/api/appointments/', body, { 'Idempotency-Key': key });
    const b = await two.client.call('POST', '/api/appointments/', body, { 'Idempotency-Key': key });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body._id).not.toBe(a.body._id);
    expect(values((await two.client.get('/api/appointments/')).body)).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key and books nothing', async () => {
    const { client } = await ownerWithServices(ctx);
    const bad = await client.call('POST', '/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-18T09:00' }), { 'Idempotency-Key': 'short' });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatch(/Idempotency-Key/);
    expect(values((await client.get('/api/appointments/')).body)).toHaveLength(0);
  });
});
