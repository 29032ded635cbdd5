import { DateTime, Settings } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../functions/core/errors.js';
import { parseOrThrow } from '../../../functions/core/validation.js';
import { MAX_REPORT_DAYS } from '../../../functions/contract/reports.js';
import { reportQuerySchema } from '../../../functions/contract/reports-schemas.js';
import { reportRange, type ReportRange } from '../../../functions/core/reports/report-range.js';
import { MIDNIGHT_CHANGE_ZONES, ZONES, offsetChanges } from '../../support/zone-changes.js';

/** reportRange as it was with luxon (before issue 15 took luxon out of the reports Lambda): the reference. */
function luxonReportRange(query: Record<string, string | undefined>, businessZone: string, now: Date): ReportRange {
  const invalid = (message: string) => new AppError('validation', message, { errors: [message] });
  const q = parseOrThrow(reportQuerySchema, query);
  if (q.time_zone !== undefined) {
    if (!DateTime.now().setZone(q.time_zone).isValid) throw invalid(`Time zone '${q.time_zone}' is not a time zone we know (use an IANA name such as America/New_York).`);
    if (q.time_zone !== businessZone) throw invalid(`Reports are kept in the business's time zone, ${businessZone}; change the business's time zone to see them in ${q.time_zone}.`);
  }
  const today = DateTime.fromJSDate(now).setZone(businessZone).startOf('day');
  const range = q.range ?? (q.from || q.to ? 'custom' : '7');
  let from: DateTime;
  let to: DateTime;
  if (range === 'custom') {
    if (!q.from || !q.to) throw invalid('A custom range needs both From and To dates.');
    from = DateTime.fromISO(q.from, { zone: businessZone });
    to = DateTime.fromISO(q.to, { zone: businessZone });
    if (!from.isValid) throw invalid('From is not a calendar date.');
    if (!to.isValid) throw invalid('To is not a calendar date.');
    if (to < from) throw invalid('From must be on or before To.');
    if (from > today) throw invalid('From cannot be in the future.');
  } else {
    if (q.from || q.to) throw invalid('From and To go with the custom range only.');
    to = today;
    from = today.minus({ days: Number(range) - 1 });
  }
  const count = Math.round(to.diff(from, 'days').days) + 1;
  if (count > MAX_REPORT_DAYS) throw invalid(`A report covers at most ${MAX_REPORT_DAYS} days; this range has ${count}.`);
  const days: string[] = [];
  for (let d = from; d <= to; d = d.plus({ days: 1 })) days.push(d.toISODate()!);
  return {
    zone: businessZone,
    from: from.toISODate()!,
    to: to.toISODate()!,
    days,
    fromIso: from.startOf('day').toUTC().toISO()!,
    toIso: to.startOf('day').plus({ days: 1 }).toUTC().toISO()!,
    includeTest: q.include_test === 'true',
  };
}

/** The range, or the sentence it is refused with. */
function outcome(run: () => ReportRange): ReportRange | string {
  try {
    return run();
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.message}` : `thrown: ${String(error)}`;
  }
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

afterEach(() => {
  Settings.now = () => Date.now();
});

describe('report ranges without luxon (core/reports/report-range.ts)', () => {
  /** luxon read its guess of a custom date's offset from its clock: here the injected now, as in production. */
  const compare = (differing: string[], query: Record<string, string | undefined>, zone: string, now: Date) => {
    Settings.now = () => now.getTime();
    const expected = outcome(() => luxonReportRange(query, zone, now));
    const actual = outcome(() => reportRange(query, zone, now));
    if (JSON.stringify(actual) !== JSON.stringify(expected)) differing.push(`${zone} at ${now.toISOString()} ${JSON.stringify(query)}: ${JSON.stringify(actual)} vs ${JSON.stringify(expected)}`);
  };

  it('gives the range luxon gave, around every change of offset in seventeen zones and through the years', () => {
    const differing: string[] = [];
    let compared = 0;
    for (const zone of ZONES) {
      const since = MIDNIGHT_CHANGE_ZONES.includes(zone) ? Date.UTC(2022, 0, 1) : Date.UTC(2025, 0, 1);
      for (const at of offsetChanges(zone, since, Date.UTC(2027, 0, 1))) {
        // Asked from 30 hours before the change to 30 hours after, every 10 hours: the last 7 days.
        for (let k = -3; k <= 3; k++) {
          compare(differing, {}, zone, new Date(at + k * 10 * 3_600_000 + 7_919));
          compared++;
        }
        // The last 30 and 90 days, and custom ranges that start, end or are the day of the change (the longest one day too
        // long), asked before it and long after.
        compare(differing, { range: '30' }, zone, new Date(at + 3_600_000));
        compare(differing, { range: '90' }, zone, new Date(at + 40 * DAY));
        compared += 2;
        const day = Date.parse(`${isoDay(at)}T00:00:00Z`);
        for (const [a, b] of [[0, 0], [-1, 0], [0, 1], [-3, 2], [1, 0], [-91, 0], [-92, 0]] as const) {
          for (const askedAt of [at - 2 * 3_600_000, at + 95 * DAY]) {
            compare(differing, { range: 'custom', from: isoDay(day + a * DAY), to: isoDay(day + b * DAY) }, zone, new Date(askedAt));
            compared++;
          }
        }
      }
    }
    expect(differing.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(1_500);
  }, 180_000);

  it('refuses what luxon refused, with the same sentence', () => {
    const differing: string[] = [];
    const now = new Date('2026-03-08T15:00:00Z');
    const queries: Array<Record<string, string | undefined>> = [
      { range: 'custom', from: '2026-02-30', to: '2026-03-01' },
      { range: 'custom', from: '2026-02-01', to: '2026-13-01' },
      { range: 'custom', from: '2026-03-01' },
      { from: '2026-03-01', to: '2026-03-02' },
      { range: '7', from: '2026-03-01' },
      { range: 'custom', from: '2026-03-09', to: '2026-03-10' },
      { range: 'custom', from: '2026-03-05', to: '2026-03-01' },
      { range: 'custom', from: '2025-11-01', to: '2026-03-01' },
      ...['America/New_York', 'Europe/Paris', 'utc', 'UTC+3', 'local', 'default', 'Mars/Olympus_Mons', '', 'UTC+'].map((time_zone) => ({ time_zone })),
      { range: '30', include_test: 'true', time_zone: 'America/New_York' },
    ];
    for (const zone of ['America/New_York', 'Europe/Paris', 'UTC']) for (const query of queries) compare(differing, query, zone, now);
    expect(differing).toEqual([]);
  });

  it('covers the last 7 days in the business zone, today included (worked example)', () => {
    const range = reportRange({}, 'America/New_York', new Date('2026-03-08T15:00:00Z'));
    expect(range.days).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    // New York moved forward on 8 March 2026: the range runs from -05:00 to -04:00.
    expect(range.fromIso).toBe('2026-03-02T05:00:00.000Z');
    expect(range.toIso).toBe('2026-03-09T04:00:00.000Z');
  });
});
