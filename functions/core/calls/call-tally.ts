import type { CallRecord, TranscriptEntry } from './model.js';
import type { CallTally } from '../reports/model.js';
import { intentLabel } from '../../contract/reports.js';
import { localHour, localIsoDate, momentAt } from '../appointments/zone-days.js';

/** Money a call brought in, as the effect reported it (decimal strings; added in cents later). */
export interface CallRevenue {
  kind: 'booking' | 'order';
  currency: string;
  amount: string;
}

/**
 * What the owner learns from a call without reading it: the caller's aims, and whether it was a missed
 * opportunity, a handover or a frustrated caller, each with the reason as it happened in the call.
 */
export interface CallInsightRecord {
  intents: string[];
  missed: string | null;
  handover: string | null;
  frustrated: string | null;
}

/** Readings that say nothing about what the caller wanted. */
const NOT_AIMS = new Set(['Greeting', 'Affirm', 'Deny', 'Repeat', 'Help', 'NeverMind', 'Thanks', 'Goodbye', 'AskLanguage', 'ChitChat', 'Correction', 'None', 'Fallback', 'FallbackIntent', 'Unclear']);
const AIM_FLOOR = 0.6;
const ALIAS: Record<string, string> = { AskFaq: 'FAQ', AskUnknown: 'Unknown', AskAvailability: 'BookAppointment' };

import { toCents } from '../../contract/cents.js';

/** The caller's aims, in the order they came up (the engine's reading of each caller turn, above its floor). */
export function intentsOf(transcript: readonly TranscriptEntry[]): string[] {
  const out: string[] = [];
  for (const line of transcript) {
    const u = line.understood;
    if (!u || line.speaker !== 'assistant' || u.confidence < AIM_FLOOR) continue;
    const intent = ALIAS[u.intent] ?? u.intent;
    if (NOT_AIMS.has(intent) || out.includes(intent)) continue;
    out.push(intent);
  }
  return out;
}

const callerLines = (t: readonly TranscriptEntry[]) => t.filter((l) => l.speaker === 'caller');
const quote = (text: string) => `“${text.length > 120 ? `${text.slice(0, 117)}…` : text}”`;

export function callInsight(call: CallRecord): CallInsightRecord {
  const transcript = call.transcript ?? [];
  const intents = intentsOf(transcript);
  const outcome = call.outcome;
  const lastAssistant = [...transcript].reverse().find((l) => l.speaker === 'assistant');
  const after = (outcomeNow: string | null) => {
    if (outcomeNow === 'message') return 'left a message instead';
    if (outcomeNow === 'transferred') return 'was handed over to staff instead';
    if (outcomeNow === 'abandoned' || outcomeNow === 'unanswered') return saidGoodbye(transcript) ? 'said goodbye before it was done' : 'hung up before it was done';
    return 'ended the call without it';
  };
  let missed: string | null = null;
  // A move is the booking a caller with one wanted ("anything Friday?" reads as asking to book): not a missed one.
  if (intents.includes('BookAppointment') && outcome !== 'booked' && outcome !== 'rescheduled') {
    missed = `Wanted to book and ${after(outcome)}${lastAssistant ? `; the assistant last said ${quote(lastAssistant.text)}` : ''}.`;
  } else if (intents.includes('PlaceOrder') && outcome !== 'ordered') {
    missed = `Wanted to order and ${after(outcome)}${lastAssistant ? `; the assistant last said ${quote(lastAssistant.text)}` : ''}.`;
  }
  let handover: string | null = null;
  const transferLine = transcript.find((l) => l.speaker === 'assistant' && l.action === 'transfer');
  if (transferLine || outcome === 'transferred') {
    const i = transferLine ? transcript.indexOf(transferLine) : transcript.length;
    const asked = [...transcript.slice(0, i)].reverse().find((l) => l.speaker === 'caller');
    const to = transferLine?.transfer_to ?? (call.transfer_to as string | undefined);
    handover = `Handed over${to ? ` to ${to}` : ''}${asked ? ` after the caller said ${quote(asked.text)}` : ''}.`;
  }
  let frustrated: string | null = null;
  for (let i = 0; i < transcript.length; i++) {
    const line = transcript[i]!;
    if (line.speaker === 'assistant' && line.understood?.intent === 'Frustrated') {
      const said = [...transcript.slice(0, i)].reverse().find((l) => l.speaker === 'caller');
      frustrated = `The caller said ${quote(said?.text ?? '')}.`;
      break;
    }
  }
  return { intents, missed, handover, frustrated };
}

