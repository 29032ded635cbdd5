import { sfnWorkflowRunner } from '../../adapters/sfn-workflows.js';
import { wiring } from '../composition.js';

/** Step Functions executions, by workflow name → state machine ARN from STATE_MACHINE_ARNS (need 'workflows'). */
export const stepFunctions = wiring('workflows', ({ env }) => ({
  workflows: sfnWorkflowRunner(env.STATE_MACHINE_ARNS ? (JSON.parse(env.STATE_MACHINE_ARNS) as Record<string, string>) : {}),
}));
