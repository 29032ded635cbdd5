import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { MONDAY_9AM_NY, appointmentBody, ownerWithServices, recordingWorkflows, values, type Ctx } from '../support/appointment-helpers.js';
import { AppointmentService } from '../../functions/core/appointments/appointment-service.js';

const INVALID = 'This confirmation link is not valid. Please check the link, or call the business to confirm.';

let ctx: Ctx;
let workflows: ReturnType<typeof recordingWorkflows>;
let addressCounter = 0;
beforeAll(async () => {
  workflows = recordingWorkflows();
  ctx = await createTestServices({ workflows: workflows.runner });
});
beforeEach(() => {
  ctx.clock.now = MONDAY_9AM_NY;
});

/** POST /api/appointments/confirm/ as a browser would: no cookies, from a given address (the local server's socket). */
async function confirm(code: unknown, address = `198.51.100.${++addressCounter}`) {
  const res = await ctx.app.request(
    'http://localhost/api/appointments/confirm/',
    { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: JSON.stringify({ confirmation_code: code }) },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

async function awaiting(overrides: Record<string, unknown> = {}) {
  const owner = await ownerWithServices(ctx);
  const res = await owner.client.post(
    '/api/appointments/',
    appointmentBody({ status: 'awaiting_confirmation', email: 'jane@example.com', business_item_id: owner.haircut.id, ...overrides }),
  );
  expect(res.status).toBe(201);
  return { ...owner, appointment: res.body };
}

describe('POST /appointments/confirm/ (without credentials)', () => {
  it('moves awaiting_confirmation to upcoming, acknowledges by SMS and email, and schedules the reminder', async () => {
    const { client, business, appointment } = await awaiting();
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    workflows.started.length = 0;

    const res = await confirm(appointment.confirmation_code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'upcoming',
      already_confirmed: false,
      appointment: {
        business_name: business.name,
        appointment_datetime: '2025-03-10T10:00:00.000-04:00',
        time_zone: 'America/New_York',
        service_name: 'Haircut',
        date: 'Monday, March 10, 2025',
        time: '10:00 AM',
      },
    });
    const [listed] = values((await client.get('/api/appointments/')).body);
    expect(listed.status).toBe('upcoming');
    expect(ctx.sms).toEqual([
      {
        to: '+12125550199',
        body: `${business.name}: Thank you, Jane. Your Haircut appointment on Monday, March 10, 2025 at 10:00 AM is confirmed.`,
      },
    ]);
    expect(ctx.emails).toEqual([expect.objectContaining({ to: 'jane@example.com', subject: `Your appointment with ${business.name} is confirmed` })]);
    expect(workflows.started).toEqual([expect.objectContaining({ workflow: 'reminder', name: `${appointment._id}-1` })]);

    // Twice is harmless: same answer, no second message, no second schedule.
    const again = await confirm(appointment.confirmation_code);
    expect(again.status).toBe(200);
    expect(again.body.already_confirmed).toBe(true);
    expect(again.body.status).toBe('upcoming');
    expect(ctx.sms).toHaveLength(1);
    expect(workflows.started).toHaveLength(1);
  });

  it('confirming concurrently acknowledges once', async () => {
    const { appointment } = await awaiting({ appointment_datetime: '2025-03-11T10:00' });
    ctx.sms.length = 0;
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm(appointment.confirmation_code)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => !r.body.already_confirmed)).toHaveLength(1);
    expect(ctx.sms).toHaveLength(1);
  });

  it('answers an unknown, malformed or missing code with the error text', async () => {
    for (const code of ['A'.repeat(24), 'short', '../../etc/passwd', 42, undefined]) {
      const res = await confirm(code);
      expect(res.status, String(code)).toBe(404);
      expect(res.body).toEqual({ error: INVALID });
    }
  });

  it('refuses a cancelled or past appointment with a clear error', async () => {
    const { client, appointment } = await awaiting({ appointment_datetime: '2025-03-12T10:00' });
    await client.put(`/api/appointments/${appointment._id}/`, { status: 'cancelled' });
    const cancelled = await confirm(appointment.confirmation_code);
    expect(cancelled.status).toBe(410);
    expect(cancelled.body.error).toBe('This appointment was cancelled, so it can no longer be confirmed.');

    const later = await awaiting({ appointment_datetime: '2025-03-03T10:00' });
    ctx.clock.advance(2 * 3600_000);
    const past = await confirm(later.appointment.confirmation_code);
    ctx.clock.now = MONDAY_9AM_NY;
    expect(past.status).toBe(410);
    expect(past.body.error).toBe('This appointment has already taken place.');
  });

  it('rate-limits guessing per client address: 10 wrong codes, then 429 even for a right one, until the window ends', async () => {
    const { appointment } = await awaiting({ appointment_datetime: '2025-03-13T10:00' });
    const address = '203.0.113.77';
    for (let i = 0; i < 10; i++) expect((await confirm(`guess-${i}-${'x'.repeat(20)}`, address)).status).toBe(404);
    const blocked = await confirm(appointment.confirmation_code, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many attempts to confirm an appointment\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another address is not affected; the same one is let through once the window has passed.
    expect((await confirm('A'.repeat(24), '203.0.113.78')).status).toBe(404);
    ctx.clock.advance(15 * 60_000);
    const later = await confirm(appointment.confirmation_code, address);
    ctx.clock.now = MONDAY_9AM_NY;
    expect(later.status).toBe(200);
    expect(later.body.status).toBe('upcoming');
  });
});

