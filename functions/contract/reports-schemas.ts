// The request schemas of Reports and AI Call Insights (the API validates with them; the web needs only the types).
import * as z from 'zod';
import { REPORT_RANGES } from './reports.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-03-08');

/** GET /api/reports and /api/insights query. */
export const reportQuerySchema = z
  .object({
    range: z.enum(REPORT_RANGES, { message: 'must be 7, 30, 90 or custom' }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    include_test: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
    /** Optional check: when given it must be a real IANA zone and the business's own (the counters are kept in it). */
    time_zone: z.string().max(64, 'is too long').optional(),
  })
  .strict();
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** GET /api/reports/export.csv adds what to export. */
export const reportExportQuerySchema = reportQuerySchema.extend({
  kind: z.enum(['calls', 'figures'], { message: 'must be calls or figures' }),
});

/** POST /api/insights/answers: 'Add answer' on a knowledge gap creates the FAQ. */
export const addAnswerSchema = z
  .object({
    // parseOrThrow puts the field's name in front of each message.
    question: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'is too long'),
    answer: z.string().trim().min(2, 'must be at least 2 characters').max(2000, 'is too long'),
  })
  .strict();
