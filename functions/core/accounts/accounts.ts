import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import type { UserRecord } from './model.js';
import { hashToken, newId, newSecretToken } from '../ids.js';
import { AppError, notFound, unauthorized, validationList } from '../errors.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, decoyHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import { SessionService, type IssuedSession } from '../auth/sessions.js';
import { BusinessService, newBusinessAggregate, validateNewBusiness, newBusinessSchema } from '../business/business-service.js';
import { parseOrThrow } from '../validation.js';
import { businessToJson } from '../business/aggregate.js';
import { ScrapeService } from '../scrape/scrape-service.js';
import { EmailLinkService } from './email-links.js';
import type { RateLimitRepository, UsersRepository } from '../repositories.js';
import type { PendingSignupReply, PublicUser } from '../../contract/users.js';

const email = z.pipe(
  z.string({ message: 'Email must be text' }).check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Email is too long')),
  z.email({ message: 'Email is not a valid email address' }),
);
const trimmed = () => z.string().check(z.trim());

export const completeSignupSchema = z.strictObject({
  user: z.strictObject({ password: z.string(), full_name: trimmed(), email: z.optional(z.string()) }),
});
export const loginSchema = z.strictObject({
  // No address is longer than 254 characters; a longer one would also overflow the throttle's key.
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1, "can't be blank"), z.maxLength(254, 'is too long (maximum is 254 characters)')),
  password: z.string().check(z.minLength(1, "can't be blank")),
  remember_me: z.optional(z.boolean()),
});
export const oneShotSignupSchema = z.strictObject({
  user: z.strictObject({ email, password: z.string(), full_name: trimmed() }),
  business: newBusinessSchema,
});

/**
 * Login throttle, per window: failures for one email from one client address (the owner's own typos, or a guesser
 * at that address) answer 429 until the window ends; so do failures from one address across emails (guessing many
 * accounts), and, at a much higher ceiling, failures for one email from every address together (a guesser spread
 * over many addresses). A stranger elsewhere cannot lock the owner out without a hundred failures in the window.
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_CLIENT_FAILURE_LIMIT = 30;
export const LOGIN_EMAIL_FAILURE_LIMIT = 100;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** The subject of the per-(email, client) login counter. */
export const loginPairSubject = (address: string, client: string) => `${address}|${client}`;

/** The answer to step 1 for an email whose sign-up another browser started: no cookie, no data, a link by email. */
export const continueLinkSentMessage = (address: string) =>
  `A sign-up with this email is already in progress. We have emailed a link to ${address}: open it to continue in this browser (the link works once, within 1 hour).`;
/** A correct password for an account whose address nobody has confirmed yet, from a browser without its session. */
export const confirmEmailFirstMessage = (address: string) =>
  `Please confirm your email address before signing in here. We have emailed a link to ${address}: open it, then sign in again.`;

export const publicUser = (u: UserRecord): PublicUser => ({
  id: u.id,
  email: u.email,
  full_name: u.full_name ?? '',
  phone_number: u.phone_number,
  status: u.status,
});

function passwordProblems(password: string, fullName: string): string[] {
  const problems: string[] = [];
  if (!fullName) problems.push("Full name can't be blank");
  if (fullName.length > 200) problems.push('Full name is too long (maximum is 200 characters)');
  if (!password) problems.push("Password can't be blank");
  else if (password.length < MIN_PASSWORD_LENGTH) problems.push(`Password is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`);
  else if (password.length > MAX_PASSWORD_LENGTH) problems.push(`Password is too long (maximum is ${MAX_PASSWORD_LENGTH} characters)`);
  return problems;
}

/**
 * Sign-up and sign-in. A pending sign-up can only be continued by the browser holding its signup token
 * (an HttpOnly cookie set by step 1); ids in URLs grant nothing.
 */
export class AccountService {
  private readonly users: UsersRepository;
  private readonly limits: RateLimitRepository;
  readonly sessions: SessionService;
  private readonly businesses: BusinessService;
  private readonly scrapes: ScrapeService;
  private readonly emailLinks: EmailLinkService;

