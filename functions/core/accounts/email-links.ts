import type { Services } from '../services.js';
import type { UserRecord } from './model.js';
import type { EmailLinkPurpose, EmailLinkRecord } from './model.js';
import { hashToken, newSecretToken } from '../ids.js';
import { gone } from '../errors.js';
import type { EmailLinksRepository, RateLimitRepository, UsersRepository } from '../repositories.js';

/** A link that hands a pending sign-up to another browser works for one hour, once (like a password reset). */
export const CONTINUE_LINK_TTL_SECONDS = 60 * 60;
/** A link that only confirms the address of an account works for a day, once. */
export const CONFIRM_LINK_TTL_SECONDS = 24 * 60 * 60;
/** Links of one purpose emailed per address within the window; more are not sent (the last one still works). */
export const EMAIL_LINK_LIMIT = 3;
export const EMAIL_LINK_WINDOW_SECONDS = 60 * 60;

export const EMAIL_LINK_INVALID = 'This link is not valid. Start again from the sign-up or sign-in page to get a new one.';
export const EMAIL_LINK_USED = 'This link has already been used. Sign in, or start the sign-up again to get a new link.';
export const EMAIL_LINK_EXPIRED = 'This link has expired. Start again from the sign-up or sign-in page to get a new one.';
export const EMAIL_CONFIRMED = 'Your email address is confirmed. You can now sign in with it on any device.';

const TTL: Record<EmailLinkPurpose, number> = {
  'continue-signup': CONTINUE_LINK_TTL_SECONDS,
  'confirm-email': CONFIRM_LINK_TTL_SECONDS,
};

/** What using a link did: the sign-up moves to this browser, or the account's address is confirmed. */
export type UsedEmailLink =
  | { kind: 'continue-signup'; user: UserRecord; signupToken: string }
  | { kind: 'confirmed'; user: UserRecord };

/**
 * Emailed single-use links that prove someone reads an address: to continue a pending sign-up in another browser,
 * and to confirm an account's address before it signs in anywhere but where it was created. Stored hashed, like
 * password-reset links.
 */
export class EmailLinkService {
  private readonly users: UsersRepository;
  private readonly limits: RateLimitRepository;
  private readonly links: EmailLinksRepository;

  constructor(private readonly services: Services) {
    this.users = services.repos.users;
    this.limits = services.repos.rateLimit;
    this.links = services.repos.emailLinks;
  }

  /**
   * Emails a link to the user's address. Counted per address, so nobody can flood an inbox through the sign-up
   * form: beyond the limit nothing is sent (a link sent within the hour still works). True when one was sent.
   */
  async send(user: UserRecord, purpose: EmailLinkPurpose): Promise<boolean> {
    const now = this.services.now();
    // Counted per purpose: links a stranger triggers from the sign-up form never use up the owner's confirmations.
    const bucket = `email-link-${purpose}`;
    const { count } = await this.limits.count(bucket, user.email, EMAIL_LINK_WINDOW_SECONDS, now);
    if (count >= EMAIL_LINK_LIMIT) return false;
    await this.limits.hit(bucket, user.email, EMAIL_LINK_WINDOW_SECONDS, now);
    const token = newSecretToken();
    await this.links.put(hashToken(token), {
      user_id: user.id,
      purpose,
      email: user.email,
      expiresAt: Math.floor(now.getTime() / 1000) + TTL[purpose],
    });
    const link = this.linkFor(token, purpose);
    await this.services.email.send(purpose === 'continue-signup' ? continueEmail(user.email, link) : confirmEmail(user.email, link, user.full_name));
    return true;
  }

  /** Like `send`, for a notice that must not turn a finished change into an error (the owner can ask again). */
  async sendQuietly(user: UserRecord, purpose: EmailLinkPurpose): Promise<void> {
    try {
      await this.send(user, purpose);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', message: 'email link not sent', purpose, error: String(error) }));
    }
  }

  linkFor(token: string, purpose: EmailLinkPurpose): string {
    const base = this.services.config.PUBLIC_BASE_URL.replace(/\/+$/, '');
    return purpose === 'continue-signup' ? `${base}/signup/continue/${token}` : `${base}/verify-email/${token}`;
  }

  /**
   * Uses a link once: the address is confirmed; a sign-up still pending gets a new sign-up token (the browser that
   * opened the link carries on, an earlier browser's cookie stops working).
   */
  async use(token: unknown): Promise<UsedEmailLink> {
    // Tokens are 32 random bytes in base64url (43 characters); anything else cannot be one of ours.
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw gone(EMAIL_LINK_INVALID);
    const tokenHash = hashToken(token);
    const record = await this.usable(tokenHash);
    const user = await this.users.get(record.user_id);
    // A link proves the address it was sent to, not one the account has moved to since.
    if (!user || user.email !== record.email) throw gone(EMAIL_LINK_INVALID);
    if (!(await this.links.consume(tokenHash, this.services.now()))) {
      await this.usable(tokenHash); // says "expired" when it expired a moment ago
      throw gone(EMAIL_LINK_USED);
    }
    if (user.status === 'pending') {
      const signupToken = newSecretToken();
      const moved = await this.users.update(
        user.id,
        { signup_token_hash: hashToken(signupToken), email_verified: true },
        { status: 'pending', email: record.email },
      );
      if (moved) return { kind: 'continue-signup', user: { ...user, email_verified: true }, signupToken };
      // Finished in the first browser meanwhile: the link still confirms the address.
    }
    const confirmed = await this.users.update(user.id, { email_verified: true }, { status: 'active', email: record.email });
    if (!confirmed) throw gone(EMAIL_LINK_INVALID);
    return { kind: 'confirmed', user: { ...user, status: 'active', email_verified: true } };
  }

  private async usable(tokenHash: string): Promise<EmailLinkRecord> {
    const record = await this.links.get(tokenHash);
    if (!record) throw gone(EMAIL_LINK_INVALID);
    if (record.used_at !== undefined) throw gone(EMAIL_LINK_USED);
    if (record.expiresAt * 1000 <= this.services.now().getTime()) throw gone(EMAIL_LINK_EXPIRED);
    return record;
  }
}

function continueEmail(to: string, link: string) {
  const text = [
    'Hi,',
    '',
    'Someone, hopefully you, asked to continue the AI Receptionist sign-up for this email address in another browser.',
    'Open this link in the browser where you want to carry on:',
    '',
    link,
    '',
    'The link is valid for 1 hour and can be used once.',
    'If this was not you, you can ignore this email: nobody can continue your sign-up without this link.',
    '',
    'The AI Receptionist team',
  ].join('\n');
  return { to, subject: 'Continue your AI Receptionist sign-up', text };
}

function confirmEmail(to: string, link: string, fullName: string | null) {
  const text = [
    fullName ? `Hi ${fullName},` : 'Hi,',
    '',
    'Please confirm that this is the email address of your AI Receptionist account:',
    '',
    link,
    '',
    'Until you do, the account stays signed in where you created it (or changed its email), and signing in anywhere else needs this confirmation.',
    'The link is valid for 24 hours and can be used once.',
    'If you did not create an AI Receptionist account, you can ignore this email.',
    '',
    'The AI Receptionist team',
  ].join('\n');
  return { to, subject: 'Confirm your AI Receptionist email address', text };
}
