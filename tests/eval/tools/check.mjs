// Checks a set of evaluation data (businesses/, corpus/, calls/) against the corpus format (labels, ids, slots) and
// checks that every booking a call expects is one a correct receptionist could make (open day, inside hours, after
// now, clear of existing appointments with the buffer). Each business's split is the one its corpus file names
// (<slug>.tune.jsonl or <slug>.test.jsonl). Run: node tests/eval/tools/check.mjs tests/eval-extra2
// (one checker for every set written since eval-extra: eval-extra, eval-extra2, eval-unseen3).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

if (!process.argv[2]) {
  console.error('usage: node tests/eval/tools/check.mjs <set folder, e.g. tests/eval-extra2>');
  process.exit(2);
}
const ROOT = resolve(process.argv[2]);
const INTENTS = ['greeting', 'ask_hours', 'ask_address', 'ask_services', 'ask_price', 'ask_duration', 'ask_faq', 'ask_unknown',
  'ask_availability', 'book_appointment', 'cancel_appointment', 'reschedule_appointment', 'check_appointment', 'place_order',
  'leave_message', 'request_callback', 'speak_to_human', 'urgent', 'frustrated', 'other_language', 'affirm', 'deny', 'correction',
  'repeat', 'help', 'never_mind', 'thanks', 'goodbye', 'chit_chat'];
const STYLES = ['disfluent', 'slang', 'indirect', 'misrecognised', 'numbers_in_words', 'spelled', 'two_turn', 'correction', 'relative_time'];
const TRANSFER_TEXTS = ['Caller is confused or frustrated', "Request exceeds the assistant's knowledge",
  'Customer requests a callback from the owner', 'Caller speaks an unsupported language', 'Unrecognized or sensitive inquiry'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const REPLY_KEYS = ['name', 'phone', 'time', 'day', 'service', 'items', 'confirm', 'anything_else', 'message', 'intake', 'fallback'];
const ANSWER_SOURCE = { ask_hours: 'hours', ask_address: 'address', ask_price: 'service', ask_duration: 'service', ask_faq: 'faq', ask_unknown: 'none' };

let errors = 0;
const fail = (where, msg) => { errors++; console.error(`ERROR ${where}: ${msg}`); };
/** What does not make a line wrong (its label still holds) but is worth a look when writing a set. */
const note = (where, msg) => console.error(`NOTE ${where}: ${msg}`);

// Wall-clock parts of an instant in a zone.
function localParts(ms, tz) {
  const f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', weekday: 'long' });
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, weekday: p.weekday.toLowerCase() };
}
// Instant of a local wall-clock time ("2026-12-04T15:00") in a zone.
function zonedToMs(local, tz) {
  const [d, t] = local.split('T');
  const [y, mo, da] = d.split('-').map(Number);
  const [h, mi] = t.split(':').map(Number);
  const want = Date.UTC(y, mo - 1, da, h, mi);
  let guess = want;
  for (let i = 0; i < 3; i++) {
    const lp = localParts(guess, tz);
    const [ly, lmo, lda] = lp.date.split('-').map(Number);
    const [lh, lmi] = lp.time.split(':').map(Number);
    guess += want - Date.UTC(ly, lmo - 1, lda, lh, lmi);
  }
  return guess;
}
const mins = (hhmm) => { const [h, m] = hhmm.split(':').map(Number); return h * 60 + m; };
const isDate = (s) => /^\d{4}-\d{2}-\d{2}$/.test(s);
const isTime = (s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);
const isE164 = (s) => /^\+1\d{10}$/.test(s);