/**
 * The call log's summary line for a call that ended: what was done (the effects' own lines), else what the caller
 * asked about and how it ended. Never empty for an answered call.
 */
export function summaryLine(call: CallRecord, effectLines: readonly string[], insight: CallInsightRecord): string {
  const done = effectLines.filter((l) => l !== 'Unanswered question kept for the owner');
  const gaps = effectLines.length - done.length;
  const parts: string[] = [];
  if (done.length) parts.push(done.join('; '));
  else {
    const aims = insight.intents
      .filter((i) => i !== 'Unknown' && i !== 'Frustrated')
      .flatMap((i) => (i === 'FAQ' ? faqTopics(call.asked_faqs) : [SUMMARY_TOPIC[i] ?? intentLabel(i).toLowerCase()]));
    const about = aims.length ? `about ${listOf(aims)}` : '';
    const turns = callerLines(call.transcript ?? []).length;
    switch (call.outcome) {
      case 'answered':
        parts.push(`Answered the caller's questions${about ? ` ${about}` : ''}`);
        break;
      case 'transferred':
        // The number it went to is the call's transfer_to (the log shows it formatted beside this line).
        parts.push(`Handed over to staff${about ? ` (asked ${about})` : ''}`);
        break;
      case 'unanswered':
        // The count of questions follows ("2 unanswered questions kept for you").
        parts.push(`Could not answer the caller; ${endedLine(call, turns)}`);
        break;
      case 'abandoned': {
        const asked = about ? ` (asked ${about})` : '';
        const ended = endedLine(call, turns);
        if (!turns && call.ended_by !== 'owner') parts.push('Caller hung up during the greeting');
        else if (ended.startsWith('the caller hung up')) parts.push(`Caller hung up ${ended.slice('the caller hung up '.length)}${asked}`);
        else parts.push(`Nothing answered or done; ${ended}${asked}`);
        break;
      }
      default:
        parts.push(`Call ended${about ? ` (asked ${about})` : ''}`);
    }
  }
  // An order the caller built and never placed (hung up at the read-back, handed over): what the owner calls back about.
  const unplaced = call.outcome === 'ordered' ? [] : unplacedLines(call.order_unplaced);
  if (unplaced.length) parts.push(`order not placed: ${listOf(unplaced.map((l) => `${l.quantity} ${l.name}`))}`);
  if (gaps) parts.push(`${gaps} unanswered ${gaps === 1 ? 'question' : 'questions'} kept for you`);
  return parts.join('; ');
}

/**
 * How a call that achieved nothing ended, as the owner reads it: the caller's goodbye, the assistant's own closing,
 * the owner's Hang up in the test-call panel, nobody speaking for long, or the caller hanging up.
 */
function endedLine(call: CallRecord, turns: number): string {
  const after = `after ${turns} ${turns === 1 ? 'turn' : 'turns'}`;
  const transcript = call.transcript ?? [];
  if (saidGoodbye(transcript)) return `the caller said goodbye ${after}`;
  if (transcript.at(-1)?.speaker === 'assistant' && transcript.at(-1)?.action === 'hangup') return `the assistant ended the call ${after}`;
  if (call.ended_by === 'owner') return `you hung up the test call ${after}`;
  if (call.ended_by === 'no_reply') return `no one spoke for a while ${after}, so the call was closed`;
  return `the caller hung up ${after}`;
}

/** The call ended on the caller's goodbye (the assistant's closing line answered it), not by the line dropping. */
function saidGoodbye(transcript: readonly TranscriptEntry[]): boolean {
  const last = transcript.at(-1);
  return last?.speaker === 'assistant' && last.action === 'hangup' && last.intent === 'Goodbye';
}

