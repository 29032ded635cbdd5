import * as z from 'zod';
import { assistantPatchSchema, businessPatchSchema } from '../business/update.js';
import { CALL_LOG_OUTCOMES } from './model.js';

/** Longest caller turn the API takes; the engine itself reads the first 500 characters. */
export const MAX_TURN_TEXT = 5000;

/**
 * POST /api/test-calls. `assistant_overrides` (and `business_overrides`: questions, items, hours, the same
 * fields as PATCH businesses/{id}) are the unsaved settings of the assistant screen, applied in memory to
 * this call only; they are validated like a save.
 */
export const startTestCallSchema = z
  .object({
    caller_number: z.union([z.string().trim().max(40, 'is too long'), z.null()]).optional(),
    // Parsed on their own (below), so their messages read like a save's: "Voice must be one of ...".
    assistant_overrides: z.record(z.string(), z.unknown(), { message: 'must be an object' }).nullable().optional(),
    business_overrides: z.record(z.string(), z.unknown(), { message: 'must be an object' }).nullable().optional(),
  })
  .strict();
export type StartTestCallInput = z.infer<typeof startTestCallSchema>;
export { assistantPatchSchema, businessPatchSchema };

export const turnSchema = z
  .object({
    // Empty text is a silent turn: the assistant re-prompts, as on the phone.
    text: z.string({ message: 'is required' }).max(MAX_TURN_TEXT, `must be at most ${MAX_TURN_TEXT} characters`),
  })
  .strict();

/** POST /dev/calls on the local server: the terminal caller dials `to` from `from`, as Connect would. */
export const inboundCallSchema = z
  .object({
    to: z.string({ message: 'is required' }).trim().min(1, "can't be blank").max(40, 'is too long'),
    from: z.union([z.string().trim().max(40, 'is too long'), z.null()]).optional(),
  })
  .strict();

const dateOrInstant = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/, 'must be a date such as 2025-03-14 or an ISO instant');

/** GET /api/calls: filters and the page cursor. */
export const callListQuerySchema = z
  .object({
    outcome: z.enum(CALL_LOG_OUTCOMES, { message: `must be one of ${CALL_LOG_OUTCOMES.join(', ')}` }).optional(),
    from: dateOrInstant.optional(),
    to: dateOrInstant.optional(),
    cursor: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[A-Za-z0-9_-]{1,64}$/, 'must be the cursor of a previous page')
      .optional(),
    limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').optional(),
  })
  .strict();
