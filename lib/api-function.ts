import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Policy, PolicyStatement, Role, ServicePrincipal, type IGrantable, type IPrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Charset, NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { BuildOptions } from 'esbuild';
import { acknowledge } from './nag.js';

/** Repository root: NodejsFunction's projectRoot, and where entries and the lock file are found. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;
export const LAMBDA_ARCHITECTURE = Architecture.ARM_64;

/**
 * ESM bundles have no `require`; some CommonJS dependencies (pulled in by the bundle) call it for
 * Node built-ins. The aliased import keeps the banner from colliding with a bundled `createRequire`.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __receptionistCreateRequire } from 'node:module'; const require = __receptionistCreateRequire(import.meta.url);";

/**
 * The esbuild settings every Lambda bundle uses. CDK (below) and the bundle-size bench
 * (tests/bench/bundle-sizes.ts) both derive their options from this one object, so they cannot drift.
 */
export const BUNDLE_SETTINGS = {
  target: 'node22',
  minify: true,
  sourceMap: true,
  // Stack traces keep their original file and line; the sources themselves would only bloat the zip.
  sourcesContent: false,
  // The Node 22 Lambda runtime ships AWS SDK v3; bundling it again would only add cold-start weight.
  externalModules: ['@aws-sdk/*'],
  mainFields: ['module', 'main'],
  // Non-ASCII text (the phone library's Unicode ranges, the engine's locale data) as UTF-8 rather than \uXXXX escapes:
  // the Lambda runtime reads the bundle as UTF-8, and 2-4 bytes a character are smaller than 6 (~4 KB a Lambda).
  charset: 'utf8',
  banner: ESM_REQUIRE_BANNER,
  // Code splitting: a module a Lambda loads with import() on the path that uses it (the Google clients) lands in a
  // chunk beside index.mjs, so a cold start neither reads nor parses it (issue 15). Without splitting, esbuild inlines
  // the import() into index.mjs and only its evaluation waits.
  splitting: true,
  entryNames: 'index',
  chunkNames: 'chunk-[hash]',
} as const;

/** The file the Lambda runtime loads (handler `index.handler`). */
export const BUNDLE_ENTRY_FILE = 'index.mjs';

/**
 * NodejsFunction bundling options (local esbuild, never Docker). CDK always bundles to one `--outfile`, which esbuild
 * cannot split; so after CDK's own run, a hook bundles the entry again with the same settings and splitting into the
 * asset directory (splitBundleCommand), replacing CDK's index.mjs with the split one and its chunks.
 */
export function cdkBundlingOptions(entry: string): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: BUNDLE_SETTINGS.target,
    minify: BUNDLE_SETTINGS.minify,
    sourceMap: BUNDLE_SETTINGS.sourceMap,
    sourcesContent: BUNDLE_SETTINGS.sourcesContent,
    externalModules: [...BUNDLE_SETTINGS.externalModules],
    mainFields: [...BUNDLE_SETTINGS.mainFields],
    charset: Charset.UTF8,
    banner: BUNDLE_SETTINGS.banner,
    forceDockerBundling: false,
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (inputDir, outputDir) => [splitBundleCommand(entry, inputDir, outputDir)],
    },
  };
}

/** The same bundle as {@link cdkBundlingOptions}, as esbuild's JS API options (used by the bench and the tests). */
export function esbuildBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: [entry],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLE_SETTINGS.target,
    minify: BUNDLE_SETTINGS.minify,
    sourcemap: BUNDLE_SETTINGS.sourceMap,
    sourcesContent: BUNDLE_SETTINGS.sourcesContent,
    external: [...BUNDLE_SETTINGS.externalModules],
    mainFields: [...BUNDLE_SETTINGS.mainFields],
    banner: { js: BUNDLE_SETTINGS.banner },
    splitting: BUNDLE_SETTINGS.splitting,
    entryNames: BUNDLE_SETTINGS.entryNames,
    chunkNames: BUNDLE_SETTINGS.chunkNames,
    outExtension: { '.js': '.mjs' },
    charset: BUNDLE_SETTINGS.charset,
    absWorkingDir: REPO_ROOT,
    logLevel: 'silent',
  };
}

