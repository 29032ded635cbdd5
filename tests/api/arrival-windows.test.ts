import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { appointmentBody, ownerWithServices, recordingWorkflows, values } from '../support/appointment-helpers.js';

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
let ctx: Ctx;

// Monday 10 March 2025, 10:00 in New York: open (the default hours, 08:00 to 20:00).
const MONDAY_10AM = new Date('2025-03-10T14:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestServices({ workflows: recordingWorkflows().runner });
  ctx.clock.now = MONDAY_10AM;
});

/** A plumber whose Haircut-named fixture services are replaced by a drain cleaning with a 3-hour arrival window. */
async function plumber() {
  const owner = await ownerWithServices(ctx, { name: 'Rapid Rooter', industry: 'Plumber / Electrician' });
  const res = await owner.client.patch(`/api/businesses/${owner.businessId}`, {
    business: { business_items_attributes: [{ name: 'Drain Cleaning', price: '150', duration: 60, currency: 'USD', arrival_window: 180 }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const drain = res.body.business_items.find((i: any) => i.name === 'Drain Cleaning');
  return { ...owner, drain, business: res.body };
}

describe("a service's arrival window (business_items arrival_window)", () => {
  it('is saved and answered; items without one answer 0; a save of other fields keeps it', async () => {
    const { client, businessId, drain, haircut } = await plumber();
    expect(drain.arrival_window).toBe(180);
    const me = (await client.get('/api/businesses/me')).body;
    expect(me.business_items.find((i: any) => i.id === haircut.id).arrival_window).toBe(0);
    await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [{ id: drain.id, price: '160' }] } });
    const after = (await client.get('/api/businesses/me')).body.business_items.find((i: any) => i.id === drain.id);
    expect(after).toMatchObject({ price: '160.00', arrival_window: 180 });
    const off = await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [{ id: drain.id, arrival_window: 0 }] } });
    expect(off.body.business_items.find((i: any) => i.id === drain.id).arrival_window).toBe(0);
  });

  it('refuses a length not offered with 422 and a readable message, and changes nothing', async () => {
    const { client, businessId, drain } = await plumber();
    for (const bad of [90, '180', -120, 180.5, null]) {
      const res = await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [{ id: drain.id, arrival_window: bad }] } });
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.errors[0]).toMatch(/^Service 1: Arrival window must be/);
    }
    const res = await client.patch(`/api/businesses/${businessId}`, { business: { business_items_attributes: [{ id: drain.id, arrival_window: 90 }] } });
    expect(res.body.errors).toEqual(['Service 1: Arrival window must be one of 0, 120, 180, 240 minutes']);
    expect((await client.get('/api/businesses/me')).body.business_items.find((i: any) => i.id === drain.id).arrival_window).toBe(180);
  });

  it("an appointment booked on the dashboard keeps the window, and the client's SMS and email say it", async () => {
    const { client, drain } = await plumber();
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    const res = await client.post(
      '/api/appointments/',
      appointmentBody({ status: 'awaiting_confirmation', business_item_id: drain.id, email: 'jane@example.com', appointment_datetime: '2025-03-12T08:00' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // The real slot is held from its start for the service's length; the window is what the client is told.
    expect(res.body).toMatchObject({ appointment_datetime: '2025-03-12T08:00:00.000-04:00', duration: 60, business_item: { name: 'Drain Cleaning', arrival_window: 180 } });
    const [sms] = ctx.sms.filter((m) => m.to === '+12125550199');
    expect(sms.body).toContain('your Drain Cleaning appointment is booked for Wednesday, March 12, 2025 between 8 and 11 AM.');
    const email = ctx.emails.find((e) => e.to === 'jane@example.com');
    expect(email?.text).toContain('Wednesday, March 12, 2025 between 8 and 11 AM');
    expect(email?.text).not.toContain('8:00 AM');
    // The public confirmation page's time is the window too.
    const code = res.body.confirmation_code;
    const confirmed = await client.post('/api/appointments/confirm/', { confirmation_code: code });
    expect(confirmed.body.appointment).toMatchObject({ date: 'Wednesday, March 12, 2025', time: 'between 8 and 11 AM' });
  });

  it('a phone booking offers and books the window; the caller is texted it and the owner told it', async () => {
    const { client } = await plumber();
    ctx.sms.length = 0;
    ctx.emails.length = 0;
    const started = await client.post('/api/test-calls', { caller_number: '(312) 555-0142' });
    const replies: string[] = [];
    for (const text of ['I need a drain cleaning tomorrow at 1', 'Ana Lopez', 'yes', 'yes please']) {
      const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      replies.push(res.body.say);
    }
    expect(replies[2]).toContain('tomorrow between 1 and 4 PM');
    expect(replies[3]).toContain('Your Drain Cleaning is booked for tomorrow between 1 and 4 PM.');
    const [appt] = values((await client.get('/api/appointments/?status=awaiting_confirmation')).body);
    expect(appt).toMatchObject({ appointment_datetime: '2025-03-11T13:00:00.000-04:00', business_item: { arrival_window: 180 } });
    const texts = ctx.sms.filter((m) => m.to === '+13125550142');
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toContain('booked for Tuesday, March 11, 2025 between 1 and 4 PM.');
    const notice = ctx.emails.find((e) => /New booking/.test(e.subject));
    expect(notice?.subject).toContain('on Tuesday, March 11, 2025 between 1 and 4 PM');
    expect(notice?.text).toContain('When: Tuesday, March 11, 2025 between 1 and 4 PM');
  });
});
