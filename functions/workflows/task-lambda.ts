import { buildLambdaServices } from '../aws/composition.js';
import type { Services } from '../core/services.js';
import { findWorkflow } from './registry.js';

let services: Promise<Services> | null = null;

/** The Lambda behind every Task of every workflow: `{workflow, task, input}` → the task's result. */
export const handler = async (event: { task: string; input: unknown }) => {
  const workflow = process.env.WORKFLOW_NAME ?? '';
  const spec = findWorkflow(workflow);
  const task = spec?.tasks[event.task];
  if (!task) throw new Error(`Unknown task '${event.task}' of workflow '${workflow}'`);
  services ??= buildLambdaServices();
  return task(event.input, await services);
};
