import { describe, expect, it } from 'vitest';
import { type CallServices, callServicesAt, MONDAY_10AM, salonOwner, testCall } from '../support/call-helpers.js';

/**
 * A caller who moves or calls off an appointment got something done: the call log, its filter and Reports say
 * "rescheduled" and "cancelled", not "answered" (nothing was asked) or "booked" (nothing new was booked).
 */

let ctx: CallServices;
callServicesAt(MONDAY_10AM, (services) => (ctx = services));

describe('the outcome of a call that changed an appointment', () => {
  it('logs a move as rescheduled and a cancellation as cancelled, and Reports counts them so', async () => {
    const { client } = await salonOwner(ctx);
    const caller = '(312) 555-0123';
    const book = await testCall(client, ['book a haircut tomorrow at 3', 'Ana Lopez', 'yes', 'yes'], { callerNumber: caller });
    expect(book.said.at(-1)).toContain("You're all set, Ana.");
    const move = await testCall(client, ['I need to reschedule my appointment', 'do you have anything Thursday at 11', 'yes'], { callerNumber: caller });
    expect(move.said.at(-1)).toContain('is now Thursday, March 13 at 11:00 AM');
    const cancel = await testCall(client, ['I want to cancel my appointment', 'yes'], { callerNumber: caller });
    expect(cancel.said.at(-1)).toContain('is cancelled');

    const outcome = async (id: string) => (await client.get(`/api/calls/${id}`)).body as { outcome: string; summary: string };
    expect((await outcome(book.id)).outcome).toBe('booked');
    const moved = await outcome(move.id);
    expect(moved.outcome).toBe('rescheduled');
    expect(moved.summary).toMatch(/^Moved APT-\S+ to /);
    const cancelled = await outcome(cancel.id);
    expect(cancelled.outcome).toBe('cancelled');
    expect(cancelled.summary).toMatch(/^Cancelled APT-\S+ /);

    // The call log's filter finds each by its own outcome, and not as answered.
    const ids = async (o: string) => ((await client.get(`/api/calls?outcome=${o}`)).body.calls as Array<{ id: string }>).map((c) => c.id);
    expect(await ids('rescheduled')).toEqual([move.id]);
    expect(await ids('cancelled')).toEqual([cancel.id]);
    expect(await ids('answered')).toEqual([]);

    const report = await client.get('/api/reports?range=custom&from=2025-03-10&to=2025-03-10&include_test=true');
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.totals.calls).toBe(3);
    expect(report.body.totals.outcomes).toMatchObject({ answered: 0, booked: 1, rescheduled: 1, cancelled: 1, abandoned: 0 });
    // A move or a cancellation is not a new booking.
    expect(report.body.totals.bookings).toBe(1);

    // AI Call Insights counts them among the calls the assistant handled on its own.
    const insights = await client.get('/api/reports/insights?range=custom&from=2025-03-10&to=2025-03-10&include_test=true');
    expect(insights.status, JSON.stringify(insights.body)).toBe(200);
    expect(insights.body.headlines[0]).toContain('the assistant handled 3 on its own (100%)');
    // Asking for another time while moving one ("do you have anything Friday?") is no missed booking.
    expect(insights.body.missed_opportunities).toEqual([]);
  });
});
