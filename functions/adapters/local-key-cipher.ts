import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { SecretCipher } from '../core/google/ports.js';

const PREFIX = 'gcm1';

/** The context as GCM additional data: the same pairs in any order give the same bytes. */
const aad = (context: Record<string, string>) =>
  Buffer.from(JSON.stringify(Object.keys(context).sort().map((k) => [k, context[k]])), 'utf8');

/** AES-256-GCM with a key held in memory (locally: the key file under the data folder; in tests: random). */
export function aesGcmCipher(key: Buffer): SecretCipher {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes');
  return {
    async encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [PREFIX, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    async decrypt(ciphertext, context) {
      const [prefix, iv, tag, body] = ciphertext.split('.');
      if (prefix !== PREFIX || !iv || !tag || body === undefined) throw new Error('Not a ciphertext of this key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(aad(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** The local key: created once (32 random bytes, owner-only file) and kept with the data, like the token secret. */
export function localKeyFileCipher(file: string): SecretCipher {
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return aesGcmCipher(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
}
