import { signAccessToken, verifyAccessToken } from './access-token.js';
import type { Services } from '../services.js';
import { hashToken, newId, newSecretToken } from '../ids.js';
import { unauthorized } from '../errors.js';
import type { SessionsRepository } from '../repositories.js';

/** Two tabs refreshing at the same moment both present the same token; within this window both succeed. */
export const REUSE_GRACE_MS = 20_000;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  /** Persistent ("Remember me") sessions get cookies with Max-Age; others get browser-session cookies. */
  persistent: boolean;
  accessMaxAgeSeconds: number;
  refreshMaxAgeSeconds: number;
}

export interface SessionIdentity {
  userId: string;
  familyId: string;
}

/**
 * Cookie sessions: a short-lived signed access token and a rotating refresh token stored hashed.
 * Each login starts a family; reusing a rotated refresh token (a stolen copy) revokes the family.
 */
export class SessionService {
  private readonly repo: SessionsRepository;
  constructor(private readonly services: Services) {
    this.repo = services.repos.sessions;
  }

  /** Every process that serves sessions is configured with the secret; one without it (the Lex code hook) must never get here. */
  private tokenSecret(): string {
    const secret = this.services.config.TOKEN_SECRET;
    if (!secret) throw new Error('This process has no token secret, so it cannot sign or verify sessions');
    return secret;
  }

  private get refreshTtlSeconds() {
    return this.services.config.REFRESH_TOKEN_TTL_DAYS * 24 * 3600;
  }

  async start(userId: string, persistent: boolean): Promise<IssuedSession> {
    const familyId = newId();
    const nowSeconds = Math.floor(this.services.now().getTime() / 1000);
    await this.repo.putFamily({
      user_id: userId,
      family_id: familyId,
      persistent,
      created_at: this.services.now().toISOString(),
      expiresAt: nowSeconds + this.refreshTtlSeconds,
    });
    return this.issue(userId, familyId, persistent);
  }

  private async issue(userId: string, familyId: string, persistent: boolean): Promise<IssuedSession> {
    const now = this.services.now().getTime();
    const nowSeconds = Math.floor(now / 1000);
    const ttl = this.services.config.ACCESS_TOKEN_TTL_SECONDS;
    const accessToken = signAccessToken({ sub: userId, fid: familyId, exp: nowSeconds + ttl }, this.tokenSecret());
    const refreshToken = newSecretToken();
    await this.repo.putRefreshToken(hashToken(refreshToken), {
      user_id: userId,
      family_id: familyId,
      rotated_at: null,
      expiresAt: nowSeconds + this.refreshTtlSeconds,
    });
    return { accessToken, refreshToken, persistent, accessMaxAgeSeconds: ttl, refreshMaxAgeSeconds: this.refreshTtlSeconds };
  }

  /** The signed-in user, or 401. A logged-out family fails at once, not when the token expires. */
  async authenticate(accessToken: string | undefined): Promise<SessionIdentity> {
    const identity = this.signedIdentity(accessToken);
    await this.ensureLive(identity);
    return identity;
  }

  /**
   * A read for the signed-in user in one round trip with the session's check rather than after it: the token's
   * signature and expiry are checked first, locally (a forged or expired token starts nothing), then the read and the
   * session's check go at once, and the read's answer is given only when the session is live. A logged-out,
   * revoked or deleted session is 401 whatever the read answered or failed with; its answer is dropped. Reads only:
   * a write must never start before the session is known to be live.
   */
  async readAsUser<T>(accessToken: string | undefined, read: (identity: SessionIdentity) => Promise<T>): Promise<T> {
    const identity = this.signedIdentity(accessToken);
    // `async () =>`: a read that throws before its first await still waits for the session's answer.
    const [session, answer] = await Promise.allSettled([this.ensureLive(identity), (async () => read(identity))()]);
    if (session.status === 'rejected') throw session.reason;
    if (answer.status === 'rejected') throw answer.reason;
    return answer.value;
  }

  /**
   * Who a signed, unexpired access token names, or 401; reads nothing. Not yet a signed-in user: the session may have
   * been logged out since (ensureLive), so nothing may be answered or written for it before that check passes.
   */
  signedIdentity(accessToken: string | undefined): SessionIdentity {
    if (!accessToken) throw unauthorized();
    const nowSeconds = Math.floor(this.services.now().getTime() / 1000);
    const payload = verifyAccessToken(accessToken, this.tokenSecret(), nowSeconds);
    if (!payload) throw unauthorized();
    return { userId: payload.sub, familyId: payload.fid };
  }

  /** 401 unless the identity's session family is still live (logout, a revoked family and account deletion remove it). */
  async ensureLive(identity: SessionIdentity): Promise<void> {
    const family = await this.repo.getFamily(identity.userId, identity.familyId);
    if (!family) throw unauthorized();
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedSession & SessionIdentity> {
    if (!refreshToken) throw unauthorized();
    const hash = hashToken(refreshToken);
    const record = await this.repo.getRefreshToken(hash);
    const now = this.services.now().getTime();
    if (!record || record.expiresAt * 1000 <= now) throw unauthorized();
    const family = await this.repo.getFamily(record.user_id, record.family_id);
    if (!family) throw unauthorized();
    if (record.rotated_at === null) {
      const won = await this.repo.markRotated(hash, now);
      if (!won) return this.refresh(refreshToken); // another tab rotated it a moment ago: take the grace path
    } else if (now - record.rotated_at > REUSE_GRACE_MS) {
      // A rotated token came back long after: someone holds a copy. End that whole session.
      await this.repo.deleteFamily(record.user_id, record.family_id);
      throw unauthorized();
    }
    const issued = await this.issue(record.user_id, record.family_id, family.persistent);
    return { ...issued, userId: record.user_id, familyId: record.family_id };
  }

  async end(identity: SessionIdentity): Promise<void> {
    await this.repo.deleteFamily(identity.userId, identity.familyId);
  }

  async endByRefreshToken(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const record = await this.repo.getRefreshToken(hashToken(refreshToken));
    if (record) await this.repo.deleteFamily(record.user_id, record.family_id);
  }

  async endAll(userId: string): Promise<void> {
    await this.repo.deleteAllFamilies(userId);
  }
}
