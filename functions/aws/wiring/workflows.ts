import { sfnWorkflowRunner } from '../../adapters/sfn-workflows.js';
import { wiring } from '../composition.js';

/** Step Functions executions, by workflow name → state machine ARN from STATE_MACHINE_ARNS (need 'workflows'). */
export const stepFunctions = wiring('workflows', ({ config }) => ({
  workflows: sfnWorkflowRunner(config.STATE_MACHINE_ARNS),
}));
