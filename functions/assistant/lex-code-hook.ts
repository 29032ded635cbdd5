import type { LexV2Event, LexV2Result } from 'aws-lambda';
import { composeLambda } from '../aws/composition.js';
import { ALL_REPOSITORIES } from '../data/repositories.js';
import { sesEmail } from '../aws/wiring/email.js';
import { snsSms } from '../aws/wiring/sms.js';
import { stepFunctions } from '../aws/wiring/workflows.js';
import { googleCalendar } from '../aws/wiring/google.js';
import { xrayTracing } from '../aws/tracing.js';
import { CallSessionService, type TurnAhead, type TurnReply } from '../core/calls/call-session-service.js';
import * as engine from './index.js';
import type { Services } from '../core/services.js';
import { lazyBedrockInterpreter } from '../adapters/bedrock-interpreter-lazy.js';
import { SESSION } from './contact-flow.js';
import type { CallerInput } from './hearing.js';
import type { Interpreter } from './interpreter.js';
import { log, METRIC } from '../core/log.js';
import { instrumented } from '../aws/observability.js';
import { warmUpEngine } from './warm-up.js';

/**
 * The Lex V2 code hook: Lex does the speech recognition, this hands every utterance (whatever intent Lex picked,
 * FallbackIntent and silence included) to the dialog engine and turns its reply into a Lex response.
 *
 * A phone call is the same call session the test-call API and the terminal caller use
 * (functions/core/calls/call-session-service.ts): the engine's call state, the transcript, the call log's outcome
 * and the effects already carried out live on the call record, whose id travels in the Lex session attributes.
 * So real calls are logged like test calls, and a booking or SMS happens once however often a turn is retried.
 *
 * What Lex heard goes to the call as a CallerInput (functions/assistant/hearing.ts): the best transcription, the
 * alternatives Lex offers with their confidence, and keypad digits (inputMode DTMF). In AWS a stage may add an
 * interpreter (Amazon Bedrock, BEDROCK_MODEL_ID) asked about turns the local understanding reads poorly.
 *
 * Session attributes in: business_id, caller_number, dialed_number, contact_id (from the contact flow).
 * Session attributes out: call_id, turns, faults, time_zone, days, appointment and business_version (what the next
 * turn reads beside the call: call-session-service.ts TurnAhead), and for the flow: action (continue | message | transfer | hangup)
 * and transfer_to. continue and message keep the bot listening (ElicitIntent); transfer and hangup end the bot's
 * session (Close) after the engine's last words, and the flow branches on `action`.
 */

/** What the code hook needs from the call sessions (the real one below; tests pass a fake). */
export interface PhoneCalls {
  /**
   * Starts the call record of a caller who dialed `dialed` (the engine's greeting was already played by the flow).
   * `test`: a Call Me Now test call to the owner; `contactId`: Connect's contact id (it names the recording).
   */
  start(dialed: string, caller: string | null, extra?: { test: boolean; contactId: string | null }): Promise<{ id: string; ahead?: TurnAhead }>;
  /**
   * The reply to caller turn `n` (1-based) of the call. A turn the call has already answered (Lex retried it) gets
   * the reply it got then, without running the engine or any effect again. `ahead`: what the last turn (or the
   * start) handed on, kept in the session; updated in place with what the next turn may read ahead.
   */
  turn(callId: string, n: number, input: string | CallerInput, ahead?: TurnAhead): Promise<TurnReply>;
}

/** Lex speaks message content of up to 1,000 characters; longer replies are split at sentence ends. */
const MAX_MESSAGE = 1000;
const MAX_FAULTS = 3;

const SORRY_AGAIN = "I'm sorry, I didn't catch that because of a problem on our side. Could you say it again?";
const SORRY_BYE = "I'm sorry, we're having technical difficulties. Please call again a little later. Goodbye.";

