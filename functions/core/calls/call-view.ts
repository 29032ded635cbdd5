import type { CallLogOutcome, CallRecord } from './model.js';
import type { CallIntake, CallJson } from '../../contract/calls.js';

export type { CallJson };
import { recordingPrefixes } from './call-recordings.js';

/** An unfinished call with no turn for this long was left without a goodbye: the log shows it abandoned. */
export const STALE_CALL_MS = 15 * 60_000;
/**
 * A dashboard test call is the owner at the keyboard: five minutes without a turn means the tab was closed or left
 * (the panel's page-leave beacon cannot always be sent: a crash, a phone that killed the tab), so the log does not show
 * it "In progress" for a quarter of an hour.
 */
export const STALE_TEST_CALL_MS = 5 * 60_000;
/** How long `call` may go without a turn before it counts as left without a goodbye. */
export const staleAfterMs = (call: { is_test?: boolean | null }) => (call.is_test === true ? STALE_TEST_CALL_MS : STALE_CALL_MS);

/** What a call achieved, turn by turn; the outcome is read from it when the call ends. */
export type Achievement = 'booked' | 'moved' | 'cancelled' | 'ordered' | 'message' | 'transferred' | 'answered' | 'unanswered';

/**
 * The call log's outcome: something done for the caller (a booking, a move, an order, a cancellation) wins over a
 * hand-over, which wins over a message, which wins over answers. A call whose only questions went unanswered (each kept
 * as a knowledge gap) is `unanswered`: the caller asked and got nothing, which is neither served nor abandoned. A call
 * that achieved nothing at all was abandoned. A new
 * booking wins over a move, and both over a cancellation (a caller who called one off and booked another got a
 * booking; the summary line names both).
 */
export function outcomeOf(achieved: readonly Achievement[]): CallLogOutcome {
  const has = (a: Achievement) => achieved.includes(a);
  if (has('booked')) return 'booked';
  if (has('moved')) return 'rescheduled';
  if (has('ordered')) return 'ordered';
  if (has('cancelled')) return 'cancelled';
  if (has('transferred')) return 'transferred';
  if (has('message')) return 'message';
  if (has('answered')) return 'answered';
  if (has('unanswered')) return 'unanswered';
  return 'abandoned';
}

/** Older records used coarser names. */
function logOutcome(outcome: string | null | undefined): CallLogOutcome | null {
  if (!outcome) return null;
  if (outcome === 'served') return 'answered';
  if (outcome === 'message_taken') return 'message';
  if (outcome === 'failed') return 'abandoned';
  return outcome as CallLogOutcome;
}

const seconds = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/** A call as the API answers it; a call left unfinished for long reads as abandoned, ended at its last turn. */
export function callToJson(call: CallRecord, now: Date, withTranscript: boolean, recordingsLocation?: string): CallJson {
  let ended = call.ended_at;
  let outcome = logOutcome(call.outcome);
  const last = call.last_activity_at ?? call.started_at;
  if (!ended && now.getTime() - Date.parse(last) > staleAfterMs(call)) {
    ended = last;
    outcome = outcome ?? 'abandoned';
  }
  // Where the call's audio is expected (its start day's prefix); null when it has none.
  const location = recordingPrefixes(call, recordingsLocation)[0] ?? null;
  const json: CallJson = {
    id: call.id,
    direction: call.direction,
    is_test: call.is_test === true,
    caller_number: call.caller_number,
    dialed_number: (call.dialed_number as string | null | undefined) ?? null,
    started_at: call.started_at,
    ended_at: ended,
    duration_seconds: ended ? (call.ended_at ? (call.duration_seconds ?? seconds(call.started_at, ended)) : seconds(call.started_at, ended)) : null,
    outcome: ended ? outcome : null,
    // A call closed as stale when read (not stored ended yet) was ended by nobody's goodbye.
    ended_by: ended ? (call.ended_by ?? (call.ended_at ? null : 'no_reply')) : null,
    status: ended ? 'ended' : 'in_progress',
    summary: (call.summary as string | null | undefined) ?? null,
    transfer_to: (call.transfer_to as string | null | undefined) ?? null,
    urgent: call.urgent === true,
    recording_location: location,
    // Plays through the calls API, which answers a short-lived link to the audio (GET /api/calls/{id}/recording).
    recording_url: location ? `/api/calls/${encodeURIComponent(call.id)}/recording` : null,
    turn_count: (call.turn_count as number | undefined) ?? 0,
  };
  if (withTranscript) {
    json.transcript = call.transcript ?? [];
    json.intake = Array.isArray(call.intake_answers) ? (call.intake_answers as CallIntake[]) : [];
  }
  return json;
}
