import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { aesGcmCipher, localKeyFileCipher } from '../../../functions/adapters/local-key-cipher.js';
import { kmsCipher } from '../../../functions/adapters/kms-cipher.js';

describe('token encryption at rest', () => {
  it('local AES-GCM: round trip, bound to its context, tampering detected', async () => {
    const cipher = aesGcmCipher(randomBytes(32));
    const sealed = await cipher.encrypt('{"refresh_token":"1//0g"}', { business_id: 'b1' });
    expect(sealed).not.toContain('refresh_token');
    expect(await cipher.decrypt(sealed, { business_id: 'b1' })).toBe('{"refresh_token":"1//0g"}');
    // Copied onto another business, the tokens do not decrypt.
    await expect(cipher.decrypt(sealed, { business_id: 'b2' })).rejects.toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('x' + Buffer.from(parts[3]!, 'base64url').toString('latin1').slice(1), 'latin1').toString('base64url');
    await expect(cipher.decrypt(parts.join('.'), { business_id: 'b1' })).rejects.toThrow();
  });

  it('the local key file is created once, owner-only, and reused', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gcal-key-')), 'google-token-key');
    const sealed = await localKeyFileCipher(file).encrypt('secret', { business_id: 'b1' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    expect(await localKeyFileCipher(file).decrypt(sealed, { business_id: 'b1' })).toBe('secret');
  });

  it('KMS: Encrypt and Decrypt with the key id and the business as encryption context', async () => {
    const kms = mockClient(KMSClient);
    kms.on(EncryptCommand).resolves({ CiphertextBlob: new Uint8Array([1, 2, 3]) });
    kms.on(DecryptCommand).resolves({ Plaintext: new TextEncoder().encode('tokens') });
    const cipher = kmsCipher('arn:aws:kms:us-east-1:111122223333:key/k1', new KMSClient({ region: 'us-east-1' }));
    const sealed = await cipher.encrypt('tokens', { business_id: 'b1' });
    expect(sealed).toBe('kms1.AQID');
    expect(await cipher.decrypt(sealed, { business_id: 'b1' })).toBe('tokens');
    const enc = kms.commandCalls(EncryptCommand)[0]!.args[0].input;
    expect(enc).toMatchObject({ KeyId: 'arn:aws:kms:us-east-1:111122223333:key/k1', EncryptionContext: { business_id: 'b1' } });
    expect(kms.commandCalls(DecryptCommand)[0]!.args[0].input).toMatchObject({ EncryptionContext: { business_id: 'b1' } });
    kms.restore();
  });
});
