/**
 * A test call's first request in a cold Lambda, as imports: a fresh Node process imports the test-calls bundle's
 * index.mjs (and the chunks it imports statically), then the chunks a call's first start or turn imports (the call
 * sessions' and the dialog engine's, with the chunks they import; not the Google clients'), one after the other.
 * Prints their sizes and the median times of `runs` processes. `root` is a checkout (default this one), so two
 * checkouts can be compared with the same script:
 *
 *   npx tsx tests/bench/test-call-first-turn.ts [root] [runs]
 */
import { spawnSync } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
const root = resolve(process.argv[2] ?? '.');
const { REPO_ROOT } = await import(pathToFileURL(join(root, 'lib/api-function.ts')).href);
const { lambdaEntries } = await import(pathToFileURL(join(root, 'lib/lambda-entries.ts')).href);
const { bundleLambda } = await import(pathToFileURL(join(root, 'tests/support/lambda-bundle.ts')).href);
const entry = lambdaEntries().find((e: { name: string }) => e.name === 'test-calls');
const b = await bundleLambda(entry.entry, join(REPO_ROOT, '.bench', 'first-turn'));
const key = (p: string) => relative(REPO_ROOT, p);
const outs = b.metafile.outputs;
const firstTurn = new Set<string>();
const visit = (o: string) => { if (firstTurn.has(o)) return; firstTurn.add(o); for (const i of outs[o]?.imports ?? []) if (!i.external && i.kind === 'import-statement') visit(i.path); };
for (const [o, meta] of Object.entries(outs) as [string, { entryPoint?: string }][]) if (meta.entryPoint && /call-session-service\.ts$|assistant\/index\.ts$/.test(meta.entryPoint)) visit(o);
const init = b.files.filter((f: { atInit: boolean }) => f.atInit).map((f: { path: string }) => key(f.path));
const lazy = [...firstTurn].filter((o) => !init.includes(o) && o.endsWith('.mjs'));
const kb = (os: string[]) => (os.reduce((n, o) => n + outs[o].bytes, 0) / 1024).toFixed(1);
const url = (o: string) => pathToFileURL(join(REPO_ROOT, o)).href;
const script = `const t0 = performance.now(); await import(${JSON.stringify(url(key(b.entryFile)))}); const t1 = performance.now(); for (const u of ${JSON.stringify(lazy.map(url))}) await import(u); const t2 = performance.now(); process.stdout.write(JSON.stringify([t1 - t0, t2 - t1, t2 - t0]));`;
const runs: number[][] = [];
for (let i = 0; i < Number(process.argv[3] ?? 9); i++) {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: REPO_ROOT });
  if (r.status !== 0) throw new Error(r.stderr);
  runs.push(JSON.parse(r.stdout));
}
const med = (i: number) => runs.map((r) => r[i]!).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!.toFixed(1);
console.log(`init ${kb(init)} KB, first turn's chunks ${kb(lazy)} KB (${lazy.length} files); median of ${runs.length}: init ${med(0)} ms, first turn's imports ${med(1)} ms, both ${med(2)} ms`);
