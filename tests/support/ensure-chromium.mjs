#!/usr/bin/env node
/**
 * The end-to-end tests run in the system Chromium (/usr/bin/chromium), never in a browser downloaded
 * by Playwright. Install it from Debian when it is missing, then print its version.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

function fail(message) {
  console.error(`\nensure-chromium: ${message}\n`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) return `${command} could not run (${result.error.message})`;
  if (result.status !== 0) return `${command} ${args.join(' ')} exited with status ${result.status ?? result.signal}`;
  return null;
}

if (!existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: ${CHROMIUM} is missing; installing the Debian chromium package.`);
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    fail(`${CHROMIUM} is missing and installing it needs root. Run: sudo apt-get update && sudo apt-get install -y chromium`);
  }
  const problem = run('apt-get', ['update']) ?? run('apt-get', ['install', '-y', 'chromium']);
  if (problem) {
    fail(`installing Chromium failed: ${problem}.\nInstall it by hand (apt-get update && apt-get install -y chromium) and run the tests again.`);
  }
  if (!existsSync(CHROMIUM)) fail(`apt-get finished but ${CHROMIUM} still does not exist.`);
}

const version = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
if (version.error || version.status !== 0) {
  fail(`${CHROMIUM} exists but does not run: ${version.error?.message ?? (version.stderr || `status ${version.status}`).trim()}`);
}
console.log(`ensure-chromium: ${version.stdout.trim()}`);
