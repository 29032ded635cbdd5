import type { Services } from '../services.js';
import { parseOrThrow } from '../validation.js';
import * as z from '../zod-mini.js';
import { ownedBusinessRoot } from '../business/owned-root.js';
import { toZonedIso, zoneOf } from '../appointments/zone.js';
import { isoWeekday } from '../appointments/zone-days.js';
import { CallCloser } from '../calls/call-closer.js';
import { STALE_CALL_MS, STALE_TEST_CALL_MS, callToJson } from '../calls/call-view.js';
import { centsToDecimal } from '../../contract/cents.js';
import type { CallStatsItem } from './model.js';
import {
  REPORT_OUTCOMES,
  WEEKDAY_NAMES,
  intentLabel,
  type MoneyTotal,
  type OutcomeCounts,
  type ReportResponse,
} from '../../contract/reports.js';
import { reportRange, type ReportRange } from './report-range.js';
import { reportExportQuerySchema } from '../../contract/reports-schemas.js';

/** The most calls one CSV export holds (an export is read call by call; the figures never are). */
export const MAX_EXPORT_CALLS = 50_000;

const zeroOutcomes = (): OutcomeCounts => Object.fromEntries(REPORT_OUTCOMES.map((o) => [o, 0])) as OutcomeCounts;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function money(totals: Map<string, number>): MoneyTotal[] {
  return [...totals.entries()]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => ({ currency, amount: centsToDecimal(cents) }));
}

/** Adds the counter items of a range into the report's figures (pure: tested without a database). */
export function figuresOf(range: ReportRange, items: readonly CallStatsItem[]): ReportResponse {
  const byDay = new Map(range.days.map((d) => [d, { date: d, calls: 0, outcomes: zeroOutcomes() }]));
  const totals = { calls: 0, outcomes: zeroOutcomes(), duration: 0, bookings: 0, bookingsCancelled: 0, orders: 0 };
  const byHour = Array.from({ length: 24 }, () => 0);
  const byWeekday = Array.from({ length: 7 }, () => 0);
  const bookingCents = new Map<string, number>();
  const orderCents = new Map<string, number>();
  const intents = new Map<string, number>();
  for (const item of items) {
    if (item.kind === 'T' && !range.includeTest) continue;
    const day = byDay.get(item.day);
    if (!day) continue;
    const calls = num(item.calls);
    day.calls += calls;
    totals.calls += calls;
    totals.duration += num(item.dur);
    totals.bookings += num(item.bookings);
    totals.bookingsCancelled += num(item.bookings_cancelled);
    totals.orders += num(item.orders);
    byWeekday[isoWeekday(item.day) - 1]! += calls;
    for (const [name, value] of Object.entries(item)) {
      if (name.startsWith('o_')) {
        const outcome = name.slice(2) as keyof OutcomeCounts;
        if (outcome in day.outcomes) {
          day.outcomes[outcome] += num(value);
          totals.outcomes[outcome] += num(value);
        }
      } else if (name.startsWith('h_')) byHour[Number(name.slice(2))]! += num(value);
      else if (name.startsWith('br_')) bookingCents.set(name.slice(3), (bookingCents.get(name.slice(3)) ?? 0) + num(value));
      else if (name.startsWith('or_')) orderCents.set(name.slice(3), (orderCents.get(name.slice(3)) ?? 0) + num(value));
      else if (name.startsWith('i_')) intents.set(name.slice(2), (intents.get(name.slice(2)) ?? 0) + num(value));
    }
  }
  return {
    time_zone: range.zone,
    from: range.from,
    to: range.to,
    include_test: range.includeTest,
    totals: {
      calls: totals.calls,
      outcomes: totals.outcomes,
      // A call whose questions all went unanswered was not answered either (it counted abandoned before it had a name).
      answer_rate: totals.calls ? Math.round(((totals.calls - totals.outcomes.abandoned - totals.outcomes.unanswered) / totals.calls) * 100) : null,
      average_duration_seconds: totals.calls ? Math.round(totals.duration / totals.calls) : null,
      bookings: totals.bookings,
      bookings_cancelled: totals.bookingsCancelled,
      orders: totals.orders,
      booking_revenue: money(bookingCents),
      order_revenue: money(orderCents),
    },
    days: [...byDay.values()],
    by_hour: byHour,
    by_weekday: byWeekday,
    intents: [...intents.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([intent, calls]) => ({ intent, label: intentLabel(intent), calls })),
  };
}

/** CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const csvRow = (cells: unknown[]) => cells.map(csvCell).join(',');

/**
 * Reports (/dashboard/reports): answered from the per-business daily counters kept when each call ends, so a
 * 90-day report is one Query of at most 186 small items whatever the number of calls.
 */
export class ReportService {
  constructor(private readonly services: Services) {}

  async scope(userId: string, query: Record<string, string | undefined>, extra: string[] = []) {
    const business = await ownedBusinessRoot(this.services, userId);
    const range = reportRange(query, zoneOf(business), this.services.now(), extra);
    // Calls left open past the timeout are closed (and counted) before anything is read.
    await new CallCloser(this.services).closeStale(business.id);
    return { business, range };
  }

  async report(userId: string, query: Record<string, string | undefined>): Promise<ReportResponse> {
    const { business, range } = await this.scope(userId, query);
    return this.figures(business.id, range);
  }

  async figures(businessId: string, range: ReportRange): Promise<ReportResponse> {
    const items = await this.services.repos.callStats.between(businessId, range.from, range.to);
    return figuresOf(range, items);
  }

  /** GET /api/reports/export.csv?kind=figures|calls: the figures day by day, or every call of the range. */
  async exportCsv(userId: string, query: Record<string, string | undefined>): Promise<{ filename: string; csv: string }> {
    const { kind } = parseOrThrow(z.object({ kind: reportExportQuerySchema.shape.kind }), query);
    const { business, range } = await this.scope(userId, query, ['kind']);
    const suffix = `${range.from}_to_${range.to}${range.includeTest ? '_with_test_calls' : ''}`;
    if (kind === 'figures') {
      const r = await this.figures(business.id, range);
      const lines = [csvRow(['date', 'calls', ...REPORT_OUTCOMES])];
      for (const d of r.days) lines.push(csvRow([d.date, d.calls, ...REPORT_OUTCOMES.map((o) => d.outcomes[o])]));
      lines.push(csvRow(['total', r.totals.calls, ...REPORT_OUTCOMES.map((o) => r.totals.outcomes[o])]));
      lines.push('');
      lines.push(csvRow(['figure', 'value']));
      lines.push(csvRow(['answer rate (%)', r.totals.answer_rate ?? '']));
      lines.push(csvRow(['average call length (s)', r.totals.average_duration_seconds ?? '']));
      lines.push(csvRow(['bookings', r.totals.bookings]));
      lines.push(csvRow(['bookings cancelled since', r.totals.bookings_cancelled]));
      lines.push(csvRow(['orders', r.totals.orders]));
      for (const m of r.totals.booking_revenue) lines.push(csvRow([`booking revenue (${m.currency})`, m.amount]));
      for (const m of r.totals.order_revenue) lines.push(csvRow([`order revenue (${m.currency})`, m.amount]));
      lines.push('');
      lines.push(csvRow(['hour', 'calls']));
      r.by_hour.forEach((n, h) => lines.push(csvRow([`${String(h).padStart(2, '0')}:00`, n])));
      lines.push('');
      lines.push(csvRow(['weekday', 'calls']));
      r.by_weekday.forEach((n, i) => lines.push(csvRow([WEEKDAY_NAMES[i], n])));
      return { filename: `report_${suffix}.csv`, csv: `${lines.join('\r\n')}\r\n` };
    }
    const calls = this.services.repos.calls;
    const now = this.services.now();
    const lines = [csvRow(['call id', 'started (local)', 'outcome', 'duration (s)', 'caller', 'test call', 'summary'])];
    let cursor: string | undefined;
    let rows = 0;
    do {
      const page = await calls.page(business.id, {
        fromIso: range.fromIso,
        toIso: range.toIso,
        staleBeforeIso: new Date(now.getTime() - STALE_CALL_MS).toISOString(), staleTestBeforeIso: new Date(now.getTime() - STALE_TEST_CALL_MS).toISOString(),
        limit: 100,
        cursor,
      });
      for (const call of page.calls) {
        if (call.is_test === true && !range.includeTest) continue;
        const json = callToJson(call, now, false);
        // yyyy-LL-dd HH:mm:ss in the business's zone.
        const local = toZonedIso(json.started_at, range.zone).slice(0, 19).replace('T', ' ');
        lines.push(csvRow([json.id, local, json.outcome ?? 'in progress', json.duration_seconds ?? '', json.caller_number ?? '', json.is_test ? 'yes' : 'no', json.summary ?? '']));
        rows++;
      }
      cursor = page.next ?? undefined;
    } while (cursor && rows < MAX_EXPORT_CALLS);
    return { filename: `calls_${suffix}.csv`, csv: `${lines.join('\r\n')}\r\n` };
  }
}
