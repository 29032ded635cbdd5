/**
 * Onboarding figures (issue: onboarding end to end):
 * - the scrape workflow's duration on the sample sites: the real ASL on aws-local-stepfunctions, DynamoDB Local,
 *   sites served on 127.0.0.1 (tests/support/sample-sites.ts), from the request (as sign-up makes it) to the
 *   final status, several runs per site;
 * - the time a new owner takes from Start Free Trial to the dashboard: the e2e run of
 *   tests/e2e/onboarding.spec.ts ('Start Free Trial → every step → dashboard'), accessibility scans left out.
 *
 *   npx tsx tests/bench/onboarding.ts                 # both (builds the web app into /tmp/web-onboarding-bench)
 *   npx tsx tests/bench/onboarding.ts --scrape-only   # only the workflow figures
 *   npm run bench -- onboarding
 *
 * Environment: ONBOARDING_BENCH_RUNS (scrape runs per site, default 5), ONBOARDING_BENCH_E2E_RUNS (default 3),
 * E2E_PORT (default 3224).
 */
import '../../functions/local/polyfills.js';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureTable, startDynamoLocal } from '../../functions/local/dynamodb-local.js';
import { createLocalWorkflowRunner } from '../../functions/local/local-workflows.js';
import { localPhonePool } from '../../functions/adapters/local-phone-pool.js';
import { browserOutboundCaller, browserVoiceSynthesizer } from '../../functions/adapters/browser-media.js';
import { parseConfig } from '../../functions/core/config.js';
import { createDb, type Db } from '../../functions/data/client.js';
import { createRepositories } from '../../functions/data/repositories.js';
import { BusinessRepo } from '../../functions/data/business-repo.js';
import { ScrapeRepo } from '../../functions/data/scrape-repo.js';
import { newBusinessAggregate } from '../../functions/core/business/business-service.js';
import { ScrapeService } from '../../functions/core/scrape/scrape-service.js';
import type { Services } from '../../functions/core/services.js';
import { startSampleSites, type SampleSites } from '../support/sample-sites.js';
import { REPO_ROOT } from '../../lib/api-function.js';
import { noRecordings } from '../../functions/core/calls/call-recordings.js';

export interface Spread {
  runs: number;
  minMs: number;
  medianMs: number;
  maxMs: number;
}
export interface ScrapeFigure extends Spread {
  site: string;
  status: string;
  pagesRead: number | null;
  found: unknown;
}
export interface OnboardingFigures {
  scrapeWorkflow: ScrapeFigure[];
  fetchTimeoutMs: number;
  startFreeTrialToDashboard?: Spread & { accessibilityScansExcluded: true };
  e2eError?: string;
}

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { runs: sorted.length, minMs: sorted[0]!, medianMs: sorted[Math.floor((sorted.length - 1) / 2)]!, maxMs: sorted[sorted.length - 1]! };
};

/** The scrape workflow, timed per sample site. */
export async function benchScrapeWorkflow(runsPerSite = Number(process.env.ONBOARDING_BENCH_RUNS ?? 5)): Promise<{ figures: ScrapeFigure[]; fetchTimeoutMs: number }> {
  const dynamo = await startDynamoLocal();
  const sites = await startSampleSites({ slowDelayMs: 2000 });
  try {
    const tableName = `bench-onboarding-${Date.now()}`;
    await ensureTable(dynamo.endpoint, tableName);
    const config = parseConfig({ TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-01', TABLE_NAME: tableName, FETCH_ALLOW_PRIVATE: 'true' });
    const db = createDb({ tableName, endpoint: dynamo.endpoint });
    const services: Services & { db: Db } = {
      config,
      db,
      repos: createRepositories(db),
      email: { send: async () => {} },
      sms: { send: async () => {} },
      workflows: undefined as never,
      phoneNumbers: localPhonePool(() => db),
      outboundCaller: browserOutboundCaller,
      voice: browserVoiceSynthesizer,
      recordings: noRecordings,
      now: () => new Date(),
    };
    const runner = createLocalWorkflowRunner(() => services);
    services.workflows = runner;
    const scrapes = new ScrapeService(services);
    const businesses = new BusinessRepo(db);
    const status = new ScrapeRepo(db);

    const cases: Array<[string, keyof Omit<SampleSites, 'requests' | 'close'>, number]> = [
      ['JSON-LD salon (home + 4 pages)', 'jsonLd', runsPerSite],
      ['plain HTML pizzeria (home + 3 pages)', 'plain', runsPerSite],
      ['site with no useful data', 'empty', runsPerSite],
      ['slow site (every page answers after 2 s)', 'slow', Math.min(runsPerSite, 3)],
      ['site that never answers (fetch time limit)', 'hanging', 1],
    ];
    const figures: ScrapeFigure[] = [];
    for (const [label, key, runs] of cases) {
      const times: number[] = [];
      let last = null as Awaited<ReturnType<ScrapeRepo['get']>>;
      for (let i = 0; i < runs; i++) {
        const agg = newBusinessAggregate('bench-owner', { name: 'Bench Co', phone_number: '+12125550147', website: sites[key] }, new Date());
        await businesses.create(agg);
        const started = performance.now();
        await scrapes.request(agg.business.id, sites[key]);
        await runner.idle();
        times.push(Math.round(performance.now() - started));
        last = await status.get(agg.business.id);
      }
      figures.push({ site: label, status: last?.status ?? '?', pagesRead: last?.pages_read ?? null, found: last?.found ?? null, ...spread(times) });
    }
    return { figures, fetchTimeoutMs: config.FETCH_TIMEOUT_MS };
  } finally {
    await sites.close();
    await dynamo.stop();
  }
}

/** Start Free Trial → dashboard in Chromium, from the e2e spec's own measurement. */
export function benchStartFreeTrialToDashboard(runs = Number(process.env.ONBOARDING_BENCH_E2E_RUNS ?? 3)) {
  const webDir = join(tmpdir(), 'web-onboarding-bench');
  const timings = join(tmpdir(), `onboarding-timings-${process.pid}.jsonl`);
  rmSync(timings, { force: true });
  const build = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    env: { ...process.env, WEB_OUT_DIR: webDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`web build failed: ${build.stderr}`);
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', 'tests/e2e/onboarding.spec.ts', '-g', 'Start Free Trial', `--repeat-each=${runs}`, '--workers=1'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, WEB_DIR: webDir, E2E_PORT: process.env.E2E_PORT ?? '3224', ONBOARDING_TIMINGS_FILE: timings },
      encoding: 'utf8',
    },
  );
  if (!existsSync(timings)) throw new Error(`the e2e run recorded no timing (exit ${run.status}):\n${run.stdout.slice(-2000)}`);
  const values = readFileSync(timings, 'utf8')
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { startFreeTrialToDashboardMs: number }).startFreeTrialToDashboardMs);
  rmSync(timings, { force: true });
  return { ...spread(values), accessibilityScansExcluded: true as const };
}

export async function benchOnboarding(options: { e2e?: boolean } = {}): Promise<OnboardingFigures> {
  const { figures, fetchTimeoutMs } = await benchScrapeWorkflow();
  const result: OnboardingFigures = { scrapeWorkflow: figures, fetchTimeoutMs };
  if (options.e2e ?? !process.argv.includes('--scrape-only')) {
    try {
      result.startFreeTrialToDashboard = benchStartFreeTrialToDashboard();
    } catch (error) {
      result.e2eError = (error as Error).message;
    }
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchOnboarding()
    .then((figures) => {
      console.log(JSON.stringify(figures, null, 2));
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