  constructor(private readonly services: Services) {
    this.users = services.repos.users;
    this.limits = services.repos.rateLimit;
    this.sessions = new SessionService(services);
    this.businesses = new BusinessService(services);
    this.scrapes = new ScrapeService(services);
    this.emailLinks = new EmailLinkService(services);
  }

  /**
   * Step 1: `POST /users {user:{email}}`. Only the browser holding the sign-up's cookie may start again with a
   * pending email (it keeps its token); anyone else gets no cookie and no data, and the address gets a single-use
   * link that continues the sign-up in whichever browser opens it.
   */
  async startSignup(
    body: unknown,
    signupCookie: { userId?: string; token?: string } = {},
  ): Promise<{ kind: 'started'; user: ReturnType<typeof publicUser>; signupToken: string } | { kind: 'link-sent'; message: string }> {
    // The sign-up form shows errors under each field (spec section 8), so this answers a field map.
    const envelope = z.strictObject({ user: z.strictObject({ email: z.unknown() }) }).safeParse(body);
    if (!envelope.success) throw validationList(['The request body must be {"user": {"email": "..."}}']);
    const parsed = email.safeParse(envelope.data.user.email ?? '');
    if (!parsed.success) {
      const blank = typeof envelope.data.user.email !== 'string' || envelope.data.user.email.trim() === '';
      throw new AppError('validation', 'Email is not valid', {
        errors: { email: [blank ? "can't be blank" : 'is not a valid email address'] },
      });
    }
    const input = { email: parsed.data };
    const existing = await this.users.findByEmail(input.email);
    if (existing) {
      if (existing.status === 'active') throw emailTaken();
      const sameBrowser =
        signupCookie.userId === existing.id &&
        signupCookie.token !== undefined &&
        existing.signup_token_hash === hashToken(signupCookie.token);
      if (sameBrowser) return { kind: 'started', user: publicUser(existing), signupToken: signupCookie.token! };
      await this.emailLinks.send(existing, 'continue-signup');
      return { kind: 'link-sent', message: continueLinkSentMessage(existing.email) };
    }
    const token = newSecretToken();
    const now = this.services.now().toISOString();
    const user: UserRecord = {
      id: newId(),
      email: input.email,
      full_name: null,
      phone_number: null,
      status: 'pending',
      password_hash: null,
      signup_token_hash: hashToken(token),
      business_id: null,
      email_verified: false,
      created_at: now,
      updated_at: now,
    };
    if (!(await this.users.create(user))) return this.startSignup(body, signupCookie); // lost a race for the same email
    return { kind: 'started', user: publicUser(user), signupToken: token };
  }

