import { DateTime } from 'luxon';
import type { Services } from '../services.js';
import { zoneOf } from '../appointments/zone.js';
import { CallCloser } from '../calls/call-closer.js';
import { figuresOf } from '../reports/report-service.js';
import { groupGaps } from '../reports/gap-groups.js';
import { log } from '../log.js';
import { formatMoney } from '../../contract/money.js';
import type { OutcomeCounts } from '../../contract/reports.js';

export { DAILY_SUMMARY_WORKFLOW } from './workflow-names.js';
/**
 * A Standard execution lives at most a year and 25,000 history events: the loop (about 8 events a day) ends itself
 * after this many days; the owner's next save of the hour starts a fresh one.
 */
export const MAX_SUMMARY_LOOPS = 360;

export interface SummaryInput {
  business_id: string;
  /** The execution's generation (the user's daily_summary_run when it started). */
  run: string;
  check?: { loops?: number };
}

async function ownerOf(services: Services, businessId: string) {
  const agg = await services.repos.business.load(businessId);
  if (!agg) return null;
  const user = await services.repos.users.get(agg.business.owner_id);
  if (!user) return null;
  return { agg, user, zone: zoneOf(agg.business) };
}

/** Seconds from `now` until the next `hour`:00 in `zone` (strictly later; a skipped spring hour is the next that exists). */
export function secondsUntilLocalHour(now: Date, zone: string, hour: number): number {
  const local = DateTime.fromJSDate(now).setZone(zone);
  let at = local.set({ hour, minute: 0, second: 0, millisecond: 0 });
  if (at <= local) at = local.plus({ days: 1 }).set({ hour, minute: 0, second: 0, millisecond: 0 });
  return Math.max(1, Math.ceil((at.toMillis() - local.toMillis()) / 1000));
}

/** The workflow's Check: stop when the owner turned the summary off or chose again (a newer run); else wait. */
export async function checkDailySummary(input: SummaryInput, services: Services) {
  const loops = (input.check?.loops ?? 0) + 1;
  const found = await ownerOf(services, input.business_id);
  const hour = found?.user.daily_summary_hour;
  if (!found || hour === null || hour === undefined || found.user.daily_summary_run !== input.run) return { action: 'stop', loops };
  if (loops > MAX_SUMMARY_LOOPS) return { action: 'stop', loops };
  return { action: 'wait', wait_seconds: secondsUntilLocalHour(services.now(), found.zone, hour), loops };
}

/** Revenue as every screen shows it ('$12.50 + €3.00'); nothing earned is zero in the business's prices' currency. */
/**
 * "answered 1, booked 0, ..., abandoned 1": each outcome the day's calls can end with, so the parts add up to the
 * total; a move, a cancellation or a call whose questions all went unanswered is named only on a day that had one.
 */
function callsBreakdown(o: OutcomeCounts): string {
  const parts = [`answered ${o.answered}`, `booked ${o.booked}`];
  if (o.rescheduled) parts.push(`rescheduled ${o.rescheduled}`);
  if (o.cancelled) parts.push(`cancelled ${o.cancelled}`);
  parts.push(`ordered ${o.ordered}`, `messages ${o.message}`, `transferred ${o.transferred}`);
  if (o.unanswered) parts.push(`unanswered ${o.unanswered}`);
  parts.push(`abandoned ${o.abandoned}`);
  return parts.join(', ');
}

const money = (list: Array<{ currency: string; amount: string }>, currency: string) =>
  list.map((m) => formatMoney(m.amount, m.currency)).join(' + ') || formatMoney('0.00', currency);

/**
 * The workflow's Send: yesterday's calls, bookings, orders, messages and new knowledge gaps (real calls) by email,
 * at most once per business and day: a marker item written with a condition before the email is sent.
 */
export async function sendDailySummary(input: SummaryInput, services: Services): Promise<{ sent: boolean; day?: string; reason?: string }> {
  const found = await ownerOf(services, input.business_id);
  if (!found || found.user.daily_summary_hour == null || found.user.daily_summary_run !== input.run) return { sent: false, reason: 'off' };
  const { agg, user, zone } = found;
  const today = DateTime.fromJSDate(services.now()).setZone(zone).startOf('day');
  const day = today.minus({ days: 1 });
  const date = day.toISODate()!;
  if (!(await services.repos.callStats.claimDailySummary(agg.business.id, date, services.now().toISOString(), input.run))) {
    return { sent: false, day: date, reason: 'already_sent' };
  }
  await new CallCloser(services).closeStale(agg.business.id);
  const range = {
    zone,
    from: date,
    to: date,
    days: [date],
    fromIso: day.toUTC().toISO()!,
    toIso: today.toUTC().toISO()!,
    includeTest: false,
  };
  const [items, gaps] = await Promise.all([
    services.repos.callStats.between(agg.business.id, date, date),
    services.repos.knowledgeGaps.between(agg.business.id, range.fromIso, range.toIso, 200),
  ]);
  const r = figuresOf(range, items);
  const t = r.totals;
  const groups = groupGaps(
    gaps.filter((g) => !g.is_test),
    agg.business_questions.map((q) => q.question),
  ).filter((g) => !g.answered);
  const base = services.config.PUBLIC_BASE_URL.replace(/\/+$/, '');
  // A business has no currency of its own, only its services do (as the reports screen reads it).
  const currency = (agg.business_items.find((i) => i.enabled) ?? agg.business_items[0])?.currency || 'USD';
  const label = day.setLocale('en-US').toFormat('cccc, LLLL d');
  const lines = [
    `Your AI receptionist on ${label}:`,
    '',
    `Calls: ${t.calls}${t.calls ? ` (${callsBreakdown(t.outcomes)})` : ''}`,
    `Bookings: ${t.bookings} (${money(t.booking_revenue, currency)}${t.bookings_cancelled ? `; ${t.bookings_cancelled} cancelled since` : ''})`,
    `Orders: ${t.orders} (${money(t.order_revenue, currency)})`,
    `Messages taken: ${t.outcomes.message}`,
    '',
    groups.length ? `New questions the assistant could not answer (${groups.length}):` : 'No new questions the assistant could not answer.',
    ...groups.slice(0, 10).map((g) => `- “${g.question}”${g.count > 1 ? ` (${g.count} times)` : ''}`),
    '',
    `Reports: ${base}/dashboard/reports?range=custom&from=${date}&to=${date}`,
    `AI Call Insights: ${base}/dashboard/insights`,
    '',
    'You chose this daily summary in User Settings → Notifications & Updates.',
  ];
  try {
    await services.email.send({ to: user.email, subject: `${agg.business.name}: your day on ${label} — ${t.calls} ${t.calls === 1 ? 'call' : 'calls'}`, text: lines.join('\n') });
  } catch (error) {
    // At most once: the marker stays, and the failure is logged for the operator.
    log.error('daily summary email failed', { business: agg.business.id, day: date, error: String(error) });
    return { sent: false, day: date, reason: 'email_failed' };
  }
  return { sent: true, day: date };
}
