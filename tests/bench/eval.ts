/**
 * `npm run eval`: the assistant judged on a labelled corpus of realistic caller speech (issue 13, item 5).
 *
 *   npm run eval                      the test split, aggregate figures only
 *   npm run eval -- --split tune      the tuning split
 *   npm run eval -- --split tune --verbose   ... with every miss (never allowed on the test split)
 *   npm run eval -- --dir other/eval  another copy of the corpus (default tests/eval)
 *
 * Data (format: tests/eval/README.md): businesses/<slug>.json, corpus/<slug>.<split>.jsonl, calls/<split>/*.json.
 * Every utterance runs through the public engine API only (greet, respond), so the same program grades any
 * version of the engine: the greeting, then the line's `prior` lines in the same call state, then the graded line,
 * with the business's `now` (or the line's), the caller ID and the business's appointments as the calendar.
 *
 * Figures: intent accuracy (the engine's understanding mapped to the corpus labels), answer top-1 accuracy (the
 * reply states the expected record's fact, or for `none` says it does not know without stating a fact), wrong
 * facts spoken (a fact of another record, or a price not in the data), whole-call task success (a caller simulator
 * answers the assistant from the call's `replies`; appointments, cancellations, moves, orders, messages and
 * transfers compared with `expect`) and the engine's turn time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DateTime } from 'luxon';
import { greet, respond } from '../../functions/assistant/index.js';
import type { AppointmentSnapshot, AssistantBusiness, CallState, EngineContext, TurnResult } from '../../functions/assistant/types.js';
import { clock12, moneyIn, saysFaq, squash } from './reply-facts.js';

// ------------------------------------------------------------------------------------------------ data

interface EvalBusiness extends AssistantBusiness {
  slug: string;
  kind?: string;
  now: string;
  appointments?: AppointmentSnapshot[];
}
/** One labelled line of a corpus (`corpus/*.jsonl`); other bench scripts read the same files. */
export interface Line {
  id: string;
  business: string;
  prior?: string[];
  caller_phone?: string;
  now?: string;
  utterance: string;
  intent: string;
  answer?: { source: 'faq' | 'service' | 'hours' | 'address' | 'none'; id?: string };
  slots?: Record<string, unknown>;
  style?: string[];
}
interface EvalCall {
  id: string;
  business: string;
  now?: string;
  caller_phone?: string;
  goal?: string;
  opening: string;
  replies: Record<string, string | string[]>;
  expect: {
    appointments_created?: Array<{ service_id?: string | null; start_local?: string; name?: string }>;
    appointments_cancelled?: string[];
    appointments_moved?: Array<{ id: string; start_local: string }>;
    orders?: Array<{ items: Array<{ id: string; quantity: number }> }>;
    message?: boolean;
    transfer?: boolean;
    must_not_say?: string[];
  };
}

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const split = opt('split') ?? 'test';
const verbose = args.includes('--verbose');
const dir = resolve(opt('dir') ?? 'tests/eval');
if (split !== 'tune' && split !== 'test') throw new Error('--split must be tune or test');
if (verbose && split !== 'tune') {
  console.error('--verbose is only allowed with --split tune: the test split is reported as aggregates only.');
  process.exit(2);
}

function loadBusinesses(): Map<string, EvalBusiness> {
  const out = new Map<string, EvalBusiness>();
  const folder = join(dir, 'businesses');
  if (!existsSync(folder)) return out;
  for (const f of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
    const b = JSON.parse(readFileSync(join(folder, f), 'utf8')) as EvalBusiness;
    out.set(b.slug ?? f.replace(/\.json$/, ''), b);
  }
  return out;
}

function loadLines(): Line[] {
  const folder = join(dir, 'corpus');
  if (!existsSync(folder)) return [];
  const out: Line[] = [];
  for (const f of readdirSync(folder).filter((f) => f.endsWith(`.${split}.jsonl`)).sort()) {
    for (const raw of readFileSync(join(folder, f), 'utf8').split('\n')) {
      if (raw.trim()) out.push(JSON.parse(raw) as Line);
    }
  }
  return out;
}

function loadCalls(): EvalCall[] {
  const folder = join(dir, 'calls', split);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as EvalCall[]);
}

// ------------------------------------------------------------------------------------------------ engine runs

const turnTimes: number[] = [];
const slowest: Array<[number, string]> = [];

