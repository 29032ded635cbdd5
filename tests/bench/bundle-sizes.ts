/**
 * Every Lambda the stack deploys, bundled with exactly the esbuild settings CDK uses (lib/api-function.ts, code
 * splitting included): the raw and gzip size of what a cold start loads (index.mjs and the chunks it imports
 * statically), the size with its lazy chunks, and its cold import time — `import()` of the bundle in a fresh Node process, as the
 * Lambda runtime loads it, with the AWS SDK resolved from node_modules (the runtime ships it; DynamoDB is reached
 * through the data layer's own client, bundled) — beside the
 * import of a trivial module measured the same way in the same run. Three runs, the median.
 *
 *   npm run bench -- bundles
 *   npx tsx tests/bench/bundle-sizes.ts            # the bundle rows only
 *   npx tsx tests/bench/bundle-sizes.ts --synth    # ... and the wall time of `cdk synth -q`
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT, esbuildBuildOptions, routeGroupEntry } from '../../lib/api-function.js';
import { lambdaEntries, type LambdaEntry } from '../../lib/lambda-entries.js';
import { bundleLambda } from '../support/lambda-bundle.js';
import { RUNS, formatRows, row, type BenchRow } from './table.js';

export interface BundleSizeRow {
  readonly name: string;
  /** What a cold start loads: index.mjs and the chunks it imports statically (minified ESM, AWS SDK external). */
  readonly initBytes: number;
  readonly initGzipBytes: number;
  /** Every .mjs file deployed, the chunks loaded by import() on first use included. */
  readonly totalBytes: number;
  readonly initKB: number;
  readonly initGzipKB: number;
  readonly totalKB: number;
  /** index.mjs, as the Lambda runtime imports it. */
  readonly file: string;
  /** The chunks a cold start does not load (imported on the code path that uses them). */
  readonly lazyFiles: readonly string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
// Inside the repo (gitignored) so the external @aws-sdk/* packages resolve from node_modules.
const OUT_ROOT = join(REPO_ROOT, '.bench', 'bundles');

/** Bundles every Lambda entry to .bench/bundles/<name>/ (index.mjs and its chunks) and measures its size. */
export async function bundleSizes(entries: readonly LambdaEntry[] = lambdaEntries()): Promise<BundleSizeRow[]> {
  const rows: BundleSizeRow[] = [];
  for (const entry of entries) {
    const bundle = await bundleLambda(entry.entry, join(OUT_ROOT, entry.name));
    const init = bundle.files.filter((f) => f.atInit);
    const initGzipBytes = gzipSync(Buffer.concat(init.map((f) => f.code)), { level: 9 }).length;
    rows.push({
      name: entry.name,
      initBytes: bundle.initBytes,
      initGzipBytes,
      totalBytes: bundle.totalBytes,
      initKB: kb(bundle.initBytes),
      initGzipKB: kb(initGzipBytes),
      totalKB: kb(bundle.totalBytes),
      file: bundle.entryFile,
      lazyFiles: bundle.files.filter((f) => !f.atInit).map((f) => f.path),
    });
  }
  return rows;
}

/**
 * Milliseconds to import `file` in a fresh Node process (nothing cached in the process; the OS file cache is warm),
 * then, if given, every one of `thenImport` (a Lambda's lazy chunks: what its first use of them adds).
 */
