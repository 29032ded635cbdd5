#!/usr/bin/env node
// `npm test`: every vitest project (unit, api, integration, infra), then the end-to-end suite in Chromium, then the
// time-sensitive tests again with the server's and the test clocks at a Sunday night in New York (see nightClockStart).
// Each step runs even when an earlier one failed, so one run shows every failure; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

// Each step also writes a JSON report, read at the end to name every failed test after the summary: a CI log is often
// read from its tail only, and a failure scrolled far up is a failure nobody can find.
const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${name}.json`];
const playwrightJson = (name) => ({ E2E_JSON_REPORT: `${reports}/${name}.json` });

const steps = [
  ['vitest (unit, api, integration, infra)', 'npx', ['vitest', 'run', ...vitestJson('vitest')], {}, 'vitest'],
  ['end-to-end (Playwright in Chromium)', 'npm', ['run', 'test:e2e'], playwrightJson('e2e'), 'playwright'],
  // The tests whose outcome depends on the hour or the weekday: API files on the default test clock that place calls,
  // and the end-to-end tests tagged @clock (tests/e2e/support.ts). The SPA was built by the step before.
  [`time-sensitive API tests at ${night}`, 'npx', ['vitest', 'run', '--project', 'api', 'tests/api/test-call-media.test.ts', ...vitestJson('night-api')], nightEnv, 'vitest'],
  [`time-sensitive end-to-end tests (@clock) at ${night}`, 'npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--grep', '@clock'], { ...nightEnv, ...playwrightJson('night-e2e') }, 'playwright'],
];

/** The first lines of an error message, without colour codes. */
function firstLines(message, count = 4) {
  return String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => `      ${line}`)
    .join('\n');
}

/** Failed tests of a vitest JSON report: file, full name, the start of the message. */
function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${file.name}: ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`);
    // A file that failed to load or whose hooks failed has no failed test of its own.
    if (failed.length === 0 && file.status === 'failed') failures.push(`${file.name}\n${firstLines(file.message)}`);
  }
  return failures;
}

/** Failed (and flaky) tests of a Playwright JSON report: file:line, title path, the start of the first error. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, parentTitles) => {
    // A file's suite is titled with its file name, already given by spec.file.
    const titles = suite.title && suite.title !== suite.file ? [...parentTitles, suite.title] : parentTitles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const bad = (test.results ?? []).find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const error = bad?.errors?.[0]?.message ?? bad?.error?.message ?? '';
        failures.push(`${spec.file}:${spec.line} ${[...titles, spec.title].join(' > ')} (${test.status}, ${bad?.status ?? '?'})\n${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push(`(outside any test)\n${firstLines(error.message)}`);
  return failures;
}

/** What a step's JSON report says failed, or why there is nothing to say. */
function failuresOf(reportName, kind) {
  const file = `${reports}/${reportName}.json`;
  if (!existsSync(file)) return ['(no report was written: the step failed before its tests ran; see its output above)'];
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return kind === 'vitest' ? vitestFailures(report) : playwrightFailures(report);
  } catch (error) {
    return [`(its report ${file} could not be read: ${error.message})`];
  }
}

const results = [];
for (const [name, command, args, extraEnv, kind] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const env = { ...process.env, CI: process.env.CI ?? 'true', ...extraEnv };
  const out = spawnSync(command, args, { stdio: 'inherit', env });
  const reportName = (extraEnv.E2E_JSON_REPORT ?? args.find((arg) => arg.startsWith('--outputFile.json='))?.split('=')[1] ?? '')
    .replace(`${reports}/`, '')
    .replace(/\.json$/, '');
  results.push({ name, ok: out.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), reportName, kind });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'passed' : 'FAILED'}  ${r.name}  (${r.seconds} s)`);
console.log(`(the night run again: CLOCK_START=${night} npx playwright test -c tests/e2e/playwright.config.ts --grep @clock)`);
// The failures come last, after the summary, so that a log read from its tail shows them.
for (const r of results.filter((result) => !result.ok)) {
  const failures = failuresOf(r.reportName, r.kind);
  console.log(`\n=== failed in: ${r.name}: ${failures.length} ===`);
  for (const failure of failures.slice(0, 12)) console.log(`  ${failure}`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