function timed<T>(fn: () => T, what = ''): T {
  const started = performance.now();
  const r = fn();
  const ms = performance.now() - started;
  turnTimes.push(ms);
  if (verbose && ms > 20) slowest.push([ms, what]);
  return r;
}

function contextOf(b: EvalBusiness, now: string, phone: string | undefined, appointments: AppointmentSnapshot[]): EngineContext {
  const items = new Map(b.business_items.map((i) => [i.id, i.name]));
  return {
    business: b,
    now: new Date(now),
    callerNumber: phone ?? null,
    calendar: {
      appointments: appointments.map((a) => ({ ...a, business_item: a.business_item ?? (a.business_item_id ? { name: items.get(a.business_item_id) ?? 'appointment' } : null) })),
    },
  };
}

/** The label of the corpus that the engine's reading of a turn stands for. */
const LABELS: Record<string, string> = {
  Greeting: 'greeting',
  AskHours: 'ask_hours',
  AskAddress: 'ask_address',
  AskServices: 'ask_services',
  AskPrice: 'ask_price',
  AskDuration: 'ask_duration',
  FAQ: 'ask_faq',
  AskFaq: 'ask_faq',
  Unknown: 'ask_unknown',
  AskUnknown: 'ask_unknown',
  AskAvailability: 'ask_availability',
  BookAppointment: 'book_appointment',
  CancelAppointment: 'cancel_appointment',
  RescheduleAppointment: 'reschedule_appointment',
  CheckAppointment: 'check_appointment',
  PlaceOrder: 'place_order',
  LeaveMessage: 'leave_message',
  RequestCallback: 'request_callback',
  SpeakToHuman: 'speak_to_human',
  Urgent: 'urgent',
  SensitiveInquiry: 'urgent',
  Frustrated: 'frustrated',
  AskLanguage: 'other_language',
  UnsupportedLanguage: 'other_language',
  OtherLanguage: 'other_language',
  Affirm: 'affirm',
  Deny: 'deny',
  Correction: 'correction',
  Repeat: 'repeat',
  Help: 'help',
  NeverMind: 'never_mind',
  Thanks: 'thanks',
  Goodbye: 'goodbye',
  ChitChat: 'chit_chat',
};

/** The engine's own label for the turn: the understanding layer's when the engine reports one, else the logged intent. */
function labelOf(r: TurnResult): string {
  const understood = (r as TurnResult & { understood?: { intent?: string } }).understood?.intent;
  const name = understood ?? r.intent;
  return LABELS[name] ?? `(${name})`;
}

// ------------------------------------------------------------------------------------------------ facts in a reply

const cents = (price: string | null | undefined) => {
  const m = /^\s*\$?(\d+)(?:\.(\d{1,2}))?\s*$/.exec(String(price ?? ''));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
};

