import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { BUNDLE_ENTRY_FILE, REPO_ROOT, esbuildBuildOptions } from '../../lib/api-function.js';

export interface BundleFile {
  /** Absolute path of the written file. */
  readonly path: string;
  readonly bytes: number;
  readonly code: Uint8Array;
  /**
   * Loaded by a cold start: index.mjs and the chunks it imports statically, transitively. The other chunks are
   * reached only through an import() on the code path that uses them.
   */
  readonly atInit: boolean;
}

export interface LambdaBundle {
  /** index.mjs, what the Lambda runtime imports. */
  readonly entryFile: string;
  /** Every .mjs file of the asset (source maps left out). */
  readonly files: readonly BundleFile[];
  readonly metafile: Metafile;
  /** Bytes a cold start reads and parses: the files loaded at init. */
  readonly initBytes: number;
  /** Bytes of every .mjs file, lazy chunks included. */
  readonly totalBytes: number;
}

/**
 * Bundles one Lambda entry into `outdir` exactly as CDK deploys it (lib/api-function.ts: the same settings, with code
 * splitting) and tells which of its files a cold start loads.
 */
export async function bundleLambda(entry: string, outdir: string): Promise<LambdaBundle> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({ ...esbuildBuildOptions(entry, outdir), write: false, metafile: true });
  for (const out of result.outputFiles) writeFileSync(out.path, out.contents);
  const metafile = result.metafile!;
  // Metafile output keys are relative to the working directory (REPO_ROOT).
  const key = (path: string) => relative(REPO_ROOT, path).split('\\').join('/');
  const entryFile = join(outdir, BUNDLE_ENTRY_FILE);
  const atInit = new Set<string>();
  const visit = (output: string) => {
    if (atInit.has(output)) return;
    atInit.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (!imported.external && imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(key(entryFile));
  const files = result.outputFiles
    .filter((out) => out.path.endsWith('.mjs'))
    .map((out) => ({ path: out.path, bytes: out.contents.length, code: out.contents, atInit: atInit.has(key(out.path)) }));
  if (!files.some((f) => basename(f.path) === BUNDLE_ENTRY_FILE)) throw new Error(`esbuild produced no ${BUNDLE_ENTRY_FILE} for ${entry}`);
  const sum = (fs: readonly BundleFile[]) => fs.reduce((n, f) => n + f.bytes, 0);
  return { entryFile, files, metafile, initBytes: sum(files.filter((f) => f.atInit)), totalBytes: sum(files) };
}
