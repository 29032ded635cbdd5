/**
 * What crosses the wire for /api/calls and /api/test-calls: the call log's outcomes, a call as the API answers it, and
 * its transcript. Imported by the API and the web (web/ by relative path); it imports nothing outside
 * functions/contract/.
 */

import type { Voice } from './assistant-configurations.js';

/**
 * The outcomes the call log shows and filters by. The phone-assistant issue's six (answered, booked, ordered, message,
 * transferred, abandoned), with `rescheduled` and `cancelled` for a caller who moved or called off an appointment: that
 * is something done for the caller, and neither "Booked" (nothing new was booked) nor "Answered" says it; and
 * `unanswered` for a call whose every question went unanswered (knowledge gaps kept for the owner, nothing booked,
 * ordered, handed over or left as a message): "Answered" would read as served, "Abandoned" as a caller who gave up.
 */
export const CALL_LOG_OUTCOMES = ['answered', 'booked', 'rescheduled', 'cancelled', 'ordered', 'message', 'transferred', 'unanswered', 'abandoned'] as const;
export type CallLogOutcome = (typeof CALL_LOG_OUTCOMES)[number];
/**
 * Who or what ended a call: the assistant (its goodbye, or a hand-over), the caller hanging up, the owner ending their
 * test call in the panel, or nobody (no turn for long: `no_reply`). null on calls stored before it was kept, and while
 * a call is in progress.
 */
export const CALL_ENDERS = ['assistant', 'caller', 'owner', 'no_reply'] as const;
export type CallEndedBy = (typeof CALL_ENDERS)[number];
/** One line of a call's transcript. */
export interface TranscriptEntry {
  speaker: 'assistant' | 'caller';
  text: string;
  /** UTC ISO instant. */
  at: string;
  /** The assistant's action after this line (assistant lines only). */
  action?: string;
  intent?: string;
  transfer_to?: string;
  /** The owner's records the facts of this line came from (assistant lines only). */
  sources?: Array<{ kind: string; id: string }>;
  /** How the assistant read the caller's turn this line answers. */
  understood?: { intent: string; act: string; confidence: number };
}

/**
 * What an intake scenario collected during a call, for the owner: each answer as the caller said it, and a `note`
 * where it did not look like what was asked even when asked again (the assistant kept it rather than loop).
 */
export interface CallIntake {
  /** The scenario's trigger ("Caller wants a color consultation"). */
  trigger: string;
  answers: Array<{ question: string; answer: string; note?: string }>;
}

export interface CallJson {
  id: string;
  direction: 'inbound' | 'outbound';
  is_test: boolean;
  caller_number: string | null;
  dialed_number: string | null;
  started_at: string;
  ended_at: string | null;
  duration_seconds: number | null;
  /** null while the call is in progress. */
  outcome: CallLogOutcome | null;
  ended_by: CallEndedBy | null;
  status: 'in_progress' | 'ended';
  summary: string | null;
  /** The caller left a message the assistant marked urgent. */
  urgent: boolean;
  transfer_to: string | null;
  /** Plays the audio recording (Amazon Connect, in AWS) through GET /api/calls/{id}/recording; null without one. */
  recording_url: string | null;
  /**
   * Where Amazon Connect put the call's audio (s3://<bucket>/CallRecordings/YYYY/MM/DD/<contact id>_, the key's
   * prefix) for calls that came through Connect while recordings are configured; null otherwise (test calls in the
   * browser, the terminal caller, one machine).
   */
  recording_location: string | null;
  turn_count: number;
  transcript?: TranscriptEntry[];
  /** With the transcript only: the intake answers collected in the call, in the order they were; [] when none. */
  intake?: CallIntake[];
}

/** GET /api/calls/{id} and the test call's end: the call with its transcript, in the business's zone. */
export type CallDetail = CallJson & { transcript: TranscriptEntry[]; time_zone?: string };

/** One page of GET /api/calls. */
export interface CallPage {
  calls: CallJson[];
  next_cursor: string | null;
  time_zone: string;
}

/** What the assistant does after a line: go on, transfer to the owner's number, take a message, or hang up. */
export const CALL_ACTIONS = ['continue', 'transfer', 'message', 'hangup'] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];

/** What starting a call or a turn answers (spec of the test-call API). */
export interface TurnReply {
  say: string;
  action: CallAction;
  transfer_to?: string;
  ended: boolean;
}
export interface StartReply extends TurnReply {
  id: string;
}

/** 'Call Me Now': locally the browser call panel opens ('browser'); in AWS Amazon Connect rings the owner ('phone'). */
export type CallMeReply = { mode: 'phone'; contact_id: string; phone_number: string } | { mode: 'browser'; phone_number: string };
/** 'AI Voice Preview': locally the browser speaks `text`; in AWS Amazon Polly's audio comes back. */
export type VoicePreviewReply =
  | { mode: 'polly'; content_type: string; audio_base64: string; text: string; voice: Voice }
  | { mode: 'browser'; text: string; voice: Voice };

/** Longest text the preview speaks (Polly bills by character; a greeting is a sentence or two). */
export const MAX_PREVIEW_TEXT = 500;
