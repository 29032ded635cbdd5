// What a workflow is (its spec, tasks and failure), apart from the registry, so workflows and the registry import it
// one way and never each other.
import type { Services } from '../core/services.js';

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
  /**
   * The task run when an execution ends FAILED, TIMED_OUT or ABORTED without its own catchers getting a say:
   * `States.ALL` catches neither `States.Runtime` nor `States.DataLimitExceeded`, and nothing in the ASL sees the
   * execution's own timeout. Its input is a {@link WorkflowFailure}. In AWS an EventBridge rule on the state machine's
   * status changes invokes it (lib/workflows.ts); locally the runner calls it when an execution fails.
   */
  onFailure?: string;
  /**
   * The workflow's own task Lambda entry (repo-relative), which imports only this workflow, so one workflow's
   * dependencies (the scraper's HTML stack) never ship with another's task. Without it, CDK deploys the shared
   * functions/workflows/task-lambda.ts, which finds the workflow in the registry.
   */
  taskEntry?: string;
}

/** What the onFailure task gets: the execution's own input and how it ended. */
export interface WorkflowFailure {
  input: unknown;
  status: 'FAILED' | 'TIMED_OUT' | 'ABORTED';
  error?: string;
  cause?: string;
}

/** Step Functions' "Execution Status Change" event detail (input is the execution's input as a JSON string). */
export function failureFromEventDetail(detail: { status?: string; input?: string | null; error?: string | null; cause?: string | null }): WorkflowFailure {
  let input: unknown = {};
  try {
    input = detail.input ? JSON.parse(detail.input) : {};
  } catch {
    input = {};
  }
  const status = detail.status === 'TIMED_OUT' || detail.status === 'ABORTED' ? detail.status : 'FAILED';
  return { input, status, error: detail.error ?? undefined, cause: detail.cause ?? undefined };
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
