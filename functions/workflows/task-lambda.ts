import type { Context } from 'aws-lambda';
import { findWorkflow } from './registry.js';
import { sesEmail } from '../aws/wiring/email.js';
import { snsSms } from '../aws/wiring/sms.js';
import { taskLambda } from './task-handler.js';
import { parseConfigOf } from '../core/config.js';

/**
 * The shared task Lambda, for a workflow without its own entry (WorkflowSpec.taskEntry): it bundles every
 * workflow through the registry and serves the one named by WORKFLOW_NAME. A registered workflow has its own
 * entry under functions/workflows/tasks/, which bundles only that workflow. Wired: what lib/workflows.ts grants every
 * task Lambda (email and SMS).
 */
type TaskHandlerFn = ReturnType<typeof taskLambda>;
const handlers = new Map<string, TaskHandlerFn>();

export const handler = async (event: Parameters<TaskHandlerFn>[0], context: Context) => {
  const workflow = parseConfigOf(process.env, ['WORKFLOW_NAME']).WORKFLOW_NAME ?? '';
  const spec = findWorkflow(workflow);
  if (!spec) throw new Error(`Unknown task '${event.task}' of workflow '${workflow}'`);
  if (!handlers.has(workflow)) handlers.set(workflow, taskLambda(spec, [sesEmail, snsSms]));
  return handlers.get(workflow)!(event, context);
};
