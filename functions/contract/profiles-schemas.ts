// The request schema of PATCH /api/profiles/ (the API validates with it; the web needs only ProfilePatch, its type).
// zod's functional API (`zod/mini`, as functions/core/zod-mini.ts, which every Lambda loads and which gives it English
// messages): the chained API would add ~63 KB to the profiles Lambda (issue 15). The same checks, in the same order.
import * as z from 'zod/mini';
import { PROFILE_TEXT_LIMITS, tooLong } from './profile-limits.js';

const hourMessage = 'must be between 0 and 23';

export const profilePatchSchema = z.strictObject({
  /** Profile.lock_version as read: the save applies only to that version (409 otherwise). */
  lock_version: z.optional(z.number().check(z.int('must be a whole number'), z.gte(0, 'must be at least 0'))),
  business_name: z.optional(z.string().check(z.trim(), z.minLength(1, "Business name can't be blank"), z.maxLength(PROFILE_TEXT_LIMITS.business_name, tooLong(PROFILE_TEXT_LIMITS.business_name)))),
  user: z.optional(
    z.strictObject({
      email: z.optional(
        z.pipe(
          z.string().check(z.trim(), z.toLowerCase(), z.maxLength(PROFILE_TEXT_LIMITS.email, tooLong(PROFILE_TEXT_LIMITS.email))),
          z.email({ message: 'is not a valid email address' }),
        ),
      ),
      phone_number: z.optional(z.union([z.string().check(z.trim(), z.maxLength(40, 'is too long (maximum is 40 characters)')), z.null()])),
      full_name: z.optional(z.string().check(z.trim(), z.minLength(1, "can't be blank"), z.maxLength(PROFILE_TEXT_LIMITS.full_name, tooLong(PROFILE_TEXT_LIMITS.full_name)))),
      email_notifications: z.optional(z.boolean()),
      sms_notifications: z.optional(z.boolean()),
      product_updates: z.optional(z.boolean()),
      /** The local hour (0-23) of the daily summary email; null turns it off. */
      daily_summary_hour: z.optional(z.union([z.number().check(z.int('must be a whole hour'), z.gte(0, hourMessage), z.lte(23, hourMessage)), z.null()])),
      /** Asked only when `email` changes. */
      current_password: z.optional(z.string().check(z.maxLength(1024))),
    }),
  ),
});
