import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '../../lib/app.js';
import { findWorkflow } from '../../functions/workflows/registry.js';
import { actionsOf, groupFunction, roleStatements, SKIP_BUNDLING } from './helpers.js';

let template: Template;
beforeAll(() => {
  const { stack } = buildApp('dstest', { workflows: [findWorkflow('daily-summary')!], context: SKIP_BUNDLING });
  template = Template.fromStack(stack);
});

describe('daily summary in AWS (issue 17)', () => {
  it('deploys the same ASL as a Standard state machine, with its relative wait, and its tasks may send email', () => {
    const machines = template.findResources('AWS::StepFunctions::StateMachine');
    const props = Object.values(machines)[0]!.Properties;
    expect(props.StateMachineName).toBe('Receptionist-dstest-daily-summary');
    expect(props.StateMachineType).toBe('STANDARD');
    const body = JSON.stringify(props.DefinitionString);
    expect(body).toContain('\\"SecondsPath\\":\\"$.check.wait_seconds\\"');
    expect(body).toContain('\\"task\\":\\"send\\"');
  });

  it('lets User Settings (profiles) start it; the reports group reads the table only', () => {
    const profiles = groupFunction(template, 'profiles');
    expect(actionsOf(roleStatements(template, profiles.props))).toContain('states:StartExecution');
    expect(JSON.stringify(profiles.props.Environment.Variables.STATE_MACHINE_ARNS)).toContain('daily-summary');
    const reports = groupFunction(template, 'reports');
    expect(actionsOf(roleStatements(template, reports.props)).some((a) => a.startsWith('states:') || a.startsWith('ses:'))).toBe(false);
  });
});
