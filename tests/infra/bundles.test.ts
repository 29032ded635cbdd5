import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { WORKFLOWS } from '../../functions/workflows/registry.js';
import { BUNDLE_SETTINGS, REPO_ROOT, esbuildBuildOptions } from '../../lib/api-function.js';
import { lambdaEntries } from '../../lib/lambda-entries.js';

// Bundles land inside the repo (gitignored .bench/) so the external @aws-sdk/* packages resolve from
// node_modules, as they resolve from the Lambda runtime in AWS.
const outRoot = join(REPO_ROOT, '.bench', `infra-bundles-${process.pid}`);
mkdirSync(outRoot, { recursive: true });
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

/**
 * Raw size a route group's bundle must stay under. The goal is 300 KB (docs/benchmarks.md has today's sizes);
 * these ceilings hold what is reached so far: libphonenumber-js (~118 KB), zod (~92 KB), Powertools' tracer with
 * aws-xray-sdk-core (~110 KB) and the Google clients (~300 KB, evaluated on first use only: an import() esbuild
 * inlines) are in every group, and test-calls runs the whole dialog engine (chrono-node, fuse.js, luxon) in-process.
 */
// test-calls and reports close calls through the call session, which carries the dialog engine.
const routeGroupBudgetBytes = (name: string) => (name === 'test-calls' || name === 'reports' ? 1400 : 1000) * 1024;

describe('Lambda bundles (the settings CDK deploys)', () => {
  it('keep the AWS SDK external and add the require shim for ESM', () => {
    expect(BUNDLE_SETTINGS.externalModules).toEqual(['@aws-sdk/*']);
    expect(BUNDLE_SETTINGS.banner).toMatch(/createRequire .*import\.meta\.url/);
    expect(BUNDLE_SETTINGS.target).toBe('node22');
  });

  // Every Lambda the stack deploys: the route groups, each workflow's task Lambda, the telephony's lookup and code hook.
  const entries = lambdaEntries().map((e) => [e.name, e.entry] as const);

  it('list a task Lambda of its own for every registered workflow', () => {
    for (const workflow of WORKFLOWS) {
      expect(workflow.taskEntry, workflow.name).toMatch(/^functions\/workflows\/tasks\//);
      expect(entries.map(([, entry]) => entry)).toContain(join(REPO_ROOT, workflow.taskEntry!));
    }
  });

  it.each(entries)('%s bundles to ESM that loads and exports handler', async (name, entry) => {
    const outfile = join(outRoot, name.replace(/\W+/g, '-'), 'index.mjs');
    const result = await build(esbuildBuildOptions(entry, outfile));
    expect(result.errors).toEqual([]);
    // Plain Node (not the test runner's module loader), as the Lambda runtime loads it.
    const script = `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); console.log(typeof m.handler);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: REPO_ROOT });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('function');
    const code = readFileSync(outfile, 'utf8');
    // Only the code hook asks Bedrock for a second opinion; no other Lambda loads its client at cold start.
    expect(code.includes('@aws-sdk/client-bedrock-runtime'), name).toBe(name === 'lex-code-hook');
    // Cold start: the only AWS SDK packages imported at load are DynamoDB's; every other client is imported on
    // its first use (functions/adapters/*), where a static import would cost its whole load on every cold start.
    const staticSdk = [...code.matchAll(/(?:^|[;\s}])import[^"'();]*?from\s*["'](@aws-sdk\/[^"']+)["']/g)].map((m) => m[1]);
    expect(new Set(staticSdk.filter((pkg) => !/^@aws-sdk\/(client-dynamodb|lib-dynamodb)$/.test(pkg!))), name).toEqual(
      new Set(name === 'lex-code-hook' ? staticSdk.filter((pkg) => pkg === '@aws-sdk/client-bedrock-runtime') : []),
    );
    // zod imported as `import * as z` ships its core and English messages only, not its ~40 other locales.
    expect(code, name).not.toMatch(/Zbyt (du|ma)/); // a phrase of zod's Polish locale
    // The scraper's HTML stack ships with the scrape workflow's tasks only.
    expect(/htmlparser2|cheerio/i.test(code), name).toBe(name === 'scrape-workflow-tasks');
    // Route groups stay small: a cold start parses the whole bundle.
    if (!name.endsWith('-tasks') && name !== 'contact-flow-lookup' && name !== 'lex-code-hook') {
      expect(Buffer.byteLength(code), name).toBeLessThanOrEqual(routeGroupBudgetBytes(name));
    }
  }, 60_000);
});
