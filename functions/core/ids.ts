import { randomBytes, randomUUID, createHash } from 'node:crypto';

/** Record ids: random UUIDs, so ids in URLs cannot be guessed or enumerated. */
export const newId = (): string => randomUUID();

/** An unguessable token (base64url); `bytes` of entropy, 32 by default (256 bits). */
export const newSecretToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their SHA-256, so a table leak does not leak live tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
