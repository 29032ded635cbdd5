import { describe, expect, it } from 'vitest';
import { type CallServices, callServicesAt, MONDAY_10AM, salonOwner, testCall } from '../support/call-helpers.js';
import { values } from '../support/appointment-helpers.js';

/**
 * A caller's booking that is later cancelled (by the caller on another call, or by the owner) or deleted is not
 * revenue booked: Reports keeps it among the bookings the calls made (the call log's Booked calls) but counts it as
 * cancelled since and takes its value off the day it was booked on. Restoring it puts the value back.
 */

let ctx: CallServices;
callServicesAt(MONDAY_10AM, (services) => (ctx = services));

const MONDAY = 'range=custom&from=2025-03-10&to=2025-03-10&include_test=true';

describe('Reports and a cancelled booking', () => {
  it('takes a cancelled or deleted booking off the revenue booked, counts it as cancelled since, and restores it', async () => {
    const { client } = await salonOwner(ctx);
    await testCall(client, ["I'd like to book a haircut tomorrow at 3", 'Ana Lopez', 'yes', 'yes please', 'no, thank you'], { callerNumber: '(312) 555-0123' });
    await testCall(client, ["I'd like to book a beard trim tomorrow at 4", 'Bo Chen', 'yes', 'yes please', 'no, thank you'], { callerNumber: '(312) 555-0145' });
    const totals = async () => (await client.get(`/api/reports?${MONDAY}`)).body.totals;
    expect(await totals()).toMatchObject({ bookings: 2, bookings_cancelled: 0, booking_revenue: [{ currency: 'USD', amount: '45.00' }] });

    const rows = values((await client.get('/api/appointments/?status=awaiting_confirmation')).body) as Array<{ _id: string; first_name: string; business_item: { price: string } }>;
    const ana = rows.find((a) => a.first_name === 'Ana')!;
    const bo = rows.find((a) => a.first_name === 'Bo')!;
    const left = (cents: number) => (cents / 100).toFixed(2);
    const cents = (price: string) => Math.round(Number(price) * 100);

    // The caller calls it off: the call is a cancellation, and Monday's booking value drops by its price.
    const cancel = await testCall(client, ['I want to cancel my appointment', 'yes'], { callerNumber: '(312) 555-0123' });
    expect(cancel.said.at(-1)).toContain('is cancelled');
    expect(await totals()).toMatchObject({
      bookings: 2,
      bookings_cancelled: 1,
      booking_revenue: [{ currency: 'USD', amount: left(4500 - cents(ana.business_item.price)) }],
      outcomes: { booked: 2, cancelled: 1 },
    });

    // The owner restores it: its value is booked again.
    expect((await client.put(`/api/appointments/${ana._id}/`, { status: 'upcoming' })).status).toBe(200);
    expect(await totals()).toMatchObject({ bookings_cancelled: 0, booking_revenue: [{ currency: 'USD', amount: '45.00' }] });

    // The owner cancels one and deletes the other: nothing stands; a second save of the cancelled one moves nothing.
    expect((await client.put(`/api/appointments/${ana._id}/`, { status: 'cancelled' })).status).toBe(200);
    expect((await client.put(`/api/appointments/${ana._id}/`, { other_details: { note: 'called off' } })).status).toBe(200);
    expect((await client.delete(`/api/appointments/${bo._id}/`)).status).toBe(204);
    const after = await totals();
    expect(after).toMatchObject({ bookings: 2, bookings_cancelled: 2, booking_revenue: [] });

    const figures = await client.get(`/api/reports/export.csv?kind=figures&${MONDAY}`);
    expect(figures.body).toContain('bookings cancelled since,2');
    expect(figures.body).not.toContain('booking revenue (USD)');
  });

  it('leaves a dashboard booking out of the call figures when it is cancelled', async () => {
    const { client } = await salonOwner(ctx);
    const created = await client.post('/api/appointments/', {
      first_name: 'Di',
      last_name: 'Park',
      phone_number: '(312) 555-0177',
      appointment_datetime: '2025-03-11T15:00:00-04:00',
      status: 'upcoming',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await client.put(`/api/appointments/${created.body._id}/`, { status: 'cancelled' })).status).toBe(200);
    const report = (await client.get(`/api/reports?${MONDAY}`)).body;
    expect(report.totals).toMatchObject({ bookings: 0, bookings_cancelled: 0, booking_revenue: [] });
  });
});