function checkBusiness(file) {
  const b = JSON.parse(readFileSync(file, 'utf8'));
  const w = b.slug;
  if (`${b.slug}.json` !== file.split('/').pop()) fail(w, 'slug does not match file name');
  for (const k of ['slug', 'kind', 'now', 'business', 'assistant', 'business_addresses', 'business_items', 'business_questions', 'working_hours', 'appointments'])
    if (!(k in b)) fail(w, `missing ${k}`);
  const tz = b.business.time_zone;
  try { new Intl.DateTimeFormat('en-US', { timeZone: tz }); } catch { fail(w, `bad time zone ${tz}`); }
  for (const k of ['id', 'name', 'time_zone', 'phone_number', 'industry']) if (!b.business[k]) fail(w, `business.${k} missing`);
  const a = b.assistant;
  for (const k of ['greeting_phrase', 'transfer_calls_enabled', 'transfer_phone_number', 'transfer_scenarios', 'scenarios', 'after_hours_handling',
    'buffer_minutes', 'allow_same_day', 'allow_weekend', 'require_24h_advance']) if (!(k in a)) fail(w, `assistant.${k} missing`);
  for (const t of a.transfer_scenarios) if (!TRANSFER_TEXTS.includes(t.text)) fail(w, `transfer scenario text not allowed: ${t.text}`);
  if (a.transfer_calls_enabled && !isE164(a.transfer_phone_number ?? '')) fail(w, 'transfer enabled without a phone');
  for (const s of a.scenarios) for (const q of s.scenario_questions) if (q.scenario_id !== s.id) fail(w, `question ${q.id} scenario_id mismatch`);
  if (![0, 5, 10, 15, 30].includes(a.buffer_minutes)) fail(w, 'buffer not one of the offered options');
  const uniq = (list, what) => { const ids = list.map((x) => x.id); if (new Set(ids).size !== ids.length) fail(w, `duplicate ${what} ids`); };
  uniq(b.business_items, 'item'); uniq(b.business_questions, 'faq'); uniq(b.appointments, 'appointment'); uniq(b.working_hours, 'hours');
  if (b.business_items.length < 10 || b.business_items.length > 30) fail(w, `items ${b.business_items.length} not in 10..30`);
  if (b.business_questions.length < 12 || b.business_questions.length > 25) fail(w, `faqs ${b.business_questions.length} not in 12..25`);
  for (const it of b.business_items) {
    if (!/^\d+\.\d{2}$/.test(it.price)) fail(w, `price of ${it.id}`);
    if (!(it.duration === null || (Number.isInteger(it.duration) && it.duration > 0))) fail(w, `duration of ${it.id}`);
    if (it.currency !== 'USD' || it.enabled !== true) fail(w, `currency/enabled of ${it.id}`);
  }
  const hours = {};
  for (const h of b.working_hours) {
    if (!DAYS.includes(h.day_of_week)) fail(w, `bad day ${h.day_of_week}`);
    if (!isTime(h.open_time) || !isTime(h.close_time) || mins(h.open_time) >= mins(h.close_time)) fail(w, `bad hours ${h.id}`);
    if (!h.disabled) (hours[h.day_of_week] ??= []).push([mins(h.open_time), mins(h.close_time)]);
  }
  if (Object.keys(hours).length === 7) fail(w, 'no closed day');
  const items = Object.fromEntries(b.business_items.map((i) => [i.id, i]));
  const nowMs = Date.parse(b.now);
  if (Number.isNaN(nowMs)) fail(w, 'bad now');
  const insideHours = (startMs, dur) => {
    const s = localParts(startMs, tz), e = localParts(startMs + dur * 60000, tz);
    if (s.date !== e.date) return false;
    return (hours[s.weekday] ?? []).some(([o, c]) => mins(s.time) >= o && mins(e.time) <= c);
  };
  for (const ap of b.appointments) {
    const it = items[ap.business_item_id];
    if (!it || it.duration === null) { fail(w, `appointment ${ap.id} item not bookable`); continue; }
    const s = Date.parse(ap.starts_at), e = Date.parse(ap.ends_at);
    if ((e - s) / 60000 !== it.duration) fail(w, `appointment ${ap.id} length != duration`);
    if (!insideHours(s, it.duration)) fail(w, `appointment ${ap.id} outside opening hours`);
    if (s <= nowMs) fail(w, `appointment ${ap.id} not after now`);
    if (!isE164(ap.phone_number) || ap.status !== 'upcoming') fail(w, `appointment ${ap.id} phone/status`);
  }
  const sorted = [...b.appointments].sort((x, y) => Date.parse(x.starts_at) - Date.parse(y.starts_at));
  for (let i = 1; i < sorted.length; i++)
    if (Date.parse(sorted[i].starts_at) < Date.parse(sorted[i - 1].ends_at) + a.buffer_minutes * 60000)
      fail(w, `appointments ${sorted[i - 1].id} and ${sorted[i].id} overlap (with buffer)`);
  return { b, tz, items, hours, nowMs, insideHours, faqs: new Set(b.business_questions.map((q) => q.id)) };
}