/** A line of the order a caller was building, kept on the call between turns (call-closer.ts Session). */
export interface UnplacedOrderLine {
  name: string;
  quantity: number;
}

function unplacedLines(kept: unknown): UnplacedOrderLine[] {
  if (!Array.isArray(kept)) return [];
  return kept.filter((l): l is UnplacedOrderLine => typeof l?.name === 'string' && l.name.trim() !== '' && Number.isInteger(l?.quantity) && l.quantity > 0);
}

/**
 * What a caller asked about, as it reads after "asked about" in a sentence (the reports' labels are headings:
 * "Place an order", "A question from your FAQ").
 */
const SUMMARY_TOPIC: Record<string, string> = {
  AskHours: 'opening hours',
  AskAddress: 'the address',
  AskServices: 'the services',
  AskPrice: 'prices',
  AskDuration: 'how long a service takes',
  BookAppointment: 'booking an appointment',
  CancelAppointment: 'cancelling an appointment',
  RescheduleAppointment: 'moving an appointment',
  CheckAppointment: 'their appointment',
  PlaceOrder: 'placing an order',
  LeaveMessage: 'leaving a message',
  RequestCallback: 'a call back',
  SpeakToHuman: 'speaking to a person',
  SensitiveInquiry: 'a sensitive matter',
  Urgent: 'an urgent problem',
};

/** How many of the FAQ questions a call was answered from the summary names; the rest are counted. */
const FAQ_NAMED = 2;
const FAQ_QUESTION_CHARS = 60;

/**
 * The FAQ questions a call was answered from (the call keeps their words: call-session-service.ts), as they read after
 * "about": the owner's own question, quoted and shortened ("“Do you have parking?”"); a call from before they were
 * kept reads "a question from your FAQ".
 */
function faqTopics(asked: unknown): string[] {
  const questions = Array.isArray(asked) ? asked.filter((q): q is string => typeof q === 'string' && q.trim() !== '') : [];
  if (!questions.length) return ['a question from your FAQ'];
  const named = questions.slice(0, FAQ_NAMED).map((q) => `“${shorten(q.trim().replace(/\s+/g, ' '))}”`);
  const more = questions.length - named.length;
  return more ? [...named, `${more} more ${more === 1 ? 'question' : 'questions'} from your FAQ`] : named;
}

/** A question cut at a word near FAQ_QUESTION_CHARS, with an ellipsis where it was cut. */
function shorten(text: string): string {
  if (text.length <= FAQ_QUESTION_CHARS) return text;
  const cut = text.slice(0, FAQ_QUESTION_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > FAQ_QUESTION_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What an ended call adds to its day's counters, in the business's zone at the time of the call. */
export function tallyOf(call: CallRecord, revenue: readonly CallRevenue[], zone: string, intents: readonly string[]): CallTally {
  // Read without luxon (zone-days.ts): the readers of the figures end stale calls, and luxon would be 69 KB of their
  // cold start.
  const started = momentAt(zone, Date.parse(call.started_at));
  const booking_cents: Record<string, number> = {};
  const order_cents: Record<string, number> = {};
  let bookings = 0;
  let orders = 0;
  for (const r of revenue) {
    const into = r.kind === 'booking' ? booking_cents : order_cents;
    into[r.currency] = (into[r.currency] ?? 0) + toCents(r.amount);
    if (r.kind === 'booking') bookings++;
    else orders++;
  }
  return {
    business_id: call.business_id,
    day: localIsoDate(started),
    hour: localHour(started),
    test: call.is_test === true,
    outcome: call.outcome === 'served' ? 'answered' : call.outcome === 'message_taken' ? 'message' : call.outcome === 'failed' ? 'abandoned' : (call.outcome ?? 'abandoned'),
    duration_seconds: Number(call.duration_seconds ?? 0),
    bookings,
    orders,
    booking_cents,
    order_cents,
    intents: [...intents],
  };
}
