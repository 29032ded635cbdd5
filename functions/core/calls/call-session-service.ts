import { DateTime } from 'luxon';
import type { CalendarPort, Effect, EngineContext, TurnResult } from '../../assistant/index.js';
import type { CallerInput } from '../../assistant/hearing.js';
import type { Interpreter } from '../../assistant/interpreter.js';
import { AppError, notFound, validationList } from '../errors.js';
import { IDEMPOTENCY_KEY_SHAPE } from '../../contract/appointments.js';
import { toE164 } from '../phone.js';
import type { Services } from '../services.js';
import { BusinessService } from '../business/business-service.js';
import { parseOrThrow } from '../validation.js';
import { NESTED_LISTS, sortNested, type BusinessAggregate, type NestedListName, type NestedRecords } from '../business/aggregate.js';
import { planBusinessUpdate, type AssistantPatch, type BusinessPatch } from '../business/update.js';
import { businessIdForDialedNumber } from '../phone-numbers/phone-number-service.js';
import type { TranscriptEntry, TurnEffectWrites } from './model.js';
import type { CustomerRecord } from '../customers/model.js';
import type { AppointmentRecord } from '../appointments/model.js';
import { newId } from '../ids.js';
import { GoogleCalendarService } from '../google/calendar-service.js';
import { staleAfterMs, callToJson, type Achievement, type CallJson } from './call-view.js';
import { CallEffects, EffectFailure, transferSetupOf, type EffectDone } from './effects.js';
import { CallCloser, busyCall, callTally, finishCall, stripUndefined, type SessionCall } from './call-closer.js';
import type { CallRevenue, UnplacedOrderLine } from './call-tally.js';
import { splitVariantRecordId } from '../../contract/businesses.js';
import { zoneOf } from '../appointments/zone.js';
import { TurnCalendar, type AheadReads, type CalendarVersions } from './turn-calendar.js';
import { dialogEngine, preloadDialogEngine, type DialogEngine } from './dialog-engine.js';
import { assistantPatchSchema, businessPatchSchema, inboundCallSchema, startTestCallSchema, turnSchema } from './schemas.js';
import { log, METRIC } from '../log.js';
import type { CallIntake, StartReply, TurnReply } from '../../contract/calls.js';
import type { CallsRepository } from '../repositories.js';

/** The engine never books further out than this; the calendar it is given reaches as far. */
const HORIZON_DAYS = 60;
/** A call longer than this many caller turns is ended politely (a runaway script, a stuck microphone). */
export const MAX_CALLER_TURNS = 150;
const TOO_LONG = "I'm sorry, this call has gone on for too long. Please call us again if you need anything else. Goodbye.";

/**
 * Who drives a call reached by its dialed number: the telephony side itself (the Connect code hook, or the local
 * terminal caller holding the server's dev token) may drive any call; a signed-in owner only calls to their business.
 */
export type CallAccess = { kind: 'trusted' } | { kind: 'owner'; userId: string };
const TRUSTED: CallAccess = { kind: 'trusted' };

export type { StartReply, TurnReply };

/**
 * What a phone turn knows before it reads anything, carried from turn to turn by the Lex session: the business's
 * time zone (to read a day the caller names), the local days the last turn discussed, the caller's number. With it
 * the turn reads those days and the caller's appointments in its first round trip, beside the call and the versions.
 * Only a hint: a wrong one costs a read, never a wrong answer.
 */
export interface TurnAhead {
  zone?: string | null;
  days?: string[];
  caller?: string | null;
  /** The appointment the last turn offered to cancel or move (its id): read beside the call, for the turn that does it. */
  appointment?: string | null;
  /**
   * The versions of the business the last turn spoke from: a process holding an older copy (another process has
   * answered this call since a save) reads the business beside the call instead of after its versions.
   */
  business?: BusinessVersions | null;
}

/** The root's and the assistant's versions: together they move with every save of the business. */
export interface BusinessVersions {
  root: number;
  assistant: number;
}

const endedCall = () => new AppError('conflict', 'This call has ended.');

/**
 * A phone call with the assistant, turn by turn, through the one dialog engine: test calls from the owner's
 * browser and calls that reach the business by its dialed number (the terminal caller; Connect in AWS uses
 * the same engine through the Lex code hook). Every call is stored with its transcript and outcome.
 */
export class CallSessionService {
  private readonly calls: CallsRepository;
  private readonly businesses: BusinessService;
  private readonly effects: CallEffects;
  private readonly closer: CallCloser;

  /**
   * `interpreter`: a second opinion on phone turns the local understanding reads poorly (the Lex code hook in AWS).
   * `engine`: the dialog engine, where the Lambda bundles it with its entry (the code hook: every request is a turn);
   * without it, the engine is imported on the first start or turn (dialog-engine.ts: the test-calls group's other
   * routes never load it).
   */
  constructor(
    private readonly services: Services,
    private readonly options: { interpreter?: Interpreter; engine?: DialogEngine } = {},
  ) {
    this.calls = services.repos.calls;
    this.businesses = new BusinessService(services);
    this.effects = new CallEffects(services);
    this.closer = new CallCloser(services);
  }

  // ---------------------------------------------------------------- test calls (the owner)

