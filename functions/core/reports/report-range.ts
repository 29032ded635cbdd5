import { AppError } from '../errors.js';
import { parseOrThrow } from '../validation.js';
import { MAX_REPORT_DAYS } from '../../contract/reports.js';
import { reportQuerySchema } from '../../contract/reports-schemas.js';
import {
  calendarDateWall,
  isZoneLuxonTakes,
  localIsoDate,
  localMidnight,
  momentAt,
  plusLocalDays,
  startOfLocalDay,
  utcIso,
  type ZonedMoment,
} from '../appointments/zone-days.js';

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
 * Days are counted as luxon counted them (core/appointments/zone-days.ts), without loading it: the first guess of a
 * custom date's offset is the offset at `now` (luxon read the real clock there; the same instant in production).
 */
export function reportRange(query: Record<string, string | undefined>, businessZone: string, now: Date, extra: string[] = []): ReportRange {
  const base: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(query)) if (!extra.includes(k)) base[k] = v;
  const q = parseOrThrow(reportQuerySchema, base);
  if (q.time_zone !== undefined) {
    if (!isZoneLuxonTakes(q.time_zone)) throw invalid(`Time zone '${q.time_zone}' is not a time zone we know (use an IANA name such as America/New_York).`);
    if (q.time_zone !== businessZone) throw invalid(`Reports are kept in the business's time zone, ${businessZone}; change the business's time zone to see them in ${q.time_zone}.`);
  }
  const today = startOfLocalDay(businessZone, momentAt(businessZone, now.getTime()));
  const range = q.range ?? (q.from || q.to ? 'custom' : '7');
  let from: ZonedMoment;
  let to: ZonedMoment;
  if (range === 'custom') {
    if (!q.from || !q.to) throw invalid('A custom range needs both From and To dates.');
    const fromDay = localMidnight(businessZone, q.from, now.getTime());
    const toDay = localMidnight(businessZone, q.to, now.getTime());
    if (!fromDay) throw invalid('From is not a calendar date.');
    if (!toDay) throw invalid('To is not a calendar date.');
    [from, to] = [fromDay, toDay];
    if (to.ms < from.ms) throw invalid('From must be on or before To.');
    if (from.ms > today.ms) throw invalid('From cannot be in the future.');
  } else {
    if (q.from || q.to) throw invalid('From and To go with the custom range only.');
    to = today;
    from = plusLocalDays(businessZone, today, -(Number(range) - 1));
  }
  const count = Math.round((calendarDateWall(localIsoDate(to))! - calendarDateWall(localIsoDate(from))!) / 86_400_000) + 1;
  if (count > MAX_REPORT_DAYS) throw invalid(`A report covers at most ${MAX_REPORT_DAYS} days; this range has ${count}.`);
  const days: string[] = [];
  for (let d = from; d.ms <= to.ms; d = plusLocalDays(businessZone, d, 1)) days.push(localIsoDate(d));
  return {
    zone: businessZone,
    from: localIsoDate(from),
    to: localIsoDate(to),
    days,
    fromIso: utcIso(startOfLocalDay(businessZone, from)),
    toIso: utcIso(plusLocalDays(businessZone, startOfLocalDay(businessZone, to), 1)),
    includeTest: q.include_test === 'true',
  };
}
