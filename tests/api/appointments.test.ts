import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import {
  MONDAY_9AM_NY,
  appointmentBody,
  ownerWithServices,
  recordingWorkflows,
  values,
  type Ctx,
} from '../support/appointment-helpers.js';

let ctx: Ctx;
let workflows: ReturnType<typeof recordingWorkflows>;
beforeAll(async () => {
  workflows = recordingWorkflows();
  ctx = await createTestServices({ workflows: workflows.runner });
});
beforeEach(() => {
  ctx.clock.now = MONDAY_9AM_NY;
});

async function count(client: TestClient, query = '') {
  const res = await client.get(`/api/appointments/${query}`);
  expect(res.status).toBe(200);
  return values(res.body).length;
}

describe('POST /appointments/ (spec sections 3, 5, 7)', () => {
  it('creates an appointment with every field of section 3, the service embedded and the time in the business zone', async () => {
    const { client, haircut } = await ownerWithServices(ctx);
    const res = await client.post('/api/appointments/', appointmentBody({ business_item_id: haircut.id }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      _id: expect.any(String),
      appointment_id_formatted: 'APT-0001',
      first_name: 'Jane',
      last_name: 'Doe',
      phone_number: '+12125550199',
      status: 'upcoming',
      // 10:00 on the New York wall clock (EDT after 9 March).
      appointment_datetime: '2025-03-10T10:00:00.000-04:00',
      end_datetime: '2025-03-10T10:45:00.000-04:00',
      time_zone: 'America/New_York',
      business_item_id: haircut.id,
      business_item: { name: 'Haircut', duration: 45, price: '25.50', currency: 'USD' },
      other_details: { notes: 'First visit' },
    });
    expect(res.body.confirmation_code).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const second = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-11T10:00' }));
    expect(second.body.appointment_id_formatted).toBe('APT-0002');
    expect(second.body.business_item).toBeNull();
    expect(second.body.duration).toBe(30);
  });

  it('accepts an instant with an offset as the same moment', async () => {
    const { client } = await ownerWithServices(ctx);
    const res = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T15:30:00Z' }));
    expect(res.status).toBe(201);
    expect(res.body.appointment_datetime).toBe('2025-03-12T11:30:00.000-04:00');
  });

  it('refuses bad input with 422 and a sentence for each problem, writing nothing', async () => {
    const { client } = await ownerWithServices(ctx);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: '' }, "First name can't be blank"],
      [{ last_name: undefined }, "Last name can't be blank"],
      [{ phone_number: '12' }, 'Phone number is not a valid phone number'],
      [{ appointment_datetime: 'next tuesday' }, 'Appointment datetime must be a date and time'],
      [{ appointment_datetime: '2025-02-30T10:00' }, 'Appointment datetime is not a valid date and time'],
      [{ appointment_datetime: '2025-03-03T08:00' }, 'Appointment datetime must be in the future for an upcoming appointment'],
      [{ appointment_datetime: '2027-03-03T08:00' }, 'Appointment datetime can be at most 365 days ahead'],
      [{ status: 'paid' }, 'Status must be one of awaiting_confirmation, upcoming, completed, cancelled'],
      [{ business_item_id: 'no-such-service' }, "Service was not found among this business's services"],
      [{ email: 'not-an-email' }, 'Email is not a valid email address'],
      [{ colour: 'red' }, 'Unknown field: colour'],
      // zod's own words ("must be record", "Invalid input") never reach the owner.
      [{ other_details: 'Bring ID' }, 'Other details must be an object of names and values'],
      [{ other_details: { notes: { text: 'Bring ID' } } }, 'Other details notes must be text, a number, true or false, or null'],
      [{ email: 42 }, 'Email must be text or null'],
    ];
    for (const [override, message] of cases) {
      const res = await client.post('/api/appointments/', appointmentBody(override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(res.body.errors.join(' | '), JSON.stringify(override)).toContain(message);
    }
    expect(await count(client)).toBe(0);
  });

  it("refuses another business's service id and does not reveal it", async () => {
    const other = await ownerWithServices(ctx);
    const { client } = await ownerWithServices(ctx);
    const res = await client.post('/api/appointments/', appointmentBody({ business_item_id: other.haircut.id }));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("Service was not found among this business's services");
    expect(await count(client)).toBe(0);
  });

  it('lets the owner record a completed appointment in the past', async () => {
    const { client } = await ownerWithServices(ctx);
    const res = await client.post('/api/appointments/', appointmentBody({ status: 'completed', appointment_datetime: '2025-02-20T10:00' }));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('completed');
  });

  it('needs a session: 401 {"error":"Unauthorized"}', async () => {
    const anonymous = new TestClient(ctx.app);
    for (const [method, path] of [
      ['GET', '/api/appointments/'],
      ['POST', '/api/appointments/'],
      ['PUT', '/api/appointments/x/'],
      ['DELETE', '/api/appointments/x/'],
      ['GET', '/api/appointments/stats'],
    ] as const) {
      const res = await anonymous.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ error: 'Unauthorized' });
    }
  });
});

