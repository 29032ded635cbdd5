// Extra checks (for any set, tune or test split), on top of
// tests/eval/tools/check.mjs (run both):
// - a line that says today/tomorrow/tonight has the day slot of the business's local "now" (+1 for tomorrow);
// - a call's expected booking or move falls on the weekday its `day` reply names (when it names one), and on the
//   date its `day` reply names ("the twenty fourth"), and "today"/"tomorrow" replies match;
// - an order total written in a call's goal ("total $33.75") equals the sum of the expected items' prices;
// - a must_not_say price is the price of some other item of the business (a real neighbour, not a typo);
// - a created booking's name agrees with the call's `name` reply (spelled letters aside).
// Run: node tests/eval-extra4/tools/check-extra.mjs tests/eval-extra4
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(process.argv[2] ?? 'tests/eval-extra4');
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const ORD = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11,
  twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19,
  twentieth: 20, 'twenty first': 21, 'twenty second': 22, 'twenty third': 23, 'twenty fourth': 24, 'twenty fifth': 25,
  'twenty sixth': 26, 'twenty seventh': 27, 'twenty eighth': 28, 'twenty ninth': 29, thirtieth: 30, 'thirty first': 31 };
let errors = 0;
const fail = (w, m) => { errors++; console.error(`ERROR ${w}: ${m}`); };
const localDate = (ms, tz) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
const addDays = (date, n) => { const d = new Date(`${date}T12:00:00Z`); d.setUTCDate(d.getUTCDate() + n); return d.toISOString().slice(0, 10); };
const weekday = (date) => DAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];

for (const f of readdirSync(join(ROOT, 'businesses')).filter((x) => x.endsWith('.json'))) {
  const b = JSON.parse(readFileSync(join(ROOT, 'businesses', f), 'utf8'));
  const tz = b.business.time_zone;
  const today = localDate(Date.parse(b.now), tz);
  const price = Object.fromEntries(b.business_items.map((i) => [i.id, Number(i.price)]));
  const split = existsSync(join(ROOT, 'corpus', `${b.slug}.tune.jsonl`)) ? 'tune' : 'test';
  const lines = readFileSync(join(ROOT, 'corpus', `${b.slug}.${split}.jsonl`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  for (const r of lines) {
    const day = r.slots?.day;
    if (!day) continue;
    // "move it from tomorrow to friday": the slot is the new day, the relative word names the old one.
    const text = [...(r.prior ?? []), r.utterance].join(' ').replace(/\bfrom (today|tomorrow|tonight) to\b/, 'from then to');
    if (/\b(today|tonight)\b/.test(text) && day !== today) fail(r.id, `says today but day slot ${day} (today ${today})`);
    if (/\btomorrow\b/.test(text) && day !== addDays(today, 1)) fail(r.id, `says tomorrow but day slot ${day}`);
  }
  const calls = JSON.parse(readFileSync(join(ROOT, 'calls', split, `${b.slug}.json`), 'utf8'));
  for (const c of calls) {
    const e = c.expect;
    const starts = [...e.appointments_created.map((x) => x.start_local), ...e.appointments_moved.map((x) => x.start_local)];
    for (const s of starts) {
      const date = s.slice(0, 10);
      const said = (c.replies.day ?? '').toLowerCase();
      const named = DAYS.filter((d) => new RegExp(`\\b${d}\\b`).test(said) && !new RegExp(`(not|instead of) ${d}`).test(said));
      if (named.length && !named.includes(weekday(date))) fail(c.id, `${s} is a ${weekday(date)}, day reply says "${said}"`);
      for (const [word, n] of Object.entries(ORD)) if (new RegExp(`\\bthe ${word}\\b`).test(said) && Number(date.slice(8)) !== n) fail(c.id, `${s} is not the ${word}`);
      if (/\btoday\b/.test(said) && date !== today) fail(c.id, `day reply says today, booking on ${date}`);
      if (/\btomorrow\b/.test(said) && date !== addDays(today, 1)) fail(c.id, `day reply says tomorrow, booking on ${date}`);
    }
    const m = /total \$(\d+\.\d\d)/.exec(c.goal);
    if (e.orders.length) {
      const sum = e.orders.flatMap((o) => o.items).reduce((t, x) => t + price[x.id] * x.quantity, 0);
      if (!m) fail(c.id, 'order call without a total in its goal');
      else if (Math.abs(sum - Number(m[1])) > 0.001) fail(c.id, `goal total $${m[1]} but items sum to $${sum.toFixed(2)}`);
    } else if (m) fail(c.id, 'total in the goal of a call without an order');
    const prices = new Set(Object.values(price).map((p) => `$${p}`));
    for (const s of e.must_not_say ?? []) if (s.startsWith('$') && !prices.has(s) && !prices.has(s.replace(/\.00$/, '')) && ![...prices].some((p) => `$${Number(p.slice(1)).toFixed(2)}` === s))
      fail(c.id, `must_not_say ${s} is no item's price`);
    for (const x of e.appointments_created) {
      const reply = (c.replies.name ?? '').toLowerCase();
      for (const part of x.name.toLowerCase().split(' ')) if (!reply.includes(part)) fail(c.id, `created name ${x.name} not in name reply "${reply}"`);
    }
  }
  console.log(`${b.slug}: ${lines.length} lines, ${calls.length} calls checked`);
}
console.log(errors ? `${errors} error(s)` : 'OK');
process.exit(errors ? 1 : 0);
