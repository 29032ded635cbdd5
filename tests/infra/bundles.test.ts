import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { BUNDLE_SETTINGS, REPO_ROOT, esbuildBuildOptions, routeGroupEntry } from '../../lib/api-function.js';

// Bundles land inside the repo (gitignored .bench/) so the external @aws-sdk/* packages resolve from
// node_modules, as they resolve from the Lambda runtime in AWS.
const outRoot = join(REPO_ROOT, '.bench', `infra-bundles-${process.pid}`);
mkdirSync(outRoot, { recursive: true });
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

describe('Lambda bundles (the settings CDK deploys)', () => {
  it('keep the AWS SDK external and add the require shim for ESM', () => {
    expect(BUNDLE_SETTINGS.externalModules).toEqual(['@aws-sdk/*']);
    expect(BUNDLE_SETTINGS.banner).toMatch(/createRequire .*import\.meta\.url/);
    expect(BUNDLE_SETTINGS.target).toBe('node22');
  });

  // Every Lambda the stack deploys: the route groups, the workflows' task Lambda, the telephony's lookup and code hook.
  const entries: (readonly [string, string])[] = [
    ...ROUTE_GROUPS.map((g) => [g.name, routeGroupEntry(g.name)] as const),
    ['workflow tasks', join(REPO_ROOT, 'functions/workflows/task-lambda.ts')],
    ['contact-flow lookup', join(REPO_ROOT, 'functions/assistant/contact-flow-lookup.ts')],
    ['Lex code hook', join(REPO_ROOT, 'functions/assistant/lex-code-hook.ts')],
  ];

  it.each(entries)('%s bundles to ESM that loads and exports handler', async (name, entry) => {
    const outfile = join(outRoot, name.replace(/\W+/g, '-'), 'index.mjs');
    const result = await build(esbuildBuildOptions(entry, outfile));
    expect(result.errors).toEqual([]);
    // Plain Node (not the test runner's module loader), as the Lambda runtime loads it.
    const script = `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); console.log(typeof m.handler);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: REPO_ROOT });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('function');
    // Only the code hook asks Bedrock for a second opinion; no other Lambda loads its client at cold start.
    const importsBedrock = readFileSync(outfile, 'utf8').includes('@aws-sdk/client-bedrock-runtime');
    expect(importsBedrock, name).toBe(name === 'Lex code hook');
  }, 60_000);
});