export function coldImportMs(file: string, thenImport: readonly string[] = []): number {
  const urls = [file, ...thenImport].map((f) => pathToFileURL(f).href);
  const script = `const t = performance.now(); for (const url of ${JSON.stringify(urls)}) await import(url); process.stdout.write(String(performance.now() - t));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: REPO_ROOT });
  if (run.status !== 0) throw new Error(`importing ${file} failed: ${run.stderr.slice(0, 500)}`);
  // The last line: a Lambda may log at load (the code hook logs its engine warm-up, functions/assistant/warm-up.ts).
  return Number(run.stdout.trim().split('\n').pop());
}

/** A module with nothing in it but a handler: the floor of a cold import on this machine. */
function trivialModule(): string {
  const file = join(OUT_ROOT, '_trivial', 'index.mjs');
  mkdirSync(join(OUT_ROOT, '_trivial'), { recursive: true });
  writeFileSync(file, 'export const handler = async () => ({ statusCode: 200 });\n');
  return file;
}

/**
 * The AWS SDK's DynamoDB client and document client and nothing else, resolved from node_modules as the Lambda runtime
 * ships them: what every table-using Lambda imported at load until the data layer moved to aws-lite, then to its own
 * client (issue 15), kept as the reference for the row below.
 */
function sdkDynamoClientModule(): string {
  const file = join(OUT_ROOT, '_dynamodb-sdk-client', 'index.mjs');
  mkdirSync(join(OUT_ROOT, '_dynamodb-sdk-client'), { recursive: true });
  writeFileSync(
    file,
    "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nimport { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\nexport const clients = [DynamoDBClient, DynamoDBDocumentClient];\n",
  );
  return file;
}

/**
 * The data layer's DynamoDB client (functions/data/client.ts: DynamoDB's JSON API signed by aws4, bundled with the
 * Lambdas' settings) and nothing else: its part of every table-using Lambda's cold import.
 */
async function dynamoClientModule(): Promise<string> {
  const dir = join(OUT_ROOT, '_dynamodb-client');
  mkdirSync(dir, { recursive: true });
  const source = join(dir, 'entry.ts');
  writeFileSync(source, `import { createDb } from ${JSON.stringify(join(REPO_ROOT, 'functions/data/client.ts'))};\nexport const handler = createDb;\n`);
  await build(esbuildBuildOptions(source, join(dir, 'out')));
  return join(dir, 'out', 'index.mjs');
}

/**
 * The users group's bundle with the DynamoDB client stubbed out (its transport, value conversion and signer replaced by
 * empty modules, by an esbuild plugin; everything else as deployed): what a table-using group's cold import costs
 * besides the client. Not a deployable bundle.
 */
async function withoutDynamoClient(group = 'users'): Promise<string> {
  const outdir = join(OUT_ROOT, `_${group}-without-dynamodb-client`);
  const stub: Plugin = {
    name: 'stub-dynamodb-client',
    setup(b) {
      b.onResolve({ filter: /^aws4$|\/(dynamo-http|attribute-values)\.js$/ }, (args) => ({ path: args.path, namespace: 'stub' }));
      b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
        loader: 'js',
        contents: 'export default {}; export const dynamoHttp = () => () => ({}); export const marshallMap = (m) => m; export const unmarshallMap = (m) => m;',
      }));
    },
  };
  rmSync(outdir, { recursive: true, force: true });
  await build({ ...esbuildBuildOptions(routeGroupEntry(group), outdir), plugins: [stub] });
  return join(outdir, 'index.mjs');
}

/**
 * The bench's rows: what each Lambda's cold start loads (size and import time, beside the trivial import's), and for
 * a Lambda with lazy chunks, its whole asset and the import of everything (a cold start that takes the lazy path).
 */
export async function benchBundles(): Promise<BenchRow[]> {
  rmSync(OUT_ROOT, { recursive: true, force: true });
  const sizes = await bundleSizes();
  const trivial = trivialModule();
  const importRuns = new Map<string, number[]>(sizes.map((s) => [s.name, []]));
  const withLazyRuns = new Map<string, number[]>(sizes.map((s) => [s.name, []]));
  const trivialRuns: number[] = [];
  const sdkClient = sdkDynamoClientModule();
  const sdkClientRuns: number[] = [];
  const dynamoClient = await dynamoClientModule();
  const dynamoClientRuns: number[] = [];
  const usersWithoutClient = await withoutDynamoClient();
  const usersWithoutClientRuns: number[] = [];
  // Interleaved runs, so a busy moment of the machine lands on every bundle and on the baseline alike.
  for (let run = 0; run < RUNS; run++) {
    trivialRuns.push(coldImportMs(trivial));
    sdkClientRuns.push(coldImportMs(sdkClient));
    dynamoClientRuns.push(coldImportMs(dynamoClient));
    usersWithoutClientRuns.push(coldImportMs(usersWithoutClient));
    for (const s of sizes) {
      importRuns.get(s.name)!.push(coldImportMs(s.file));
      if (s.lazyFiles.length) withLazyRuns.get(s.name)!.push(coldImportMs(s.file, s.lazyFiles));
    }
  }
  const baseline = { name: 'trivial import', runs: trivialRuns };
  const rows: BenchRow[] = [
    row('bundles', 'DynamoDB client alone (own, bundled): cold import', 'ms', dynamoClientRuns, baseline, 'in every Lambda that uses the table'),
    row('bundles', 'SDK DynamoDB document client alone (not bundled): cold import', 'ms', sdkClientRuns, baseline, 'what the Lambdas imported before aws-lite and the own client'),
    row('bundles', 'users with the DynamoDB client stubbed out: cold import', 'ms', usersWithoutClientRuns, baseline, 'the bundle besides the client'),
  ];
  for (const s of sizes) {
    rows.push(row('bundles', `${s.name}: cold import`, 'ms', importRuns.get(s.name)!, baseline));
    const lazy = s.lazyFiles.length ? `; ${s.totalKB} KB with its ${s.lazyFiles.length} lazy chunks` : '';
    rows.push(row('bundles', `${s.name}: size`, 'KB', [s.initKB, s.initKB, s.initKB], undefined, `${s.initGzipKB} KB gzip${lazy}`));
    if (s.lazyFiles.length) rows.push(row('bundles', `${s.name}: cold import + lazy chunks`, 'ms', withLazyRuns.get(s.name)!, baseline));
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

export async function benchSynth(): Promise<BenchRow[]> {
  const synth = timeSynth();
  if (!synth.ok) throw new Error(`cdk synth failed:\n${synth.output.slice(-2000)}`);
  return [row('synth', 'cdk synth -q (one run)', 'ms', [synth.ms])];
}

async function main(): Promise<void> {
  const rows = await benchBundles();
  if (process.argv.includes('--synth')) rows.push(...(await benchSynth()));
  console.log(formatRows(rows));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
