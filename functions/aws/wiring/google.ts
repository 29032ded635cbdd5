import { lazyGoogleCalendarGateway } from '../../adapters/google-calendar-lazy.js';
import { kmsCipher } from '../../adapters/kms-cipher.js';
import { wiring } from '../composition.js';

/**
 * Google Calendar where lib/google-calendar.ts granted it (need 'google'): the OAuth client from Secrets Manager (read
 * on first use, so invocations that never touch the calendar pay nothing), tokens encrypted with the stage's KMS key.
 * Without those settings nothing is wired and calendar features answer that Google Calendar is not set up.
 */
export const googleCalendar = wiring('google', ({ config }) =>
  config.GOOGLE_OAUTH_SECRET_ARN && config.GOOGLE_TOKEN_KEY_ID
    ? {
        google: lazyGoogleCalendarGateway({ credentials: () => readGoogleClient(config.GOOGLE_OAUTH_SECRET_ARN!) }),
        secretCipher: kmsCipher(config.GOOGLE_TOKEN_KEY_ID),
      }
    : {},
);

/** The stage's Google OAuth client: a JSON secret {"client_id": "...", "client_secret": "..."} (docs/deploy.md). */
async function readGoogleClient(secretArn: string): Promise<{ clientId: string; clientSecret: string }> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  const parsed = JSON.parse(out.SecretString ?? '{}') as { client_id?: string; client_secret?: string };
  if (!parsed.client_id || !parsed.client_secret || parsed.client_id === 'REPLACE_ME') {
    throw new Error('The Google OAuth secret has no client_id/client_secret yet (see docs/deploy.md)');
  }
  return { clientId: parsed.client_id, clientSecret: parsed.client_secret };
}
