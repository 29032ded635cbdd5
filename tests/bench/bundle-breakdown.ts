/**
 * What a Lambda's bundle is made of, from esbuild's metafile (bundleLambda: CDK's settings, code splitting included):
 * the bytes each package and each input file puts into what a cold start loads (index.mjs and the chunks it imports
 * statically) and into the lazy chunks. A folder of functions/ counts as a package. With --external, the raw and gzip
 * size of the cold start again with each comma-separated set of packages left out (marked external): what a package
 * weighs once minified and compressed beside the rest.
 *
 *   npx tsx tests/bench/bundle-breakdown.ts test-calls lex-code-hook
 *   npx tsx tests/bench/bundle-breakdown.ts lex-code-hook --files 40
 *   npx tsx tests/bench/bundle-breakdown.ts lex-code-hook --external luxon aws-xray-sdk-core,cls-hooked
 */
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT, esbuildBuildOptions } from '../../lib/api-function.js';
import { lambdaEntries } from '../../lib/lambda-entries.js';
import { bundleLambda } from '../support/lambda-bundle.js';

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const packageOf = (input: string) =>
  input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? input.split('/').slice(0, -1).join('/');

function top(bytesBy: Map<string, number>, count: number): string[] {
  return [...bytesBy].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, bytes]) => `  ${kb(bytes)}  ${name}`);
}

/** Raw and gzip bytes of what a cold start loads, with `external` packages left out of the bundle. */
async function coldStartWithout(entry: string, external: readonly string[]): Promise<{ raw: number; gzip: number }> {
  const options = esbuildBuildOptions(entry, join(REPO_ROOT, '.bench', 'breakdown-external'));
  const result = await build({ ...options, external: [...(options.external ?? []), ...external], write: false, metafile: true });
  const outputs = result.metafile!.outputs;
  const atInit = new Set<string>();
  const visit = (output: string) => {
    if (atInit.has(output)) return;
    atInit.add(output);
    for (const imported of outputs[output]?.imports ?? []) if (!imported.external && imported.kind === 'import-statement') visit(imported.path);
  };
  visit(Object.keys(outputs).find((output) => output.endsWith('/index.mjs'))!);
  const files = result.outputFiles.filter((f) => atInit.has(relative(REPO_ROOT, f.path)));
  return { raw: files.reduce((n, f) => n + f.contents.length, 0), gzip: gzipSync(Buffer.concat(files.map((f) => f.contents)), { level: 9 }).length };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const flag = args.findIndex((a) => a.startsWith('--'));
  const names = flag < 0 ? args : args.slice(0, flag);
  const fileCount = args.includes('--files') ? Number(args[args.indexOf('--files') + 1]) : 25;
  const externals = args.includes('--external') ? args.slice(args.indexOf('--external') + 1).filter((a) => !a.startsWith('--')) : [];
  for (const entry of lambdaEntries().filter((e) => names.includes(e.name))) {
    const bundle = await bundleLambda(entry.entry, join(REPO_ROOT, '.bench', 'breakdown', entry.name));
    for (const atInit of [true, false]) {
      const files = bundle.files.filter((f) => f.atInit === atInit);
      const byInput = new Map<string, number>();
      for (const file of files) {
        for (const [input, { bytesInOutput }] of Object.entries(bundle.metafile.outputs[relative(REPO_ROOT, file.path)]!.inputs)) {
          byInput.set(input, (byInput.get(input) ?? 0) + bytesInOutput);
        }
      }
      const byPackage = new Map<string, number>();
      for (const [input, bytes] of byInput) byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + bytes);
      const total = files.reduce((n, f) => n + f.bytes, 0);
      console.log(`\n${entry.name}, ${atInit ? 'cold start' : 'lazy chunks'}: ${kb(total).trim()} KB in ${files.length} files`);
      console.log([' by package (KB):', ...top(byPackage, 30), ` by input file (KB):`, ...top(byInput, fileCount)].join('\n'));
    }
    if (externals.length) {
      const asDeployed = await coldStartWithout(entry.entry, []);
      console.log(`\n${entry.name}, cold start as deployed: ${kb(asDeployed.raw).trim()} KB, ${kb(asDeployed.gzip).trim()} KB gzip`);
      for (const set of externals) {
        const without = await coldStartWithout(entry.entry, set.split(','));
        console.log(`  without ${set}: ${kb(without.raw).trim()} KB (-${kb(asDeployed.raw - without.raw).trim()}), ${kb(without.gzip).trim()} KB gzip (-${kb(asDeployed.gzip - without.gzip).trim()})`);
      }
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
