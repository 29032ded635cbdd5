// Extra checks (for any set, tune or test split), on top of
// tests/eval/tools/check.mjs and check-extra.mjs (run all three):
// - a call's `phone` reply, said in words ("five oh three ..."), is the caller's own number (caller_phone);
// - a call's `intake` reply has one answer per question of the business's intake scenario;
// - a business that answers the phone with transfers off expects no transfer and takes a message for urgent calls.
// Run: node tests/eval-extra5/tools/check-extra5.mjs tests/eval-extra5
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(process.argv[2] ?? 'tests/eval-extra5');
const DIGIT = { oh: '0', zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };
let errors = 0;
const fail = (w, m) => { errors++; console.error(`ERROR ${w}: ${m}`); };

for (const f of readdirSync(join(ROOT, 'businesses')).filter((x) => x.endsWith('.json'))) {
  const b = JSON.parse(readFileSync(join(ROOT, 'businesses', f), 'utf8'));
  const split = existsSync(join(ROOT, 'corpus', `${b.slug}.tune.jsonl`)) ? 'tune' : 'test';
  const calls = JSON.parse(readFileSync(join(ROOT, 'calls', split, `${b.slug}.json`), 'utf8'));
  const intakeSize = Math.max(0, ...b.assistant.scenarios.map((s) => s.scenario_questions.length));
  for (const c of calls) {
    const said = (c.replies.phone ?? '').split(/\s+/).map((w) => DIGIT[w] ?? '?').join('');
    if (said !== c.caller_phone.replace(/^\+1/, '')) fail(c.id, `phone reply "${c.replies.phone}" is not ${c.caller_phone}`);
    if (c.replies.intake && c.replies.intake.length !== intakeSize) fail(c.id, `intake has ${c.replies.intake.length} answers, scenario asks ${intakeSize}`);
    if (!b.assistant.transfer_calls_enabled && c.expect.transfer) fail(c.id, 'transfer expected with transfers off');
    if ((c.expect.transfer || c.expect.message) && !c.replies.message) fail(c.id, 'transfer or message expected without a message reply');
  }
  console.log(`${b.slug}: ${calls.length} calls checked`);
}
console.log(errors ? `${errors} error(s)` : 'OK');
process.exit(errors ? 1 : 0);