function checkCorpus(ctx, file) {
  const { b, items, faqs } = ctx;
  const seen = new Set();
  const counts = {};
  const phones = new Set(b.appointments.map((x) => x.phone_number));
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  for (const [n, line] of lines.entries()) {
    let r;
    try { r = JSON.parse(line); } catch { fail(`${file}:${n + 1}`, 'not JSON'); continue; }
    const w = r.id ?? `${file}:${n + 1}`;
    if (!new RegExp(`^${b.slug}-\\d{4}$`).test(r.id ?? '')) fail(w, 'bad id');
    if (seen.has(r.id)) fail(w, 'duplicate id'); seen.add(r.id);
    if (r.business !== b.slug) fail(w, 'business mismatch');
    const allowed = ['id', 'business', 'prior', 'caller_phone', 'now', 'utterance', 'intent', 'answer', 'slots', 'style'];
    for (const k of Object.keys(r)) if (!allowed.includes(k)) fail(w, `unknown field ${k}`);
    if (typeof r.utterance !== 'string' || !r.utterance.trim()) fail(w, 'empty utterance');
    if (!INTENTS.includes(r.intent)) fail(w, `bad intent ${r.intent}`);
    counts[r.intent] = (counts[r.intent] ?? 0) + 1;
    const want = ANSWER_SOURCE[r.intent];
    if (want) {
      if (!r.answer || r.answer.source !== want) fail(w, `answer.source should be ${want}`);
      else if (want === 'faq' && !faqs.has(r.answer.id)) fail(w, `unknown faq ${r.answer.id}`);
      else if (want === 'service') {
        const it = items[r.answer.id];
        if (!it) fail(w, `unknown item ${r.answer.id}`);
        else if (r.intent === 'ask_duration' && it.duration === null) fail(w, 'ask_duration of an item without duration');
      } else if ((want === 'hours' || want === 'address' || want === 'none') && 'id' in r.answer) fail(w, 'answer id where none belongs');
    } else if (r.answer) fail(w, `answer on ${r.intent}`);
    if (r.prior && (!Array.isArray(r.prior) || !r.prior.every((p) => typeof p === 'string' && p))) fail(w, 'bad prior');
    if (r.caller_phone && !isE164(r.caller_phone)) fail(w, 'bad caller_phone');
    if (r.now && Number.isNaN(Date.parse(r.now))) fail(w, 'bad now');
    if (['cancel_appointment', 'reschedule_appointment', 'check_appointment'].includes(r.intent) && !(r.caller_phone && phones.has(r.caller_phone)))
      fail(w, 'own-appointment line without the phone of an appointment holder');
    if (r.style) for (const s of r.style) if (!STYLES.includes(s)) fail(w, `bad style ${s}`);
    if (r.prior && !(r.style ?? []).includes('two_turn')) fail(w, 'prior without two_turn style');
    const s = r.slots;
    if (s) {
      for (const k of Object.keys(s)) if (!['items', 'service', 'day', 'time', 'name'].includes(k)) fail(w, `unknown slot ${k}`);
      if (s.items) for (const x of s.items) {
        if (!items[x.id]) fail(w, `unknown item ${x.id}`);
        if (!Number.isInteger(x.quantity) || x.quantity < 1) fail(w, `bad quantity for ${x.id}`);
      }
      if (s.service && (!items[s.service] || items[s.service].duration === null)) fail(w, `service slot ${s.service} not bookable`);
      if (s.day) {
        if (!isDate(s.day)) fail(w, 'bad day');
        else if (s.day < localParts(Date.parse(r.now ?? b.now), ctx.tz).date) fail(w, 'day before today');
      }
      if (s.time && !isTime(s.time)) fail(w, 'bad time');
    }
    if (r.intent === 'place_order' && !(s?.items?.length)) fail(w, 'order without items');
    // A booking asked with a service, a day and a time is one the business can take (open, clear with the buffer).
    // A slot already taken leaves the line's label right (the assistant offers other times): a note, not an error.
    if (r.intent === 'book_appointment' && s?.service && s.day && s.time) {
      const st = zonedToMs(`${s.day}T${s.time}`, ctx.tz), dur = items[s.service].duration, buf = b.assistant.buffer_minutes * 60000;
      if (!ctx.insideHours(st, dur)) fail(w, 'booking outside opening hours');
      for (const ap of b.appointments)
        if (st < Date.parse(ap.ends_at) + buf && Date.parse(ap.starts_at) < st + dur * 60000 + buf) note(w, `booking clashes with ${ap.id}`);
    }
    // A weekday named in the line (and not set aside with "not") agrees with the day slot.
    if (s?.day && isDate(s.day)) {
      const wd = localParts(zonedToMs(`${s.day}T12:00`, ctx.tz), ctx.tz).weekday;
      const named = DAYS.filter((d) => new RegExp(`\\b${d}`).test(r.utterance) && !new RegExp(`not ${d}`).test(r.utterance));
      if (named.length && !named.includes(wd)) fail(w, `day slot ${s.day} is a ${wd}, line names ${named.join('/')}`);
    }
    if (r.intent === 'correction' && !r.prior) fail(w, 'correction without prior');
  }
  // A business that sells nothing by the piece (every item bookable) has no order lines.
  const sells = b.business_items.some((i) => i.duration === null);
  const missing = INTENTS.filter((i) => !counts[i] && (sells || i !== 'place_order'));
  if (missing.length) fail(b.slug, `corpus misses intents: ${missing.join(', ')}`);
  const styles = {};
  let styled = 0;
  for (const line of lines) { const r = JSON.parse(line); if (r.style?.length) styled++; for (const t of r.style ?? []) styles[t] = (styles[t] ?? 0) + 1; }
  return { n: lines.length, counts, styles, styled };
}

