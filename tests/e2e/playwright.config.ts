import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/*
 * End-to-end tests against the real local server (functions/local/start.ts) on a fresh data folder,
 * in the system Chromium (tests/support/ensure-chromium.mjs installs it; Playwright never downloads one).
 * `npm run test:e2e` builds dist/web first; the server only serves it.
 */

// E2E_PORT and WEB_DIR let two runs share a machine (each its own port and build folder).
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// The config is evaluated again in every worker: the first evaluation makes the folder and passes it
// on through the environment, so one run uses exactly one data folder, removed when the run ends.
const DATA_DIR_ENV = 'E2E_DATA_DIR';
let dataDir = process.env[DATA_DIR_ENV];
if (!dataDir) {
  dataDir = mkdtempSync(join(tmpdir(), 'receptionist-e2e-'));
  process.env[DATA_DIR_ENV] = dataDir;
  const madeDir = dataDir;
  process.on('exit', () => {
    try {
      rmSync(madeDir, { recursive: true, force: true });
    } catch {
      // Best effort: a leftover folder in the temp directory is harmless.
    }
  });
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers on two cores: every test signs up its own owner, so tests do not share data.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Flows of several pages take 10-20 s alone and about twice that while the other worker runs; longer stories set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_JSON_REPORT (relative to the repository): `npm test` (tests/support/run-all.mjs) names the failed tests from it at the end of its output.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: join(repoRoot, process.env.E2E_JSON_REPORT) }] as const] : []),
  ],
  outputDir: process.env.E2E_OUTPUT_DIR ?? join(repoRoot, 'test-results', 'e2e'),
  use: {
    baseURL: BASE_URL,
    // The API refuses state-changing calls without the site's Origin (CSRF guard). A browser sends it by itself; this
    // makes the `request` fixture and page.request (helpers that sign up or seed data over the API) send it too.
    extraHTTPHeaders: { Origin: BASE_URL },
    // Tracing records every action of every test (DOM snapshots, a screencast): a quarter of the suite's CPU. A CI
    // run deletes its clone, traces with it, so CI runs without; locally a failure keeps its trace (E2E_TRACE overrides).
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx functions/local/start.ts',
    cwd: repoRoot,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
      SKIP_WEB_BUILD: 'true',
      // The onboarding spec serves sample business sites on 127.0.0.1 for the website scrape to read.
      FETCH_ALLOW_PRIVATE: 'true',
      // The server's clock (tests read it through /api/health): `npm test` runs the @clock tests again at a Sunday night.
      ...(process.env.CLOCK_START ? { CLOCK_START: process.env.CLOCK_START } : {}),
    },
  },
});
