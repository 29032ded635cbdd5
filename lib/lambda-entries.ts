import { join } from 'node:path';
import { ROUTE_GROUPS } from '../functions/api/route-groups.js';
import { WORKFLOWS, type WorkflowSpec } from '../functions/workflows/registry.js';
import { REPO_ROOT, routeGroupEntry } from './api-function.js';

export interface LambdaEntry {
  /** The bench's and the bundle test's name for it. */
  readonly name: string;
  /** Absolute path of the entry file CDK bundles. */
  readonly entry: string;
  /** A route group's Lambda (held to the cold-start budget: import <= 150 ms, bundle <= 300 KB). */
  readonly routeGroup: boolean;
}

/** A workflow's task Lambda entry: its own (WorkflowSpec.taskEntry), else the shared one that bundles every workflow. */
export function workflowTaskEntry(spec: Pick<WorkflowSpec, 'taskEntry'>): string {
  return join(REPO_ROOT, spec.taskEntry ?? 'functions/workflows/task-lambda.ts');
}

/**
 * Every Lambda the stack deploys, by entry file: the route groups (lib/api.ts), each workflow's task Lambda
 * (lib/workflows.ts) and the telephony's lookup and code hook (lib/telephony.ts). The bundle bench and
 * tests/infra/bundles.test.ts measure this list.
 */
export function lambdaEntries(): LambdaEntry[] {
  return [
    ...ROUTE_GROUPS.map((g) => ({ name: g.name, entry: routeGroupEntry(g.name), routeGroup: true })),
    ...WORKFLOWS.map((w) => ({ name: `${w.name}-workflow-tasks`, entry: workflowTaskEntry(w), routeGroup: false })),
    { name: 'contact-flow-lookup', entry: join(REPO_ROOT, 'functions/assistant/contact-flow-lookup.ts'), routeGroup: false },
    { name: 'lex-code-hook', entry: join(REPO_ROOT, 'functions/assistant/lex-code-hook.ts'), routeGroup: false },
  ];
}
