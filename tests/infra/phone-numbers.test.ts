import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ROUTE_GROUPS, type RouteGroup } from '../../functions/api/route-groups.js';
import { buildApp } from '../../lib/app.js';
import type { Api } from '../../lib/api.js';
import { PhoneNumberAccess } from '../../lib/phone-numbers.js';
import { actionsOf, groupFunction, nagViolations, roleStatements, SKIP_BUNDLING } from './helpers.js';

const INSTANCE = 'arn:aws:connect:us-east-1:123456789012:instance/11111111-2222-3333-4444-555555555555';
const FLOW = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
const GROUPS: RouteGroup[] = [
  { name: 'health', prefix: '/api/health', needs: [] },
  ROUTE_GROUPS.find((g) => g.name === 'phone-numbers')!,
];
const connectActions = (template: Template, group: string) =>
  actionsOf(roleStatements(template, groupFunction(template, group).props)).filter((a) => a.startsWith('connect:'));

describe('onboarding phone numbers: Connect permissions', () => {
  it('the phone-numbers route group needs the table and Connect', () => {
    expect(GROUPS[1]).toMatchObject({ name: 'phone-numbers', prefix: '/api/phone-numbers' });
    expect(GROUPS[1].needs).toEqual(['table', 'connect']);
  });

  describe('with a Connect instance in context (the flow is the one lib/telephony.ts deploys on it)', () => {
    let app: App;
    let stack: Stack;
    let template: Template;
    beforeAll(() => {
      ({ app, stack } = buildApp('phones', {
        routeGroups: GROUPS,
        workflows: [],
        context: { ...SKIP_BUNDLING, connectInstanceArn: INSTANCE, connectRecordingsBucket: 'amazon-connect-recordings-test' },
      }));
      template = Template.fromStack(stack);
    }, 180_000);

    it("grants search, claim, describe, associate and release, scoped to the instance, its numbers and the assistant's flow", () => {
      const statements = roleStatements(template, groupFunction(template, 'phone-numbers').props).filter((s) =>
        actionsOf([s]).some((a) => a.startsWith('connect:')),
      );
      expect(actionsOf(statements).sort()).toEqual([
        'connect:AssociatePhoneNumberContactFlow',
        'connect:ClaimPhoneNumber',
        'connect:DescribePhoneNumber',
        'connect:ReleasePhoneNumber',
        'connect:SearchAvailablePhoneNumbers',
      ]);
      const resources = statements.flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]));
      expect(resources).toEqual(expect.arrayContaining([INSTANCE, 'arn:aws:connect:us-east-1:123456789012:phone-number/*']));
      const flowId = Object.keys(template.findResources('AWS::Connect::ContactFlow'))[0]!;
      expect(JSON.stringify(resources)).toContain(`${INSTANCE}/contact-flow/",{"Fn::Select":[3,{"Fn::Split":["/",{"Fn::GetAtt":["${flowId}","ContactFlowArn"]}]}]}`);
      expect(JSON.stringify(resources)).not.toMatch(/"\*"/);
    });

    it('passes the instance and flow to the Lambda', () => {
      const env = groupFunction(template, 'phone-numbers').props.Environment.Variables;
      expect(env.CONNECT_INSTANCE_ARN).toBe(INSTANCE);
      const flowId = Object.keys(template.findResources('AWS::Connect::ContactFlow'))[0]!;
      expect(env.CONNECT_CONTACT_FLOW_ID).toEqual({ 'Fn::Select': [3, { 'Fn::Split': ['/', { 'Fn::GetAtt': [flowId, 'ContactFlowArn'] }] }] });
      expect(groupFunction(template, 'health').props.Environment.Variables.CONNECT_INSTANCE_ARN).toBeUndefined();
      expect(connectActions(template, 'health')).toEqual([]);
    });

    it('leaves no cdk-nag finding unacknowledged', () => {
      expect(nagViolations(app)).toEqual([]);
    });
  });

  it('without an instance in context: numbers come from the instance the telephony construct creates', () => {
    const { stack } = buildApp('phones-none', { routeGroups: GROUPS, workflows: [], nag: false, context: SKIP_BUNDLING });
    const template = Template.fromStack(stack);
    const [instanceId] = Object.keys(template.findResources('AWS::Connect::Instance'));
    expect(connectActions(template, 'phone-numbers')).toContain('connect:ClaimPhoneNumber');
    expect(groupFunction(template, 'phone-numbers').props.Environment.Variables.CONNECT_INSTANCE_ARN).toEqual({ 'Fn::GetAtt': [instanceId, 'Arn'] });
    expect(connectActions(template, 'health')).toEqual([]);
  }, 180_000);

  it('rejects a malformed instance ARN or flow id, a flow without an instance, and another region', () => {
    // Validation needs no Lambdas: a bare stack and an API without 'connect' groups.
    const api = { functionsNeeding: () => [] } as unknown as Api;
    const build = (context: Record<string, unknown>, env?: { region: string; account: string }) => () =>
      new PhoneNumberAccess(new Stack(new App({ context }), 'S', { env }), 'PhoneNumbers', { api });
    expect(build({ connectInstanceArn: 'arn:aws:connect:us-east-1:123:instance/x' })).toThrow(/Invalid connectInstanceArn/);
    expect(build({ connectInstanceArn: INSTANCE, connectContactFlowId: 'flow' })).toThrow(/Invalid connectContactFlowId/);
    expect(build({ connectContactFlowId: FLOW })).toThrow(/connectInstanceArn is not/);
    expect(build({ connectInstanceArn: INSTANCE }, { region: 'eu-west-1', account: '123456789012' })).toThrow(/us-east-1.*eu-west-1/);
    expect(build({ connectInstanceArn: INSTANCE }, { region: 'us-east-1', account: '123456789012' })).not.toThrow();
  });
});
