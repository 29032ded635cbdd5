import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '../../lib/app.js';
import { taskState, type WorkflowSpec } from '../../functions/workflows/registry.js';
import { actionsOf, groupFunction, roleStatements, SKIP_BUNDLING } from './helpers.js';

const sample: WorkflowSpec = {
  name: 'sample-flow',
  definition: (resource) => ({
    StartAt: 'Pause',
    States: { Pause: { Type: 'Wait', Seconds: 5, Next: 'Work' }, Work: { ...taskState('work', resource), End: true } },
  }),
  tasks: { work: async () => ({}) },
};

let template: Template;
beforeAll(() => {
  const { stack } = buildApp('wftest', { workflows: [sample], context: SKIP_BUNDLING });
  template = Template.fromStack(stack);
});

describe('workflows construct', () => {
  it('deploys the registered ASL as a Standard state machine, with logging and tracing', () => {
    const machines = template.findResources('AWS::StepFunctions::StateMachine');
    expect(Object.keys(machines)).toHaveLength(1);
    const props = Object.values(machines)[0]!.Properties;
    expect(props.StateMachineName).toBe('Receptionist-wftest-sample-flow');
    expect(props.StateMachineType).toBe('STANDARD');
    expect(props.TracingConfiguration).toEqual({ Enabled: true });
    expect(props.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: false });
    // The definition is the spec's ASL with the task Lambda's ARN as every Task's Resource.
    const body = JSON.stringify(props.DefinitionString);
    expect(body).toContain('\\"StartAt\\":\\"Pause\\"');
    expect(body).toContain('\\"task\\":\\"work\\"');
    expect(body).toMatch(/SampleFlowTasks[A-Za-z0-9]*Function[A-Za-z0-9]*","Arn"/);
  });

  it('lets the workflow groups start and stop it and passes its ARN', () => {
    const { props } = groupFunction(template, 'businesses');
    const actions = actionsOf(roleStatements(template, props));
    expect(actions).toEqual(expect.arrayContaining(['states:StartExecution', 'states:StopExecution']));
    expect(JSON.stringify(props.Environment.Variables.STATE_MACHINE_ARNS)).toContain('sample-flow');
    const health = groupFunction(template, 'health');
    expect(actionsOf(roleStatements(template, health.props)).some((a) => a.startsWith('states:'))).toBe(false);
  });
});
