import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppConfig } from './config.js';
import type { PhoneNumberProvider } from './phone-numbers/provider.js';
import type { OutboundCaller, VoiceSynthesizer } from './calls/test-call-media.js';
import type { RecordingStore } from './calls/call-recordings.js';
import type { GoogleCalendarGateway, SecretCipher } from './google/ports.js';

/** An email as the product sends it; SES in AWS, the SES emulator locally. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** A text message; SNS in AWS, the local outbox table locally. */
export interface SmsMessage {
  to: string;
  body: string;
}
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Starts and stops Step Functions executions (the AWS control plane, or the local ASL runner). */
export interface WorkflowRunner {
  start(workflow: string, input: Record<string, unknown>, executionName?: string): Promise<{ executionId: string }>;
  stop(executionId: string): Promise<void>;
}

/**
 * The database's health as the process sees it: the local server supervises DynamoDB Local and restarts it; in AWS
 * there is nothing to supervise and no monitor. `check` also asks the database itself when it should be up.
 */
export interface DatabaseMonitor {
  state(): 'up' | 'restarting' | 'down';
  check(): Promise<'up' | 'restarting' | 'down' | 'not_answering'>;
}

export interface Db {
  doc: DynamoDBDocumentClient;
  tableName: string;
}

/**
 * Everything domain code and handlers may use, built once per process by a composition root
 * (functions/local for the local server, functions/aws/composition.ts for Lambdas).
 */
export interface Services {
  config: AppConfig;
  db: Db;
  email: EmailSender;
  sms: SmsSender;
  workflows: WorkflowRunner;
  /** Assistant phone numbers: Amazon Connect in AWS, the local pool of fictional 555-01xx numbers locally. */
  phoneNumbers: PhoneNumberProvider;
  /** 'Call Me Now': Amazon Connect outbound calls in AWS; locally none (the browser call panel instead). */
  outboundCaller: OutboundCaller;
  /** 'AI Voice Preview': Amazon Polly in AWS; locally none (the browser's speech synthesis instead). */
  voice: VoiceSynthesizer;
  /** Call recordings: Amazon Connect's, in S3, in AWS; none locally (calls keep their transcript only). */
  recordings: RecordingStore;
  /**
   * Google Calendar: the official clients against Google in AWS, against the local stand-in locally. Absent when
   * no OAuth client is configured: calendar features then answer that Google Calendar is not set up.
   */
  google?: GoogleCalendarGateway;
  /** Encrypts the Google tokens at rest: KMS in AWS, a local AES-GCM key under the data folder locally. */
  secretCipher?: SecretCipher;
  /** Injected so tests can move time; domain code never calls Date.now() directly. */
  now: () => Date;
  /** Present where the process runs its own database (npm start): /api/health reports it, requests wait on it. */
  database?: DatabaseMonitor;
}
