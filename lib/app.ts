import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ROUTE_GROUPS, type RouteGroup } from '../functions/api/route-groups.js';
import { REPO_ROOT } from './api-function.js';
import { ReceptionistStack } from './stack.js';
import type { WorkflowSpec } from '../functions/workflows/registry.js';

export const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,20}$/;
export const DEFAULT_STAGE = 'dev';
export const DEFAULT_EMAIL_FROM = 'no-reply@receptionist.example';

/** Validates a stage name (it becomes part of stack, API and resource names). */
export function validateStage(stage: unknown): string {
  if (typeof stage !== 'string' || !STAGE_PATTERN.test(stage)) {
    throw new Error(
      `Invalid stage ${JSON.stringify(stage)}: use 1-21 characters, lowercase letters, digits and '-', starting with a letter (e.g. -c stage=dev).`,
    );
  }
  return stage;
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
}

/**
 * Builds the CDK app for one stage: stack `Receptionist-<stage>`, tags, cdk-nag.
 * Context read: `emailFrom` (EMAIL_FROM, default no-reply@receptionist.example) and
 * `publicBaseUrl` (PUBLIC_BASE_URL override, default the CloudFront URL).
 */
export function buildApp(stage: string = DEFAULT_STAGE, options: BuildAppOptions = {}): { app: App; stack: ReceptionistStack } {
  validateStage(stage);
  // A new App gets cdk.json's context too (feature flags), so tests synthesize what the CLI does.
  const app = options.app ?? new App({ context: { ...cdkJsonContext(), ...options.context } });

  const emailFrom = stringContext(app, 'emailFrom') ?? DEFAULT_EMAIL_FROM;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(emailFrom)) throw new Error(`Invalid emailFrom context: ${emailFrom}`);
  const publicBaseUrl = stringContext(app, 'publicBaseUrl');
  if (publicBaseUrl !== undefined && !/^https:\/\/[^/\s]+$/.test(publicBaseUrl)) {
    throw new Error(`Invalid publicBaseUrl context: ${publicBaseUrl} (expected https://host, no trailing slash)`);
  }

  const stack = new ReceptionistStack(app, stackName(stage), {
    stage,
    routeGroups: options.routeGroups ?? ROUTE_GROUPS,
    emailFrom,
    publicBaseUrl,
    webDir: options.webDir,
    workflows: options.workflows,
    description: `AI phone receptionist (${stage})`,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  });

  Tags.of(app).add('app', 'ai-receptionist');
  Tags.of(app).add('stage', stage);
  Tags.of(app).add('managed-by', 'cdk');
  if (options.nag ?? true) Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, stack };
}

function stringContext(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value;
}

function cdkJsonContext(): Record<string, unknown> {
  try {
    const json = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
    return json.context ?? {};
  } catch {
    return {};
  }
}
