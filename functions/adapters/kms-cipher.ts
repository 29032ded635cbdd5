import type { KMSClient } from '@aws-sdk/client-kms';
import type { SecretCipher } from '../core/google/ports.js';

const PREFIX = 'kms1';

/**
 * KMS Encrypt/Decrypt with the stage's key (tokens are far below KMS's 4 KB limit, so no envelope is needed).
 * The encryption context (the business id) is bound to the ciphertext and appears in CloudTrail.
 */
export function kmsCipher(keyId: string, given?: KMSClient): SecretCipher {
  // The SDK is imported and the client made on the first token encrypted or read, not at cold start.
  let client = given;
  const kms = async () => {
    const sdk = await import('@aws-sdk/client-kms');
    client ??= new sdk.KMSClient({});
    return { client, sdk };
  };
  return {
    async encrypt(plaintext, context) {
      const { client, sdk: { EncryptCommand } } = await kms();
      const out = await client.send(
        new EncryptCommand({ KeyId: keyId, Plaintext: Buffer.from(plaintext, 'utf8'), EncryptionContext: context }),
      );
      if (!out.CiphertextBlob) throw new Error('KMS answered no ciphertext');
      return `${PREFIX}.${Buffer.from(out.CiphertextBlob).toString('base64')}`;
    },
    async decrypt(ciphertext, context) {
      const [prefix, body] = ciphertext.split('.');
      if (prefix !== PREFIX || !body) throw new Error('Not a KMS ciphertext');
      const { client, sdk: { DecryptCommand } } = await kms();
      const out = await client.send(
        new DecryptCommand({ KeyId: keyId, CiphertextBlob: Buffer.from(body, 'base64'), EncryptionContext: context }),
      );
      if (!out.Plaintext) throw new Error('KMS answered no plaintext');
      return Buffer.from(out.Plaintext).toString('utf8');
    },
  };
}
