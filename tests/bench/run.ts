/**
 * `npm run bench`: every figure the issues ask for, printed as one table (tests/bench/table.ts). Each figure is
 * the median of three runs beside a baseline measured in the same run (GET /api/health, a trivial import, a
 * static page with the same CSS). A bench that fails is reported in the table and does not stop the rest.
 * Pass names to run a subset: `npm run bench -- bundles api`. `--json` prints the rows as JSON instead.
 * The landing bench measures the build in dist/web (`npm run build` first).
 */
import { formatRows, row, RUNS, type BenchRow } from './table.js';

type Bench = { name: string; run: () => Promise<BenchRow[]> };

const BENCHES: Bench[] = [
  { name: 'bundles', run: async () => (await import('./bundle-sizes.js')).benchBundles() },
  { name: 'api', run: async () => (await import('./api.js')).benchApi() },
  { name: 'landing', run: async () => (await import('./landing.js')).benchLandingRows() },
  {
    name: 'start',
    run: async () => {
      const { startToReady } = await import('./start-to-ready.js');
      const first: number[] = [];
      const restart: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await startToReady();
        first.push(r.firstStartMs);
        restart.push(r.restartMs);
      }
      return [row('start', 'npm start to ready, fresh data', 'ms', first), row('start', 'npm start to ready, restart', 'ms', restart)];
    },
  },
  {
    name: 'assistant',
    run: async () => {
      const { coldFirstTurnMs, engineTurnTimes } = await import('./assistant.js');
      const runs = Array.from({ length: RUNS }, () => engineTurnTimes());
      const cold = Array.from({ length: RUNS }, () => coldFirstTurnMs());
      return [
        row('assistant', 'engine turn p50, in memory (200 FAQs, 100 services; no DynamoDB)', 'ms', runs.map((r) => r.p50_ms), undefined, 'the turn over HTTP is in api'),
        row('assistant', 'engine turn p99, in memory', 'ms', runs.map((r) => r.p99_ms)),
        row('assistant', 'first turn on new content (greet + answer, indexes built; 200 FAQs, 100 services)', 'ms', cold, undefined, 'after a save of the FAQs, or in a fresh Lambda'),
      ];
    },
  },
  {
    name: 'onboarding',
    run: async () => {
      const { benchScrapeWorkflow } = await import('./onboarding.js');
      const { figures } = await benchScrapeWorkflow(RUNS);
      return figures.map((f) => row('onboarding', `scrape workflow, ${f.site}`, 'ms', [f.medianMs], undefined, `${f.status}, ${f.runs} runs min ${f.minMs} max ${f.maxMs}`));
    },
  },
  { name: 'calendar', run: async () => (await import('./calendar-booking.js')).benchCalendarRows() },
  { name: 'search', run: async () => (await import('./search.js')).benchSearchRows() },
  { name: 'reports', run: async () => (await import('./reports.js')).benchReportsRows() },
  { name: 'synth', run: async () => (await import('./bundle-sizes.js')).benchSynth() },
];

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('-'));
const rows: BenchRow[] = [];
for (const bench of BENCHES) {
  if (wanted.length && !wanted.includes(bench.name)) continue;
  const started = Date.now();
  process.stderr.write(`${bench.name}... `);
  try {
    rows.push(...(await bench.run()));
    process.stderr.write(`${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    process.stderr.write('FAILED\n');
    rows.push({ bench: bench.name, name: `FAILED: ${(error as Error).message.split('\n')[0]}`, value: NaN, unit: '', runs: [] });
  }
}
console.log(args.includes('--json') ? JSON.stringify(rows, null, 2) : formatRows(rows));
process.exit(0);