  /**
   * `POST /users/email-link {token}`: the emailed link. A pending sign-up continues in this browser (a new sign-up
   * token, `has_business` says which step is next); an account's address is confirmed.
   */
  async useEmailLink(body: unknown) {
    const token = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).token : undefined;
    const used = await this.emailLinks.use(token);
    if (used.kind === 'continue-signup') {
      return { kind: used.kind, user: publicUser(used.user), has_business: !!used.user.business_id, signupToken: used.signupToken };
    }
    return { kind: used.kind, user: publicUser(used.user) };
  }

  private async pendingUserFor(signupToken: string | undefined, userId?: string): Promise<UserRecord | null> {
    if (!signupToken) return null;
    // The token's hash is stored on the user; the user is found through the id when given.
    if (userId) {
      const user = await this.users.get(userId);
      return user && user.signup_token_hash === hashToken(signupToken) ? user : null;
    }
    return null;
  }

  /** `POST /businesses` during sign-up: creates (or, on a retry, updates) the pending user's business. */
  async createSignupBusiness(signupUserId: string | undefined, signupToken: string | undefined, body: unknown) {
    const envelope = z.strictObject({ business: newBusinessSchema }).safeParse(body);
    if (!envelope.success) throw validationList(['The request body must be {"business": {"name", "phone_number", "website"}}']);
    const fields = validateNewBusiness(envelope.data.business, { allowPrivate: this.services.config.FETCH_ALLOW_PRIVATE });
    const user = await this.pendingUserFor(signupToken, signupUserId);
    if (!user || user.status !== 'pending') throw unauthorized();
    if (user.business_id) {
      // A double click or a Back-then-Continue: update the same business, never create a second one.
      const business = await this.businesses.update(user.id, user.business_id, { business: fields });
      await this.scrapes.request(business.id, business.website); // same website: the same scrape, not a new one
      return business;
    }
    const agg = newBusinessAggregate(user.id, fields, this.services.now());
    const created = await this.businesses.repo.create(agg, user.id);
    if (!created) {
      // A parallel request (double click) linked its business first: save these fields onto that one.
      const winner = await this.users.get(user.id);
      if (!winner?.business_id) throw new AppError('conflict', 'Please try again.');
      const business = await this.businesses.update(user.id, winner.business_id, { business: fields });
      await this.scrapes.request(business.id, business.website);
      return business;
    }
    // The website (if any) is read in the background; the onboarding gate polls its status.
    await this.scrapes.request(agg.business.id, agg.business.website);
    return businessToJson(agg);
  }

  /**
   * `GET /users/pending`: the sign-up this browser has in progress (its signup cookie), so reloading or coming
   * back to /onboarding/account-setup resumes it. `has_business` says whether step 1 got as far as the business.
   */
  async pendingSignup(signupUserId: string | undefined, signupToken: string | undefined): Promise<PendingSignupReply> {
    const user = signupUserId ? await this.pendingUserFor(signupToken, signupUserId) : null;
    if (!user || user.status !== 'pending') throw notFound('Sign-up');
    return { user: publicUser(user), has_business: !!user.business_id };
  }

  /** `GET /users/{id}`: the browser that started the sign-up, or the signed-in owner, may read it. */
  async getUser(userId: string, auth: { signupToken?: string; sessionUserId?: string }) {
    const user = await this.users.get(userId);
    if (!user) throw notFound('User');
    const mayRead =
      auth.sessionUserId === userId ||
      (auth.signupToken !== undefined && user.signup_token_hash === hashToken(auth.signupToken));
    if (!mayRead) throw notFound('User');
    return publicUser(user);
  }

  /** `PUT /users/{id} {user:{password, full_name}}`: finishes a pending sign-up and signs the owner in. */
  async completeSignup(userId: string, signupToken: string | undefined, body: unknown) {
    const { user: input } = parseOrThrow(completeSignupSchema, body);
    const user = await this.users.get(userId);
    if (!user || !signupToken || user.signup_token_hash !== hashToken(signupToken)) throw notFound('User');
    if (user.status !== 'pending') {
      throw validationList(['This account is already set up. Sign in with your email and password.']);
    }
    const problems = passwordProblems(input.password, input.full_name);
    if (!user.business_id) problems.push('Tell us about your company first (step 1) before setting up the account');
    if (problems.length) throw validationList(problems);
    const password_hash = await hashPassword(input.password);
    // The business phone given in step 1 is where the owner is reached (SMS notifications) until they choose another
    // in Contact Information: a new owner is not asked for the same number twice.
    const phone_number = user.phone_number ?? (await this.businessPhoneOf(user));
    const done = await this.users.update(
      userId,
      { password_hash, full_name: input.full_name, status: 'active', signup_token_hash: null, phone_number },
      { status: 'pending', signup_token_hash: user.signup_token_hash },
    );
    if (!done) throw validationList(['This account is already set up. Sign in with your email and password.']);
    const session = await this.sessions.start(userId, false);
    const finished: UserRecord = { ...user, full_name: input.full_name, status: 'active', phone_number };
    // Not a step of onboarding: this browser is signed in already; the link lets the owner sign in elsewhere later.
    if (user.email_verified === false) await this.emailLinks.sendQuietly(finished, 'confirm-email');
    return { user: publicUser(finished), session };
  }

  private async businessPhoneOf(user: UserRecord): Promise<string | null> {
    if (!user.business_id) return null;
    const agg = await this.businesses.repo.load(user.business_id);
    return agg && agg.business.owner_id === user.id ? agg.business.phone_number || null : null;
  }

  /** `POST /auth/signup`: the whole sign-up in one call (API clients and tests), same rules. */
  async signupOneShot(body: unknown) {
    const input = parseOrThrow(oneShotSignupSchema, body);
    const problems = passwordProblems(input.user.password, input.user.full_name);
    if (problems.length) throw validationList(problems);
    const fields = validateNewBusiness(input.business, { allowPrivate: this.services.config.FETCH_ALLOW_PRIVATE });
    const started = await this.startSignup({ user: { email: input.user.email } });
    if (started.kind === 'link-sent') throw new AppError('conflict', started.message);
    const { user, signupToken } = started;
    const business = await this.createSignupBusiness(user.id, signupToken, { business: fields });
    const done = await this.completeSignup(user.id, signupToken, {
      user: { password: input.user.password, full_name: input.user.full_name },
    });
    return { user: done.user, business, session: done.session };
  }

  /** `POST /auth/login` from `client` (the request's address, see functions/api/client-address.ts). */
  async login(body: unknown, client = 'unknown'): Promise<{ user: ReturnType<typeof publicUser>; session: IssuedSession }> {
    const input = parseOrThrow(loginSchema, body);
    const now = this.services.now();
    const throttles = [
      { bucket: 'login-pair', subject: loginPairSubject(input.email, client), limit: LOGIN_FAILURE_LIMIT },
      { bucket: 'login-client', subject: client, limit: LOGIN_CLIENT_FAILURE_LIMIT },
      { bucket: 'login', subject: input.email, limit: LOGIN_EMAIL_FAILURE_LIMIT },
    ];
    const counts = await Promise.all(throttles.map((t) => this.limits.count(t.bucket, t.subject, LOGIN_WINDOW_SECONDS, now)));
    const blocked = counts.find((c, i) => c.count >= throttles[i]!.limit);
    if (blocked) throw tooManyAttempts(blocked.retryAfterSeconds);
    const user = await this.users.findByEmail(input.email);
    const ok =
      user?.status === 'active' && user.password_hash
        ? await verifyPassword(input.password, user.password_hash)
        : (await verifyPassword(input.password, await decoyHash()), false);
    if (!ok || !user) {
      const failures = await Promise.all(throttles.map((t) => this.limits.hit(t.bucket, t.subject, LOGIN_WINDOW_SECONDS, now)));
      if (failures.some((n, i) => n > throttles[i]!.limit)) throw tooManyAttempts(counts[0]!.retryAfterSeconds);
      throw new AppError('unauthorized', 'Invalid email or password');
    }
    // Only this client's count starts over: the owner's success must not give guessers elsewhere a fresh allowance.
    await this.limits.reset('login-pair', loginPairSubject(input.email, client), LOGIN_WINDOW_SECONDS, now);
    if (user.email_verified === false) {
      // The password is right, so saying why is safe; whoever reads the mailbox can then sign in anywhere.
      await this.emailLinks.sendQuietly(user, 'confirm-email');
      throw new AppError('forbidden', confirmEmailFirstMessage(user.email));
    }
    const session = await this.sessions.start(user.id, input.remember_me === true);
    return { user: publicUser(user), session };
  }

  async me(userId: string) {
    const user = await this.users.get(userId);
    if (!user) throw unauthorized();
    return publicUser(user);
  }
}

const emailTaken = () =>
  new AppError('validation', 'Email has already been taken', { errors: { email: ['has already been taken'] } });

const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'rate_limited',
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
};
