// The request schemas of Reports and AI Call Insights (the API validates with them; the web needs only the types).
// zod's functional API (`zod/mini`, as functions/core/zod-mini.ts, which every Lambda loads and which gives it English
// messages): the chained API adds ~63 KB to a Lambda (issue 15). The same checks, in the same order.
import * as z from 'zod/mini';
import { REPORT_RANGES } from './reports.js';
import { tooLong } from './profile-limits.js';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-03-08'));

/** GET /api/reports and /api/insights query. */
export const reportQuerySchema = z.strictObject({
  range: z.optional(z.enum(REPORT_RANGES, { message: 'must be 7, 30, 90 or custom' })),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  include_test: z.optional(z.enum(['true', 'false'], { message: 'must be true or false' })),
  /** Optional check: when given it must be a real IANA zone and the business's own (the counters are kept in it). */
  time_zone: z.optional(z.string().check(z.maxLength(64, 'is too long'))),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** GET /api/reports/export.csv adds what to export. */
export const reportExportQuerySchema = z.extend(reportQuerySchema, {
  kind: z.enum(['calls', 'figures'], { message: 'must be calls or figures' }),
});

/** POST /api/insights/answers: 'Add answer' on a knowledge gap creates the FAQ. */
export const addAnswerSchema = z.strictObject({
  // parseOrThrow puts the field's name in front of each message.
  question: z.string().check(z.trim(), z.minLength(3, 'must be at least 3 characters'), z.maxLength(500, tooLong(500))),
  answer: z.string().check(z.trim(), z.minLength(2, 'must be at least 2 characters'), z.maxLength(2000, tooLong(2000))),
});
