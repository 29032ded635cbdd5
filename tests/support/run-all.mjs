#!/usr/bin/env node
// `npm test`: every vitest project (unit, api, integration, infra), then the end-to-end suite in Chromium.
// Each step runs even when an earlier one failed, so one run shows every failure; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['vitest (unit, api, integration, infra)', 'npx', ['vitest', 'run']],
  ['end-to-end (Playwright in Chromium)', 'npm', ['run', 'test:e2e']],
];

const results = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const out = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? 'true' } });
  results.push({ name, ok: out.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'passed' : 'FAILED'}  ${r.name}  (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
