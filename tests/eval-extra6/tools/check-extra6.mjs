// Extra checks (for any set, tune or test split), on top of tests/eval/tools/check.mjs,
// tests/eval-extra4/tools/check-extra.mjs and tests/eval-extra5/tools/check-extra5.mjs (run all four):
// - a call's `time` reply said in words ("three thirty", "seven am", "noon", "six in the evening") is the clock time of
//   the booking or move the call expects (the hour on a 12-hour clock, the minutes, and am/pm when the reply says it);
//   when the reply names several hours (a time set right), the last one counts;
// - a must_not_say string that is not a price appears in no FAQ answer and no greeting of the business (a correct
//   reply could otherwise say it);
// - no goal keeps an unfilled placeholder, and no two lines of a business share an utterance and a prior;
// - every FAQ of a business is the expected answer of at least one line (each record is asked about).
// Run: node tests/eval-extra6/tools/check-extra6.mjs tests/eval-extra6
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(process.argv[2] ?? 'tests/eval-extra6');
const HOURS = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const MINUTES = { fifteen: 15, thirty: 30, 'forty five': 45, 'oh five': 5 };
let errors = 0;
const fail = (w, m) => { errors++; console.error(`ERROR ${w}: ${m}`); };

/** The clock time a reply says, or null when it names no hour in words. */
function saidTime(reply) {
  const t = reply.toLowerCase();
  if (/\bnoon\b/.test(t)) return { hour: 12, minute: 0, half: 'pm' };
  // The last hour said counts: a reply that sets its own time right ("six am, no sorry make it seven") names both.
  const all = [...t.matchAll(new RegExp(`\\b(${Object.keys(HOURS).join('|')})(?: (${Object.keys(MINUTES).join('|')}))?\\b`, 'g'))];
  const m = all.at(-1);
  if (!m) return null;
  const half = /\b(pm|p m|afternoon|evening|tonight)\b/.test(t) ? 'pm' : /\b(am|a m|morning)\b/.test(t) ? 'am' : null;
  return { hour: HOURS[m[1]], minute: m[2] ? MINUTES[m[2]] : 0, half };
}

for (const f of readdirSync(join(ROOT, 'businesses')).filter((x) => x.endsWith('.json'))) {
  const b = JSON.parse(readFileSync(join(ROOT, 'businesses', f), 'utf8'));
  const split = existsSync(join(ROOT, 'corpus', `${b.slug}.tune.jsonl`)) ? 'tune' : 'test';
  const lines = readFileSync(join(ROOT, 'corpus', `${b.slug}.${split}.jsonl`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const calls = JSON.parse(readFileSync(join(ROOT, 'calls', split, `${b.slug}.json`), 'utf8'));
  const owned = [...b.business_questions.map((q) => q.answer), b.assistant.greeting_phrase].join(' ').toLowerCase();
  for (const c of calls) {
    const e = c.expect;
    if (/\{[a-z]+\}/.test(c.goal)) fail(c.id, 'unfilled placeholder in goal');
    for (const s of e.must_not_say ?? []) if (!s.startsWith('$') && owned.includes(s.toLowerCase())) fail(c.id, `must_not_say "${s}" is in the business's own text`);
    const said = c.replies.time ? saidTime(c.replies.time) : null;
    if (!said) continue;
    for (const start of [...e.appointments_created.map((x) => x.start_local), ...e.appointments_moved.map((x) => x.start_local)]) {
      const [h, mi] = start.slice(11).split(':').map(Number);
      if (h % 12 !== said.hour % 12 || mi !== said.minute) fail(c.id, `time reply "${c.replies.time}" is not ${start.slice(11)}`);
      if (said.half === 'pm' && h < 12) fail(c.id, `time reply "${c.replies.time}" says pm, booking at ${start.slice(11)}`);
      if (said.half === 'am' && h >= 12) fail(c.id, `time reply "${c.replies.time}" says am, booking at ${start.slice(11)}`);
    }
  }
  const seen = new Set();
  for (const r of lines) {
    const key = JSON.stringify([r.prior ?? [], r.utterance]);
    if (seen.has(key)) fail(r.id, 'utterance repeated'); seen.add(key);
  }
  const asked = new Set(lines.filter((r) => r.answer?.source === 'faq').map((r) => r.answer.id));
  for (const q of b.business_questions) if (!asked.has(q.id)) fail(b.slug, `no line asks about ${q.id}`);
  console.log(`${b.slug}: ${lines.length} lines, ${calls.length} calls checked`);
}
console.log(errors ? `${errors} error(s)` : 'OK');
process.exit(errors ? 1 : 0);
