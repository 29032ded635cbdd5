import type { SFNClient } from '@aws-sdk/client-sfn';
import type { WorkflowRunner } from '../core/ports.js';

/** Step Functions control plane; `stateMachines` maps a workflow name to its ARN (from CDK's env vars). */
export function sfnWorkflowRunner(stateMachines: Record<string, string>, given?: SFNClient): WorkflowRunner {
  // The SDK is imported and the client made on the first start or stop, not at cold start.
  let client = given;
  const sdk = async () => {
    const module = await import('@aws-sdk/client-sfn');
    client ??= new module.SFNClient({});
    return { client, ...module };
  };
  const executionArn = (stateMachineArn: string, name: string) => `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
  return {
    executionId(workflow, executionName) {
      const arn = stateMachines[workflow];
      return arn ? executionArn(arn, executionName) : null;
    },
    async start(workflow, input, executionName) {
      const arn = stateMachines[workflow];
      if (!arn) throw new Error(`No state machine is configured for workflow '${workflow}'`);
      const { client, StartExecutionCommand } = await sdk();
      try {
        const out = await client.send(
          new StartExecutionCommand({ stateMachineArn: arn, input: JSON.stringify(input), name: executionName }),
        );
        return { executionId: out.executionArn! };
      } catch (error) {
        // Same name and input again (a retried request): Step Functions reports it as already started.
        if ((error as { name?: string }).name === 'ExecutionAlreadyExists' && executionName) {
          return { executionId: executionArn(arn, executionName) };
        }
        throw error;
      }
    },
    async stop(executionId) {
      const { client, StopExecutionCommand } = await sdk();
      try {
        await client.send(new StopExecutionCommand({ executionArn: executionId }));
      } catch (error) {
        if ((error as { name?: string }).name !== 'ExecutionDoesNotExist') throw error;
      }
    },
  };
}
