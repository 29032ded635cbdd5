import type { Services } from '../core/services.js';
import { parseConfig } from '../core/config.js';
import { createDb } from '../data/client.js';
import { createRepositories } from '../data/repositories.js';
import { sesEmailSender } from '../adapters/ses-email.js';
import { snsSmsSender } from '../adapters/sns-sms.js';
import { sfnWorkflowRunner } from '../adapters/sfn-workflows.js';
import { connectPhoneNumbers } from '../adapters/connect-phone-numbers.js';
import { localPhonePool } from '../adapters/local-phone-pool.js';
import { connectOutboundCaller } from '../adapters/connect-outbound-caller.js';
import { pollyVoiceSynthesizer } from '../adapters/polly-voice.js';
import { browserOutboundCaller } from '../adapters/browser-media.js';
import { s3RecordingStore } from '../adapters/s3-recordings.js';
import { lazyGoogleCalendarGateway } from '../adapters/google-calendar-lazy.js';
import { kmsCipher } from '../adapters/kms-cipher.js';

/**
 * The composition root of every Lambda: configuration from the environment (the token secret from
 * Secrets Manager, read once per cold start) and the real AWS adapters.
 */
export async function buildLambdaServices(env: NodeJS.ProcessEnv = process.env, options: { tokenSecret?: boolean } = {}): Promise<Services> {
  let secret = env.TOKEN_SECRET;
  if (options.tokenSecret !== false && !secret && env.TOKEN_SECRET_ARN) {
    // Imported here, not at the top: only a cold start with a secret ARN needs this client.
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: env.TOKEN_SECRET_ARN }));
    secret = out.SecretString;
  }
  const config = options.tokenSecret === false ? parseConfig(env, { tokenSecret: false }) : parseConfig({ ...env, TOKEN_SECRET: secret });
  const db = createDb({ tableName: config.TABLE_NAME });
  return {
    config,
    repos: createRepositories(db),
    email: sesEmailSender({ from: config.EMAIL_FROM, configurationSet: config.SES_CONFIGURATION_SET }),
    sms: snsSmsSender(undefined, { originationNumber: config.SMS_ORIGINATION_NUMBER }),
    workflows: sfnWorkflowRunner(config.STATE_MACHINE_ARNS),
    // Until the telephony stack provides a Connect instance, a stage hands out the fictional pool's numbers.
    phoneNumbers: config.CONNECT_INSTANCE_ARN
      ? connectPhoneNumbers({ instanceArn: config.CONNECT_INSTANCE_ARN, contactFlowId: config.CONNECT_CONTACT_FLOW_ID })
      : localPhonePool(() => db),
    // 'Call Me Now' rings the owner through the assistant's contact flow once telephony is deployed (lib/telephony.ts).
    outboundCaller:
      config.CONNECT_INSTANCE_ARN && config.CONNECT_CONTACT_FLOW_ID
        ? connectOutboundCaller({ instanceArn: config.CONNECT_INSTANCE_ARN, contactFlowId: config.CONNECT_CONTACT_FLOW_ID })
        : browserOutboundCaller,
    voice: pollyVoiceSynthesizer(),
    recordings: s3RecordingStore(),
    // Google Calendar where lib/google-calendar.ts granted it: the OAuth client from Secrets Manager (read on first
    // use, so functions that never touch the calendar pay nothing), tokens encrypted with the stage's KMS key.
    ...(config.GOOGLE_OAUTH_SECRET_ARN && config.GOOGLE_TOKEN_KEY_ID
      ? {
          google: lazyGoogleCalendarGateway({ credentials: () => readGoogleClient(config.GOOGLE_OAUTH_SECRET_ARN!) }),
          secretCipher: kmsCipher(config.GOOGLE_TOKEN_KEY_ID),
        }
      : {}),
    now: () => new Date(),
  };
}

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
