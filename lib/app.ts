import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { App, CfnOutput, Stack, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ROUTE_GROUPS, type RouteGroup } from '../functions/api/route-groups.js';
import { REPO_ROOT } from './api-function.js';
import { ReceptionistStack } from './stack.js';
import { EdgeProtection } from './edge-protection.js';
import type { WorkflowSpec } from '../functions/workflows/registry.js';
import type { IntentDefinition } from '../functions/assistant/intent-catalog.js';
import { DEFAULT_EMAIL_FROM, parseStageConfig, stageOverrides } from './stage-config.js';

export { DEFAULT_EMAIL_FROM };
export const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,20}$/;
/** Tests' default; the CLI has none (bin/app.ts refuses to guess a stage). */
export const DEFAULT_STAGE = 'dev';

/** Validates a stage name (it becomes part of stack, API and resource names). */
export function validateStage(stage: unknown): string {
  if (typeof stage !== 'string' || !STAGE_PATTERN.test(stage)) {
    throw new Error(
      `Invalid stage ${JSON.stringify(stage)}: use 1-21 characters, lowercase letters, digits and '-', starting with a letter (e.g. -c stage=dev).`,
    );
  }
  return stage;
}

/**
 * The stage `-c stage=` names; without one, the person's own sandbox `dev-<user>` with a warning to say so, never a
 * shared stage (a forgotten -c on a deploy lands in that sandbox, and a plain `npx cdk synth` still works).
 */
export function stageFromContext(given: unknown, user: string = safeUserName()): { stage: string; warning?: string } {
  if (given !== undefined && given !== null && given !== '') return { stage: validateStage(given) };
  const stage = `dev-${user.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'me'}`.slice(0, 21).replace(/-+$/, '');
  return {
    stage,
    warning: `No stage given: using your own sandbox stage '${stage}'. Name one with -c stage=NAME (settings per stage live in cdk.json under context.stages).`,
  };
}

function safeUserName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'me';
  }
}

export function stackName(stage: string): string {
  return `Receptionist-${stage}`;
}

export interface BuildAppOptions {
  /** An existing App (bin/app.ts passes the CLI's); default a new App with `context`. */
  readonly app?: App;
  /** Context for a new App, on top of cdk.json's (tests): emailFrom, publicBaseUrl, ... */
  readonly context?: Record<string, unknown>;
  /** Defaults to ROUTE_GROUPS; tests pass extra groups to exercise every kind of need. */
  readonly routeGroups?: readonly RouteGroup[];
  /** Directory uploaded to the site bucket; default dist/web or a placeholder page. */
  readonly webDir?: string;
  /** Workflows deployed as state machines; default every registered workflow. */
  readonly workflows?: readonly WorkflowSpec[];
  /** Run the cdk-nag AwsSolutions checks (default true). */
  readonly nag?: boolean;
  /** The Lex bot's intent catalog (default INTENT_CATALOG); tests synthesize two catalogs. */
  readonly intentCatalog?: readonly IntentDefinition[];
}

/**
 * Builds the CDK app for one stage: stack `Receptionist-<stage>`, tags, cdk-nag.
 * The stage's settings (lib/stage-config.ts) come from cdk.json's `stages.<stage>` and `-c key=value`; a production
 * stage missing one of them is refused here, before anything is synthesized.
 */
export function buildApp(stage: string = DEFAULT_STAGE, options: BuildAppOptions = {}): { app: App; stack: ReceptionistStack } {
  validateStage(stage);
  // A new App gets cdk.json's context too (feature flags), so tests synthesize what the CLI does.
  const app = options.app ?? new App({ context: { ...cdkJsonContext(), ...options.context } });

  const stages: unknown = app.node.tryGetContext('stages');
  const fromFile = stages && typeof stages === 'object' ? (stages as Record<string, unknown>)[stage] : undefined;
  const config = parseStageConfig(stage, fromFile, stageOverrides((key) => app.node.tryGetContext(key)));

  const account = config.account ?? process.env.CDK_DEFAULT_ACCOUNT;
  if (config.region && config.region !== 'us-east-1') {
    // CloudFront's web ACL must be created in us-east-1: a small companion stack, deployed first (docs/deploy.md).
    const edgeStack = new Stack(app, `${stackName(stage)}-edge`, {
      description: `AI phone receptionist (${stage}): WAF web ACL of CloudFront`,
      env: { account, region: 'us-east-1' },
    });
    const edge = new EdgeProtection(edgeStack, 'Edge', { stage });
    new CfnOutput(edgeStack, 'WebAclArn', { value: edge.arn, description: `Set it as webAclArn of stage ${stage}` });
  }

  const stack = new ReceptionistStack(app, stackName(stage), {
    stage,
    config,
    routeGroups: options.routeGroups ?? ROUTE_GROUPS,
    emailFrom: config.sender,
    publicBaseUrl: config.publicBaseUrl,
    webDir: options.webDir,
    workflows: options.workflows,
    intentCatalog: options.intentCatalog,
    description: `AI phone receptionist (${stage})`,
    env: { account, region: config.region ?? process.env.CDK_DEFAULT_REGION },
  });

  Tags.of(app).add('app', 'ai-receptionist');
  Tags.of(app).add('stage', stage);
  Tags.of(app).add('managed-by', 'cdk');
  if (options.nag ?? true) Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, stack };
}

function cdkJsonContext(): Record<string, unknown> {
  try {
    const json = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
    return json.context ?? {};
  } catch {
    return {};
  }
}
