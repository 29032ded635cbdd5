import { composeLambda, type Wiring } from '../aws/composition.js';
import { ALL_REPOSITORIES } from '../data/repositories.js';
import type { Services } from '../core/services.js';
import { instrumented } from '../aws/observability.js';
import { failureFromEventDetail, type WorkflowSpec } from './spec.js';

type TaskEvent = { task: string; input: unknown };
/** EventBridge's "Step Functions Execution Status Change" for an execution that failed, timed out or was aborted. */
type FailureEvent = { task: string; failure: { status?: string; input?: string | null; error?: string | null; cause?: string | null } };

/**
 * The Lambda behind every Task of one workflow: `{task, input}` → the task's result. It also runs the workflow's
 * onFailure task, with the execution's status change as `failure` (lib/workflows.ts routes it here). `wirings` are the
 * adapters its tasks use (the entry under functions/workflows/tasks/ is the Lambda's composition root).
 */
export function taskLambda(spec: WorkflowSpec, wirings: readonly Wiring[]) {
  let services: Promise<Services> | null = null;
  return instrumented('workflow-task', async (event: TaskEvent | FailureEvent) => {
    const task = spec.tasks[event.task];
    if (!task) throw new Error(`Unknown task '${event.task}' of workflow '${spec.name}'`);
    services ??= composeLambda(wirings, { name: `${spec.name} workflow tasks`, repositories: ALL_REPOSITORIES });
    const input = 'failure' in event ? failureFromEventDetail(event.failure) : event.input;
    return task(input, await services);
  });
}
