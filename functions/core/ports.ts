import type { Voice } from './assistant/settings.js';

/**
 * The interfaces of everything outside the domain: email, SMS, workflows, phone calls and voices, recordings, phone
 * numbers, Google Calendar, the clock. The composition roots (functions/local/, functions/aws/composition.ts) choose the
 * implementations; functions/adapters/ holds the AWS and local ones.
 */

export type { AvailablePhoneNumber, ClaimResult, PhoneNumberProvider } from './phone-numbers/provider.js';
export type {
  GoogleBusy,
  GoogleCalendarClient,
  GoogleCalendarEntry,
  GoogleCalendarGateway,
  GoogleEventInput,
  GoogleFailure,
  GoogleTokens,
  SecretCipher,
} from './google/ports.js';

/** Injected so tests can move time; domain code never calls Date.now() directly. */
export type Clock = () => Date;

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
  /**
   * The id the execution of `workflow` named `executionName` has, known before it is started (Step Functions: the
   * state machine's ARN and the name), so the write that schedules it can name it; null when this runner cannot tell.
   */
  executionId(workflow: string, executionName: string): string | null;
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

/**
 * 'Call Me Now' and 'AI Voice Preview': Amazon Connect and Amazon Polly in AWS, the browser locally
 * (see core/calls/test-call-media.ts).
 */
export interface OutboundCallRequest {
  businessId: string;
  /** The phone to ring (E.164). */
  destination: string;
  /** The business's linked assistant number (E.164), the caller ID of the call; null when none is linked yet. */
  source: string | null;
}

export interface OutboundCaller {
  /**
   * Places a real call to `destination` that runs the assistant; null when this deployment cannot place calls
   * (locally), in which case the web opens the browser call panel.
   */
  call(request: OutboundCallRequest): Promise<{ contactId: string } | null>;
}

export interface SpeechRequest {
  voice: Voice;
  text: string;
}

export interface VoiceSynthesizer {
  /** Audio of `text` in `voice`; null when the browser speaks it (locally). */
  synthesize(request: SpeechRequest): Promise<{ contentType: string; audio: Uint8Array } | null>;
}

/**
 * Where a phone call's audio is. Amazon Connect writes a recording to
 * `<CALL_RECORDINGS_LOCATION>YYYY/MM/DD/<contact id>_<timestamp>_UTC.wav` once the call ends; test calls in the
 * browser and calls on one machine have no audio, only the transcript.
 */
export interface RecordingStore {
  /**
   * A short-lived URL that plays the first recording whose key starts with one of `prefixes` (s3://bucket/key-prefix),
   * or null when none is stored (yet).
   */
  playbackUrl(prefixes: readonly string[]): Promise<string | null>;
  /** Deletes every recording whose key starts with one of `prefixes` (account deletion); none stored is fine. */
  remove?(prefixes: readonly string[]): Promise<void>;
}
