/**
 * Lambda bundle sizes per route group, built with exactly the esbuild settings CDK uses
 * (lib/api-function.ts), so what is measured here is what gets deployed.
 *
 *   npx tsx tests/bench/bundle-sizes.ts            # table of raw / gzip KB per group
 *   npx tsx tests/bench/bundle-sizes.ts --synth    # ... and the wall time of `cdk synth -q`
 *   npx tsx tests/bench/bundle-sizes.ts --json     # rows as JSON (for a bench runner)
 */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
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
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Bundles every route group entry in memory and measures it. */
export async function bundleSizes(groups: readonly RouteGroup[] = ROUTE_GROUPS): Promise<BundleSizeRow[]> {
  const rows: BundleSizeRow[] = [];
  for (const group of groups) {
    const outfile = join(tmpdir(), 'receptionist-bundle-sizes', group.name, 'index.mjs');
    const started = performance.now();
    const result = await build({ ...esbuildBuildOptions(routeGroupEntry(group.name), outfile), write: false });
    const buildMs = Math.round(performance.now() - started);
    const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'));
    const map = result.outputFiles.find((f) => f.path.endsWith('.mjs.map'));
    if (!code) throw new Error(`esbuild produced no index.mjs for ${group.name}`);
    const gzipBytes = gzipSync(code.contents, { level: 9 }).length;
    rows.push({
      name: group.name,
      rawBytes: code.contents.length,
      gzipBytes,
      rawKB: kb(code.contents.length),
      gzipKB: kb(gzipBytes),
      mapKB: kb(map?.contents.length ?? 0),
      buildMs,
    });
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
  const header = ['group', 'raw KB', 'gzip KB', 'map KB', 'build ms'];
  const body = rows.map((r) => [r.name, r.rawKB.toFixed(1), r.gzipKB.toFixed(1), r.mapKB.toFixed(1), String(r.buildMs)]);
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
