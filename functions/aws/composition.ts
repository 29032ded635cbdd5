import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Services } from '../core/services.js';
import { parseConfig } from '../core/config.js';
import { createDb } from '../data/client.js';
import { sesEmailSender } from '../adapters/ses-email.js';
import { snsSmsSender } from '../adapters/sns-sms.js';
import { sfnWorkflowRunner } from '../adapters/sfn-workflows.js';

/**
 * The composition root of every Lambda: configuration from the environment (the token secret from
 * Secrets Manager, read once per cold start) and the real AWS adapters.
 */
export async function buildLambdaServices(env: NodeJS.ProcessEnv = process.env): Promise<Services> {
  let secret = env.TOKEN_SECRET;
  if (!secret && env.TOKEN_SECRET_ARN) {
    const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: env.TOKEN_SECRET_ARN }));
    secret = out.SecretString;
  }
  const config = parseConfig({ ...env, TOKEN_SECRET: secret });
  const stateMachines = env.STATE_MACHINE_ARNS ? (JSON.parse(env.STATE_MACHINE_ARNS) as Record<string, string>) : {};
  return {
    config,
    db: createDb({ tableName: config.TABLE_NAME }),
    email: sesEmailSender({ from: config.EMAIL_FROM }),
    sms: snsSmsSender(),
    workflows: sfnWorkflowRunner(stateMachines),
    now: () => new Date(),
  };
}
