import type { Repositories } from './repositories.js';
import type { AppConfig } from './config.js';
import type {
  Clock,
  DatabaseMonitor,
  EmailSender,
  GoogleCalendarGateway,
  OutboundCaller,
  PhoneNumberProvider,
  RecordingStore,
  SecretCipher,
  SmsSender,
  VoiceSynthesizer,
  WorkflowRunner,
} from './ports.js';

/**
 * Everything domain code and handlers may use, built once per process by a composition root
 * (functions/local for the local server, functions/aws/composition.ts for Lambdas).
 */
export interface Services {
  config: AppConfig;
  /** The repositories (ports in core/repositories.ts), built once over the database client by the composition root. */
  repos: Repositories;
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
  now: Clock;
  /** Present where the process runs its own database (npm start): /api/health reports it, requests wait on it. */
  database?: DatabaseMonitor;
}