  /**
   * POST /test-calls. With an idempotency key (one per click of the panel), a start repeated by a double click or a
   * retry answers the call the first one began, its greeting as it was: one call in the log, one greeting.
   */
  async startTestCall(userId: string, body: unknown, idempotencyKey?: string): Promise<StartReply> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_SHAPE.test(idempotencyKey)) {
      throw validationList(['Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores']);
    }
    const input = parseOrThrow(startTestCallSchema, body ?? {});
    const agg = await this.businesses.loadOwned(userId);
    if (idempotencyKey !== undefined) {
      const earlier = await this.calls.callIdOfStartKey(agg.business.id, idempotencyKey);
      if (earlier) return this.startedReply(earlier);
    }
    let callerNumber: string | null = null;
    if (input.caller_number) {
      callerNumber = toE164(input.caller_number);
      if (!callerNumber) throw validationList(['Caller number is not a valid phone number']);
    }
    const assistantOverrides = input.assistant_overrides ? parseOrThrow(assistantPatchSchema, input.assistant_overrides) : null;
    const businessOverrides = input.business_overrides ? parseOrThrow(businessPatchSchema, input.business_overrides) : null;
    // Validated like a save (422 listing every problem), applied only in memory.
    const business = withOverrides(agg, assistantOverrides, businessOverrides, this.services.now());
    const started = await this.start(agg, { callerNumber, isTest: true, dialed: null, assistantOverrides, businessOverrides, startKey: idempotencyKey });
    touchLimited(testCallAhead, started.id, { zone: zoneOf(business.business), caller: callerNumber, business: versionsOf(agg) }, TEST_CALLS_AHEAD);
    return started;
  }

  /** A start's reply read back from the call it began: the greeting in its transcript. */
  private async startedReply(callId: string): Promise<StartReply> {
    const call = await this.calls.getById(callId);
    // The key's guard outlives a call its owner ended before saying anything (calls-repo.ts discard): a late retry
    // of that start learns it ended, and begins no call nobody is on.
    if (!call) throw endedCall();
    const greeting = call.transcript?.[0];
    if (!greeting) throw new AppError('conflict', 'This test call is still starting; please try again.');
    return {
      id: call.id,
      say: greeting.text,
      action: (greeting.action ?? 'continue') as StartReply['action'],
      ...(greeting.transfer_to ? { transfer_to: greeting.transfer_to } : {}),
      ended: call.ended_at !== null,
    };
  }

  /**
   * `sessionLive`: the check that the owner's session is still live, when the route reads it alongside the turn's
   * reads (api/session-cookies.ts requireUserAlongside); its refusal wins over anything the reads found.
   */
  async testCallTurn(userId: string, callId: string, body: unknown, sessionLive: Promise<void> = Promise.resolve()): Promise<TurnReply> {
    const { text } = parseOrThrow(turnSchema, body);
    this.preloadEngine();
    // The session check, the owner check, the call and the turn's reads of the business the id names, in one round
    // trip; nothing read for a call that turns out not to be the owner's, or for a logged-out session, is answered.
    // What to read comes from what this process's last turn of the call handed on, as a phone turn's session does.
    const ahead: TurnAhead = { ...testCallAhead.get(callId) };
    // The hint was handed on in this process, so what it holds of the calendar this process read: only what it has
    // not read is read ahead (a day it holds is checked against the versions, and read after them if it moved).
    const [live, call, reads] = await Promise.allSettled([sessionLive, this.ownedTestCall(userId, callId), this.earlyReads(callId, { text }, ahead, true)]);
    if (live.status === 'rejected') throw live.reason;
    if (call.status === 'rejected') throw call.reason;
    const seen: Seen = { days: [], zone: null, appointment: null, business: ahead.business ?? null };
    const reply = await this.turn(call.value, text, undefined, reads.status === 'fulfilled' ? reads.value : null, seen);
    touchLimited(testCallAhead, callId, handedOn(call.value, seen), TEST_CALLS_AHEAD);
    return reply;
  }

  async endTestCall(userId: string, callId: string): Promise<CallJson> {
    const call = await this.ownedTestCall(userId, callId);
    return callToJson(await this.closer.endByOwner(call), this.services.now(), true);
  }

  async getTestCall(userId: string, callId: string): Promise<CallJson> {
    return callToJson(await this.ownedTestCall(userId, callId), this.services.now(), true);
  }

  private async ownedTestCall(userId: string, callId: string): Promise<SessionCall> {
    const [businessId, call] = await Promise.all([
      this.businesses.businessIdOf(userId).catch(() => null),
      /^[A-Za-z0-9_-]{1,64}$/.test(callId) ? this.calls.getById(callId) : null,
    ]);
    if (!call || !businessId || call.business_id !== businessId || call.is_test !== true) throw notFound('Test call');
    return call as SessionCall;
  }

  // ---------------------------------------------------------------- calls by dialed number (terminal caller)

  /**
   * A caller dials `to` from `from`: the business is found by the dialed number exactly as the contact flow does.
   * `isTest`: Call Me Now's call to the owner's phone; `contactId`: Connect's contact (it names the recording).
   */
  async startInbound(
    body: unknown,
    options: { isTest?: boolean; contactId?: string | null; access?: CallAccess } = {},
  ): Promise<StartReply & { business_name: string }> {
    const { reply } = await this.startByNumber(body, options);
    return reply;
  }

  /** A call through Amazon Connect (the Lex code hook): its id, and what its first turn may read ahead. */
  async phoneStart(body: unknown, options: { isTest?: boolean; contactId?: string | null } = {}): Promise<{ id: string; ahead: TurnAhead }> {
    const { reply, zone, business } = await this.startByNumber(body, options);
    return { id: reply.id, ahead: { zone, business } };
  }

  private async startByNumber(
    body: unknown,
    options: { isTest?: boolean; contactId?: string | null; access?: CallAccess },
  ): Promise<{ reply: StartReply & { business_name: string }; zone: string; business: BusinessVersions }> {
    const input = parseOrThrow(inboundCallSchema, body);
    const businessId = await businessIdForDialedNumber(this.services, input.to);
    const noBusiness = () => new AppError('not_found', `No business answers ${input.to}. Link a number in onboarding first.`);
    if (!businessId) throw noBusiness();
    if (!(await this.mayDrive(options.access ?? TRUSTED, businessId))) throw noBusiness();
    const agg = await this.services.repos.business.load(businessId);
    if (!agg) throw notFound('Business');
    const reply = await this.start(agg, {
      callerNumber: input.from ? toE164(input.from) ?? input.from : null,
      isTest: options.isTest === true,
      dialed: toE164(input.to),
      assistantOverrides: null,
      businessOverrides: null,
      contactId: options.contactId ?? null,
    });
    return { reply: { ...reply, business_name: agg.business.name }, zone: zoneOf(agg.business), business: versionsOf(agg) };
  }

  async inboundTurn(callId: string, body: unknown, access: CallAccess = TRUSTED): Promise<TurnReply> {
    const { text } = parseOrThrow(turnSchema, body);
    return this.turn(await this.anyCall(callId, access), text);
  }

  /**
   * Caller turn `n` (1-based) of a call through Amazon Connect. A turn the call has already answered (Lex retried it)
   * gets the reply it got then, without running the engine or any effect again; an ended call only says goodbye.
   * `input`: what the phone heard (alternative transcriptions, keypad digits), read by functions/assistant/hearing.ts.
   * `ahead`: what the last turn handed on (TurnAhead), updated in place with what the next turn may read ahead.
   */
  async phoneTurn(callId: string, n: number, input: string | CallerInput, ahead: TurnAhead = {}): Promise<TurnReply> {
    const heard: CallerInput = typeof input === 'string' ? { text: input } : input;
    // One round trip before the engine: the call and what the turn will read (earlyReads).
    const [call, reads] = await Promise.all([this.anyCall(callId), this.earlyReads(callId, heard, ahead)]);
    if (Number(call.turn_count ?? 0) >= n) {
      const said = answerTo(call.transcript ?? [], n);
      if (said) {
        const action = (said.action ?? 'continue') as TurnReply['action'];
        return { say: said.text, action, ...(said.transfer_to ? { transfer_to: said.transfer_to } : {}), ended: action === 'hangup' || action === 'transfer' };
      }
    }
    if (call.ended_at) return { say: 'Goodbye.', action: 'hangup', ended: true };
    const seen: Seen = { days: [], zone: null, appointment: null, business: ahead.business ?? null };
    const reply = await this.turn(call, heard.text, heard, reads, seen);
    // Handed on in place: the next turn's session carries it (a retried turn above leaves it as it came).
    Object.assign(ahead, handedOn(call, seen));
    return reply;
  }

  /**
   * What a turn reads beside its call, in the same round trip, from what the last turn handed on (TurnAhead): the
   * versions (and the business where this process has not cached it, or holds an older copy than the last turn spoke
   * from), the days the caller names or the last turn discussed with the caller's appointments (readAhead), the
   * caller's customer record (a turn that books, orders or takes a message writes its search entry with it), and
   * the appointment the last turn offered to cancel or move (the turn that does it writes it with the call).
   * Never throws: what could not be read is read later by the turn; null for an older call id (no business in it).
   */
  private async earlyReads(callId: string, heard: CallerInput, ahead: TurnAhead, onlyUnread = false): Promise<TurnReads | null> {
    const caller = ahead.caller ? toE164(ahead.caller) : null;
    const businessId = this.calls.businessIdOfCallId(callId);
    const offered = ahead.appointment && businessId && /^[A-Za-z0-9_-]{1,64}$/.test(ahead.appointment) ? ahead.appointment : null;
    const [reads, early, customer, appointment] = await Promise.all([
      this.readsForCallId(callId, ahead.business),
      this.readAhead(callId, heard, ahead, onlyUnread),
      caller && businessId ? this.readCustomer(businessId, caller) : undefined,
      offered ? this.services.repos.appointments.get(businessId!, offered).catch(() => undefined) : undefined,
    ]);
    return reads && { ...reads, ahead: early, customer, ...(appointment ? { appointment } : {}) };
  }

  /**
   * A turn's early reads of the calendar (turn-calendar.ts `readAhead`): the local days its words name, read in the
   * business's zone (handed on by the last turn, or the cached business's), and the days the last turn discussed.
   */
  private async readAhead(callId: string, heard: CallerInput, ahead: TurnAhead, onlyUnread: boolean): Promise<AheadReads | null> {
    const businessId = this.calls.businessIdOfCallId(callId);
    if (!businessId) return null;
    const cached = businessCache.get(businessId);
    const zone = ahead.zone || (cached ? zoneOf(cached.business) : null);
    const isoDays = new Set((ahead.days ?? []).filter((d) => ISO_DAY.test(d)));
    if (zone) {
      const { parseWhen } = await this.engine();
      const now = DateTime.fromJSDate(this.services.now(), { zone });
      for (const text of [heard.text, ...(heard.alternatives ?? []).map((a) => a.text)]) {
        const date = text ? parseWhen(text.slice(0, 500), now)?.date : undefined;
        if (date) isoDays.add(date);
      }
    }
    const caller = ahead.caller ? toE164(ahead.caller) : null;
    // A failure here costs the turn a read later, never its answer.
    return TurnCalendar.readAhead(this.services, businessId, zone, [...isoDays], caller, HORIZON_DAYS, onlyUnread).catch(() => null);
  }

  async endInbound(callId: string, access: CallAccess = TRUSTED): Promise<CallJson> {
    return callToJson(await this.closer.end(await this.anyCall(callId, access), 'caller'), this.services.now(), true);
  }

  /** A call by id; for an owner's access only a call to their own business (another's answers 404, as in the API). */
  private async anyCall(callId: string, access: CallAccess = TRUSTED): Promise<SessionCall> {
    const call = /^[A-Za-z0-9_-]{1,64}$/.test(callId) ? await this.calls.getById(callId) : null;
    if (!call || !(await this.mayDrive(access, call.business_id))) throw notFound('Call');
    return call as SessionCall;
  }

  private async mayDrive(access: CallAccess, businessId: string): Promise<boolean> {
    if (access.kind === 'trusted') return true;
    const own = await this.businesses.businessIdOf(access.userId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') return null; // an owner without a business yet
      throw error;
    });
    return own === businessId;
  }

  // ---------------------------------------------------------------- the session

  private async start(
    agg: BusinessAggregate,
    o: {
      callerNumber: string | null;
      isTest: boolean;
      dialed: string | null;
      assistantOverrides: AssistantPatch | null;
      businessOverrides: BusinessPatch | null;
      contactId?: string | null;
      /** The client's idempotency key: a start that meets one already used answers that start's call. */
      startKey?: string;
    },
  ): Promise<StartReply> {
    const now = this.services.now();
    const nowIso = now.toISOString();
    const id = this.calls.newCallId(agg.business.id, nowIso);
    const business = withOverrides(agg, o.assistantOverrides, o.businessOverrides, now);
    this.preloadEngine();
    const reads = await this.calendarReads(agg);
    const calendar = this.calendarOf(business, reads);
    await calendar.warm(o.callerNumber);
    const { greet } = await this.engine();
    const result = greet(this.context(business, o.callerNumber, calendar));
    const ended = result.action === 'hangup' || result.action === 'transfer';
    const call: SessionCall = {
      id,
      business_id: agg.business.id,
      started_at: nowIso,
      ended_at: null,
      last_activity_at: nowIso,
      direction: 'inbound',
      caller_number: o.callerNumber,
      dialed_number: o.dialed,
      outcome: null,
      is_test: o.isTest,
      duration_seconds: null,
      turn_count: 0,
      summary: null,
      transcript: [line('assistant', result, nowIso)],
      call_state: result.callState,
      achieved: [],
      effects_done: {},
      assistant_overrides: o.assistantOverrides,
      business_overrides: o.businessOverrides,
      ...(o.contactId ? { contact_id: o.contactId } : {}),
      time_zone: zoneOf(agg.business),
      revenue: [],
      version: 1,
    };
    if (ended) finishCall(call, result, nowIso, 'assistant');
    const holder = await this.calls.create(call, ended ? callTally(call) : undefined, o.startKey);
    // Another start with the same key won the race: its call, not this one (which was not written), is the answer.
    if (holder !== id) return this.startedReply(holder);
    return { id, ...reply(result, ended) };
  }

  private async turn(call: SessionCall, rawText: string, phone?: CallerInput, prefetched?: TurnReads | null, seen?: Seen): Promise<TurnReply> {
    const now = this.services.now();
    const nowIso = now.toISOString();
    if (call.ended_at) throw endedCall();
    if (now.getTime() - Date.parse(call.last_activity_at ?? call.started_at) > staleAfterMs(call)) {
      // Left without a goodbye: it is over (the log already shows it abandoned).
      await this.closer.end(call, 'no_reply');
      throw endedCall();
    }
    const version = call.version ?? 1;
    this.preloadEngine();
    // The engine reads the first 500 characters; the transcript keeps a little more, never a whole essay.
    let text = rawText.slice(0, 1000);
    const reads = prefetched && prefetched.agg.business.id === call.business_id ? prefetched : await this.turnReads(call.business_id);
    const agg = reads.agg;
    if (seen) seen.business = versionsOf(agg);
    const business = withOverrides(agg, call.assistant_overrides ?? null, call.business_overrides ?? null, new Date(call.started_at));
    const calendar = this.calendarOf(business, reads);
    const context = this.context(business, call.caller_number, calendar);
    const callerTurns = ((call.turn_count as number | undefined) ?? 0) + 1;
    const { effectFailed, hear, respond } = await this.engine();

    let result: TurnResult;
    if (callerTurns > MAX_CALLER_TURNS) {
      result = { say: TOO_LONG, action: 'hangup', callState: { ...call.call_state, ended: true }, effects: [], intent: 'TooLong' };
    } else if (phone) {
      // Hearing reads no calendar: it runs once, whatever the engine's turn then asks for.
      const heard = await hear(context, call.call_state, { ...phone, text }, this.options.interpreter);
      result = await calendar.untilRead(() => respond(context, call.call_state, heard.text, heard.hint));
      text = heard.said.slice(0, 1000);
    } else {
      // The engine asks the calendar for what it discusses; what was not read yet is read, and the turn run again.
      result = await calendar.untilRead(() => respond(context, call.call_state, text));
    }

    const done: Record<string, string> = { ...(call.effects_done ?? {}) };
    const achieved = new Set<Achievement>(call.achieved ?? []);
    const revenue: CallRevenue[] = [...(call.revenue ?? [])];
    const settling: Promise<unknown>[] = [];
    let claimVersion = version;
    let stored: SessionCall = call;
    const info = { id: call.id, is_test: call.is_test === true, transfers: transferSetupOf(business.assistant) };

    /** The call after this turn: its two new lines, what its effects did, and (the call ending) its tally. */
    const written = (result: TurnResult, done: Record<string, string>, achievedSoFar: Set<Achievement>, revenue: CallRevenue[], claimVersion: number) => {
      const achieved = new Set(achievedSoFar);
      if (result.action === 'transfer') achieved.add('transferred');
      // Answered: a turn spoke a fact from the owner's records (every spoken fact carries its source). The engine's
      // `served` alone is not enough: it is also set on a turn that only asked "Just to check, are you asking: ...?".
      // Nor is a source on a reply that could not answer ("I don't have that information. Our services include ..."):
      // the question is a knowledge gap, and the call is `unanswered` unless something else was done in it.
      const gapKept = result.effects.some((e) => e.type === 'record_knowledge_gap' && e.key in done);
      if (gapKept) achieved.add('unanswered');
      if (result.callState.outcome === 'served' && (result.sources?.length ?? 0) > 0 && !(gapKept && result.intent === 'Unknown')) achieved.add('answered');
      // A goodbye is not an answer: a call that ends with nothing asked, answered or done ("hi ... bye", a wrong
      // number) is logged abandoned, whoever closed it; its summary says who ended it (call-tally.ts summaryLine).
      const ended = result.action === 'hangup' || result.action === 'transfer';
      const lines: TranscriptEntry[] = [{ speaker: 'caller', text, at: nowIso }, line('assistant', result, nowIso)];
      const next: SessionCall = {
        ...call,
        last_activity_at: nowIso,
        turn_count: callerTurns,
        transcript: [...(call.transcript ?? []), ...lines],
        call_state: result.callState,
        achieved: [...achieved],
        effects_done: done,
        pending_effects: undefined,
        summary: summaryOf(done),
        // Once an urgent message is taken the call stays urgent (a later turn's effects do not unset it). Always a
        // boolean from the first turn on: only calls stored before urgency was a field lack it (message-urgency.ts).
        urgent: call.urgent === true || result.effects.some((e) => e.type === 'take_message' && e.key in done && e.urgent === true),
        revenue,
        asked_faqs: faqsAsked(call.asked_faqs, result, business),
        intake_answers: intakeKept(call.intake_answers, result),
        order_unplaced: orderInProgress(result, business),
        version: claimVersion + 1,
      };
      if (ended) finishCall(next, result, nowIso, 'assistant');
      return { ended, lines, next: stripUndefined(next), tally: ended ? callTally(next) : undefined };
    };

    // The usual effects (a booking, an order, a message, knowledge gaps) are written with the turn itself, in one
    // transaction conditioned on the call's version (repositories.ts commitTurn): a concurrent turn (Lex retrying
    // this one) finds the call moved and writes none of them, and the turn costs no round trip of its own per effect.
    let fallback = result.effects.some((e) => !(e.key in done));
    const seq = reads.versions?.appointmentSeq;
    if (fallback && this.effects.foldable(result.effects.filter((e) => !(e.key in done))) && seq !== undefined) {
      fallback = false;
      let number = { value: seq + 1, reserved: false };
      let customer = reads.customer ?? undefined;
      let carried: Effect[] = [];
      let failures = 0;
      for (let attempt = 0; ; attempt++) {
        const pending = [...carried, ...result.effects.filter((e) => !(e.key in done) && !carried.some((c) => c.key === e.key))];
        // Out of effects (or, as carryOut's rounds, out of retries after three failures): the turn's plain write below.
        if (!pending.length || failures >= 3) break;
        if (!this.effects.foldable(pending) || attempt >= 6) {
          fallback = true;
          break;
        }
        const plan = await this.effects.plan(pending, agg, info, number, async (appointmentId) =>
          reads.appointment?.id === appointmentId ? reads.appointment : this.services.repos.appointments.get(agg.business.id, appointmentId),
        );
        if (plan.failure) {
          // The engine decides what to say instead (other times for a lost slot, an apology for a fault); the effects
          // before the failed one are still written, as carryOut's order would have carried them out.
          failures++;
          carried = plan.failure.before;
          const failed = result.callState;
          const lost = { effect: plan.failure.effect, reason: plan.failure.reason };
          result = await calendar.untilRead(() => effectFailed(context, failed, lost));
          continue;
        }
        const phone = toE164(contactPhone(plan.writes) ?? '');
        if (phone && customer?.e164 !== phone) customer = await this.readCustomer(agg.business.id, phone);
        const turnDone = { ...done };
        const turnAchieved = new Set(achieved);
        const turnRevenue = [...revenue];
        for (const d of plan.done) {
          turnDone[d.key] = d.summary;
          if (d.achievement) turnAchieved.add(d.achievement);
          if (d.revenue) turnRevenue.push(d.revenue);
        }
        const turn = written(result, turnDone, turnAchieved, turnRevenue, version);
        // The owner's notice reads the owner beside the write, and is sent only once the write stands.
        const owner = plan.notifies ? this.services.repos.users.get(agg.business.owner_id).catch(() => null) : Promise.resolve(null);
        const outcome = await this.calls.commitTurn(call, turn.next, turn.lines, version, turn.tally, { ...plan.writes, ...(customer ? { customer } : {}) });
        if (outcome.ok) {
          this.noteSeen(seen, calendar, business, result);
          await plan.after(owner);
          return reply(result, turn.ended);
        }
        if (outcome.reason === 'call_moved') throw busyCall();
        // Too big for one transaction, a slot held (perhaps by a lock an interrupted move left, which the claimed
        // path clears), or the appointment changed since it was read: the claimed path, which reads and retries.
        if (outcome.reason === 'too_big' || outcome.reason === 'slots' || outcome.reason === 'appointment_moved') {
          fallback = true;
          break;
        }
        // Another booking took the number this turn read: one of its own, then the same write again.
        number = { value: await this.services.repos.appointments.nextNumber(agg.business.id), reserved: true };
      }
    }

    const todo = fallback ? result.effects.filter((e) => !(e.key in done)) : [];
    if (todo.length) {
      // Claim the call before anything is written, so a concurrent turn cannot carry out the same effects.
      const claim = stripUndefined({ ...call, pending_effects: todo.map((e) => e.key), version: version + 1 });
      if (!(await this.calls.claimEffects(call, claim.pending_effects!, version))) throw busyCall();
      claimVersion = version + 1;
      stored = claim;
      for (let round = 0; round < 3; round++) {
        let failure: { effect: (typeof todo)[number]; reason: 'slot_taken' | 'error' } | null = null;
        for (const effect of result.effects) {
          if (effect.key in done) continue;
          let outcome: EffectDone;
          try {
            outcome = await this.effects.carryOut(effect, agg, info);
          } catch (error) {
            const reason = error instanceof EffectFailure ? error.reason : 'error';
            if (reason === 'error') {
              log.error('call effect failed', { call: call.id, effect: effect.type, error: String((error as Error)?.cause ?? error) });
              log.count(METRIC.callEffectFailed);
            }
            failure = { effect, reason };
            break;
          }
          done[effect.key] = outcome.summary;
          if (outcome.settling) settling.push(outcome.settling);
          if (outcome.achievement) achieved.add(outcome.achievement);
          if (outcome.revenue) revenue.push(outcome.revenue);
        }
        if (!failure) break;
        // The engine decides what to say instead (other times for a lost slot, an apology for a fault).
        const failed = result.callState;
        result = await calendar.untilRead(() => effectFailed(context, failed, failure!));
      }
    }

    this.noteSeen(seen, calendar, business, result);
    const turn = written(result, done, achieved, revenue, claimVersion);
    // The two new lines appended, the session's fields set: the transcript is never rewritten whole. The turn that
    // ends the call adds it to its day's counters in the same write.
    const [saved] = await Promise.all([this.calls.appendTurn(stored, turn.next, turn.lines, claimVersion, turn.tally), ...settling]);
    if (!saved) throw busyCall();
    return reply(result, turn.ended);
  }

  /** What the turn's engine discussed, handed to the next phone turn. */
  private noteSeen(seen: Seen | undefined, calendar: TurnCalendar, business: BusinessAggregate, result: TurnResult): void {
    if (!seen) return;
    seen.days = calendar.askedDays;
    seen.zone = zoneOf(business.business);
    const flow = result.callState.flow;
    seen.appointment = flow && (flow.kind === 'cancel' || flow.kind === 'move') ? (flow.appointment ?? null) : null;
  }

  /** The customer a contact names, as stored before the turn's write (its search entry is computed from it). */
  private async readCustomer(businessId: string, e164: string): Promise<TurnCustomer | undefined> {
    return this.services.repos.customers
      .get(businessId, e164, true)
      .then((record) => ({ e164, record }))
      .catch(() => undefined);
  }

  /**
   * What a turn reads before the engine runs: the business, cached per process and reused while its versions stand
   * still (business-repo.ts `versions`: one small read, which also carries the calendar's per-day counters), and the
   * owner's Google busy time where a calendar is connected. The calendar itself is read by what the turn discusses
   * (turn-calendar.ts).
   */
  private async turnReads(businessId: string, spokenFrom?: BusinessVersions | null): Promise<TurnReads> {
    const repo = this.services.repos.business;
    // A copy older than the one the call's last turn spoke from is read again at once, beside the versions.
    const held = businessCache.get(businessId);
    const cachedBusiness = held && !(spokenFrom && olderThan(held, spokenFrom)) ? held : undefined;
    let agg: BusinessAggregate | null;
    let versions: Awaited<ReturnType<typeof repo.versions>>;
    if (!cachedBusiness) {
      let loaded: BusinessAggregate | null;
      [versions, loaded] = await Promise.all([repo.versions(businessId), repo.load(businessId)]);
      if (!versions || !loaded) throw notFound('Business');
      agg = remember(loaded);
    } else {
      versions = await repo.versions(businessId, cachedBusiness);
      if (!versions) throw notFound('Business');
      const fresh = versions.business === cachedBusiness.business.version && versions.assistant === cachedBusiness.assistant.version;
      // A save of the root's or the assistant's fields alone comes with the versions; one of nested records is read.
      agg = fresh ? cachedBusiness : versions.aggregate ? remember(versions.aggregate) : await repo.load(businessId).then((a) => (a ? remember(a) : null));
      if (!agg) throw notFound('Business');
    }
    return { agg, versions, ...(await this.busy(agg)) };
  }

  /** The turn's reads for the business a keyed call id names; null for an older id (read after the call). */
  private async readsForCallId(callId: string, spokenFrom?: BusinessVersions | null): Promise<TurnReads | null> {
    const businessId = this.calls.businessIdOfCallId(callId);
    // A failure here is not the caller's answer: the turn reads again once the call is known to be theirs.
    return businessId ? this.turnReads(businessId, spokenFrom).catch(() => null) : null;
  }

  /** A call's start: the business it has just read, and the calendar's versions. */
  private async calendarReads(agg: BusinessAggregate): Promise<TurnReads> {
    remember(agg);
    const versions = await this.services.repos.business.versions(agg.business.id);
    return { agg, versions, ...(await this.busy(agg)) };
  }

  /** The engine's calendar for one turn of a call to `business` (its zone as the call sees it). */
  private calendarOf(business: BusinessAggregate, reads: TurnReads): TurnCalendar {
    return new TurnCalendar(this.services, business.business.id, business.business.time_zone, reads.versions, HORIZON_DAYS, reads.busy ?? [], reads.ahead ?? null);
  }

  private async busy(agg: BusinessAggregate): Promise<Pick<TurnReads, 'busy'>> {
    const now = this.services.now();
    const to = DateTime.fromJSDate(now).plus({ days: HORIZON_DAYS + 1 }).toJSDate();
    // The owner's Google busy time counts as taken (cached briefly; when Google cannot answer, none is known).
    const busy = await new GoogleCalendarService(this.services).busyFor(agg, now, to);
    return busy ? { busy } : {};
  }

  /** The dialog engine: the one handed in, else the lazily imported one (started early by {@link preloadEngine}). */
  private engine(): DialogEngine | Promise<DialogEngine> {
    return this.options.engine ?? dialogEngine();
  }

  private preloadEngine(): void {
    if (!this.options.engine) preloadDialogEngine();
  }

  /** The engine's context: the business as this call sees it, and its calendar for this turn. */
  private context(business: BusinessAggregate, callerNumber: string | null, calendar: CalendarPort): EngineContext {
    return { business, now: this.services.now(), callerNumber, calendar, horizonDays: HORIZON_DAYS };
  }
}

