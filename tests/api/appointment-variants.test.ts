import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';
import { MONDAY_9AM_NY, appointmentBody, recordingWorkflows, values, type Ctx } from '../support/appointment-helpers.js';
import { sendReminder, type ReminderInput } from '../../functions/core/appointments/reminders.js';

// The dashboard's appointment form books a service's variant (business item variants): the appointment keeps it, its
// length and price follow it, and the texts name it.

let ctx: Ctx;
let workflows: ReturnType<typeof recordingWorkflows>;
beforeAll(async () => {
  workflows = recordingWorkflows();
  ctx = await createTestServices({ workflows: workflows.runner });
});
beforeEach(() => {
  ctx.clock.now = MONDAY_9AM_NY;
});

/** An owner with a service in two variants (one with its own length) and one without any. */
async function ownerWithVariants() {
  const client = new TestClient(ctx.app);
  const { business } = await signUp(client);
  const res = await client.patch(`/api/businesses/${business.id}`, {
    business: {
      business_items_attributes: [
        { name: 'Full Set', price: '120', duration: 90, currency: 'USD', variants: [{ name: 'Classic', price: '120' }, { name: 'Hybrid', price: '140', duration: 120 }] },
        { name: 'Brow Tint', price: '25', duration: 20, currency: 'USD' },
      ],
    },
  });
  expect(res.status).toBe(200);
  const [fullSet, browTint] = res.body.business_items;
  return { client, businessId: business.id as string, businessName: res.body.name as string, fullSet, browTint };
}

describe('an appointment booked as a variant of its service', () => {
  it('keeps the variant with its price and length, and the confirmation and reminder texts name it', async () => {
    const { client, businessName, fullSet } = await ownerWithVariants();
    ctx.sms.length = 0;
    workflows.started.length = 0;
    const created = await client.post(
      '/api/appointments/',
      appointmentBody({ status: 'awaiting_confirmation', business_item_id: fullSet.id, business_item_variant: 'hybrid' }),
    );
    expect(created.status).toBe(201);
    // Found case and spaces aside, as variant names are unique; stored as the owner named it.
    expect(created.body).toMatchObject({
      business_item_id: fullSet.id,
      business_item: { name: 'Full Set, Hybrid', price: '140.00', duration: 120, currency: 'USD', variant: 'Hybrid' },
      duration: 120,
      appointment_datetime: '2025-03-10T10:00:00.000-04:00',
      end_datetime: '2025-03-10T12:00:00.000-04:00',
    });
    expect(ctx.sms.map((m) => m.body)).toEqual([
      expect.stringContaining(`${businessName}: Hi Jane Doe, your Full Set, Hybrid appointment is booked for Monday, March 10, 2025 at 10:00 AM.`),
    ]);
    expect((await client.get(`/api/appointments/${created.body._id}/`)).body.business_item.variant).toBe('Hybrid');

    // Confirmed, its reminder names the variant too.
    const confirmed = await client.put(`/api/appointments/${created.body._id}/`, { status: 'upcoming' });
    expect(confirmed.status).toBe(200);
    const reminder = workflows.started.at(-1)!.input as unknown as ReminderInput;
    ctx.sms.length = 0;
    await sendReminder(reminder, ctx.services);
    expect(ctx.sms.map((m) => m.body).join(' ')).toContain('Full Set, Hybrid');
  });

  it("a variant without a length of its own takes the service's; the time it holds follows the variant", async () => {
    const { client, fullSet } = await ownerWithVariants();
    const classic = await client.post('/api/appointments/', appointmentBody({ business_item_id: fullSet.id, business_item_variant: 'Classic' }));
    expect(classic.status).toBe(201);
    expect(classic.body).toMatchObject({ duration: 90, business_item: { name: 'Full Set, Classic', price: '120.00', duration: 90, variant: 'Classic' } });
    // 11:45 is free after a 90-minute Classic (and a buffer of at most 15), taken within a 120-minute Hybrid.
    const after = appointmentBody({ first_name: 'Ann', appointment_datetime: '2025-03-10T11:45' });
    const next = await client.post('/api/appointments/', after);
    expect(next.status).toBe(201);
    await client.delete(`/api/appointments/${next.body._id}/`);
    const longer = await client.put(`/api/appointments/${classic.body._id}/`, { business_item_variant: 'Hybrid' });
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({ duration: 120, end_datetime: '2025-03-10T12:00:00.000-04:00', business_item: { name: 'Full Set, Hybrid', price: '140.00' } });
    expect((await client.post('/api/appointments/', after)).status).toBe(409);
  });

  it('edits: the same service sent again keeps its variant, another service or null drops it', async () => {
    const { client, fullSet, browTint } = await ownerWithVariants();
    const created = await client.post('/api/appointments/', appointmentBody({ business_item_id: fullSet.id, business_item_variant: 'Hybrid' }));
    const id = created.body._id;
    const same = await client.put(`/api/appointments/${id}/`, { business_item_id: fullSet.id, other_details: { notes: 'Longer lashes' } });
    expect(same.body.business_item).toMatchObject({ name: 'Full Set, Hybrid', variant: 'Hybrid' });
    const own = await client.put(`/api/appointments/${id}/`, { business_item_variant: null });
    expect(own.body).toMatchObject({ duration: 90, business_item: { name: 'Full Set', price: '120.00', duration: 90 } });
    expect(own.body.business_item.variant).toBeUndefined();
    await client.put(`/api/appointments/${id}/`, { business_item_variant: 'Classic' });
    const other = await client.put(`/api/appointments/${id}/`, { business_item_id: browTint.id });
    expect(other.body).toMatchObject({ duration: 20, business_item: { name: 'Brow Tint', price: '25.00' } });
    expect(other.body.business_item.variant).toBeUndefined();
  });

  it('an unknown variant is a 422 naming it and the options there are, and writes nothing', async () => {
    const { client, fullSet, browTint } = await ownerWithVariants();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ business_item_id: fullSet.id, business_item_variant: 'Volume' }, `Variant "Volume" is not one of Full Set's options (Classic, Hybrid)`],
      [{ business_item_id: browTint.id, business_item_variant: 'Dark' }, 'Variant "Dark" is not an option of Brow Tint, which has no variants'],
      [{ business_item_variant: 'Hybrid' }, 'Variant "Hybrid" needs a service: choose the service it is an option of'],
      [{ business_item_id: fullSet.id, business_item_variant: 7 }, 'Business item variant must be text or null'],
    ];
    for (const [override, message] of cases) {
      const res = await client.post('/api/appointments/', appointmentBody(override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(res.body.errors, JSON.stringify(override)).toContain(message);
    }
    expect(values((await client.get('/api/appointments/')).body)).toEqual([]);

    const created = await client.post('/api/appointments/', appointmentBody({ business_item_id: fullSet.id, business_item_variant: 'Classic' }));
    const refused = await client.put(`/api/appointments/${created.body._id}/`, { business_item_variant: 'Mega' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([`Variant "Mega" is not one of Full Set's options (Classic, Hybrid)`]);
    expect((await client.get(`/api/appointments/${created.body._id}/`)).body.business_item.variant).toBe('Classic');
  });
});
