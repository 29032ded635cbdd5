import type { Services } from '../core/services.js';
import { scrapeWorkflow } from './scrape.js';
import { reminderWorkflow } from './reminder.js';
import { calendarEventWorkflow } from './calendar-event.js';

/** A Task's work: gets the state's input, returns its result. Runs in the workflow's Lambda in AWS, in-process locally. */
export type TaskHandler = (input: any, services: Services) => Promise<unknown>;

/**
 * A workflow is defined once: its ASL (built here in TypeScript) and its task handlers. CDK deploys the ASL
 * with every Task pointing at the workflow's Lambda (lib/workflows.ts); the local runner executes the same
 * ASL with aws-local-stepfunctions, binding each Task to its handler (functions/local/local-workflows.ts).
 */
export interface WorkflowSpec {
  /** The name domain code starts it by: services.workflows.start(name, input, executionName). */
  name: string;
  /** The ASL. `taskResource` is the ARN every Task state uses as its Resource (the workflow's Lambda). */
  definition(taskResource: string): Record<string, unknown>;
  tasks: Record<string, TaskHandler>;
}

/**
 * A Task state that calls `task` of this workflow. The payload is `{task, input}` so one Lambda serves every
 * task of the workflow; the state's input becomes `input`.
 */
export function taskState(task: string, taskResource: string, extra: Record<string, unknown> = {}) {
  return {
    Type: 'Task',
    Resource: taskResource,
    Parameters: { task, 'input.$': '$' },
    Retry: [{ ErrorEquals: ['States.TaskFailed'], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }],
    ...extra,
  };
}

/** Every workflow of the product; each issue that adds one registers it here (a one-line insertion). */
export const WORKFLOWS: WorkflowSpec[] = [
  scrapeWorkflow,
  reminderWorkflow(),
  calendarEventWorkflow(),
];

export function findWorkflow(name: string): WorkflowSpec | undefined {
  return WORKFLOWS.find((w) => w.name === name);
}
