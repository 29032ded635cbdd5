/**
 * Lambda bundle sizes and cold-start import times for every Lambda the stack deploys (route groups, workflow
 * tasks, contact-flow lookup, Lex code hook), built with exactly the esbuild settings CDK uses
 * (lib/api-function.ts), so what is measured here is what gets deployed.
 *
 * Import time: a fresh `node` process (with the Lambda's NODE_OPTIONS=--enable-source-maps) imports the bundle,
 * median of a few runs; the AWS SDK resolves from node_modules as it does from the runtime in Lambda. This is the
 * module-evaluation part of a cold start (the init phase before the first event), not the runtime's own start.
 *
 *   npx tsx tests/bench/bundle-sizes.ts            # table of raw / gzip KB and import ms per Lambda
 *   npx tsx tests/bench/bundle-sizes.ts --synth    # ... and the wall time of `cdk synth -q`
 *   npx tsx tests/bench/bundle-sizes.ts --json     # rows as JSON (for a bench runner)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROUTE_GROUPS, type RouteGroup } from '../../functions/api/route-groups.js';
import { REPO_ROOT, esbuildBuildOptions, routeGroupEntry } from '../../lib/api-function.js';

export interface BundleSizeRow {
  readonly name: string;
  /** index.mjs as deployed (minified ESM, AWS SDK external). */
  readonly rawBytes: number;
  readonly gzipBytes: number;
  readonly rawKB: number;
  readonly gzipKB: number;
  /** The source map shipped next to it (not loaded unless an error stack is mapped). */
  readonly mapKB: number;
  readonly buildMs: number;
  /** Median wall time of `await import(bundle)` in a fresh Node process. */
  readonly importMs: number;
}

export interface LambdaEntry {
  readonly name: string;
  readonly entry: string;
}

/** Every Lambda entry the stack deploys. */
export function lambdaEntries(groups: readonly RouteGroup[] = ROUTE_GROUPS): LambdaEntry[] {
  return [
    ...groups.map((g) => ({ name: g.name, entry: routeGroupEntry(g.name) })),
    { name: 'workflow-tasks', entry: join(REPO_ROOT, 'functions/workflows/task-lambda.ts') },
    { name: 'contact-flow-lookup', entry: join(REPO_ROOT, 'functions/assistant/contact-flow-lookup.ts') },
    { name: 'lex-code-hook', entry: join(REPO_ROOT, 'functions/assistant/lex-code-hook.ts') },
  ];
}

const IMPORT_RUNS = 5;

/** Median ms of importing the bundle in a fresh process, as the Lambda runtime's init does. */
export function importTime(file: string, runs = IMPORT_RUNS): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = spawnSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_OPTIONS: '', AWS_REGION: process.env.AWS_REGION ?? 'us-east-1' },
    });
    if (run.status !== 0) throw new Error(`importing ${file} failed: ${run.stderr}`);
    times.push(Number(run.stdout.trim().split('\n').pop()));
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Bundles every Lambda entry and measures it. The bundles are written inside the repo (gitignored .bench/) so
 * the external @aws-sdk/* packages resolve from node_modules.
 */
export async function bundleSizes(entries: readonly LambdaEntry[] = lambdaEntries(), options: { importRuns?: number } = {}): Promise<BundleSizeRow[]> {
  const rows: BundleSizeRow[] = [];
  const outRoot = join(REPO_ROOT, '.bench', `bundle-sizes-${process.pid}`);
  mkdirSync(outRoot, { recursive: true });
  try {
  for (const { name, entry } of entries) {
    const outfile = join(outRoot, name, 'index.mjs');
    const started = performance.now();
    const result = await build({ ...esbuildBuildOptions(entry, outfile), write: false });
    const buildMs = Math.round(performance.now() - started);
    const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'));
    const map = result.outputFiles.find((f) => f.path.endsWith('.mjs.map'));
    mkdirSync(dirname(outfile), { recursive: true });
    for (const file of result.outputFiles) writeFileSync(file.path, file.contents);
    if (!code) throw new Error(`esbuild produced no index.mjs for ${name}`);
    const gzipBytes = gzipSync(code.contents, { level: 9 }).length;
    rows.push({
      name,
      rawBytes: code.contents.length,
      gzipBytes,
      rawKB: kb(code.contents.length),
      gzipKB: kb(gzipBytes),
      mapKB: kb(map?.contents.length ?? 0),
      buildMs,
      importMs: importTime(outfile, options.importRuns),
    });
  }
  } finally {
    rmSync(outRoot, { recursive: true, force: true });
  }
  return rows;
}

/** Wall time of `cdk synth -q` (bundling + cdk-nag included), in milliseconds. */
export function timeSynth(stage = 'dev'): { ms: number; ok: boolean; output: string } {
  const started = performance.now();
  const run = spawnSync('npx', ['cdk', 'synth', '-q', '-c', `stage=${stage}`], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1' },
  });
  return { ms: Math.round(performance.now() - started), ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

export function formatTable(rows: readonly BundleSizeRow[]): string {
  const header = ['lambda', 'raw KB', 'gzip KB', 'map KB', 'build ms', 'import ms'];
  const body = rows.map((r) => [r.name, r.rawKB.toFixed(1), r.gzipKB.toFixed(1), r.mapKB.toFixed(1), String(r.buildMs), r.importMs.toFixed(1)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const rows = await bundleSizes();
  if (args.has('--json')) console.log(JSON.stringify(rows, null, 2));
  else console.log(formatTable(rows));
  if (args.has('--synth')) {
    const synth = timeSynth();
    console.log(`\ncdk synth -q: ${(synth.ms / 1000).toFixed(1)} s${synth.ok ? '' : ' (FAILED)'}`);
    if (!synth.ok) {
      console.error(synth.output);
      process.exitCode = 1;
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
