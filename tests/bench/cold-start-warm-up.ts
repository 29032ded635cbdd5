/**
 * A fresh Lambda's import and first call, a new `node` per sample: the code hook bundled with the esbuild settings CDK
 * uses, imported (its INIT phase: the engine's warm-up runs there, functions/assistant/warm-up.ts), then the greeting
 * and the first answer on new content (the bench's 200 FAQs and 100 services), then a booking turn, in the same process,
 * so in the same module instances as the handler's. Also the test-calls route group's import. Process CPU and wall time; medians.
 * To compare two checkouts, run it against each in turn, naming the checkout whose code is measured:
 *
 *   npx tsx tests/bench/cold-start-warm-up.ts [samples=7] [checkout=this one]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { largeBusiness } from './assistant.js';
import { bundleLambda } from '../support/lambda-bundle.js';

const samples = Number(process.argv[2] ?? 7);
const checkout = resolve(process.argv[3] ?? fileURLToPath(new URL('../..', import.meta.url)));
const out = join(checkout, '.bench', `cold-start-warm-up-${process.pid}`);
mkdirSync(out, { recursive: true });

// The code hook's module graph plus the engine's entry points, so the turn below runs in the modules the hook warmed.
const entry = join(out, 'entry.ts');
writeFileSync(
  entry,
  `export { handler } from '../../functions/assistant/lex-code-hook.js';\n` +
    `export { greet, respond, parseCallState, serializeCallState } from '../../functions/assistant/index.js';\n`,
);
const hook = await bundleLambda(entry, join(out, 'hook'));
const testCalls = await bundleLambda(join(checkout, 'functions/api/test-calls/index.ts'), join(out, 'test-calls'));
const businessFile = join(out, 'business.json');
writeFileSync(businessFile, JSON.stringify(largeBusiness()));

const child = (bundle: string, turn: boolean) => `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let c = cpu(), t = performance.now();
const m = await import(${JSON.stringify(pathToFileURL(bundle).href)});
const importCpu = cpu() - c, importWall = performance.now() - t;
let turnCpu = null, turnWall = null, bookCpu = null, bookWall = null;
if (${turn}) {
  const business = JSON.parse((await import('node:fs')).readFileSync(${JSON.stringify(businessFile)}, 'utf8'));
  const context = { business, now: new Date('2025-03-10T14:00:00Z'), callerNumber: '+13125550100', calendar: { appointments: [] } };
  c = cpu(); t = performance.now();
  const greeting = m.greet(context);
  const answered = m.respond(context, m.parseCallState(m.serializeCallState(greeting.callState)), 'do you guys have parking');
  turnCpu = cpu() - c; turnWall = performance.now() - t;
  c = cpu(); t = performance.now();
  m.respond(context, m.parseCallState(m.serializeCallState(answered.callState)), 'can I come in for a classic haircut on friday at 2 pm');
  bookCpu = cpu() - c; bookWall = performance.now() - t;
}
console.log(JSON.stringify({ importCpu, importWall, turnCpu, turnWall, bookCpu, bookWall }));`;

type Sample = { importCpu: number; importWall: number; turnCpu: number | null; turnWall: number | null; bookCpu: number | null; bookWall: number | null };
function run(bundle: string, turn: boolean): Sample {
  // POWERTOOLS_* quiet: the hook's start-up log line is not measured output.
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', child(bundle, turn)], {
    encoding: 'utf8',
    cwd: checkout,
    env: { ...process.env, AWS_REGION: 'us-east-1' },
  });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{')) throw new Error(`sample failed: ${r.stderr}`);
  return JSON.parse(line) as Sample;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f = (xs: number[]) => `${median(xs).toFixed(1)} (${xs.map((x) => x.toFixed(0)).join(' / ')})`;
const hookRuns = Array.from({ length: samples }, () => run(hook.entryFile, true));
const testCallRuns = Array.from({ length: samples }, () => run(testCalls.entryFile, false));
console.log(`${checkout} (${samples} fresh processes each; median (samples), ms)`);
console.log(`code hook init bundle ${(hook.initBytes / 1024).toFixed(1)} KB; import CPU ${f(hookRuns.map((s) => s.importCpu))}, wall ${f(hookRuns.map((s) => s.importWall))}`);
console.log(`code hook first greet + answer after import: CPU ${f(hookRuns.map((s) => s.turnCpu!))}, wall ${f(hookRuns.map((s) => s.turnWall!))}`);
console.log(`code hook next turn, a booking with a day and a time: CPU ${f(hookRuns.map((s) => s.bookCpu!))}, wall ${f(hookRuns.map((s) => s.bookWall!))}`);
console.log(`test-calls init bundle ${(testCalls.initBytes / 1024).toFixed(1)} KB; import CPU ${f(testCallRuns.map((s) => s.importCpu))}, wall ${f(testCallRuns.map((s) => s.importWall))}`);
