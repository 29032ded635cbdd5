/**
 * `npm run bench`: the figures the issues ask for. Each benchmark is a module under tests/bench exporting an
 * async function; a benchmark whose module is missing is reported as such, a failing one does not stop the rest.
 * Pass names to run a subset: `npm run bench -- bundles synth`.
 */
import { existsSync } from 'node:fs';

type Bench = { name: string; module: string; run: (mod: any) => Promise<unknown> };

const BENCHES: Bench[] = [
  { name: 'bundles', module: './bundle-sizes.ts', run: async (m) => m.formatTable(await m.bundleSizes()) },
  { name: 'synth', module: './bundle-sizes.ts', run: async (m) => m.timeSynth() },
  { name: 'start', module: './start-to-ready.ts', run: (m) => m.startToReady() },
  { name: 'landing', module: './landing.ts', run: (m) => m.benchLanding() },
  { name: 'onboarding', module: './onboarding.ts', run: (m) => firstFunction(m, 'benchOnboarding')() },
  { name: 'assistant', module: './assistant.ts', run: (m) => m.benchAssistant() },
  { name: 'appointments', module: './appointments.ts', run: (m) => firstFunction(m, 'benchAppointments')() },
  { name: 'calendar', module: './calendar-booking.ts', run: (m) => m.benchCalendarBooking() },
  { name: 'search', module: './search.ts', run: (m) => m.benchSearch() },
  { name: 'reports', module: './reports.ts', run: (m) => m.benchReports() },
];

/** The named export, else the module's first exported function (each benchmark module exports one). */
function firstFunction(mod: Record<string, unknown>, name: string): () => Promise<unknown> {
  const fn = mod[name] ?? mod.default ?? Object.values(mod).find((v) => typeof v === 'function');
  if (typeof fn !== 'function') throw new Error('the module exports no benchmark function');
  return fn as () => Promise<unknown>;
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const bench of BENCHES) {
  if (wanted.length && !wanted.includes(bench.name)) continue;
  const path = new URL(bench.module, import.meta.url);
  console.log(`\n=== ${bench.name} ===`);
  if (!existsSync(path)) {
    console.log('(not present)');
    continue;
  }
  const started = Date.now();
  try {
    const result = await bench.run(await import(path.href));
    if (typeof result === 'string') console.log(result);
    else console.log(JSON.stringify(result, (k, v) => (k === 'output' ? undefined : v), 2));
  } catch (error) {
    console.log(`FAILED: ${(error as Error).message}`);
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
process.exit(0);