type TurnCustomer = { e164: string; record: CustomerRecord | null };

/** The phone number of the customer a turn's new record names (a booking's, an order's or a message's). */
const contactPhone = (w: TurnEffectWrites) => w.booking?.appointment.phone_number ?? w.order?.phone_number ?? w.message?.phone_number ?? null;

interface TurnReads {
  agg: BusinessAggregate;
  versions: (CalendarVersions & { appointmentSeq?: number }) | null;
  /** The caller's customer record, read beside the call on the phone path (a turn's contact indexes it). */
  customer?: TurnCustomer | null;
  /** The appointment the last turn offered to cancel or move, read beside the call on the phone path. */
  appointment?: AppointmentRecord;
  busy?: Awaited<ReturnType<GoogleCalendarService['busyFor']>> & object;
  /** What a phone turn read beside its versions (turn-calendar.ts `readAhead`). */
  ahead?: AheadReads | null;
}

/** What a turn's engine discussed, for the next phone turn to read ahead. */
interface Seen {
  days: string[];
  zone: string | null;
  /** The appointment the turn offered to cancel or move. */
  appointment: string | null;
  /** The versions of the business the turn spoke from. */
  business: BusinessVersions | null;
}
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The days a phone turn carries to the next (a turn looking through weeks reads the rest when asked). */
const AHEAD_CARRIED_DAYS = 7;