function checkCalls(ctx, file) {
  const { b, tz, items, nowMs } = ctx;
  const calls = JSON.parse(readFileSync(file, 'utf8'));
  const buffer = b.assistant.buffer_minutes * 60000;
  const ids = new Set();
  for (const c of calls) {
    const w = c.id;
    if (ids.has(c.id)) fail(w, 'duplicate id'); ids.add(c.id);
    if (c.business !== b.slug) fail(w, 'business mismatch');
    for (const k of ['id', 'business', 'now', 'caller_phone', 'goal', 'opening', 'replies', 'expect']) if (!(k in c)) fail(w, `missing ${k}`);
    for (const k of Object.keys(c.replies)) if (!REPLY_KEYS.includes(k)) fail(w, `unknown reply key ${k}`);
    if (c.replies.intake && !Array.isArray(c.replies.intake)) fail(w, 'intake must be an array');
    const now = Date.parse(c.now ?? b.now);
    const e = c.expect;
    for (const k of ['appointments_created', 'appointments_cancelled', 'appointments_moved', 'orders', 'message', 'transfer'])
      if (!(k in e)) fail(w, `expect.${k} missing`);
    if (e.transfer && !b.assistant.transfer_calls_enabled) fail(w, 'transfer expected but transfers are off');
    // Bookings held after this call's changes: the business's minus cancelled and moved ones.
    const gone = new Set([...e.appointments_cancelled, ...e.appointments_moved.map((m) => m.id)]);
    const held = b.appointments.filter((x) => !gone.has(x.id)).map((x) => [Date.parse(x.starts_at), Date.parse(x.ends_at), x.id]);
    const place = (startLocal, itemId, what) => {
      const it = items[itemId];
      if (!it || it.duration === null) { fail(w, `${what}: ${itemId} not bookable`); return; }
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(startLocal)) { fail(w, `${what}: bad start_local`); return; }
      const s = zonedToMs(startLocal, tz), end = s + it.duration * 60000;
      if (!ctx.insideHours(s, it.duration)) fail(w, `${what}: outside opening hours`);
      if (s <= now) fail(w, `${what}: not after now`);
      if (!b.assistant.allow_same_day && localParts(s, tz).date === localParts(now, tz).date) fail(w, `${what}: same day not allowed`);
      if (b.assistant.require_24h_advance && s - now < 86400000) fail(w, `${what}: less than 24h ahead`);
      for (const [hs, he, hid] of held) if (s < he + buffer && hs < end + buffer) fail(w, `${what}: clashes with ${hid} (buffer)`);
      held.push([s, end, what]);
    };
    for (const x of e.appointments_created) {
      place(x.start_local, x.service_id, `created ${x.service_id}`);
      if (!x.name || !/^[A-Z]/.test(x.name)) fail(w, 'created booking without a proper name');
    }
    for (const m of e.appointments_moved) {
      const ap = b.appointments.find((x) => x.id === m.id);
      if (!ap) { fail(w, `moved unknown ${m.id}`); continue; }
      if (ap.phone_number !== c.caller_phone) fail(w, `moved ${m.id} belongs to someone else`);
      place(m.start_local, ap.business_item_id, `moved ${m.id}`);
    }
    for (const id of e.appointments_cancelled) {
      const ap = b.appointments.find((x) => x.id === id);
      if (!ap) fail(w, `cancelled unknown ${id}`);
      else if (ap.phone_number !== c.caller_phone) fail(w, `cancelled ${id} belongs to someone else`);
    }
    for (const o of e.orders) for (const x of o.items) {
      if (!items[x.id]) fail(w, `order item ${x.id} unknown`);
      else if (items[x.id].duration !== null) fail(w, `order item ${x.id} is a bookable service`);
      if (!Number.isInteger(x.quantity) || x.quantity < 1) fail(w, `order quantity ${x.id}`);
    }
    if (e.orders.length && !c.replies.items) fail(w, 'order call without an items reply');
    // A must_not_say price is not the price of anything the call itself books or orders.
    const own = [...e.appointments_created.map((x) => x.service_id), ...e.orders.flatMap((o) => o.items.map((x) => x.id))]
      .map((id) => items[id]).filter(Boolean).map((it) => `$${Number(it.price)}`);
    for (const m of e.must_not_say ?? []) if (own.some((p) => p === m || p.startsWith(m + '.'))) fail(w, `must_not_say ${m} is the price of the call's own item`);
    if (e.appointments_created.length && !(c.replies.name && c.replies.phone)) fail(w, 'booking call without name/phone replies');
  }
  return calls.length;
}

