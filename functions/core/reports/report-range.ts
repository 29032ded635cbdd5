import { DateTime } from 'luxon';
import { AppError } from '../errors.js';
import { parseOrThrow } from '../validation.js';
import { MAX_REPORT_DAYS } from '../../contract/reports.js';
import { reportQuerySchema } from '../../contract/reports-schemas.js';

export interface ReportRange {
  zone: string;
  /** Local calendar days, inclusive. */
  from: string;
  to: string;
  days: string[];
  /** [fromIso, toIso) as UTC instants: the start of `from` to the end of `to` in the zone. */
  fromIso: string;
  toIso: string;
  includeTest: boolean;
}

const invalid = (message: string) => new AppError('validation', message, { errors: [message] });

/**
 * The range a report or insights page covers, in the business's time zone: the last 7, 30 or 90 days (today
 * included) or a custom from/to. Refuses, with a sentence, an inverted range, one longer than 92 days, a range that
 * starts in the future, and a time zone that is unknown or not the business's (its counters are kept in its zone).
 */
export function reportRange(query: Record<string, string | undefined>, businessZone: string, now: Date, extra: string[] = []): ReportRange {
  const base: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(query)) if (!extra.includes(k)) base[k] = v;
  const q = parseOrThrow(reportQuerySchema, base);
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
