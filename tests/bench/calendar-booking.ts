/**
 * How long a booking (POST /api/appointments/) takes without and with Google Calendar, on the local stack
 * (`npm start`'s startLocal, the official Google clients against the local stand-in over loopback HTTP):
 *
 * - without: a business with no calendar;
 * - with: a connected business with a calendar chosen and the modal's checkbox on: the booking asks Google's
 *   free/busy for its window (a new window each time, so no cache hits) and starts the calendar-event workflow;
 * - the event's lag: from the booking's answer until the event is at the stand-in (the workflow, off the request path).
 *
 *   npm run bench -- calendar
 *   npx tsx tests/bench/calendar-booking.ts [bookings]
 */
import '../../functions/local/polyfills.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { startLocal } from '../../functions/local/start.js';
import { freePort } from '../../functions/local/ports.js';
import { eventIdFor } from '../../functions/core/google/calendar-service.js';
import { row, type BenchRow } from './table.js';

const CAL = 'appointments.local@group.calendar.google.com';
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

export interface CalendarBookingTimes {
  readonly without: number[];
  readonly withCalendar: number[];
  readonly lags: number[];
}

/** The table this bench printed on its own (`npx tsx tests/bench/calendar-booking.ts`). */
export async function benchCalendarBooking(bookings = 40): Promise<string> {
  const { without, withCalendar, lags } = await measureCalendarBooking(bookings);
  const line = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return `| ${name} | ${values.length} | ${round(percentile(sorted, 50))} | ${round(percentile(sorted, 99))} | ${round(mean)} |`;
  };
  return [
    '| booking (POST /api/appointments/) | samples | p50 ms | p99 ms | mean ms |',
    '| --- | --- | --- | --- | --- |',
    line('without a calendar', without),
    line('with Google Calendar (free/busy asked + event workflow started)', withCalendar),
    line('event at the stand-in, after the booking answered', lags),
  ].join('\n');
}

/** `npm run bench`'s rows: the booking with Google Calendar beside the booking without, measured in the same run. */
export async function benchCalendarRows(bookings = 40): Promise<BenchRow[]> {
  const { without, withCalendar, lags } = await measureCalendarBooking(bookings);
  const p50 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
  const p99 = (values: number[]) => percentile([...values].sort((a, b) => a - b), 99);
  return [
    row('calendar', 'booking with Google Calendar (p50 of 40)', 'ms', [p50(withCalendar)], { name: 'booking without', runs: [p50(without)] }, `p99 ${round(p99(withCalendar))}`),
    row('calendar', 'event at the stand-in after the answer (p50)', 'ms', [p50(lags)], undefined, `${lags.length} samples`),
  ];
}

async function measureCalendarBooking(bookings: number): Promise<CalendarBookingTimes> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-calendar-'));
  const port = await freePort();
  const running = await startLocal({ port, dataDir, quiet: true });
  const base = `http://127.0.0.1:${port}`;
  const json = (cookie: string) => ({ 'content-type': 'application/json', origin: base, cookie });
  try {
    const owner = async (name: string) => {
      const res = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          user: { email: `bench-${name}-${Date.now()}@example.com`, password: 'bench-password-1', full_name: 'Bench Owner' },
          business: { name: `Bench ${name}`, phone_number: '+12125550147' },
        }),
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      return { cookie, businessId: ((await res.json()) as { business: { id: string } }).business.id };
    };
    const plain = await owner('plain');
    const synced = await owner('synced');

    // Connect `synced` as the browser would: authorize, the stand-in's consent page, Allow, the callback.
    const auth = (await (await fetch(`${base}/api/google/authorize`, { headers: { cookie: synced.cookie } })).json()) as { authorization_url: string };
    const consentUrl = new URL(auth.authorization_url);
    const html = await (await fetch(`${base}${consentUrl.pathname}${consentUrl.search}`)).text();
    const form = new URLSearchParams({ decision: 'allow' });
    for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(m[1]!, m[2]!.replace(/&amp;/g, '&'));
    const allowed = await fetch(`${base}/dev/google/o/oauth2/v2/auth`, { method: 'POST', body: form, redirect: 'manual' });
    const back = new URL(allowed.headers.get('location')!);
    const callback = await fetch(`${base}${back.pathname}${back.search}`, { headers: { cookie: synced.cookie }, redirect: 'manual' });
    if (callback.status !== 302) throw new Error(`connect failed: ${callback.status} ${await callback.text()}`);
    const chosen = await fetch(`${base}/api/businesses/${synced.businessId}`, {
      method: 'PATCH',
      headers: json(synced.cookie),
      body: JSON.stringify({ business: { google_calendar_id: CAL } }),
    });
    if (chosen.status !== 200) throw new Error(`choosing the calendar failed: ${chosen.status} ${await chosen.text()}`);

    const first = DateTime.now().setZone('America/New_York').plus({ days: 1 }).set({ hour: 8, minute: 0, second: 0, millisecond: 0 });
    const book = async (cookie: string, i: number, calendar: boolean) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/appointments/`, {
        method: 'POST',
        headers: json(cookie),
        body: JSON.stringify({
          first_name: 'Bench',
          last_name: `Client ${i}`,
          phone_number: '+12125550199',
          status: 'upcoming',
          appointment_datetime: first.plus({ hours: i }).toFormat("yyyy-LL-dd'T'HH:mm"),
          ...(calendar ? { create_calendar_event: true } : {}),
        }),
      });
      const ms = performance.now() - started;
      if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
      return { ms, id: ((await res.json()) as { _id: string })._id, answeredAt: Date.now() };
    };

    // Warm both paths (first requests compile code, open connections).
    await book(plain.cookie, 0, false);
    await book(synced.cookie, 0, true);
    const without: number[] = [];
    const withCalendar: number[] = [];
    const lags: number[] = [];
    for (let i = 1; i <= bookings; i++) {
      without.push((await book(plain.cookie, i, false)).ms);
      const booked = await book(synced.cookie, i, true);
      withCalendar.push(booked.ms);
      if (i % 8 === 0) {
        // The event's lag, measured on every 8th booking (polling the stand-in every 5 ms).
        const eventId = eventIdFor(booked.id);
        for (let waited = 0; waited < 30_000; waited += 5) {
          const state = (await (await fetch(`${base}/dev/google/state.json`)).json()) as { events: Record<string, Record<string, unknown>> };
          if (state.events[CAL]?.[eventId]) {
            lags.push(Date.now() - booked.answeredAt);
            break;
          }
          await new Promise((r) => setTimeout(r, 5));
        }
      }
    }

    return { without, withCalendar, lags };
  } finally {
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('calendar-booking.ts')) {
  console.log(await benchCalendarBooking(Number(process.argv[2] ?? 40)));
  process.exit(0);
}