/** {@link esbuildBuildOptions} as esbuild command-line arguments (the CDK hook's build). */
export function esbuildCliArgs(entry: string, outdir: string): string[] {
  return [
    entry,
    '--bundle',
    '--platform=node',
    '--format=esm',
    `--target=${BUNDLE_SETTINGS.target}`,
    ...(BUNDLE_SETTINGS.minify ? ['--minify'] : []),
    ...(BUNDLE_SETTINGS.sourceMap ? ['--sourcemap'] : []),
    `--sources-content=${BUNDLE_SETTINGS.sourcesContent}`,
    ...BUNDLE_SETTINGS.externalModules.map((m) => `--external:${m}`),
    `--main-fields=${BUNDLE_SETTINGS.mainFields.join(',')}`,
    `--charset=${BUNDLE_SETTINGS.charset}`,
    `--banner:js=${BUNDLE_SETTINGS.banner}`,
    ...(BUNDLE_SETTINGS.splitting ? ['--splitting'] : []),
    `--entry-names=${BUNDLE_SETTINGS.entryNames}`,
    `--chunk-names=${BUNDLE_SETTINGS.chunkNames}`,
    '--out-extension:.js=.mjs',
    `--outdir=${outdir}`,
    '--log-level=warning',
  ];
}

const shellQuote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/**
 * The shell command of CDK's afterBundling hook: removes CDK's unsplit index.mjs (and its map) from the asset
 * directory and bundles `entry` there again with splitting. Run by bash in the project root (local bundling), where
 * `inputDir` is the project root.
 */
export function splitBundleCommand(entry: string, inputDir: string, outputDir: string): string {
  const esbuild = join(inputDir, 'node_modules', '.bin', 'esbuild');
  const source = join(inputDir, relative(REPO_ROOT, entry));
  const stale = [BUNDLE_ENTRY_FILE, `${BUNDLE_ENTRY_FILE}.map`].map((f) => shellQuote(join(outputDir, f)));
  return `rm -f ${stale.join(' ')} && ${[esbuild, ...esbuildCliArgs(source, outputDir)].map(shellQuote).join(' ')}`;
}

/** POWERTOOLS_SERVICE_NAME of a stage's Lambdas (the `service` dimension of its metrics): receptionist-<stage>. */
export function powertoolsServiceName(stackName: string): string {
  return stackName.toLowerCase();
}

/** Entry file of a route group's Lambda: functions/api/<name>/index.ts, exporting `handler`. */
export function routeGroupEntry(name: string): string {
  return join(REPO_ROOT, 'functions', 'api', name, 'index.ts');
}

export interface NodeLambdaProps {
  /** Absolute path of the TypeScript entry exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly environment?: Record<string, string>;
  readonly memorySize?: number;
  readonly timeout?: Duration;
}

/**
 * One Lambda of any kind (a route group, the workflow tasks, the telephony hooks) with the project's defaults:
 * Node 22 on ARM64, a minified ESM bundle with source maps, its own log group kept for a month, and its own role
 * that may only write to that log group (no AWSLambdaBasicExecutionRole managed policy). Everything else is granted
 * by the caller.
 */
export class NodeLambda extends Construct implements IGrantable {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: NodeLambdaProps) {
    super(scope, id);
    if (!existsSync(props.entry)) {
      throw new Error(`Lambda entry not found: ${props.entry} (each route group needs functions/api/<name>/index.ts exporting handler)`);
    }

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [this.logGroup.logGroupArn],
      }),
    );

    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      runtime: LAMBDA_RUNTIME,
      architecture: LAMBDA_ARCHITECTURE,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      description: props.description,
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      bundling: cdkBundlingOptions(props.entry),
      environment: {
        // Stack traces point at the TypeScript sources through the bundled source maps.
        NODE_OPTIONS: '--enable-source-maps',
        // Powertools: the service every log line, metric and trace of the stage is filed under.
        POWERTOOLS_SERVICE_NAME: powertoolsServiceName(Stack.of(this).stackName),
        POWERTOOLS_METRICS_NAMESPACE: 'Receptionist',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        ...props.environment,
      },
    });
    // X-Ray traces: API Gateway → Lambda on every function (the runtime records each invocation); the Lex code hook adds
    // its AWS SDK calls as subsegments (Powertools Tracer, functions/aws/tracing.ts). Set on the L1 with the grant in a
    // policy of its own, so the wildcard acknowledgement below covers X-Ray and nothing else
    // granted to the role later (Tracing.ACTIVE would put it into the role's default policy).
    (this.fn.node.defaultChild as CfnFunction).tracingConfig = { mode: Tracing.ACTIVE };
    const tracing = new Policy(this, 'Tracing', {
      statements: [new PolicyStatement({ actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], resources: ['*'] })],
    });
    this.role.attachInlinePolicy(tracing);
    this.fn.node.addDependency(tracing);
    acknowledge(tracing, {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions; this policy holds nothing else.',
    });
    acknowledge(this.fn, {
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to nodejs22.x on purpose: the bundles target node22 and are tested on that major; moving to a newer runtime is a deliberate upgrade, not a silent one.',
    });
  }

  get grantPrincipal(): IPrincipal {
    return this.fn.grantPrincipal;
  }

  addEnvironment(key: string, value: string): void {
    this.fn.addEnvironment(key, value);
  }
}
