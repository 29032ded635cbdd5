/**
 * The landing page's weight and speed (issue 3): the gzip size of the JavaScript and CSS that `/` loads
 * (taken from Playwright's network events, so it is what the browser really fetched) and its Largest
 * Contentful Paint in headless Chromium on localhost. Builds nothing: it measures the build in WEB_DIR.
 *
 *   npx tsx tests/bench/landing.ts                       # starts its own local server on dist/web (or WEB_DIR)
 *   WEB_DIR=/tmp/web-x npx tsx tests/bench/landing.ts    # ... on another build folder
 *   LANDING_URL=http://localhost:3000 npx tsx tests/bench/landing.ts   # against a server already running
 *   npx tsx tests/bench/landing.ts --json                # the figures as JSON
 *   npm run bench -- landing                             # through the bench runner (calls benchLanding())
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { freePort } from '../../functions/local/ports.js';
import { RUNS, median as exactMedian, row, type BenchRow } from './table.js';

export interface LoadedAsset {
  url: string;
  type: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
}

export interface ViewportFigures {
  viewport: string;
  /** Median of the runs, in milliseconds. */
  lcpMs: number;
  lcpRunsMs: number[];
  /** The element the browser picked as largest (tag#id.class), from the last run. */
  lcpElement: string;
  fcpMs: number;
  domContentLoadedMs: number;
}

export interface LandingBench {
  url: string;
  runs: number;
  /** What `/` loads on a cold cache: every JS and CSS file, and their totals. */
  assets: LoadedAsset[];
  js: { files: number; rawKB: number; gzipKB: number };
  css: { files: number; rawKB: number; gzipKB: number };
  total: { rawKB: number; gzipKB: number };
  /** True when no dashboard, onboarding or settings chunk was fetched for the landing page. */
  codeSplit: boolean;
  viewports: ViewportFigures[];
}

export interface BenchOptions {
  /** A running server to measure (e.g. http://localhost:3000); without it, one is started on a free port. */
  url?: string;
  /** The Vite build to serve when starting a server (default WEB_DIR or dist/web). */
  webDir?: string;
  /** Page loads per viewport for the LCP median (default 5). */
  runs?: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
};

/** Chunks that belong to the signed-in app (start-app holds the router and the route table): the landing page must not fetch any of them. */
const APP_ONLY_CHUNK = /\/assets\/(start-app|dashboard|assistant|settings|onboarding|account-setup|company-details|ai-config|sign-up-form|calendar|appointments|confirm-appointment)[^/]*\.(js|css)$/;

const VIEWPORTS = [
  { name: 'desktop 1280x800', width: 1280, height: 800 },
  { name: 'phone 375x812', width: 375, height: 812 },
];

export async function benchLanding(options: BenchOptions = {}): Promise<LandingBench> {
  const runs = options.runs ?? Number(process.env.LANDING_RUNS ?? 5);
  const given = options.url ?? process.env.LANDING_URL;
  let stop: (() => Promise<void>) | undefined;
  let url: string;
  if (given) {
    url = given.replace(/\/+$/, '');
  } else {
    const started = await startServer(options.webDir);
    url = started.url;
    stop = started.stop;
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    // Warm the server once (first request compiles nothing, but DynamoDB Local and the file cache settle).
    await measureOnce(browser, url, VIEWPORTS[0]);
    const assets = await measureAssets(browser, url);
    const viewports: ViewportFigures[] = [];
    for (const viewport of VIEWPORTS) {
      const samples: Array<Awaited<ReturnType<typeof measureOnce>>> = [];
      for (let i = 0; i < runs; i++) samples.push(await measureOnce(browser, url, viewport));
      const last = samples[samples.length - 1];
      viewports.push({
        viewport: viewport.name,
        lcpMs: median(samples.map((s) => s.lcp)),
        lcpRunsMs: samples.map((s) => Math.round(s.lcp)),
        lcpElement: last.lcpElement,
        fcpMs: median(samples.map((s) => s.fcp)),
        domContentLoadedMs: median(samples.map((s) => s.dcl)),
      });
    }
    const sum = (type: 'js' | 'css') => {
      const files = assets.filter((a) => a.type === type);
      return {
        files: files.length,
        rawKB: kb(files.reduce((n, a) => n + a.rawBytes, 0)),
        gzipKB: kb(files.reduce((n, a) => n + a.gzipBytes, 0)),
      };
    };
    return {
      url,
      runs,
      assets,
      js: sum('js'),
      css: sum('css'),
      total: {
        rawKB: kb(assets.reduce((n, a) => n + a.rawBytes, 0)),
        gzipKB: kb(assets.reduce((n, a) => n + a.gzipBytes, 0)),
      },
      codeSplit: !assets.some((a) => APP_ONLY_CHUNK.test(a.url)),
      viewports,
    };
  } finally {
    await browser.close();
    await stop?.();
  }
}

/** Every JS and CSS response of a cold load of `/`, gzipped here at level 9 (what a CDN would send). */
async function measureAssets(browser: Browser, url: string): Promise<LoadedAsset[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending: Array<Promise<LoadedAsset | null>> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const path = new URL(response.url()).pathname;
    const kind = type === 'script' || path.endsWith('.js') ? 'js' : type === 'stylesheet' || path.endsWith('.css') ? 'css' : null;
    if (!kind || !response.ok()) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: path, type: kind, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }) as LoadedAsset)
        .catch(() => null),
    );
  });
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const assets = (await Promise.all(pending)).filter((a): a is LoadedAsset => a !== null);
  await context.close();
  // One entry per file (a module can be seen twice: modulepreload and import).
  return [...new Map(assets.map((a) => [a.url, a])).values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** One cold page load (fresh context, empty cache): LCP from a buffered PerformanceObserver, plus FCP and DCL. */
async function measureOnce(browser: Browser, url: string, viewport: { width: number; height: number }, path = '/') {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: { time: number; element: string } };
    w.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        const el = entry.element;
        const name = el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`
          : '(removed)';
        w.__lcp = { time: entry.startTime, element: name };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${url}${path}`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Let the page settle so the last LCP candidate is reported, then read it (no input has ended LCP).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const figures = await page.evaluate(() => {
    const lcp = (window as unknown as { __lcp: { time: number; element: string } }).__lcp;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return { lcp: lcp.time, lcpElement: lcp.element, fcp, dcl: nav?.domContentLoadedEventEnd ?? 0 };
  });
  await context.close();
  if (!figures.lcp) throw new Error('the browser reported no largest-contentful-paint entry');
  return figures;
}

