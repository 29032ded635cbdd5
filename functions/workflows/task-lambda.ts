import { buildLambdaServices } from '../aws/composition.js';
import type { Services } from '../core/services.js';
import { failureFromEventDetail, findWorkflow } from './registry.js';
import { instrumented } from '../aws/observability.js';

let services: Promise<Services> | null = null;

type TaskEvent = { task: string; input: unknown };
/** EventBridge's "Step Functions Execution Status Change" for an execution that failed, timed out or was aborted. */
type FailureEvent = { task: string; failure: { status?: string; input?: string | null; error?: string | null; cause?: string | null } };

/**
 * The Lambda behind every Task of every workflow: `{task, input}` → the task's result. It also runs the workflow's
 * onFailure task, with the execution's status change as `failure` (lib/workflows.ts routes it here).
 */
export const handler = instrumented('workflow-task', async (event: TaskEvent | FailureEvent) => {
  const workflow = process.env.WORKFLOW_NAME ?? '';
  const spec = findWorkflow(workflow);
  const task = spec?.tasks[event.task];
  if (!task) throw new Error(`Unknown task '${event.task}' of workflow '${workflow}'`);
  services ??= buildLambdaServices();
  const input = 'failure' in event ? failureFromEventDetail(event.failure) : event.input;
  return task(input, await services);
});
