import type { CallState, TurnResult } from '../../assistant/index.js';
import { AppError } from '../errors.js';
import type { Services } from '../services.js';
import type { AssistantPatch, BusinessPatch } from '../business/update.js';
import type { CallsRepository } from '../repositories.js';
import type { CallEndedBy, CallRecord } from './model.js';
import type { CallIntake } from '../../contract/calls.js';
import { STALE_TEST_CALL_MS, outcomeOf, staleAfterMs, type Achievement } from './call-view.js';
import { callInsight, summaryLine, tallyOf, type CallRevenue, type UnplacedOrderLine } from './call-tally.js';
import { zoneOf } from '../appointments/zone.js';

/*
 * Ending a call, apart from the dialog engine (call-session-service.ts runs it): the readers of the figures (reports,
 * the daily summary) close stale calls before they read, and importing this instead of the call sessions keeps the
 * engine (~250 KB bundled: chrono-node, fuse.js, minisearch) out of their Lambdas (issue 15). Only types come from
 * the engine here.
 */

/** The session state kept on the call record between turns. */
export interface Session {
  call_state: CallState;
  achieved: Achievement[];
  /** Effect keys already carried out: a retried turn never books or texts twice. */
  effects_done: Record<string, string>;
  /** Keys being carried out by the turn that claimed the call. */
  pending_effects?: string[];
  assistant_overrides?: AssistantPatch | null;
  business_overrides?: BusinessPatch | null;
  /** What the call's bookings and orders were worth (for the day's counters). */
  revenue?: CallRevenue[];
  /** The business's zone when the call started: the day and hour it is counted under. */
  time_zone?: string;
  /** The owner's FAQ questions the call was answered from, in the order asked: its summary names them. */
  asked_faqs?: string[];
  /** Intake answers collected in the call (with the assistant's notes), shown with its transcript. */
  intake_answers?: CallIntake[];
  /** The order being built as the last turn ended, by item name: the summary names it when the call ends unplaced. */
  order_unplaced?: UnplacedOrderLine[];
}
export type SessionCall = CallRecord & Session;

export const busyCall = () => new AppError('conflict', 'Another turn of this call is being answered; send the next one after its reply.');

/** DynamoDB's marshaller refuses undefined values. */
export function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Marks `call` ended at `endedAt` by `endedBy`, with its outcome, summary line and insight, read from what happened in it. */
export function finishCall(call: SessionCall, result: TurnResult | null, endedAt: string, endedBy: CallEndedBy): void {
  call.ended_at = endedAt;
  call.ended_by = endedBy;
  call.duration_seconds = Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(call.started_at)) / 1000));
  call.outcome = outcomeOf(call.achieved ?? []);
  if (result?.action === 'transfer' && result.transfer_to) call.transfer_to = result.transfer_to;
  // Every ended call gets a summary line and its insight, read from what happened in it.
  const insight = callInsight(call);
  call.insight = insight;
  call.summary = summaryLine(call, Object.values(call.effects_done ?? {}), insight);
}

/** What an ended call adds to its day's counters (written in the same transaction as the call). */
export function callTally(call: SessionCall) {
  const insight = (call.insight as ReturnType<typeof callInsight> | undefined) ?? callInsight(call);
  const intents = [...insight.intents];
  return tallyOf(call, call.revenue ?? [], call.time_zone ?? zoneOf({ time_zone: null }), intents);
}

/**
 * A test call with no caller turn: the owner hung up, or replaced it ("Call again", "Call with this caller ID"),
 * before saying anything. Nobody abandoned it, so it is not logged as abandoned, nor counted in the reports or
 * Insights. A real call with no caller turn is a caller who hung up during the greeting, and stays abandoned.
 */
export function isUnspokenTestCall(call: SessionCall): boolean {
  return call.is_test === true && !(call.transcript ?? []).some((line) => line.speaker === 'caller') && !((call.turn_count as number | undefined) ?? 0);
}