/** What a turn hands on to the next (TurnAhead). */
const handedOn = (call: SessionCall, seen: Seen): TurnAhead => ({
  zone: seen.zone,
  days: seen.days.slice(0, AHEAD_CARRIED_DAYS),
  caller: call.caller_number,
  appointment: seen.appointment,
  business: seen.business,
});

/**
 * What the last test-call turn this process answered handed on, by call id (a test call has no Lex session; the
 * owner's browser usually reaches the same process again). A hint only, as the session's is.
 */
const testCallAhead = new Map<string, TurnAhead>();
const TEST_CALLS_AHEAD = 500;

function touchLimited<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}

/**
 * The business per process, keyed by its versions (every save of the business moves the root's or the
 * assistant's): a turn reads the versions and reads the business again only when they moved. Never mutated by its
 * readers. (The calendar's cache is turn-calendar.ts's.)
 */
const businessCache = new Map<string, BusinessAggregate>();
const CACHE_SIZE = 200;

const versionsOf = (agg: BusinessAggregate): BusinessVersions => ({ root: agg.business.version, assistant: agg.assistant.version });
const olderThan = (agg: BusinessAggregate, v: BusinessVersions) => agg.business.version < v.root || agg.assistant.version < v.assistant;

function remember(agg: BusinessAggregate): BusinessAggregate {
  businessCache.delete(agg.business.id);
  businessCache.set(agg.business.id, agg);
  if (businessCache.size > CACHE_SIZE) businessCache.delete(businessCache.keys().next().value!);
  return agg;
}

