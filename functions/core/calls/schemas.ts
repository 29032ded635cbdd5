import * as z from '../zod-mini.js';
import { assistantPatchSchema, businessPatchSchema } from '../business/update.js';

// On zod's functional API (core/zod-mini.ts), as the rest of core, so test-calls and the Lex code hook leave the
// chained API's ~60 KB out of their cold start (issues 13 and 15). The same checks, in the same order.

/** Longest caller turn the API takes; the engine itself reads the first 500 characters. */
export const MAX_TURN_TEXT = 5000;

const callerNumber = z.optional(z.union([z.string().check(z.trim(), z.maxLength(40, 'is too long')), z.null()]));

/**
 * POST /api/test-calls. `assistant_overrides` (and `business_overrides`: questions, items, hours, the same
 * fields as PATCH businesses/{id}) are the unsaved settings of the assistant screen, applied in memory to
 * this call only; they are validated like a save.
 */
export const startTestCallSchema = z.strictObject({
  caller_number: callerNumber,
  // Parsed on their own (below), so their messages read like a save's: "Voice must be one of ...".
  assistant_overrides: z.optional(z.nullable(z.record(z.string(), z.unknown(), { message: 'must be an object' }))),
  business_overrides: z.optional(z.nullable(z.record(z.string(), z.unknown(), { message: 'must be an object' }))),
});
export type StartTestCallInput = z.infer<typeof startTestCallSchema>;
export { assistantPatchSchema, businessPatchSchema };

export const turnSchema = z.strictObject({
  // Empty text is a silent turn: the assistant re-prompts, as on the phone.
  text: z.string({ message: 'is required' }).check(z.maxLength(MAX_TURN_TEXT, `must be at most ${MAX_TURN_TEXT} characters`)),
});

/** POST /dev/calls on the local server: the terminal caller dials `to` from `from`, as Connect would. */
export const inboundCallSchema = z.strictObject({
  to: z.string({ message: 'is required' }).check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(40, 'is too long')),
  from: callerNumber,
});
