import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { hashToken, newSecretToken } from '../ids.js';
import { AppError, gone, validationList } from '../errors.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, hashPassword } from '../auth/passwords.js';
import { SessionService } from '../auth/sessions.js';
import { LOGIN_WINDOW_SECONDS, loginPairSubject } from './accounts.js';
import type { PasswordResetRepository, RateLimitRepository, UsersRepository } from '../repositories.js';

/** A reset link works for one hour, once. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** Reset emails per address within the window; more answer 429 (for any address, registered or not). */
export const RESET_REQUEST_LIMIT = 3;
export const RESET_REQUEST_WINDOW_SECONDS = 60 * 60;

/** The one answer to a reset request, whether or not the address belongs to an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Sign in with your new password.';

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';
export const LINK_INVALID_MESSAGE = 'This password reset link is not valid. Request a new link to reset your password.';
export const LINK_USED_MESSAGE =
  'This password reset link has already been used. Request a new link if you still need to reset your password.';
export const LINK_EXPIRED_MESSAGE =
  'This password reset link has expired (links are valid for 1 hour). Request a new link to reset your password.';

/** Normalised like sign-up does (trimmed, lowercased), so the lookup finds the account. */
export const emailAddress = z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email());

/** A field of a JSON object body (undefined for anything else), so every bad shape gets the same clear message. */
const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

export function parseEmail(value: unknown): string {
  const parsed = emailAddress.safeParse(value);
  if (!parsed.success) throw validationList([INVALID_EMAIL_MESSAGE]);
  return parsed.data;
}

function parseToken(value: unknown): string {
  // Tokens are 32 random bytes in base64url (43 characters); anything else cannot be one of ours.
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{20,200}$/.test(value)) throw gone(LINK_INVALID_MESSAGE);
  return value;
}

