import type { Services } from '../core/services.js';
import type { WorkflowRunner } from '../core/ports.js';
import { parseConfig, type AppConfig } from '../core/config.js';
import { createDb, type Db } from '../data/client.js';
import { createRepositories } from '../data/repositories.js';
import { sesEmailSender } from '../adapters/ses-email.js';
import { outboxSmsSender } from '../adapters/outbox-sms.js';
import { localPhonePool } from '../adapters/local-phone-pool.js';
import { browserOutboundCaller, browserVoiceSynthesizer } from '../adapters/browser-media.js';
import { noRecordings } from '../core/calls/call-recordings.js';
import { localClock } from './clock.js';
import type { GoogleCalendarGateway, SecretCipher } from '../core/google/ports.js';

export interface LocalConfigOptions {
  tableName: string;
  tokenSecret: string;
  publicBaseUrl: string;
  env?: Record<string, string | undefined>;
}

/** The local configuration, parsed once before anything starts: a bad setting stops the start before DynamoDB Local runs. */
export function localConfig(options: LocalConfigOptions): AppConfig {
  return parseConfig({
    ...(options.env ?? {}),
    STAGE: 'local',
    TABLE_NAME: options.tableName,
    TOKEN_SECRET: options.tokenSecret,
    PUBLIC_BASE_URL: options.publicBaseUrl,
  });
}

export interface LocalServiceOptions {
  config: AppConfig;
  dynamoEndpoint: string;
  sesEndpoint: string;
  workflows?: WorkflowRunner;
  now?: () => Date;
  /** The official Google clients pointed at the local stand-in (start.ts), and the local token key. */
  google?: GoogleCalendarGateway;
  secretCipher?: SecretCipher;
}

/** Workflows are registered by the local server once their definitions exist; until then starting one is an error. */
export const noWorkflows: WorkflowRunner = {
  executionId: () => null,
  async start(workflow) {
    throw new Error(`No local runner is registered for workflow '${workflow}'`);
  },
  async stop() {},
};

/**
 * The composition root's local half: the same services as in AWS, with the edges on local stand-ins. The database
 * client rides along for the local runner's own records (local-workflows.ts); the domain never sees it.
 */
export function buildLocalServices(options: LocalServiceOptions): Services & { db: Db; outbox: ReturnType<typeof outboxSmsSender> } {
  const { config } = options;
  const db = createDb({ tableName: config.TABLE_NAME, endpoint: options.dynamoEndpoint });
  const now = options.now ?? localClock(config.CLOCK_START);
  const outbox = outboxSmsSender(db, now);
  return {
    config,
    db,
    repos: createRepositories(db),
    email: sesEmailSender({ from: config.EMAIL_FROM, endpoint: options.sesEndpoint }),
    sms: outbox,
    outbox,
    workflows: options.workflows ?? noWorkflows,
    phoneNumbers: localPhonePool(() => db),
    outboundCaller: browserOutboundCaller,
    voice: browserVoiceSynthesizer,
    recordings: noRecordings,
    google: options.google,
    secretCipher: options.secretCipher,
    now,
  };
}
