import { randomBytes, randomUUID, createHash } from 'node:crypto';

/** Record ids: random UUIDs, so ids in URLs cannot be guessed or enumerated. */
export const newId = (): string => randomUUID();

/**
 * A record id derived from a client's idempotency key (and what it is scoped to), shaped like newId()'s UUIDs: the
 * same key always names the same record, so a repeated create meets the one it already made.
 */
export function idFromKey(scopedKey: string): string {
  const h = createHash('sha256').update(scopedKey).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** An unguessable token (base64url); `bytes` of entropy, 32 by default (256 bits). */
export const newSecretToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their SHA-256, so a table leak does not leak live tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