function passwordProblems(password: unknown): string[] {
  if (typeof password !== 'string' || password === '') return ["Password can't be blank"];
  if (password.length < MIN_PASSWORD_LENGTH) return [`Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`];
  if (password.length > MAX_PASSWORD_LENGTH) return [`Password is too long (maximum is ${MAX_PASSWORD_LENGTH} characters)`];
  return [];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * Forgot-password: an emailed single-use link valid for one hour, and setting a new password with it.
 * The request never reveals whether an address is registered; a completed reset ends every session.
 */
export class PasswordResetService {
  private readonly users: UsersRepository;
  private readonly limits: RateLimitRepository;
  private readonly resets: PasswordResetRepository;
  private readonly sessions: SessionService;

  constructor(private readonly services: Services) {
    this.users = services.repos.users;
    this.limits = services.repos.rateLimit;
    this.resets = services.repos.passwordReset;
    this.sessions = new SessionService(services);
  }

  /** `POST /api/auth/password-reset {email}`: the same answer for every well-formed address. */
  async request(body: unknown): Promise<{ message: string }> {
    const email = parseEmail(field(body, 'email'));
    const now = this.services.now();

    // Counted per address whether it is registered or not, so the throttle reveals nothing either.
    const { count, retryAfterSeconds } = await this.limits.count('password-reset', email, RESET_REQUEST_WINDOW_SECONDS, now);
    if (count >= RESET_REQUEST_LIMIT) throw tooManyRequests(retryAfterSeconds);
    await this.limits.hit('password-reset', email, RESET_REQUEST_WINDOW_SECONDS, now);

    const user = await this.users.findByEmail(email);
    // A pending sign-up has no password to reset; it is finished from the browser that started it.
    if (user?.status === 'active') {
      const token = newSecretToken();
      await this.resets.putToken(hashToken(token), {
        user_id: user.id,
        email: user.email,
        issued_at: now.getTime(),
        expiresAt: Math.floor(now.getTime() / 1000) + RESET_LINK_TTL_SECONDS,
      });
      await this.services.email.send(resetEmail(user.email, this.linkFor(token), user.full_name));
    }
    return { message: RESET_REQUESTED_MESSAGE };
  }

  linkFor(token: string): string {
    return `${this.services.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}/reset-password/${token}`;
  }

  /** `POST /api/auth/password-reset/check {token}`: lets the page say "expired" before anyone types a password. */
  async check(body: unknown): Promise<{ valid: true }> {
    const token = parseToken(field(body, 'token'));
    await this.usableToken(hashToken(token));
    return { valid: true };
  }

  /** `POST /api/auth/password-reset/confirm {token, password}` from `client`: sets the password, ends every session. */
  async confirm(body: unknown, client = 'unknown'): Promise<{ message: string }> {
    const token = parseToken(field(body, 'token'));
    const tokenHash = hashToken(token);
    const record = await this.usableToken(tokenHash);
    const password = field(body, 'password');
    const problems = passwordProblems(password);
    if (problems.length || typeof password !== 'string') throw validationList(problems);

    const user = await this.users.get(record.user_id);
    if (!user || user.status !== 'active') throw gone(LINK_INVALID_MESSAGE);

    // Hash first (slow), then use the link: a failure in between leaves the link usable for another try.
    const password_hash = await hashPassword(password);
    const now = this.services.now();
    if (!(await this.resets.consume(tokenHash, record, now))) {
      // Lost a race with another submit of the same link, or it expired a moment ago: say which.
      await this.usableToken(tokenHash);
      throw gone(LINK_USED_MESSAGE);
    }
    // The link came by email to this address, so the address is confirmed too (unless the account moved since).
    const proven = record.email !== undefined && record.email === user.email ? { email_verified: true } : {};
    if (!(await this.users.update(user.id, { password_hash, ...proven }, { status: 'active' }))) throw gone(LINK_INVALID_MESSAGE);
    await this.sessions.endAll(user.id);
    // Whoever was locked out by failed sign-ins has now proven they own the mailbox: the email's own count and this
    // client's count for it start over (counts of other clients stay, so a guesser elsewhere gains nothing).
    await this.limits.reset('login', user.email, LOGIN_WINDOW_SECONDS, now);
    await this.limits.reset('login-pair', loginPairSubject(user.email, client), LOGIN_WINDOW_SECONDS, now);
    return { message: RESET_DONE_MESSAGE };
  }

  private async usableToken(tokenHash: string) {
    const record = await this.resets.getToken(tokenHash);
    if (!record) throw gone(LINK_INVALID_MESSAGE);
    if (record.used_at !== undefined) throw gone(LINK_USED_MESSAGE);
    const now = this.services.now().getTime();
    if (record.expiresAt * 1000 <= now) throw gone(LINK_EXPIRED_MESSAGE);
    // A later reset (with another link) makes every earlier link void.
    if ((await this.resets.lastResetAt(record.user_id)) >= record.issued_at) throw gone(LINK_USED_MESSAGE);
    return record;
  }
}

function resetEmail(to: string, link: string, fullName: string | null) {
  const greeting = fullName ? `Hi ${fullName},` : 'Hi,';
  const text = [
    greeting,
    '',
    'We received a request to reset the password of your AI Receptionist account.',
    'Open this link to choose a new password:',
    '',
    link,
    '',
    'The link is valid for 1 hour and can be used once.',
    "If you did not ask to reset your password, you can ignore this email: your password stays the same.",
    '',
    'The AI Receptionist team',
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f5f7fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e3e7ef;border-radius:12px" cellpadding="0" cellspacing="0"><tr><td style="padding:32px">
<p style="margin:0 0 16px;font-weight:700;font-size:18px">AI Receptionist</p>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px">We received a request to reset the password of your AI Receptionist account.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">Choose a new password</a></p>
<p style="margin:0 0 12px;color:#4b5563;font-size:14px">The link is valid for 1 hour and can be used once. If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p style="margin:0;color:#4b5563;font-size:14px">If you did not ask to reset your password, you can ignore this email: your password stays the same.</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to, subject: 'Reset your AI Receptionist password', text, html };
}

const tooManyRequests = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'rate_limited',
    `Too many password reset requests for this email. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
};
