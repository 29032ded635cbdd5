import type { CallEndedBy, CallLogOutcome, TranscriptEntry } from '../../contract/calls.js';
import type { AppointmentRecord } from '../appointments/model.js';
import type { OrderRecord } from '../orders/model.js';
import type { CustomerRecord } from '../customers/model.js';

export { CALL_LOG_OUTCOMES, type CallEndedBy, type CallLogOutcome, type TranscriptEntry } from '../../contract/calls.js';

/**
 * How a call ended. The call log records the phone-assistant issue's outcomes (answered, booked, ordered,
 * message, transferred, abandoned; `failed` when the call broke on our side), and `rescheduled` and `cancelled` for
 * a caller who moved or called off an appointment, and `unanswered` when every question the caller asked went unanswered
 * (nothing else done). `served` and `message_taken` are
 * the older, coarser names, still read. The dashboard's Success Rate is the share of a day's finished calls the
 * assistant handled itself: answered, booked, rescheduled, cancelled, ordered (and `served`); see `CallOutcomesRepository`.
 */
export const CALL_OUTCOMES = ['answered', 'booked', 'rescheduled', 'cancelled', 'ordered', 'message', 'transferred', 'unanswered', 'abandoned', 'failed', 'served', 'message_taken'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
/** Outcomes that count as served for the dashboard's Success Rate. */
export const SERVED_OUTCOMES: ReadonlySet<string> = new Set(['served', 'answered', 'booked', 'rescheduled', 'cancelled', 'ordered']);

/**
 * A call to (or placed by) the business's assistant. The phone-assistant issue writes these; the dashboard
 * reads them. Stored in the business partition under `CALL#<UTC ISO start>#<id>`, so a day is one Query.
 */
export interface CallRecord {
  id: string;
  business_id: string;
  /** UTC ISO instant with milliseconds (the sort key is built from it). */
  started_at: string;
  ended_at: string | null;
  direction: 'inbound' | 'outbound';
  caller_number: string | null;
  /** null while the call is still in progress. */
  outcome: CallOutcome | null;
  /** Who or what ended the call (absent on calls stored before it was kept). */
  ended_by?: CallEndedBy;
  /** A test call placed by the owner (test-call panel); it has the same effects as a real one. */
  is_test?: boolean;
  transcript?: TranscriptEntry[];
  duration_seconds?: number | null;
  /** UTC ISO instant of the last turn; an unfinished call quiet for long is shown as abandoned. */
  last_activity_at?: string;
  /** Optimistic-lock counter of the call session (one turn at a time). */
  version?: number;
  /** The caller left a message marked urgent (the call log's badge and its "Urgent messages" filter). */
  urgent?: boolean;
  [extra: string]: unknown;
}

/** A question a caller asked that the owner's data could not answer. */
export interface KnowledgeGapRecord {
  id: string;
  business_id: string;
  /** The caller's words. */
  question: string;
  call_id: string;
  is_test: boolean;
  /** UTC ISO instant. */
  created_at: string;
}

/** A message the phone assistant took for the owner. */
export interface MessageRecord {
  id: string;
  business_id: string;
  call_id: string;
  effect_key: string;
  is_test: boolean;
  name: string;
  phone_number: string;
  message: string;
  /** Marked urgent by the assistant for an urgent caller; absent on messages stored before the field (their text then
   * starts "URGENT: ", which message-urgency.ts still reads as urgent). */
  urgent?: boolean;
  reason: string;
  transfer_reason: string | null;
  intake: unknown;
  created_at: string;
}

/**
 * What a caller's turn writes besides the call itself, in the call's own transaction (repositories.ts `commitTurn`):
 * the records its effects create, so a turn that books, orders or takes a message is one write, and a turn that
 * lost its call to another turn (Lex retrying it) writes none of them.
 */
export interface TurnEffectWrites {
  /**
   * A booking: the appointment, numbered `appointment.number`, which the sequence must still be one short of (the
   * transaction moves it), or which was reserved on its own (`numberReserved`: after another booking took the one read).
   */
  booking?: { appointment: AppointmentRecord; codeHash: string; numberReserved?: boolean };
  /** A cancellation or a move: `before` as the turn read it (the write is refused if it changed), `after`, the slots. */
  change?: { before: AppointmentRecord; after: AppointmentRecord; diff: { acquire: string[]; release: string[] } };
  order?: OrderRecord;
  message?: MessageRecord;
  gaps: KnowledgeGapRecord[];
  /** The customer the contact names, as the turn read it (record null: none yet); absent: not read, indexed after. */
  customer?: { e164: string; record: CustomerRecord | null };
}

/** How a turn's write went: refused because another turn saved the call, a slot was taken, or the number was. */
export type TurnCommitOutcome =
  | { ok: true }
  | { ok: false; reason: 'call_moved' | 'number_taken' | 'too_big' | 'appointment_moved' }
  | { ok: false; reason: 'slots'; slots: string[] };

/** One page of the call log. */
export interface CallPageQuery {
  /** UTC ISO instants, [from, to). */
  fromIso?: string;
  toIso?: string;
  outcome?: CallLogOutcome;
  /** Only calls whose caller left an urgent message. */
  urgent?: boolean;
  /** Unfinished calls with no activity since this instant count as abandoned. */
  staleBeforeIso: string;
  /** The same for test calls (a shorter timeout: call-view.ts). */
  staleTestBeforeIso: string;
  limit: number;
  /** The previous page's `next` (`<started_at>#<id>`). */
  cursor?: string;
}