describe('overlaps (no double booking)', () => {
  it('refuses an overlapping time with 409 naming the appointment in the way, and books it when the owner confirms', async () => {
    const { client, haircut, beard } = await ownerWithServices(ctx);
    const first = await client.post('/api/appointments/', appointmentBody({ business_item_id: haircut.id }));
    expect(first.status).toBe(201);

    // 10:00-10:45 plus the default 10-minute buffer: 10:30 and 10:50 are taken, 10:55 is free.
    for (const time of ['2025-03-10T10:30', '2025-03-10T09:50', '2025-03-10T10:50']) {
      const clash = await client.post('/api/appointments/', appointmentBody({ first_name: 'Ann', appointment_datetime: time, business_item_id: beard.id }));
      expect(clash.status, time).toBe(409);
      expect(clash.body.error).toBe(
        'This time overlaps APT-0001 (Jane Doe, Monday, March 10, 2025, 10:00 AM–10:45 AM, plus a 10-minute buffer). ' +
          'Choose another time, or confirm the overlap to book it anyway.',
      );
    }
    const free = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:55', business_item_id: beard.id }));
    expect(free.status).toBe(201);
    const before = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T09:35', business_item_id: beard.id }));
    expect(before.status).toBe(201); // 09:35-09:50 + 10 min buffer ends exactly at 10:00

    const confirmed = await client.post(
      '/api/appointments/',
      appointmentBody({ first_name: 'Ann', appointment_datetime: '2025-03-10T10:30', business_item_id: beard.id, allow_overlap: true }),
    );
    expect(confirmed.status).toBe(201);
    // The overlap the owner accepted still blocks a third booking without confirmation.
    const third = await client.post('/api/appointments/', appointmentBody({ first_name: 'Bo', appointment_datetime: '2025-03-10T10:35' }));
    expect(third.status).toBe(409);
  });

  it('frees the time when an appointment is deleted, cancelled or moved', async () => {
    const { client } = await ownerWithServices(ctx);
    const a = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T09:00' }));
    const retry = () => client.post('/api/appointments/', appointmentBody({ first_name: 'Ann', appointment_datetime: '2025-03-12T09:00' }));
    expect((await retry()).status).toBe(409);

    expect((await client.put(`/api/appointments/${a.body._id}/`, { appointment_datetime: '2025-03-12T14:00' })).status).toBe(200);
    const b = await retry();
    expect(b.status).toBe(201);
    expect((await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T14:10' }))).status).toBe(409);

    expect((await client.put(`/api/appointments/${a.body._id}/`, { status: 'cancelled' })).status).toBe(200);
    expect((await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-12T14:10' }))).status).toBe(201);

    expect((await client.delete(`/api/appointments/${b.body._id}/`)).status).toBe(204);
    expect((await retry()).status).toBe(201);
  });

  it('keeps a moved appointment clear of its own old slots (moving by 15 minutes is not an overlap with itself)', async () => {
    const { client, haircut } = await ownerWithServices(ctx);
    const a = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-13T09:00', business_item_id: haircut.id }));
    const moved = await client.put(`/api/appointments/${a.body._id}/`, { appointment_datetime: '2025-03-13T09:15' });
    expect(moved.status).toBe(200);
    expect(moved.body.appointment_datetime).toBe('2025-03-13T09:15:00.000-04:00');
    expect((await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-13T08:30', business_item_id: null }))).status).toBe(201);
  });

  it('holds a different slot per business: two businesses can book the same time', async () => {
    const one = await ownerWithServices(ctx);
    const two = await ownerWithServices(ctx);
    expect((await one.client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-14T09:00' }))).status).toBe(201);
    expect((await two.client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-14T09:00' }))).status).toBe(201);
  });
});

describe('PUT and DELETE /appointments/{id}/', () => {
  it('updates the fields sent, keeps the rest, and re-embeds a changed service', async () => {
    const { client, haircut, beard } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ business_item_id: haircut.id }));
    const id = created.body._id;
    const res = await client.put(`/api/appointments/${id}/`, {
      first_name: 'Janet',
      business_item_id: beard.id,
      other_details: { notes: 'Prefers mornings' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: id,
      appointment_id_formatted: created.body.appointment_id_formatted,
      first_name: 'Janet',
      last_name: 'Doe',
      business_item: { name: 'Beard Trim', duration: 15, price: '15.00', currency: 'USD' },
      end_datetime: '2025-03-10T10:15:00.000-04:00',
      other_details: { notes: 'Prefers mornings' },
      confirmation_code: created.body.confirmation_code,
    });
    // A whole object read back from GET is accepted as a PUT body (read-only fields are ignored).
    const echoed = await client.put(`/api/appointments/${id}/`, { ...res.body, status: 'completed' });
    expect(echoed.status).toBe(200);
    expect(echoed.body.status).toBe('completed');
    // Clearing the service.
    const cleared = await client.put(`/api/appointments/${id}/`, { business_item_id: null });
    expect(cleared.body.business_item).toBeNull();
  });

  it('answers 404 for an unknown id and for another owner\'s appointment, changing nothing', async () => {
    const owner = await ownerWithServices(ctx);
    const intruder = await ownerWithServices(ctx);
    const created = await owner.client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-17T10:00' }));
    const id = created.body._id;
    for (const res of [
      await intruder.client.put(`/api/appointments/${id}/`, { first_name: 'Mallory' }),
      await intruder.client.delete(`/api/appointments/${id}/`),
      await intruder.client.get(`/api/appointments/${id}`),
      await owner.client.put('/api/appointments/00000000-0000-4000-8000-000000000000/', { first_name: 'X' }),
      await owner.client.delete('/api/appointments/00000000-0000-4000-8000-000000000000/'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Appointment not found' });
    }
    const list = values((await owner.client.get('/api/appointments/')).body);
    expect(list.map((a) => a.first_name)).toEqual(['Jane']);
    expect(values((await intruder.client.get('/api/appointments/')).body)).toEqual([]);
  });

  it('validates a PUT like a POST and writes nothing on failure', async () => {
    const { client } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody());
    const res = await client.put(`/api/appointments/${created.body._id}/`, { first_name: ' ', appointment_datetime: '2025-01-01T10:00' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(["First name can't be blank"]);
    const past = await client.put(`/api/appointments/${created.body._id}/`, { appointment_datetime: '2025-01-01T10:00', phone_number: 'abc' });
    expect(past.body.errors).toEqual([
      'Phone number is not a valid phone number',
      'Appointment datetime must be in the future for an upcoming appointment',
    ]);
    const [unchanged] = values((await client.get('/api/appointments/')).body);
    expect(unchanged.first_name).toBe('Jane');
  });
});

describe('GET /appointments/ (filters, order, pages)', () => {
  it('filters by status, names, phone and service; no status means all', async () => {
    const { client, haircut, beard } = await ownerWithServices(ctx);
    const book = (body: Record<string, unknown>) => client.post('/api/appointments/', appointmentBody(body));
    await book({ first_name: 'Zoe', last_name: 'Adams', appointment_datetime: '2025-03-20T09:00', business_item_id: haircut.id });
    await book({ first_name: 'Amy', last_name: 'Baker', phone_number: '+44 20 7946 0958', appointment_datetime: '2025-03-19T09:00', business_item_id: beard.id });
    await book({ first_name: 'zack', last_name: 'Cole', status: 'completed', appointment_datetime: '2025-02-27T09:00' });
    await book({ first_name: 'Ben', last_name: 'Dunn', status: 'awaiting_confirmation', appointment_datetime: '2025-03-21T09:00' });

    const names = async (query: string) =>
      values((await client.get(`/api/appointments/${query}`)).body).map((a) => a.first_name);
    expect(await names('')).toEqual(['zack', 'Amy', 'Zoe', 'Ben']); // by start time
    expect(await names('?status=upcoming')).toEqual(['Amy', 'Zoe']);
    expect(await names('?status=completed')).toEqual(['zack']);
    expect(await names('?status=awaiting_confirmation')).toEqual(['Ben']);
    expect(await names('?first_name=z')).toEqual(['zack', 'Zoe']);
    expect(await names('?status=upcoming&first_name=Z')).toEqual(['Zoe']);
    expect(await names('?last_name=bak')).toEqual(['Amy']);
    expect(await names('?phone_number=7946')).toEqual(['Amy']);
    expect(await names('?phone_number=(212) 555-0199')).toEqual(['zack', 'Zoe', 'Ben']);
    expect(await names(`?business_item_id=${beard.id}`)).toEqual(['Amy']);
    expect(await names('?first_name=nobody')).toEqual([]);

    const bad = await client.get('/api/appointments/?status=later');
    expect(bad.status).toBe(422);
    expect((await client.get('/api/appointments/?limit=0')).status).toBe(422);
    expect((await client.get('/api/appointments/?after=garbage')).status).toBe(422);
  });

  it('pages through many appointments with limit and the X-Next-Cursor cursor, filtered or not', async () => {
    const { client } = await ownerWithServices(ctx);
    const created: string[] = [];
    for (let i = 0; i < 12; i++) {
      const day = String(4 + i).padStart(2, '0');
      const res = await client.post('/api/appointments/', appointmentBody({ first_name: i % 2 ? 'Odd' : 'Even', appointment_datetime: `2025-03-${day}T12:00` }));
      created.push(res.body._id);
    }
    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await client.get(`/api/appointments/?limit=5${query}${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status).toBe(200);
        seen.push(...values(res.body).map((a) => a._id));
        cursor = res.headers.get('x-next-cursor');
        pages++;
      } while (cursor && pages < 10);
      return { seen, pages };
    };
    const all = await walk('');
    expect(all.seen).toEqual(created);
    expect(all.pages).toBe(3);
    const odd = await walk('&first_name=odd');
    expect(odd.seen).toEqual(created.filter((_, i) => i % 2));
    expect(odd.pages).toBe(2);
  });
});

describe('GET /appointments/stats (the dashboard cards)', () => {
  it('is empty for a new business', async () => {
    const client = new TestClient(ctx.app);
    await signUp(client);
    const res = await client.get('/api/appointments/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date: '2025-03-03',
      time_zone: 'America/New_York',
      todays_appointments: 0,
      calls_made: 0,
      calls_served: 0,
      success_rate: null,
      revenue_today: [],
    });
  });

  it("counts today's appointments and revenue in the business's zone, and calls from the calls store", async () => {
    ctx.clock.now = new Date('2025-03-03T16:00:00.000Z'); // 08:00 in Los Angeles
    const { client, businessId, haircut, beard } = await ownerWithServices(ctx, { time_zone: 'America/Los_Angeles' });
    const book = (body: Record<string, unknown>) => client.post('/api/appointments/', appointmentBody(body));
    expect((await book({ appointment_datetime: '2025-03-03T10:00', business_item_id: haircut.id })).status).toBe(201);
    expect((await book({ appointment_datetime: '2025-03-03T11:00', business_item_id: beard.id })).status).toBe(201);
    expect((await book({ appointment_datetime: '2025-03-03T23:30', business_item_id: haircut.id })).status).toBe(201); // 07:30Z tomorrow, still today here
    const cancelled = await book({ appointment_datetime: '2025-03-03T13:00', business_item_id: haircut.id });
    await client.put(`/api/appointments/${cancelled.body._id}/`, { status: 'cancelled' });
    await book({ appointment_datetime: '2025-03-04T10:00', business_item_id: haircut.id }); // tomorrow

    const { CallsRepo } = await import('../../functions/data/calls-repo.js');
    const calls = new CallsRepo(ctx.services.db);
    const call = (started_at: string, outcome: any, id: string) =>
      calls.put({ id, business_id: businessId, started_at, ended_at: null, direction: 'inbound', caller_number: null, outcome });
    await call('2025-03-03T07:30:00.000Z', 'served', 'yesterday-here'); // 23:30 on 2 March in Los Angeles
    await call('2025-03-03T16:10:00.000Z', 'served', 'a');
    await call('2025-03-03T17:00:00.000Z', 'served', 'b');
    await call('2025-03-03T17:30:00.000Z', 'transferred', 'c');
    await call('2025-03-03T18:00:00.000Z', null, 'in-progress');

    const res = await client.get('/api/appointments/stats');
    expect(res.body).toEqual({
      date: '2025-03-03',
      time_zone: 'America/Los_Angeles',
      todays_appointments: 3,
      calls_made: 4,
      calls_served: 2,
      success_rate: 67,
      revenue_today: [{ currency: 'USD', amount: '66.00' }], // 25.50 + 15.00 + 25.50, in cents
    });
    ctx.clock.now = MONDAY_9AM_NY;
  });
});

describe('calls store (read by the stat cards and, later, the call logs)', () => {
  it('pages through calls newest first', async () => {
    const { CallsRepo } = await import('../../functions/data/calls-repo.js');
    const calls = new CallsRepo(ctx.services.db);
    const businessId = 'calls-page-test';
    for (let i = 0; i < 5; i++) {
      await calls.put({ id: `c${i}`, business_id: businessId, started_at: `2025-03-0${i + 1}T10:00:00.000Z`, ended_at: null, direction: 'inbound', caller_number: null, outcome: 'served' });
    }
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 5; page++) {
      const result = await calls.recent(businessId, 2, before);
      seen.push(...result.calls.map((c) => c.id));
      if (!result.next) break;
      before = result.next;
    }
    expect(seen).toEqual(['c4', 'c3', 'c2', 'c1', 'c0']);
  });
});

describe('messages when booking', () => {
  it('sends the confirmation request by SMS and email for an appointment awaiting confirmation, with the business name', async () => {
    const { client, business, haircut } = await ownerWithServices(ctx);
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    const res = await client.post(
      '/api/appointments/',
      appointmentBody({ status: 'awaiting_confirmation', email: 'Jane@Example.com', business_item_id: haircut.id }),
    );
    expect(res.status).toBe(201);
    const link = `http://localhost:3000/confirm-appointment/${res.body.confirmation_code}`;
    expect(ctx.sms).toEqual([
      {
        to: '+12125550199',
        body:
          `${business.name}: Hi Jane Doe, your Haircut appointment is booked for Monday, March 10, 2025 at 10:00 AM. ` +
          `Confirm here: ${link}`,
      },
    ]);
    expect(ctx.emails).toEqual([
      expect.objectContaining({ to: 'jane@example.com', subject: `Please confirm your appointment with ${business.name}` }),
    ]);
    expect(ctx.emails[0].text).toContain(link);
  });

  it('reads naturally without a service: "your appointment", not "your appointment appointment"', async () => {
    const { client, business } = await ownerWithServices(ctx);
    ctx.sms.length = 0;
    await client.post('/api/appointments/', appointmentBody({ status: 'awaiting_confirmation', appointment_datetime: '2025-03-21T15:00' }));
    expect(ctx.sms[0].body).toMatch(new RegExp(`^${business.name}: Hi Jane Doe, your appointment is booked for Friday, March 21, 2025 at 3:00 PM\\.`));
  });

  it('sends nothing to the client for an owner booking that is already upcoming', async () => {
    const { client } = await ownerWithServices(ctx);
    ctx.sms.length = 0;
    await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-24T10:00' }));
    expect(ctx.sms).toEqual([]);
  });
});

describe('messages when the owner moves an appointment', () => {
  it('tells the client the new time; one awaiting confirmation gets its link again', async () => {
    const { client, business, haircut } = await ownerWithServices(ctx);
    const awaiting = await client.post(
      '/api/appointments/',
      appointmentBody({ status: 'awaiting_confirmation', email: 'jane@example.com', business_item_id: haircut.id }),
    );
    expect(awaiting.status).toBe(201);
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    const moved = await client.put(`/api/appointments/${awaiting.body._id}/`, { appointment_datetime: '2025-03-12T14:00' });
    expect(moved.status).toBe(200);
    const link = `http://localhost:3000/confirm-appointment/${awaiting.body.confirmation_code}`;
    expect(ctx.sms).toEqual([
      {
        to: '+12125550199',
        body: `${business.name}: Hi Jane, your Haircut appointment is moved to Wednesday, March 12, 2025 at 2:00 PM. Please confirm the new time here: ${link}`,
      },
    ]);
    expect(ctx.emails).toEqual([expect.objectContaining({ to: 'jane@example.com', subject: `Your appointment with ${business.name} is moved` })]);

    const upcoming = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-24T10:00' }));
    ctx.sms.length = 0;
    await client.put(`/api/appointments/${upcoming.body._id}/`, { appointment_datetime: '2025-03-25T11:30' });
    expect(ctx.sms.map((m) => m.body)).toEqual([`${business.name}: Hi Jane, your appointment is moved to Tuesday, March 25, 2025 at 11:30 AM.`]);
  });

  it('sends nothing when the time stays, or for a completed or cancelled appointment', async () => {
    const { client, business } = await ownerWithServices(ctx);
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-24T10:00' }));
    const id = created.body._id;
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    await client.put(`/api/appointments/${id}/`, { other_details: { notes: 'Prefers Ava' }, appointment_datetime: '2025-03-24T10:00' });
    expect(ctx.sms).toEqual([]);
    await client.put(`/api/appointments/${id}/`, { status: 'cancelled' });
    // The cancellation itself is the client's news (see below); moving what is cancelled is not.
    expect(ctx.sms.map((m) => m.body)).toEqual([`${business.name}: Hi Jane, your appointment on Monday, March 24, 2025 at 10:00 AM is cancelled. Please call us to book another time.`]);
    ctx.sms.length = 0;
    await client.put(`/api/appointments/${id}/`, { appointment_datetime: '2025-03-26T10:00' });
    expect(ctx.sms).toEqual([]);
    expect(ctx.emails).toEqual([]);
  });
});

describe('messages when the owner cancels or deletes an appointment', () => {
  it('tells the client a booking they still expect is off, by text and by email when given', async () => {
    const { client, business, haircut } = await ownerWithServices(ctx);
    const awaiting = await client.post(
      '/api/appointments/',
      appointmentBody({ status: 'awaiting_confirmation', email: 'jane@example.com', business_item_id: haircut.id }),
    );
    expect(awaiting.status).toBe(201);
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    expect((await client.delete(`/api/appointments/${awaiting.body._id}/?notify_customer=true`)).status).toBe(204);
    expect(ctx.sms).toEqual([{ to: '+12125550199', body: `${business.name}: Hi Jane, your Haircut appointment on Monday, March 10, 2025 at 10:00 AM is cancelled. Please call us to book another time.` }]);
    expect(ctx.emails).toEqual([expect.objectContaining({ to: 'jane@example.com', subject: `Your appointment with ${business.name} is cancelled` })]);
  });

  it('sends nothing for a completed appointment or one already past', async () => {
    const { client } = await ownerWithServices(ctx);
    const done = await client.post('/api/appointments/', appointmentBody({ status: 'completed', appointment_datetime: '2025-03-24T10:00' }));
    const past = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-03T09:10' }));
    expect([done.status, past.status]).toEqual([201, 201]);
    ctx.clock.now = new Date('2025-03-03T14:12:00.000Z'); // 9:12 in New York: the 9:10 appointment has begun
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    expect((await client.delete(`/api/appointments/${done.body._id}/?notify_customer=true`)).status).toBe(204);
    expect((await client.delete(`/api/appointments/${past.body._id}/?notify_customer=true`)).status).toBe(204);
    expect(ctx.sms).toEqual([]);
    expect(ctx.emails).toEqual([]);
  });
});

describe('reminder schedules (started and stopped through the workflow runner)', () => {
  it('schedules on create, keeps it on edits that do not move the time, replaces it on a move, cancels it on complete and delete', async () => {
    const { client } = await ownerWithServices(ctx);
    workflows.started.length = 0;
    workflows.stopped.length = 0;
    const created = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-25T10:00' }));
    const id = created.body._id;
    expect(workflows.started).toEqual([
      { workflow: 'reminder', name: `${id}-1`, input: { business_id: expect.any(String), appointment_id: id, schedule_id: `${id}-1` } },
    ]);

    await client.put(`/api/appointments/${id}/`, { other_details: { notes: 'x' } });
    expect(workflows.started).toHaveLength(1);
    expect(workflows.stopped).toEqual([]);

    await client.put(`/api/appointments/${id}/`, { appointment_datetime: '2025-03-26T10:00' });
    expect(workflows.stopped).toEqual([`reminder:${id}-1`]);
    expect(workflows.started.map((s) => s.name)).toEqual([`${id}-1`, `${id}-2`]);

    await client.put(`/api/appointments/${id}/`, { status: 'completed' });
    expect(workflows.stopped).toEqual([`reminder:${id}-1`, `reminder:${id}-2`]);

    await client.put(`/api/appointments/${id}/`, { status: 'upcoming' });
    expect(workflows.started.map((s) => s.name)).toEqual([`${id}-1`, `${id}-2`, `${id}-3`]);
    await client.delete(`/api/appointments/${id}/`);
    expect(workflows.stopped).toEqual([`reminder:${id}-1`, `reminder:${id}-2`, `reminder:${id}-3`]);
  });

  it('does not schedule a reminder whose time has already passed, nor one for an unconfirmed booking', async () => {
    const { client } = await ownerWithServices(ctx);
    workflows.started.length = 0;
    // Tomorrow 08:00: the 24-hour reminder would have been due an hour ago.
    await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-04T08:00' }));
    await client.post('/api/appointments/', appointmentBody({ status: 'awaiting_confirmation', appointment_datetime: '2025-03-27T10:00' }));
    expect(workflows.started).toEqual([]);
  });
});
