import * as z from 'zod';
import { assistantPatchSchema, businessPatchSchema } from '../business/update.js';

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