/** How a removed test call is answered: ended, with no outcome (the panel then says nothing was logged). */
const unlogged = (call: SessionCall, endedAt: string): SessionCall => ({ ...call, ended_at: endedAt, duration_seconds: 0, outcome: null });

/** Ends calls: one on request (the caller hung up, the owner closed the test call) or the stale ones of a business. */
export class CallCloser {
  private readonly calls: CallsRepository;

  constructor(private readonly services: Services) {
    this.calls = services.repos.calls;
  }

  /**
   * The owner ends their test call (Hang up, closing the panel, or replacing it with "Call again" / "Call with this
   * caller ID"). One they ended before saying anything is not logged at all (`isUnspokenTestCall`): it is removed
   * and answered ended with no outcome. One left quiet past the timeout was already shown abandoned, and stays so.
   */
  async endByOwner(call: SessionCall): Promise<SessionCall> {
    if (call.ended_at || this.isStale(call) || !isUnspokenTestCall(call)) return this.end(call, 'owner');
    if (!(await this.calls.discard(call, call.version ?? 1))) return this.endedMeanwhile(call);
    return unlogged(call, this.services.now().toISOString());
  }

  /**
   * Ends `call` now, by `endedBy`, or at its last turn when it went quiet past the timeout (then by nobody: `no_reply`);
   * an ended call is answered as it is.
   */
  async end(call: SessionCall, endedBy: CallEndedBy): Promise<SessionCall> {
    if (call.ended_at) return call;
    const nowIso = this.services.now().toISOString();
    const stale = this.isStale(call);
    const endedAt = stale ? (call.last_activity_at ?? call.started_at) : nowIso;
    const version = call.version ?? 1;
    const next: SessionCall = { ...call, version: version + 1 };
    finishCall(next, null, endedAt, stale ? 'no_reply' : endedBy);
    if (!(await this.calls.saveVersioned(stripUndefined(next), version, callTally(next)))) return this.endedMeanwhile(call);
    return next;
  }

  /** The call as another write left it, when that write ended it; else a turn is under way. */
  private async endedMeanwhile(call: SessionCall): Promise<SessionCall> {
    const fresh = (await this.calls.getById(call.id)) as SessionCall | null;
    if (fresh?.ended_at) return fresh;
    // Gone: another end (the panel's hang-up and its page-leave beacon) removed it as unspoken.
    if (!fresh && isUnspokenTestCall(call)) return unlogged(call, this.services.now().toISOString());
    throw busyCall();
  }

  private isStale(call: SessionCall): boolean {
    return this.services.now().getTime() - Date.parse(call.last_activity_at ?? call.started_at) > staleAfterMs(call);
  }

  /**
   * Closes the business's calls left open past the timeout as abandoned (ended at their last turn), counting them.
   * Run by every reader of the figures (reports, insights, the daily summary) before it reads: a check on read over
   * the open-call pointers, which are few, instead of a timer per call. Answers how many it closed.
   */
  async closeStale(businessId: string): Promise<number> {
    const now = this.services.now().getTime();
    let closed = 0;
    // Not quiet for long enough yet, judging by its start: no need to read it. The others are read together.
    // (The shorter timeout, a test call's: whether it is one is read with the call.)
    const candidates = (await this.calls.openCalls(businessId)).filter((open) => now - Date.parse(open.started_at) > STALE_TEST_CALL_MS);
    const calls = (await Promise.all(candidates.map((open) => this.calls.getById(open.call_id)))) as Array<SessionCall | null>;
    for (const call of calls) {
      if (!call || call.ended_at) continue;
      if (now - Date.parse(call.last_activity_at ?? call.started_at) <= staleAfterMs(call)) continue;
      try {
        await this.end(call, 'no_reply');
        closed++;
      } catch (error) {
        // A turn arrived meanwhile: the call is alive after all.
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
      }
    }
    return closed;
  }
}
