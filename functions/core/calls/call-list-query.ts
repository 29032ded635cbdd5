import * as z from '../zod-mini.js';
import { CALL_LOG_OUTCOMES } from './model.js';

// On zod's functional API (core/zod-mini.ts), apart from the test calls' schemas (./schemas.ts, on the chained API),
// so the calls Lambda leaves the chained API's ~63 KB out (issue 15). The same checks, in the same order.

const dateOrInstant = z
  .string()
  .check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/, 'must be a date such as 2025-03-14 or an ISO instant'));

/** GET /api/calls: filters and the page cursor. */
export const callListQuerySchema = z.strictObject({
  outcome: z.optional(z.enum(CALL_LOG_OUTCOMES, { message: `must be one of ${CALL_LOG_OUTCOMES.join(', ')}` })),
  urgent: z.optional(z.enum(['true'], { message: 'must be true (leave it out for every call)' })),
  from: z.optional(dateOrInstant),
  to: z.optional(dateOrInstant),
  cursor: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[A-Za-z0-9_-]{1,64}$/, 'must be the cursor of a previous page'))),
  limit: z.optional(z.coerce.number().check(z.int('must be a whole number'), z.gte(1, 'must be at least 1'), z.lte(100, 'must be at most 100'))),
});
