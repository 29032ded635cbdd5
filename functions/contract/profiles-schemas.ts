// The request schema of PATCH /api/profiles/ (the API validates with it; the web needs only ProfilePatch, its type).
import * as z from 'zod';

export const profilePatchSchema = z
  .object({
    business_name: z.string().trim().min(1, "Business name can't be blank").max(200, 'Business name is too long').optional(),
    user: z
      .object({
        email: z
          .string()
          .trim()
          .toLowerCase()
          .max(254, 'is too long (maximum is 254 characters)')
          .pipe(z.email({ message: 'is not a valid email address' }))
          .optional(),
        phone_number: z.union([z.string().trim().max(40, 'is too long (maximum is 40 characters)'), z.null()]).optional(),
        full_name: z.string().trim().min(1, "can't be blank").max(200).optional(),
        email_notifications: z.boolean().optional(),
        sms_notifications: z.boolean().optional(),
        product_updates: z.boolean().optional(),
        /** The local hour (0-23) of the daily summary email; null turns it off. */
        daily_summary_hour: z
          .union([z.number().int('must be a whole hour').min(0, 'must be between 0 and 23').max(23, 'must be between 0 and 23'), z.null()])
          .optional(),
        /** Asked only when `email` changes. */
        current_password: z.string().max(1024).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