/** The product's own local server (DynamoDB Local, SES emulator, API, the SPA) on a free port and a temp data folder. */
async function startServer(webDirOption?: string) {
  const webDir = resolve(webDirOption ?? process.env.WEB_DIR ?? 'dist/web');
  if (!existsSync(join(webDir, 'index.html'))) {
    throw new Error(`no web build in ${webDir}: run \`npm run build\` first (or set WEB_DIR to a build folder)`);
  }
  const { startLocal } = await import('../../functions/local/start.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-landing-'));
  // A copy of the build, so the static baseline page can be written beside it and served the same way.
  const servedDir = join(dataDir, 'web');
  cpSync(webDir, servedDir, { recursive: true });
  const port = await freePort();
  const running = await startLocal({ port, dataDir, webDir: servedDir, quiet: true, env: { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` } });
  return {
    url: `http://127.0.0.1:${port}`,
    webDir: servedDir,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function formatLanding(result: LandingBench): string {
  const lines = [
    `Landing page ${result.url}/ (cold cache, headless Chromium, ${result.runs} loads per viewport)`,
    '',
    'Loaded by the landing page (gzip level 9):',
    ...result.assets.map((a) => `  ${a.type.padEnd(3)} ${a.url.padEnd(52)} ${kb(a.rawBytes).toFixed(2).padStart(8)} KB raw ${kb(a.gzipBytes).toFixed(2).padStart(7)} KB gzip`),
    `  JS  total: ${result.js.files} files, ${result.js.rawKB} KB raw, ${result.js.gzipKB} KB gzip`,
    `  CSS total: ${result.css.files} files, ${result.css.rawKB} KB raw, ${result.css.gzipKB} KB gzip`,
    `  All:       ${result.total.rawKB} KB raw, ${result.total.gzipKB} KB gzip`,
    `  Code-split from the signed-in app: ${result.codeSplit ? 'yes (no dashboard/onboarding chunk fetched)' : 'NO'}`,
    '',
    'Largest Contentful Paint (median; each run):',
    ...result.viewports.map(
      (v) =>
        `  ${v.viewport.padEnd(17)} LCP ${String(v.lcpMs).padStart(5)} ms  [${v.lcpRunsMs.join(', ')}]  FCP ${v.fcpMs} ms  DCL ${v.domContentLoadedMs} ms  element ${v.lcpElement}`,
    ),
  ];
  return lines.join('\n');
}

const invokedDirectly = process.argv[1] ? resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname) : false;
if (invokedDirectly) {
  benchLanding()
    .then((result) => {
      console.log(process.argv.includes('--json') ? JSON.stringify(result, null, 2) : formatLanding(result));
      process.exit(0);
    })
    .catch((error) => {
      console.error(`landing bench failed: ${(error as Error).message}`);
      process.exit(1);
    });
}

/**
 * The bench's rows: the landing page's LCP per viewport beside a static page with the same CSS and the same
 * rendered markup but no script (the floor the landing page can reach), three runs of `loads` cold loads each,
 * interleaved; and what `/` loads, gzip.
 */
export async function benchLandingRows(loads = Number(process.env.LANDING_RUNS ?? 3)): Promise<BenchRow[]> {
  const started = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const url = started.url;
    writeFileSync(join(started.webDir, 'static-baseline.html'), await staticBaseline(browser, url));
    await measureOnce(browser, url, VIEWPORTS[0]);
    const assets = await measureAssets(browser, url);
    const rows: BenchRow[] = [];
    for (const viewport of VIEWPORTS) {
      const landing: number[] = [];
      const baseline: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const l: number[] = [];
        const b: number[] = [];
        for (let i = 0; i < loads; i++) {
          l.push((await measureOnce(browser, url, viewport)).lcp);
          b.push((await measureOnce(browser, url, viewport, '/static-baseline.html')).lcp);
        }
        landing.push(exactMedian(l));
        baseline.push(exactMedian(b));
      }
      rows.push(row('landing', `LCP ${viewport.name}`, 'ms', landing, { name: 'static page, same CSS', runs: baseline }, 'goal <= 1.3x'));
    }
    const total = (type?: 'js' | 'css') => kb(assets.filter((a) => !type || a.type === type).reduce((n, a) => n + a.gzipBytes, 0));
    const gz = total();
    rows.push(row('landing', 'JS+CSS loaded by / (gzip)', 'KB', [gz, gz, gz], undefined, `JS ${total('js')} KB, CSS ${total('css')} KB; goal <= 100 KB`));
    return rows;
  } finally {
    await browser.close();
    await started.stop();
  }
}

/** The landing page as rendered, its scripts and module preloads removed: same markup, same stylesheets, no JS. */
async function staticBaseline(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const html = await page.evaluate(() => {
    document.querySelectorAll('script, link[rel="modulepreload"]').forEach((el) => el.remove());
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
  await context.close();
  return html;
}
