import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { appointmentBody, ownerWithServices, recordingWorkflows, type Ctx } from '../support/appointment-helpers.js';
import { checkReminder, type ReminderInput } from '../../functions/core/appointments/reminders.js';

/** Saturday 1 March 2025: a week before the US clocks move forward (Sunday 9 March, 02:00 → 03:00). */
const BEFORE_SPRING_FORWARD = new Date('2025-03-01T15:00:00.000Z');

let ctx: Ctx;
let workflows: ReturnType<typeof recordingWorkflows>;
beforeAll(async () => {
  workflows = recordingWorkflows();
  ctx = await createTestServices({ workflows: workflows.runner });
});
beforeEach(() => {
  ctx.clock.now = BEFORE_SPRING_FORWARD;
});

/** The reminder workflow's first Check for the appointment just booked: when it will send. */
async function remindAt(appointmentId: string) {
  const start = workflows.started.find((s) => s.input.appointment_id === appointmentId)!;
  const result = await checkReminder(start.input as unknown as ReminderInput, ctx.services);
  return result.remind_at;
}

describe("times in the business's time zone, across daylight-saving changes", () => {
  it('stores an unambiguous instant: wall-clock input is read in the business zone and answered with its offset', async () => {
    const { client } = await ownerWithServices(ctx);
    const before = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-07T10:00' }));
    const after = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:00' }));
    expect(before.body.appointment_datetime).toBe('2025-03-07T10:00:00.000-05:00'); // EST
    expect(after.body.appointment_datetime).toBe('2025-03-10T10:00:00.000-04:00'); // EDT
  });

  it('refuses a wall-clock time that does not exist (skipped by the spring change) instead of moving it', async () => {
    const { client } = await ownerWithServices(ctx);
    const res = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-09T02:30' }));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(
      'Appointment datetime 2025-03-09 02:30 does not exist in America/New_York (the clocks move forward that night); choose another time',
    );
  });

  it('reads an ambiguous autumn time (01:30 happens twice) as its first occurrence, and takes an explicit offset for the second', async () => {
    ctx.clock.now = new Date('2025-10-25T15:00:00.000Z');
    const { client } = await ownerWithServices(ctx);
    const first = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-11-02T01:30' }));
    expect(first.body.appointment_datetime).toBe('2025-11-02T01:30:00.000-04:00');
    const second = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-11-02T01:30:00-05:00', first_name: 'Ann' }));
    expect(second.status).toBe(201); // an hour later in real time: no overlap
    expect(second.body.appointment_datetime).toBe('2025-11-02T01:30:00.000-05:00');
  });

  it('uses the business zone, and shows stored instants in a newly chosen zone', async () => {
    const { client, businessId } = await ownerWithServices(ctx, { time_zone: 'Europe/London' });
    const res = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:00' }));
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ appointment_datetime: '2025-03-10T10:00:00.000+00:00' });
    expect(res.body.time_zone).toBe('Europe/London');
    await client.patch(`/api/businesses/${businessId}`, { business: { time_zone: 'Asia/Tokyo' } });
    const [listed] = Object.values((await client.get('/api/appointments/')).body) as any[];
    expect(listed.appointment_datetime).toBe('2025-03-10T19:00:00.000+09:00'); // the same moment
  });

  it('sends the 24-hour reminder at the same wall-clock time the day before, even across the spring change', async () => {
    const { client } = await ownerWithServices(ctx);
    // Sunday 9 March 10:00 EDT (14:00Z); the day before, 10:00 was EST (15:00Z): 23 real hours earlier.
    const res = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-09T10:00' }));
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ appointment_datetime: '2025-03-09T10:00:00.000-04:00' });
    expect(await remindAt(res.body._id)).toBe('2025-03-08T15:00:00Z');
  });

  it('and across the autumn change (25 real hours)', async () => {
    ctx.clock.now = new Date('2025-10-25T15:00:00.000Z');
    const { client } = await ownerWithServices(ctx);
    const res = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-11-02T10:00' }));
    expect(res.body.appointment_datetime).toBe('2025-11-02T10:00:00.000-05:00');
    expect(await remindAt(res.body._id)).toBe('2025-11-01T14:00:00Z'); // 10:00 EDT on Saturday
  });

  it('counts shorter lead times (6 hours) in elapsed hours, and 48 hours as two calendar days', async () => {
    const six = await ownerWithServices(ctx, { reminder_hours_before: 6 });
    const a = await six.client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-09T07:00' }));
    // 07:00 EDT is 11:00Z; six elapsed hours earlier is 05:00Z (00:00 EST).
    expect(await remindAt(a.body._id)).toBe('2025-03-09T05:00:00Z');

    const two = await ownerWithServices(ctx, { reminder_hours_before: 48 });
    const b = await two.client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T09:00' }));
    expect(await remindAt(b.body._id)).toBe('2025-03-08T14:00:00Z'); // 09:00 EST on Saturday
  });
});

describe('a business that never saved a time zone (README: Time zone not set)', () => {
  it('says so, and books and reminds exactly as a business saved in America/New_York does', async () => {
    const unset = await ownerWithServices(ctx);
    const me = (await unset.client.get('/api/businesses/me')).body;
    expect(me).toMatchObject({ time_zone: 'America/New_York', time_zone_set: false });
    const newYork = await ownerWithServices(ctx, { time_zone: 'America/New_York' });
    const chicago = await ownerWithServices(ctx, { time_zone: 'America/Chicago' });
    expect(newYork.business).toMatchObject({ time_zone: 'America/New_York', time_zone_set: true });

    const booked = async (o: typeof unset) => {
      const res = await o.client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:00' }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { at: res.body.appointment_datetime as string, zone: res.body.time_zone as string, remind: await remindAt(res.body._id) };
    };
    const [u, n, c] = [await booked(unset), await booked(newYork), await booked(chicago)];
    expect(u).toEqual(n);
    expect(u.at).toBe('2025-03-10T10:00:00.000-04:00');
    expect(u.zone).toBe('America/New_York');
    // The control: a zone that is set elsewhere reads the same wall clock as another instant.
    expect(c.at).toBe('2025-03-10T10:00:00.000-05:00');
    expect(c.remind).not.toBe(u.remind);

    // Confirming the default is a choice: it is then set.
    const confirmed = await unset.client.patch(`/api/businesses/${unset.businessId}`, { business: { time_zone: 'America/New_York' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ time_zone: 'America/New_York', time_zone_set: true });
  });
});