const bizDir = join(ROOT, 'businesses');
const summary = [];
for (const f of readdirSync(bizDir).filter((x) => x.endsWith('.json')).sort()) {
  const ctx = checkBusiness(join(bizDir, f));
  const slug = ctx.b.slug;
  const split = existsSync(join(ROOT, 'corpus', `${slug}.tune.jsonl`)) ? 'tune' : 'test';
  const corpus = join(ROOT, 'corpus', `${slug}.${split}.jsonl`);
  const callsFile = join(ROOT, 'calls', split, `${slug}.json`);
  const c = existsSync(corpus) ? checkCorpus(ctx, corpus) : (fail(slug, 'no corpus'), { n: 0, counts: {} });
  const n = existsSync(callsFile) ? checkCalls(ctx, callsFile) : (fail(slug, 'no calls'), 0);
  summary.push({ slug, utterances: c.n, calls: n, counts: c.counts, styles: c.styles, styled: c.styled });
}
for (const s of summary) {
  console.log(`${s.slug}: ${s.utterances} utterances, ${s.calls} calls`);
  console.log('  ' + INTENTS.map((i) => `${i}=${s.counts[i] ?? 0}`).join(' '));
  console.log(`  styled ${s.styled}/${s.utterances}: ` + STYLES.map((t) => `${t}=${s.styles?.[t] ?? 0}`).join(' '));
}
console.log(errors ? `${errors} error(s)` : 'OK');
process.exit(errors ? 1 : 0);
