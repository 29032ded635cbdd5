import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { AppError, conflict, unauthorized, validationList } from '../errors.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, hashPassword, verifyPassword } from '../auth/passwords.js';
import { SessionService, type IssuedSession } from '../auth/sessions.js';
import { LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_SECONDS } from './accounts.js';
import { log } from '../log.js';
import type { RateLimitRepository, SessionsRepository, UsersRepository } from '../repositories.js';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const CURRENT_PASSWORD_BLANK = "Current password can't be blank";
export const NEW_PASSWORD_BLANK = "New password can't be blank";
export const NEW_PASSWORD_TOO_SHORT = `New password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`;
export const NEW_PASSWORD_TOO_LONG = `New password is too long (maximum is ${MAX_PASSWORD_LENGTH} characters)`;
export const NEW_PASSWORD_SAME = 'New password must be different from your current password';

/** Wrong current passwords per account within the window, as many as sign-in allows per email and client. */
export const CHANGE_PASSWORD_FAILURE_LIMIT = LOGIN_FAILURE_LIMIT;
export const CHANGE_PASSWORD_WINDOW_SECONDS = LOGIN_WINDOW_SECONDS;
/** Wrong current passwords are counted per account here, by every form that asks for it (email change too). */
export const CURRENT_PASSWORD_BUCKET = 'password-change';
const BUCKET = CURRENT_PASSWORD_BUCKET;

export const changePasswordSchema = z.strictObject({
  current_password: z.string({ message: CURRENT_PASSWORD_BLANK }),
  new_password: z.string({ message: NEW_PASSWORD_BLANK }),
});

function newPasswordProblems(password: string): string[] {
  if (password === '') return [NEW_PASSWORD_BLANK];
  if (password.length < MIN_PASSWORD_LENGTH) return [NEW_PASSWORD_TOO_SHORT];
  if (password.length > MAX_PASSWORD_LENGTH) return [NEW_PASSWORD_TOO_LONG];
  return [];
}

/**
 * `POST /api/auth/password`: a signed-in owner changes the password by proving the current one.
 * Every other session (other browsers, a stolen cookie) ends; the caller gets a fresh session back,
 * so the browser that made the change stays signed in.
 */
export class ChangePasswordService {
  private readonly users: UsersRepository;
  private readonly limits: RateLimitRepository;
  private readonly sessionsRepo: SessionsRepository;
  private readonly sessions: SessionService;

  constructor(private readonly services: Services) {
    this.users = services.repos.users;
    this.limits = services.repos.rateLimit;
    this.sessionsRepo = services.repos.sessions;
    this.sessions = new SessionService(services);
  }

  async change(userId: string, familyId: string, body: unknown): Promise<{ session: IssuedSession; message: string }> {
    const parsed = changePasswordSchema.safeParse(body);
    if (!parsed.success) {
      throw validationList([...new Set(parsed.error.issues.map((issue) => issueMessage(issue)))]);
    }
    const { current_password: current, new_password: next } = parsed.data;
    const now = this.services.now();

    // A stolen session cookie must not be a way to guess the password without limit.
    const { count, retryAfterSeconds } = await this.limits.count(BUCKET, userId, CHANGE_PASSWORD_WINDOW_SECONDS, now);
    if (count >= CHANGE_PASSWORD_FAILURE_LIMIT) throw tooManyAttempts(retryAfterSeconds);

    const user = await this.users.get(userId);
    if (!user || user.status !== 'active' || !user.password_hash) throw unauthorized();

    if (current === '') throw validationList([CURRENT_PASSWORD_BLANK, ...newPasswordProblems(next)]);
    if (!(await verifyPassword(current, user.password_hash))) {
      const failures = await this.limits.hit(BUCKET, userId, CHANGE_PASSWORD_WINDOW_SECONDS, now);
      if (failures > CHANGE_PASSWORD_FAILURE_LIMIT) throw tooManyAttempts(retryAfterSeconds);
      throw validationList([CURRENT_PASSWORD_INCORRECT]);
    }
    const problems = newPasswordProblems(next);
    if (!problems.length && next === current) problems.push(NEW_PASSWORD_SAME);
    if (problems.length) throw validationList(problems);

    await this.limits.reset(BUCKET, userId, CHANGE_PASSWORD_WINDOW_SECONDS, now);
    const password_hash = await hashPassword(next);
    // Conditional on the hash just verified: two changes racing cannot both win from the same old password.
    const saved = await this.users.update(userId, { password_hash }, { status: 'active', password_hash: user.password_hash });
    if (!saved) throw conflict('Your password was just changed from another session. Sign in again with the new password.');

    // The caller's "Remember me" choice carries over to the fresh session.
    const family = await this.sessionsRepo.getFamily(userId, familyId);
    await this.sessionsRepo.deleteAllFamilies(userId);
    const session = await this.sessions.start(userId, family?.persistent ?? false);
    try {
      await this.services.email.send(changedEmail(user.email, user.full_name, now));
    } catch (error) {
      // The change is done; a lost notice must not turn it into an error the owner would retry.
      log.error('password-changed email failed', { error: String(error) });
    }
    return { session, message: 'Your password has been changed. You have been signed out on all other devices.' };
  }
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return 'Only current_password and new_password can be sent';
  return issue.message;
}

function changedEmail(to: string, fullName: string | null, at: Date) {
  const greeting = fullName ? `Hi ${fullName},` : 'Hi,';
  const when = at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const text = [
    greeting,
    '',
    `The password of your AI Receptionist account was changed on ${when}.`,
    'You were signed out on every other device.',
    '',
    'If this was not you, reset your password right away from the sign-in page and contact support.',
    '',
    'The AI Receptionist team',
  ].join('\n');
  return { to, subject: 'Your AI Receptionist password was changed', text };
}

export const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'rate_limited',
    `Too many incorrect password attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
};