describe('bookings made by callers (the phone assistant uses AppointmentService.bookFromCall)', () => {
  it('books awaiting_confirmation and sends the confirmation request with the link and the business name', async () => {
    const { businessId, business, haircut, client } = await ownerWithServices(ctx);
    ctx.sms.length = 0;
    const service = new AppointmentService(ctx.services);
    const booked = await service.bookFromCall(businessId, {
      first_name: 'Carl',
      last_name: 'Caller',
      phone_number: '+1 312 555 0100',
      appointment_datetime: '2025-03-11T14:00',
      business_item_id: haircut.id,
    });
    expect(booked).toMatchObject({ status: 'awaiting_confirmation', source: 'phone', phone_number: '+13125550100' });
    expect(ctx.sms).toEqual([
      {
        to: '+13125550100',
        body: expect.stringContaining(`${business.name}: Hi Carl Caller, your Haircut appointment is booked for Tuesday, March 11, 2025 at 2:00 PM.`),
      },
    ]);
    const link = ctx.sms[0].body.match(/Confirm here: (\S+)$/)![1];
    expect(link).toBe(`http://localhost:3000/confirm-appointment/${booked.confirmation_code}`);
    expect((await confirm(link.split('/').pop())).body.status).toBe('upcoming');
    expect(values((await client.get('/api/appointments/?status=upcoming')).body).map((a) => a.first_name)).toEqual(['Carl']);
  });

  it("applies the owner's booking preferences and never overlaps", async () => {
    const { businessId, client, haircut } = await ownerWithServices(ctx, {
      allow_same_day: false,
      allow_weekend: false,
      require_24h_advance: true,
      working_hours_attributes: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
        day_of_week: day,
        open_time: '09:00',
        close_time: '17:00',
        disabled: day === 'wednesday',
      })),
    });
    const service = new AppointmentService(ctx.services);
    const book = (appointment_datetime: string) =>
      service
        .bookFromCall(businessId, { first_name: 'Carl', last_name: 'Caller', phone_number: '+13125550100', appointment_datetime, business_item_id: haircut.id })
        .then(
          () => 'booked',
          (e: any) => `${e.status}: ${(e.details?.errors ?? [e.message]).join(' ')}`,
        );
    expect(await book('2025-03-03T15:00')).toBe(
      '422: Same-day appointments are not available. Appointments must be booked at least 24 hours in advance.',
    );
    expect(await book('2025-03-08T10:00')).toBe('422: Weekend appointments are not available.');
    expect(await book('2025-03-05T10:00')).toBe('422: That time is outside the business hours.'); // Wednesday closed
    expect(await book('2025-03-06T16:30')).toBe('422: That time is outside the business hours.'); // ends 17:15
    expect(await book('2025-03-06T16:15')).toBe('booked'); // ends 17:00
    await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-07T10:00' }));
    expect(await book('2025-03-07T10:15')).toMatch(/^409: This time overlaps APT-\d{4}/);
  });
});