/** The FAQ questions answered so far, with the ones this turn's answer came from (their words as the call had them). */
function faqsAsked(before: string[] | undefined, result: TurnResult, business: BusinessAggregate): string[] | undefined {
  const asked = [...(before ?? [])];
  for (const source of result.sources ?? []) {
    if (source.kind !== 'faq') continue;
    const question = business.business_questions.find((q) => q.id === source.id)?.question.trim();
    if (question && !asked.includes(question) && asked.length < MAX_FAQS_KEPT) asked.push(question);
  }
  return asked.length ? asked : undefined;
}
/**
 * The order the caller is building after this turn, by item name and quantity (a variant as "Item, Variant"); none
 * once it is placed or dropped. Kept by name, not id, so the call's summary needs no business to read it.
 */
function orderInProgress(result: TurnResult, business: BusinessAggregate): UnplacedOrderLine[] | undefined {
  const flow = result.callState.flow;
  if (flow?.kind !== 'order' || result.effects.some((e) => e.type === 'place_order')) return undefined;
  const lines = flow.lines.flatMap(([id, quantity]) => {
    const { itemId, variant } = splitVariantRecordId(id);
    const item = business.business_items.find((i) => i.id === itemId);
    return item ? [{ name: variant ? `${item.name.trim()}, ${variant}` : item.name.trim(), quantity }] : [];
  });
  return lines.length ? lines : undefined;
}

