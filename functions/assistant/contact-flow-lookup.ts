import type { ConnectContactFlowEvent } from 'aws-lambda';
import { DateTime } from 'luxon';
import type { BusinessAggregate } from '../core/business/aggregate.js';
import { toE164 } from '../core/phone.js';
import type { Db } from '../data/client.js';
import { BusinessRepo } from '../data/business-repo.js';
import { createDb } from '../data/client.js';
import { parseConfigOf } from '../core/config.js';
import { findBusinessIdByPhoneNumber } from '../data/phone-numbers-repo.js';
import { greet } from './index.js';
import { pollyVoiceFor } from './polly-voices.js';
import { Schedule, zoneOf } from './schedule.js';
import { log } from '../core/log.js';
import { instrumented } from '../aws/observability.js';

/**
 * The contact flow's first step (InvokeLambdaFunction, response validation STRING_MAP): which business answers
 * the dialed number, and everything the flow needs before the bot takes over. Every value is a string, as
 * Connect requires; the flow copies them into contact attributes (functions/assistant/contact-flow.ts).
 */
export interface CallSetup {
  /** 'true' when a business answers the dialed number; otherwise every other value is empty. */
  found: 'true' | 'false';
  business_id: string;
  /** Amazon Polly voice name (functions/assistant/polly-voices.ts). */
  voice: string;
  /** The engine's first turn (greeting_phrase or its default; the closed-hours wording after hours). */
  greeting: string;
  /** How long the owner's phone rings before the assistant answers (TransferParticipantToThirdParty timeout). */
  answer_delay_seconds: string;
  /** 'true' when the owner's phone should ring first: option on, business open, a usable owner number. */
  ring_owner_first: 'true' | 'false';
  owner_number: string;
  /** The assistant's transfer number (E.164), '' when transfers are off. */
  transfer_number: string;
}

export const NOT_FOUND: CallSetup = {
  found: 'false',
  business_id: '',
  voice: '',
  greeting: '',
  answer_delay_seconds: '',
  ring_owner_first: 'false',
  owner_number: '',
  transfer_number: '',
};

/** Connect accepts 0..600 s; the product offers 10-30 s, anything else is clamped to a sane ring. */
const clampDelay = (seconds: unknown) => {
  const n = typeof seconds === 'number' && Number.isFinite(seconds) ? Math.round(seconds) : 10;
  return String(Math.min(60, Math.max(5, n)));
};

/** The flow attributes for a business (pure: the handler loads the aggregate, tests pass one). */
export function callSetupFor(agg: BusinessAggregate, o: { dialed: string | null; caller: string | null; now: Date }): CallSetup {
  const { business, assistant } = agg;
  const turn = greet({ business: agg, now: o.now, callerNumber: o.caller });
  const owner = business.phone_number ? toE164(business.phone_number) : null;
  const open = new Schedule(agg.working_hours, zoneOf(business.time_zone)).isOpenAt(DateTime.fromJSDate(o.now));
  // Ringing the owner needs the option on, open hours (no 3 a.m. calls), and a number that is not the dialed one.
  // With 'own_number' the owner's carrier already forwards unanswered calls here: ringing back would loop.
  // The owner calling from that phone (or answering Call Me Now's test call on it) is never rung on it.
  const ring =
    assistant.answer_if_unanswered !== false &&
    assistant.call_handling_method !== 'own_number' &&
    open &&
    owner !== null &&
    owner !== o.dialed &&
    owner !== o.caller;
  const transfer = assistant.transfer_calls_enabled && assistant.transfer_phone_number ? toE164(assistant.transfer_phone_number) : null;
  return {
    found: 'true',
    business_id: business.id,
    voice: pollyVoiceFor(assistant.voice),
    greeting: turn.say,
    answer_delay_seconds: clampDelay(assistant.answer_delay_seconds),
    ring_owner_first: ring ? 'true' : 'false',
    owner_number: ring && owner ? owner : '',
    transfer_number: transfer ?? '',
  };
}

/** Looks the business up by the dialed number (the `PHONE#<E.164>` link written by onboarding). */
export async function lookupCall(input: { dialed: string | null | undefined; caller: string | null | undefined }, deps: { db: Db; now: () => Date }): Promise<CallSetup> {
  const dialed = input.dialed ? toE164(input.dialed) : null;
  if (!dialed) return NOT_FOUND;
  const businessId = await findBusinessIdByPhoneNumber(deps.db, dialed);
  if (!businessId) return NOT_FOUND;
  const agg = await new BusinessRepo(deps.db).load(businessId);
  if (!agg) return NOT_FOUND;
  const caller = input.caller ? toE164(input.caller) : null;
  return callSetupFor(agg, { dialed, caller, now: deps.now() });
}

let db: Db | null = null;

/**
 * Connect's InvokeLambdaFunction. The dialed and calling numbers come from the contact data (the flow also
 * passes them as parameters). A failure throws: the flow's error branch apologises and hangs up.
 */
export const handler = instrumented('contact-flow-lookup', async (event: ConnectContactFlowEvent): Promise<CallSetup> => {
  const contact = event?.Details?.ContactData;
  const params = event?.Details?.Parameters ?? {};
  db ??= createDb({ tableName: parseConfigOf(process.env, ['TABLE_NAME']).TABLE_NAME });
  const setup = await lookupCall(
    { dialed: params.dialed_number || contact?.SystemEndpoint?.Address, caller: params.caller_number || contact?.CustomerEndpoint?.Address },
    { db, now: () => new Date() },
  );
  log.info('call lookup', { contact: contact?.ContactId, found: setup.found, business: setup.business_id || undefined });
  return setup;
});
