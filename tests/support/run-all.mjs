#!/usr/bin/env node
// `npm test`: every vitest project (unit, api, integration, infra), then the end-to-end suite in Chromium, then the
// time-sensitive tests again with the server's and the test clocks at a Sunday night in New York (see nightClockStart).
// Each step runs even when an earlier one failed, so one run shows every failure; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { DateTime } from 'luxon';

/**
 * The next Sunday at 03:00 in New York (the zone of the test businesses): closed under the default hours, a weekend,
 * and a night. CLOCK_START (functions/core/config.ts) starts the local server's clock there and the API tests' clock too;
 * computed from today, so the year's daylight-saving changes come round. NIGHT_CLOCK_START replays a given instant.
 */
function nightClockStart() {
  if (process.env.NIGHT_CLOCK_START) return process.env.NIGHT_CLOCK_START;
  const now = DateTime.now().setZone('America/New_York');
  const sunday = now.plus({ days: 7 - (now.weekday % 7) }).set({ hour: 3, minute: 0, second: 0, millisecond: 0 });
  return sunday.toISO({ suppressMilliseconds: true });
}

const night = nightClockStart();
const nightEnv = {
  CLOCK_START: night,
  // Its own report and artifacts, beside the main run's.
  E2E_OUTPUT_DIR: 'test-results/e2e-night',
  PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report-night',
};

const steps = [
  ['vitest (unit, api, integration, infra)', 'npx', ['vitest', 'run']],
  ['end-to-end (Playwright in Chromium)', 'npm', ['run', 'test:e2e']],
  // The tests whose outcome depends on the hour or the weekday: API files on the default test clock that place calls,
  // and the end-to-end tests tagged @clock (tests/e2e/support.ts). The SPA was built by the step before.
  [`time-sensitive API tests at ${night}`, 'npx', ['vitest', 'run', '--project', 'api', 'tests/api/test-call-media.test.ts'], nightEnv],
  [`time-sensitive end-to-end tests (@clock) at ${night}`, 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--grep', '@clock'], nightEnv],
];

const results = [];
for (const [name, command, args, extraEnv = {}] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const env = { ...process.env, CI: process.env.CI ?? 'true', ...extraEnv };
  const out = spawnSync(command, args, { stdio: 'inherit', env });
  results.push({ name, ok: out.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'passed' : 'FAILED'}  ${r.name}  (${r.seconds} s)`);
console.log(`(the night run again: CLOCK_START=${night} npx playwright test -c tests/e2e/playwright.config.ts --grep @clock)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