/** The intake answers collected so far, with those this turn's booking, order or message carries. */
function intakeKept(before: CallIntake[] | undefined, result: TurnResult): CallIntake[] | undefined {
  const kept = [...(before ?? [])];
  for (const effect of result.effects) {
    const intake = 'intake' in effect ? effect.intake : undefined;
    if (!intake) continue;
    kept.push({
      trigger: intake.trigger,
      answers: intake.answers.map((a) => ({ question: a.question, answer: a.answer, ...(a.note ? { note: a.note } : {}) })),
    });
  }
  return kept.length ? kept : undefined;
}

/** A few are named in the summary; the rest are counted, and a call's record stays small. */
const MAX_FAQS_KEPT = 20;

function line(speaker: 'assistant', result: TurnResult, at: string): TranscriptEntry {
  return {
    speaker,
    text: result.say,
    at,
    action: result.action,
    intent: result.intent,
    ...(result.transfer_to ? { transfer_to: result.transfer_to } : {}),
    ...(result.sources?.length ? { sources: result.sources } : {}),
    ...(result.understood ? { understood: result.understood } : {}),
  };
}

const reply = (result: TurnResult, ended: boolean): TurnReply => ({
  say: result.say,
  action: result.action,
  ...(result.transfer_to ? { transfer_to: result.transfer_to } : {}),
  ended,
});

