/*
 * User Settings' profile: what crosses the wire between GET /api/profiles/me, PATCH /api/profiles/ and the web's
 * settings page. Plain types and constants; the request schema is in profiles-schemas.ts (the web needs only its type).
 */
import type * as z from 'zod';
import type { profilePatchSchema } from './profiles-schemas.js';

/** Notification preferences stored on the user. */
export interface NotificationPrefs {
  email_notifications: boolean;
  sms_notifications: boolean;
  product_updates: boolean;
}

/** GET /api/profiles/me and the answer of PATCH /api/profiles/. */
export interface Profile {
  business_name: string;
  /**
   * The version of the contact details (business name, full name, email, phone). Sent back with the settings form's
   * save, so one made from an older copy (another tab) answers 409 instead of overwriting; notification switches,
   * which each set one value, do not move it.
   */
  lock_version: number;
  user: { email: string; phone_number: string | null; full_name: string; daily_summary_hour: number | null } & NotificationPrefs;
}

/** An email change is a change of who can sign in and reset the password, so it asks for the password. */
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Current password is needed to change your email address';

/** PATCH /api/profiles/ as the web sends it; `current_password` goes with a changed email. */
export type ProfilePatch = z.input<typeof profilePatchSchema>;
