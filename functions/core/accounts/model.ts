import type { UserStatus } from '../../contract/users.js';

export type { UserStatus };

export interface UserRecord {
  id: string;
  email: string;
  full_name: string | null;
  phone_number: string | null;
  status: UserStatus;
  password_hash: string | null;
  /** SHA-256 of the cookie that lets the browser which started a pending sign-up finish it. */
  signup_token_hash: string | null;
  business_id: string | null;
  /**
   * False until someone proves they read this address (an emailed link, or a password reset): until then the
   * account signs in only where it was created. Absent on accounts made before the rule, which count as confirmed.
   */
  email_verified?: boolean;
  /** Notification preferences (User Settings); absent on older records, where the defaults apply. */
  email_notifications?: boolean;
  sms_notifications?: boolean;
  product_updates?: boolean;
  /** The local hour (0..23, the business's zone) the daily summary email goes out; absent or null: none. */
  daily_summary_hour?: number | null;
  /** The daily-summary execution that is current; an older one that wakes up stops. */
  daily_summary_run?: string | null;
  /** Moved by each save of the contact details (Profile.lock_version); absent until the first, read as 0. */
  profile_version?: number;
  created_at: string;
  updated_at: string;
}

/** What an emailed link is for; decides its lifetime and its email's wording. */
export type EmailLinkPurpose = 'continue-signup' | 'confirm-email';

export interface EmailLinkRecord {
  user_id: string;
  purpose: EmailLinkPurpose;
  /** The address the link was sent to: it proves that address only (an email changed since voids it). */
  email: string;
  /** TTL attribute, epoch seconds: the link is dead after it even before DynamoDB deletes the item. */
  expiresAt: number;
  /** Set once, by the request that used the link. */
  used_at?: number;
}

export interface PasswordResetTokenRecord {
  user_id: string;
  /** When the link was issued, in epoch milliseconds (compared with the user's last reset). */
  issued_at: number;
  /** TTL attribute, epoch seconds: the link is dead after it even before DynamoDB deletes the item. */
  expiresAt: number;
  /** Set once, by the request that used the link. */
  used_at?: number;
  /** The address the link was sent to (absent on older links): using it proves that address. */
  email?: string;
}