const summaryOf = (done: Record<string, string>) => Object.values(done).join('; ') || null;

/**
 * The business as this call sees it: the saved aggregate with the assistant screen's unsaved settings applied
 * in memory. New records get ids from a fixed sequence, so every turn of the call sees the same ids.
 */
export function withOverrides(
  agg: BusinessAggregate,
  assistant: AssistantPatch | null,
  business: BusinessPatch | null,
  now: Date,
): BusinessAggregate {
  if (!assistant && !business) return agg;
  let n = 0;
  const ctx = { now, newId: () => `preview-${++n}` };
  const patch: BusinessPatch = { ...(business ?? {}), ...(assistant ?? {}) };
  delete patch.lock_version;
  const plan = planBusinessUpdate(agg, patch, ctx);
  const next: BusinessAggregate = {
    ...agg,
    business: plan.root ? { ...plan.root, id: agg.business.id, owner_id: agg.business.owner_id } : agg.business,
    assistant: plan.assistant ?? agg.assistant,
  };
  for (const list of NESTED_LISTS) {
    const byId = new Map<string, NestedRecords[NestedListName]>(agg[list].map((r) => [r.id, r]));
    for (const d of plan.deletes) if (d.list === list) byId.delete(d.id);
    for (const p of plan.puts) if (p.list === list) byId.set(p.record.id, p.record);
    (next as unknown as Record<NestedListName, unknown>)[list] = sortNested(list, [...byId.values()] as never);
  }
  return next;
}

/** The assistant line that answered caller line number `n` of a transcript. */
function answerTo(transcript: TranscriptEntry[], n: number): TranscriptEntry | null {
  let seen = 0;
  for (let i = 0; i < transcript.length; i++) {
    if (transcript[i]!.speaker !== 'caller') continue;
    if (++seen === n) return transcript.slice(i + 1).find((l) => l.speaker === 'assistant') ?? null;
  }
  return null;
}
