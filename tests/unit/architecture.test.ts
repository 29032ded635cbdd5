import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import madge from 'madge';

// The module graph of the server code and the web app, type-only imports included: a type import is an
// import a reader has to follow too, and what compiles away today is a runtime import tomorrow.
const graph = await madge(['functions', 'web/src'], {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});

describe('architecture', () => {
  it('has no circular import in functions/ or web/src', () => {
    const cycles = graph.circular().map((cycle) => cycle.join(' > '));
    if (cycles.length) console.error(`circular imports:\n${cycles.join('\n')}`);
    expect(cycles).toEqual([]);
  });

  it('resolves every relative import (a file madge cannot read would hide its cycles)', () => {
    expect(graph.warnings().skipped.filter((s) => s.startsWith('.'))).toEqual([]);
  });
});

/** The layer a file belongs to: functions/<folder>, or web. */
function layer(file: string): string {
  if (file.startsWith('web/')) return 'web';
  return file.split('/').slice(0, 2).join('/');
}

/** Every import from a file in layer `from` to a file in layer `to`, as "file -> imported file". */
function importsAcross(from: string, to: string): string[] {
  const edges: string[] = [];
  for (const [file, deps] of Object.entries(graph.obj())) {
    if (layer(file) !== from) continue;
    for (const dep of deps) if (layer(dep) === to) edges.push(`${file} -> ${dep}`);
  }
  return edges.sort();
}

describe('import direction (api -> core <- data/adapters; web -> contract <- api)', () => {
  it('core/ imports nothing from api/, local/ or aws/ (the composition roots)', () => {
    for (const to of ['functions/api', 'functions/local', 'functions/aws']) expect(importsAcross('functions/core', to)).toEqual([]);
  });

  // The domain names storage only through its ports (core/repositories.ts), which data/ implements: data depends on core,
  // never the reverse. A type core needs from data/ moves into core (its domain's model.ts, or the port).
  it('core/ imports nothing from data/ (not even a type)', () => {
    expect(importsAcross('functions/core', 'functions/data')).toEqual([]);
  });

  // Every DynamoDB command is sent by a repository in data/ (the table-level calls of the local server too).
  it('no file outside functions/data/ uses a DynamoDB client or command', () => {
    const outside = Object.keys(graph.obj())
      .filter((file) => !file.startsWith('web/') && layer(file) !== 'functions/data')
      .filter((file) => /['"]@aws-sdk\/(lib-dynamodb|client-dynamodb)['"]/.test(readFileSync(file, 'utf8')));
    expect(outside).toEqual([]);
  });

  // Settings are read once, through core/config.ts (parseConfig, parseConfigOf): an entry point hands `process.env`
  // to it whole and reads the parsed value. Left out: functions/local/ (the local launcher's own PORT, DATA_DIR, ...)
  // and AWS_REGION, the Lambda runtime's own variable that the SDK clients default to.
  it('no file under functions/ but core/config.ts and local/ reads a variable of process.env by name', () => {
    const readers = Object.keys(graph.obj())
      .filter((file) => file.startsWith('functions/') && file !== 'functions/core/config.ts' && layer(file) !== 'functions/local')
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/process\.env(?:\.(\w+)|\[)/g)].map((m) => `${file}: ${m[1] ?? '[...]'}`))
      .filter((read) => !read.endsWith(': AWS_REGION'));
    expect(readers).toEqual([]);
  });

  it('data/ imports nothing from api/, local/ or aws/', () => {
    for (const to of ['functions/api', 'functions/local', 'functions/aws']) expect(importsAcross('functions/data', to)).toEqual([]);
  });

  it('contract/ imports nothing but contract/ (the web bundles it)', () => {
    const outside = Object.entries(graph.obj())
      .filter(([file]) => layer(file) === 'functions/contract')
      .flatMap(([file, deps]) => deps.filter((d) => layer(d) !== 'functions/contract').map((d) => `${file} -> ${d}`));
    expect(outside).toEqual([]);
  });

  // A wire type, schema or constant list is written once, in contract/: the web imports it (or derives from it)
  // rather than declaring its own of the same name. Names are compared, so a copy under another name is not caught here.
  it('web/ declares no type, interface or constant named like a contract/ export', () => {
    const files = Object.keys(graph.obj());
    const exported = new Map<string, string>();
    for (const file of files.filter((f) => layer(f) === 'functions/contract')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/^export (?:declare )?(?:interface|type|const|function|class|enum) (\w+)/gm)) exported.set(m[1]!, file);
    }
    expect(exported.size).toBeGreaterThan(50);
    const declaration = /^\s*(?:export\s+)?(?:(?:interface|enum|class|function)\s+(\w+)|type\s+(\w+)\s*(?:<[^>]*>)?\s*=|(?:const|let)\s+(\w+)\s*(?::[^=]+)?=)/gm;
    const copies = files
      .filter((f) => layer(f) === 'web')
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(declaration)].map((m) => m[1] ?? m[2] ?? m[3]!).filter((n) => exported.has(n)).map((n) => `${file}: ${n} (${exported.get(n)})`));
    expect(copies).toEqual([]);
  });

  it('web/ imports from functions/ only through contract/', () => {
    const layers = ['api', 'core', 'data', 'adapters', 'assistant', 'aws', 'local', 'telephony', 'workflows'];
    expect(layers.flatMap((l) => importsAcross('web', `functions/${l}`))).toEqual([]);
  });
});