function saysHours(say: string, b: EvalBusiness): boolean {
  const times = new Set(b.working_hours.filter((h) => !h.disabled).flatMap((h) => [clock12(h.open_time), clock12(h.close_time)]));
  if ([...times].some((t) => say.includes(t))) return true;
  return /\b(we're|we are) closed\b/i.test(say);
}

function saysAddress(say: string, b: EvalBusiness): boolean {
  const s = squash(say);
  return b.business_addresses.some((a) => a.address_line && s.includes(squash(a.address_line)));
}

function saysService(say: string, b: EvalBusiness, id: string, intent: string): boolean {
  const item = b.business_items.find((i) => i.id === id);
  if (!item) return false;
  const price = cents(item.price);
  const priceSaid = price !== null && moneyIn(say).includes(price);
  const durationSaid = !!item.duration && new RegExp(`\\b${item.duration} minutes\\b`).test(say);
  if (intent === 'ask_price') return priceSaid || (price === 0 && /\bfree\b|\$0\.00/i.test(say));
  if (intent === 'ask_duration') return durationSaid;
  return priceSaid || durationSaid;
}

const DONT_KNOW = /\b(don't have that information|do not have that information|don't know|not sure|i'm not able to answer|can't answer|don't have (an answer|that)|i don't have)\b/i;
const OFFERS_HELP = /\b(leave a message|take a message|connect you|someone from the team|get back to you|pass (it|that) on)\b/i;

/** Facts of other records stated in a reply (for a line that expects one record, or none). */
function wrongFacts(say: string, b: EvalBusiness, expected: Line['answer']): string[] {
  const out: string[] = [];
  for (const q of b.business_questions) {
    if (expected?.source === 'faq' && expected.id === q.id) continue;
    if (saysFaq(say, q.answer)) out.push(`faq ${q.id}`);
  }
  const known = new Set(b.business_items.map((i) => cents(i.price)).filter((c): c is number => c !== null));
  // Amounts the owner wrote in an FAQ answer are in the data too (they count as that FAQ's fact).
  const faqAmounts = new Set(b.business_questions.flatMap((q) => moneyIn(q.answer)));
  // Amounts inside an FAQ answer that was spoken are that FAQ's facts (graded as the FAQ above).
  const spokenFaqAmounts = new Set(b.business_questions.filter((q) => saysFaq(say, q.answer)).flatMap((q) => moneyIn(q.answer)));
  for (const amount of moneyIn(say)) {
    if (spokenFaqAmounts.has(amount)) continue;
    if (faqAmounts.has(amount) && !known.has(amount)) continue;
    if (!known.has(amount)) out.push(`price $${(amount / 100).toFixed(2)} not in the data`);
    else if (expected?.source === 'service') {
      const item = b.business_items.find((i) => i.id === expected.id);
      if (item && cents(item.price) !== amount) out.push(`price $${(amount / 100).toFixed(2)} of another item`);
    } else if (expected?.source === 'faq' || expected?.source === 'none' || expected?.source === 'hours' || expected?.source === 'address') {
      // A question about something else answered with a price.
      const listed = /\bwe offer\b|\bwe have\b/i.test(say);
      if (!listed) out.push(`price $${(amount / 100).toFixed(2)} for a non-price question`);
    }
  }
  if (expected && expected.source !== 'address' && saysAddress(say, b)) out.push('address');
  if (expected?.source === 'none' && saysHours(say, b) && !/closed right now/i.test(say)) out.push('hours');
  return out;
}

function answerCorrect(say: string, b: EvalBusiness, line: Line): boolean {
  const a = line.answer!;
  switch (a.source) {
    case 'faq': {
      const q = b.business_questions.find((x) => x.id === a.id);
      return !!q && saysFaq(say, q.answer);
    }
    case 'service':
      return saysService(say, b, a.id ?? '', line.intent);
    case 'hours':
      return saysHours(say, b);
    case 'address':
      return saysAddress(say, b);
    case 'none':
      return wrongFacts(say, b, a).length === 0 && (DONT_KNOW.test(say) || OFFERS_HELP.test(say));
  }
}

// ------------------------------------------------------------------------------------------------ utterances

interface LineResult {
  line: Line;
  label: string;
  say: string;
  intentOk: boolean;
  answerOk: boolean | null;
  wrong: string[];
}

function runLine(b: EvalBusiness, line: Line): LineResult {
  const ctx = contextOf(b, line.now ?? b.now, line.caller_phone, b.appointments ?? []);
  let state: CallState = greet(ctx).callState;
  for (const p of line.prior ?? []) state = timed(() => respond(ctx, state, p)).callState;
  const r = timed(() => respond(ctx, state, line.utterance), line.id);
  const label = labelOf(r);
  const answerOk = line.answer ? answerCorrect(r.say, b, line) : null;
  const inData = (m: number) => b.business_items.some((i) => cents(i.price) === m) || b.business_questions.some((q) => moneyIn(q.answer).includes(m));
  const wrong = line.answer ? wrongFacts(r.say, b, line.answer) : moneyIn(r.say).filter((m) => !inData(m)).map((m) => `price $${m / 100}`);
  return { line, label, say: r.say, intentOk: label === line.intent, answerOk, wrong };
}

// ------------------------------------------------------------------------------------------------ whole calls

interface CallOutcome {
  created: Array<{ service_id: string | null; start_local: string; name: string }>;
  cancelled: string[];
  moved: Array<{ id: string; start_local: string }>;
  orders: Array<Array<{ id: string; quantity: number }>>;
  message: boolean;
  transfer: boolean;
  said: string[];
  transcript: string[];
}

const pick = (v: string | string[] | undefined, i = 0) => (Array.isArray(v) ? v[Math.min(i, v.length - 1)] : v);

/** What the caller says to the assistant's last question, from the call's replies. */
function reply(call: EvalCall, b: EvalBusiness, say: string, used: Map<string, number>): string {
  const r = call.replies;
  const e = call.expect;
  const q = (say.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?')).join(' ') || say).toLowerCase();
  const take = (key: string, fallback?: string): string | undefined => {
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    const v = pick(r[key], n);
    return v ?? fallback;
  };
  // Intake questions of the business's scenarios, in order.
  const intakeQs = (b.assistant.scenarios ?? []).flatMap((s) => (s.scenario_questions ?? []).map((x) => x.question.trim().toLowerCase()));
  if (intakeQs.some((x) => q.includes(x.replace(/\?$/, '')))) {
    const n = used.get('intake') ?? 0;
    used.set('intake', n + 1);
    const list = Array.isArray(r.intake) ? r.intake : r.intake ? [r.intake] : [];
    return list[n] ?? 'yes';
  }
  if (/last name/.test(q)) return take('last_name', pick(r.name)) ?? 'Smith';
  if (/\bname\b/.test(q)) return take('name') ?? 'Alex Smith';
  if (/number you're calling from|best number to reach you\?$|is the number/.test(q) && /ending in/.test(q)) return r.phone ? take('phone')! : 'yes';
  if (/phone number|best number|number to reach|booked under/.test(q)) return take('phone') ?? 'six one seven five five five oh one nine nine';
  if (/pickup or delivery/.test(q)) return take('mode', 'pickup')!;
  if (/delivery address|street address/.test(q)) return take('address', '12 Elm Street')!;
  if (/special instructions|instructions/.test(q)) return take('notes', 'no')!;
  if (/pick it up|have it delivered/.test(q)) return take('time', 'as soon as possible')!;
  if (/(what|which) .*(order|like to order)|what else would you like|what would you like\?$/.test(q) && !/anything else i can/.test(q)) return take('items') ?? 'that is all';
  if (/^anything else\?$|anything else\?$/.test(q) && !/help you with/.test(q)) return (used.get('anything_else_items') ? undefined : take('anything_else')) ?? take('anything_else_items', 'no that is all')!;
  if (/which service|which one would you like|services? would you like/.test(q) && !/\d:\d\d/.test(q)) return take('service') ?? take('fallback') ?? 'sorry, what?';
  if (/what day|which day|what time|day and time|when would you like|which works best|which would you like|would that work|what other (day|time)/.test(q)) {
    if (/what day and time|day and time/.test(q) && r.day && r.time) return `${take('day')} ${take('time')}`;
    if (/what day|which day/.test(q) && r.day) return take('day')!;
    if (r.time) return take('time')!;
    if (r.day) return take('day')!;
    return 'the first one';
  }
  if (/message would you like|call you back about|pass on\?/.test(q)) return take('message') ?? 'please call me back';
  if (/leave a message/.test(q)) return e.message ? 'yes please' : 'no thanks';
  if (/anything else i can help|is there anything else/.test(q)) return take('anything_else') ?? 'no thanks, bye';
  if (/shall i book|is that (correct|right)|should i move|would you like me to cancel|cancel it\?|book it\?/.test(q)) return take('confirm') ?? 'yes';
  if (/would you like (me )?to book|would you like to order|place an order/.test(q)) {
    const wants = (e.appointments_created?.length ?? 0) > 0 || (e.orders?.length ?? 0) > 0;
    return wants ? 'yes' : 'no thanks';
  }
  if (/which one would you like to (cancel|move)/.test(q)) return take('which', take('day'))!;
  return take('fallback') ?? 'sorry, what?';
}

function runCall(b: EvalBusiness, call: EvalCall): CallOutcome {
  const appointments = structuredClone(b.appointments ?? []) as AppointmentSnapshot[];
  const out: CallOutcome = { created: [], cancelled: [], moved: [], orders: [], message: false, transfer: false, said: [], transcript: [] };
  const zone = b.business.time_zone ?? 'America/New_York';
  const local = (isoInstant: string) => DateTime.fromISO(isoInstant).setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm");
  const ctx = () => contextOf(b, call.now ?? b.now, call.caller_phone, appointments);
  let r = greet(ctx());
  out.said.push(r.say);
  out.transcript.push(`A: ${r.say}`);
  let text = call.opening;
  const used = new Map<string, number>();
  for (let i = 0; i < 30; i++) {
    out.transcript.push(`C: ${text}`);
    r = timed(() => respond(ctx(), r.callState, text), `${call.id}: ${text}`);
    out.said.push(r.say);
    out.transcript.push(`A: ${r.say}`);
    for (const e of r.effects) {
      if (e.type === 'book_appointment') {
        out.created.push({ service_id: e.business_item_id, start_local: local(e.appointment_datetime), name: `${e.first_name} ${e.last_name}`.trim() });
        const start = DateTime.fromISO(e.appointment_datetime);
        appointments.push({
          id: `new-${i}`, first_name: e.first_name, last_name: e.last_name, phone_number: e.phone_number, status: 'awaiting_confirmation',
          starts_at: start.toUTC().toISO()!, ends_at: start.plus({ minutes: e.duration_minutes }).toUTC().toISO()!, business_item_id: e.business_item_id,
        });
      } else if (e.type === 'cancel_appointment') {
        out.cancelled.push(e.appointment_id);
        const a = appointments.find((x) => x.id === e.appointment_id);
        if (a) a.status = 'cancelled';
      } else if (e.type === 'move_appointment') {
        out.moved.push({ id: e.appointment_id, start_local: local(e.appointment_datetime) });
        const a = appointments.find((x) => x.id === e.appointment_id);
        if (a) {
          const start = DateTime.fromISO(e.appointment_datetime);
          a.starts_at = start.toUTC().toISO()!;
          a.ends_at = start.plus({ minutes: e.duration_minutes }).toUTC().toISO()!;
        }
      } else if (e.type === 'place_order') {
        out.orders.push(e.lines.map((l) => ({ id: l.business_item_id, quantity: l.quantity })));
      } else if (e.type === 'take_message') {
        out.message = true;
      }
    }
    if (r.action === 'transfer') out.transfer = true;
    if (r.action === 'hangup' || r.action === 'transfer' || r.callState.ended) break;
    text = reply(call, b, r.say, used);
    // A caller who has said goodbye twice hangs up.
    if ((used.get('anything_else') ?? 0) > 2) break;
  }
  return out;
}

const sameName = (a: string, b: string) => a.toLowerCase().replace(/[^a-z]/g, '') === b.toLowerCase().replace(/[^a-z]/g, '');
const itemsKey = (items: Array<{ id: string; quantity: number }>) =>
  [...items].sort((a, b) => a.id.localeCompare(b.id)).map((i) => `${i.id}x${i.quantity}`).join(',');

function callProblems(call: EvalCall, o: CallOutcome): string[] {
  const e = call.expect;
  const problems: string[] = [];
  const created = e.appointments_created ?? [];
  if (created.length !== o.created.length) problems.push(`appointments created ${o.created.length}, expected ${created.length}`);
  else
    created.forEach((want, i) => {
      const got = o.created[i];
      if (want.service_id !== undefined && want.service_id !== got.service_id) problems.push(`service ${got.service_id}, expected ${want.service_id}`);
      if (want.start_local && want.start_local !== got.start_local) problems.push(`start ${got.start_local}, expected ${want.start_local}`);
      if (want.name && !sameName(want.name, got.name)) problems.push(`name ${got.name}, expected ${want.name}`);
    });
  const cancelled = [...(e.appointments_cancelled ?? [])].sort().join(',');
  if (cancelled !== [...o.cancelled].sort().join(',')) problems.push(`cancelled [${o.cancelled}], expected [${cancelled}]`);
  const moved = (e.appointments_moved ?? []).map((m) => `${m.id}@${m.start_local}`).sort().join(',');
  const gotMoved = o.moved.map((m) => `${m.id}@${m.start_local}`).sort().join(',');
  if (moved !== gotMoved) problems.push(`moved [${gotMoved}], expected [${moved}]`);
  const orders = (e.orders ?? []).map((x) => itemsKey(x.items)).sort().join(' | ');
  const gotOrders = o.orders.map(itemsKey).sort().join(' | ');
  if (orders !== gotOrders) problems.push(`orders [${gotOrders}], expected [${orders}]`);
  if (e.message !== undefined && e.message !== o.message) problems.push(`message ${o.message}, expected ${e.message}`);
  if (e.transfer !== undefined && e.transfer !== o.transfer) problems.push(`transfer ${o.transfer}, expected ${e.transfer}`);
  for (const bad of e.must_not_say ?? []) if (o.said.some((s) => s.includes(bad))) problems.push(`said "${bad}"`);
  return problems;
}

// ------------------------------------------------------------------------------------------------ report

const pct = (a: number, n: number) => (n ? `${((100 * a) / n).toFixed(1)}% (${a}/${n})` : 'n/a');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function main(): void {
  const businesses = loadBusinesses();
  const lines = loadLines();
  const calls = loadCalls();
  const missing = new Set([...lines.map((l) => l.business), ...calls.map((c) => c.business)].filter((s) => !businesses.has(s)));
  if (missing.size) throw new Error(`No business file for ${[...missing].join(', ')}`);

  const results = lines.map((l) => runLine(businesses.get(l.business)!, l));
  const callResults = calls.map((c) => {
    const b = businesses.get(c.business)!;
    const o = runCall(b, c);
    return { call: c, o, problems: callProblems(c, o) };
  });

  const answered = results.filter((r) => r.answerOk !== null);
  const wrongCount = results.reduce((s, r) => s + r.wrong.length, 0) + callResults.reduce((s, c) => s + c.problems.filter((p) => p.startsWith('said')).length, 0);
  const times = [...turnTimes].sort((a, b) => a - b);
  const slugs = [...new Set(results.map((r) => r.line.business))];

  console.log(`split: ${split}   businesses: ${slugs.join(', ') || '-'}   utterances: ${results.length}   calls: ${calls.length}`);
  console.log(`intent accuracy:        ${pct(results.filter((r) => r.intentOk).length, results.length)}`);
  console.log(`answer top-1 accuracy:  ${pct(answered.filter((r) => r.answerOk).length, answered.length)}`);
  console.log(`wrong facts spoken:     ${wrongCount} (in ${results.filter((r) => r.wrong.length).length} utterances, ${callResults.filter((c) => c.problems.some((p) => p.startsWith('said'))).length} calls)`);
  console.log(`whole-call success:     ${pct(callResults.filter((c) => !c.problems.length).length, callResults.length)}`);
  console.log(`engine turn time:       p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms over ${times.length} turns`);
  console.log('\nper business (intent / answer / calls):');
  for (const slug of slugs) {
    const rs = results.filter((r) => r.line.business === slug);
    const as = rs.filter((r) => r.answerOk !== null);
    const cs = callResults.filter((c) => c.call.business === slug);
    console.log(`  ${slug.padEnd(12)} ${pct(rs.filter((r) => r.intentOk).length, rs.length).padEnd(18)} ${pct(as.filter((r) => r.answerOk).length, as.length).padEnd(18)} ${pct(cs.filter((c) => !c.problems.length).length, cs.length)}`);
  }
  const intents = [...new Set(results.map((r) => r.line.intent))].sort();
  console.log('\nintent accuracy by label:');
  for (const i of intents) {
    const rs = results.filter((r) => r.line.intent === i);
    console.log(`  ${i.padEnd(24)} ${pct(rs.filter((r) => r.intentOk).length, rs.length)}`);
  }
  const styles = [...new Set(results.flatMap((r) => r.line.style ?? []))].sort();
  if (styles.length) {
    console.log('\nintent accuracy by style:');
    for (const st of styles) {
      const rs = results.filter((r) => r.line.style?.includes(st));
      console.log(`  ${st.padEnd(24)} ${pct(rs.filter((r) => r.intentOk).length, rs.length)}`);
    }
  }

  if (verbose) {
    console.log('\n--- misses (tune split) ---');
    for (const r of results) {
      if (r.intentOk && r.answerOk !== false && !r.wrong.length) continue;
      console.log(`${r.line.id} [${r.line.intent}${r.line.answer ? ` ${r.line.answer.source}:${r.line.answer.id ?? ''}` : ''} -> ${r.label}]${r.answerOk === false ? ' ANSWER' : ''}${r.wrong.length ? ` WRONG(${r.wrong.join('; ')})` : ''}`);
      if (r.line.prior?.length) console.log(`   prior: ${r.line.prior.join(' / ')}`);
      console.log(`   C: ${r.line.utterance}\n   A: ${r.say}`);
    }
    console.log('\n--- turns over 20 ms ---');
    for (const [ms, what] of slowest.sort((a, b) => b[0] - a[0]).slice(0, 15)) console.log(`${ms.toFixed(1)} ms  ${what}`);
    console.log('\n--- failed calls (tune split) ---');
    for (const c of callResults.filter((c) => c.problems.length)) {
      console.log(`${c.call.id}: ${c.problems.join('; ')}`);
      for (const t of c.o.transcript) console.log(`   ${t}`);
    }
  }
}

main();