export function splitMessages(say: string): LexV2Result['messages'] {
  const text = say.trim() || '...';
  const out: string[] = [];
  let rest = text;
  while (rest.length > MAX_MESSAGE) {
    const window = rest.slice(0, MAX_MESSAGE);
    const cut = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
    const at = cut > MAX_MESSAGE / 2 ? cut + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : MAX_MESSAGE;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out.map((content) => ({ contentType: 'PlainText' as const, content }));
}

/** The Lex V2 response for an engine reply (pure: the unit tests check its shape). */
export function toLexResponse(event: LexV2Event, reply: Pick<TurnReply, 'say' | 'action' | 'transfer_to'>, attributes: Record<string, string>): LexV2Result {
  const ends = reply.action === 'transfer' || reply.action === 'hangup';
  const sessionAttributes: Record<string, string> = { ...attributes, [SESSION.action]: reply.action };
  if (reply.action === 'transfer' && reply.transfer_to) sessionAttributes[SESSION.transferTo] = reply.transfer_to;
  else delete sessionAttributes[SESSION.transferTo];
  const intentName = event.sessionState?.intent?.name || 'FallbackIntent';
  return {
    sessionState: ends
      ? { sessionAttributes, dialogAction: { type: 'Close' }, intent: { name: intentName, state: 'Fulfilled' } }
      : // The turn is done; Lex listens for the next utterance and picks whatever intent it hears.
        { sessionAttributes, dialogAction: { type: 'ElicitIntent' } },
    messages: splitMessages(reply.say),
  };
}

/** What Lex heard: its best transcription, the alternatives it ranked (speech), or the keypad digits (DTMF). */
export function callerInput(event: LexV2Event): CallerInput {
  const text = String(event.inputTranscript ?? '');
  if (event.inputMode === 'DTMF') return { text, mode: 'dtmf' };
  const alternatives = (Array.isArray(event.transcriptions) ? event.transcriptions : [])
    .filter((t) => typeof t?.transcription === 'string')
    .map((t) => ({ text: t.transcription, ...(typeof t.transcriptionConfidence === 'number' ? { confidence: t.transcriptionConfidence } : {}) }));
  return { text, mode: event.inputMode === 'Text' ? 'text' : 'speech', ...(alternatives.length > 1 ? { alternatives } : {}) };
}

/** The session's hint for a turn's early reads (never trusted for more than what to read). */
function aheadOf(attributes: Record<string, string>): TurnAhead {
  return {
    zone: attributes[SESSION.timeZone] || null,
    days: (attributes[SESSION.days] ?? '').split(',').filter(Boolean).slice(0, 7),
    caller: attributes[SESSION.callerNumber] || null,
    appointment: attributes[SESSION.appointment] || null,
    business: versionsOf(attributes[SESSION.businessVersion]),
  };
}

/** `<root>.<assistant>` versions (SESSION.businessVersion), or null for anything else. */
function versionsOf(value: string | undefined): TurnAhead['business'] {
  const match = /^(\d{1,12})\.(\d{1,12})$/.exec(value ?? '');
  return match ? { root: Number(match[1]), assistant: Number(match[2]) } : null;
}

/** A turn's (or the start's) hint, as session attributes for the next turn. */
function carry(attributes: Record<string, string>, ahead: TurnAhead | undefined): void {
  if (!ahead) return;
  if (ahead.zone) attributes[SESSION.timeZone] = ahead.zone;
  if (ahead.days?.length) attributes[SESSION.days] = ahead.days.join(',');
  else delete attributes[SESSION.days];
  if (ahead.appointment) attributes[SESSION.appointment] = ahead.appointment;
  else delete attributes[SESSION.appointment];
  if (ahead.business) attributes[SESSION.businessVersion] = `${ahead.business.root}.${ahead.business.assistant}`;
}

const toCount = (value: string | undefined) => {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 ? n : 0;
};

/** One Lex turn. Never throws: a fault becomes a spoken apology, and the third in a row a polite goodbye. */
export async function lexTurn(event: LexV2Event, calls: PhoneCalls): Promise<LexV2Result> {
  const attributes: Record<string, string> = { ...(event.sessionState?.sessionAttributes ?? {}) };
  const n = toCount(attributes[SESSION.turns]) + 1;
  // What the fallback alarm watches: the share of turns Lex matched to no intent of the catalog.
  log.count(METRIC.lexTurns);
  if (event.sessionState?.intent?.name === 'FallbackIntent') log.count(METRIC.lexFallbackTurns);
  try {
    let callId = attributes[SESSION.callId];
    if (!callId) {
      const dialed = attributes[SESSION.dialedNumber];
      if (!dialed) throw new Error('the contact flow passed no dialed_number session attribute');
      const started = await calls.start(dialed, attributes[SESSION.callerNumber] || null, {
        test: attributes[SESSION.testCall] === 'true',
        contactId: attributes[SESSION.contactId] || null,
      });
      callId = started.id;
      attributes[SESSION.callId] = callId;
      carry(attributes, started.ahead);
    }
    const ahead = aheadOf(attributes);
    const reply = await calls.turn(callId, n, callerInput(event), ahead);
    const next = { ...attributes, [SESSION.turns]: String(n), [SESSION.faults]: '0' };
    carry(next, ahead);
    return toLexResponse(event, reply, next);
  } catch (error) {
    const faults = toCount(attributes[SESSION.faults]) + 1;
    log.error('lex turn failed', { session: event.sessionId, call: attributes[SESSION.callId], turn: n, faults, error: String(error) });
    // The turn counter stays put, so the caller's repeat is the same turn as far as the call is concerned.
    const next = { ...attributes, [SESSION.faults]: String(faults) };
    return faults >= MAX_FAULTS
      ? toLexResponse(event, { say: SORRY_BYE, action: 'hangup' }, next)
      : toLexResponse(event, { say: SORRY_AGAIN, action: 'continue' }, next);
  }
}

/** PhoneCalls on the product's call sessions (DynamoDB, the appointments domain, SES and SNS). */
export function callSessionPhoneCalls(services: Services, interpreter?: Interpreter): PhoneCalls {
  // Every request here is a turn: the engine loads with the bundle, not on the first turn (core/calls/dialog-engine.ts).
  const sessions = new CallSessionService(services, { interpreter, engine });
  return {
    start: (dialed, caller, extra) => sessions.phoneStart({ to: dialed, from: caller }, { isTest: extra?.test, contactId: extra?.contactId }),
    turn: (callId, n, input, ahead) => sessions.phoneTurn(callId, n, input, ahead),
  };
}

/** The stage's interpreter: Amazon Bedrock when the stack set a model (context bedrock, on by default), else none. */
export const interpreterFor = (config: Services['config']): Interpreter | undefined =>
  config.BEDROCK_MODEL_ID ? lazyBedrockInterpreter({ modelId: config.BEDROCK_MODEL_ID }) : undefined;

let calls: Promise<PhoneCalls> | null = null;

/** The code hook never signs or verifies session tokens, so it neither reads nor needs the token secret. */
function phoneCalls(): Promise<PhoneCalls> {
  // Its needs in lib/telephony.ts (addCompanionFunction): the table, email, sms, workflows, google.
  calls ??= composeLambda([sesEmail, snsSms, stepFunctions, googleCalendar], { name: 'lex-code-hook', tokenSecret: false, repositories: ALL_REPOSITORIES }).then((services) =>
    callSessionPhoneCalls(services, interpreterFor(services.config)),
  );
  return calls;
}

// A throwaway call on a made-up business at module load (the Lambda's INIT phase), so the first caller of a fresh
// instance does not pay for the engine's code running for the first time (functions/assistant/warm-up.ts). No I/O;
// it never throws, so it never fails the init.
const warmUp = warmUpEngine();
if (warmUp.error) log.error('engine warm-up failed', { ...warmUp });
else log.info('engine warmed up', { ...warmUp });

/** The 5-minute ping of lib/telephony.ts: builds the services once, answers at once, touches no call. */
export interface WarmUpEvent {
  warmUp: true;
}

export const handler = instrumented('lex-code-hook', async (event: LexV2Event | WarmUpEvent): Promise<LexV2Result | { warm: true }> => {
  let port: PhoneCalls;
  try {
    port = await phoneCalls();
  } catch (error) {
    calls = null;
    log.error('code hook start-up failed', { error: String(error) });
    if ('warmUp' in event) throw error;
    return toLexResponse(event, { say: SORRY_BYE, action: 'hangup' }, { ...(event.sessionState?.sessionAttributes ?? {}) });
  }
  if ('warmUp' in event) return { warm: true };
  return lexTurn(event, port);
}, xrayTracing);
