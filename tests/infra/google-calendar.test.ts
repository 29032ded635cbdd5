import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import type { App } from 'aws-cdk-lib';
import { buildApp } from '../../lib/app.js';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { actionsOf, groupFunction, nagViolations, roleStatements, SKIP_BUNDLING, type Statement } from './helpers.js';

let app: App;
let template: Template;
beforeAll(() => {
  const built = buildApp('gcal', { context: SKIP_BUNDLING });
  app = built.app;
  template = Template.fromStack(built.stack);
});

const logicalId = (type: string, match: (props: Record<string, any>) => boolean) => {
  const hits = Object.entries(template.findResources(type)).filter(([, r]) => match(r.Properties ?? {}));
  expect(hits, type).toHaveLength(1);
  return hits[0]![0];
};
const secretId = () => logicalId('AWS::SecretsManager::Secret', (p) => String(p.Description).includes('Google OAuth client'));
const keyId = () => logicalId('AWS::KMS::Key', (p) => String(p.Description).includes('Google Calendar tokens'));
const fnByDescription = (text: string) =>
  Object.values(template.findResources('AWS::Lambda::Function')).find((r) => String(r.Properties.Description).includes(text))!.Properties;
const kmsStatements = (statements: Statement[]) => statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('kms:')));

describe('Google Calendar in CDK', () => {
  it('has the google route group Lambda behind /api/google', () => {
    const { props } = groupFunction(template, 'google');
    expect(props.Environment.Variables).toMatchObject({ ROUTE_GROUP: 'google' });
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(routes).toEqual(expect.arrayContaining(['ANY /api/google', 'ANY /api/google/{proxy+}']));
  });

  it('keeps the OAuth client in a placeholder secret and the tokens under a rotating KMS key that outlives the stack', () => {
    const secret = template.findResources('AWS::SecretsManager::Secret')[secretId()]!;
    expect(secret.Properties.GenerateSecretString).toMatchObject({ SecretStringTemplate: '{"client_id":"REPLACE_ME"}', GenerateStringKey: 'client_secret' });
    const key = template.findResources('AWS::KMS::Key')[keyId()]!;
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(key.DeletionPolicy).toBe('Retain');
    const outputs = template.findOutputs('*');
    expect(Object.values(outputs).map((o) => o.Description)).toEqual(
      expect.arrayContaining([expect.stringContaining('authorized redirect URI'), expect.stringContaining('client_id')]),
    );
  });

  it('grants exactly the functions that talk to Google: read that secret, encrypt/decrypt with that key and the code\'s contexts', () => {
    const talking = [
      ...ROUTE_GROUPS.filter((g) => g.needs.includes('google')).map((g) => groupFunction(template, g.name).props),
      fnByDescription('Lex V2 code hook'),
      fnByDescription('Tasks of the calendar-event workflow'),
    ];
    expect(talking.length).toBeGreaterThanOrEqual(6);
    for (const props of talking) {
      expect(props.Environment.Variables.GOOGLE_OAUTH_SECRET_ARN).toEqual({ Ref: secretId() });
      expect(props.Environment.Variables.GOOGLE_TOKEN_KEY_ID).toEqual({ 'Fn::GetAtt': [keyId(), 'Arn'] });
      const statements = roleStatements(template, props);
      const kms = kmsStatements(statements);
      expect(actionsOf(kms).sort()).toEqual(['kms:Decrypt', 'kms:Encrypt']);
      expect(kms[0]!.Resource).toEqual({ 'Fn::GetAtt': [keyId(), 'Arn'] });
      expect(kms[0]!.Condition).toEqual({ 'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['business_id', 'purpose', 'state'] } });
      const reads = statements.filter((s) => actionsOf([s]).includes('secretsmanager:GetSecretValue')).map((s) => JSON.stringify(s.Resource));
      expect(reads.some((r) => r.includes(secretId()))).toBe(true);
    }
    for (const g of ROUTE_GROUPS.filter((x) => !x.needs.includes('google'))) {
      const props = groupFunction(template, g.name).props;
      const onTokenKey = kmsStatements(roleStatements(template, props)).filter((st) => JSON.stringify(st.Resource).includes(keyId()));
      expect(onTokenKey, g.name).toEqual([]);
      expect(props.Environment?.Variables?.GOOGLE_OAUTH_SECRET_ARN, g.name).toBeUndefined();
    }
    expect(kmsStatements(roleStatements(template, fnByDescription('Tasks of the reminder workflow')))).toEqual([]);
  });

  it('deploys the calendar-event workflow: retried with backoff, a lasting failure recorded', () => {
    const machine = Object.values(template.findResources('AWS::StepFunctions::StateMachine')).find((r) =>
      String(r.Properties.StateMachineName).endsWith('calendar-event'),
    )!;
    const body = JSON.stringify(machine.Properties.DefinitionString);
    expect(body).toContain('\\"ErrorEquals\\":[\\"CalendarRetryable\\"],\\"IntervalSeconds\\":5,\\"MaxAttempts\\":7,\\"BackoffRate\\":2');
    expect(body).toContain('\\"Next\\":\\"RecordFailure\\"');
    const appointments = groupFunction(template, 'appointments').props;
    expect(JSON.stringify(appointments.Environment.Variables.STATE_MACHINE_ARNS)).toContain('calendar-event');
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    expect(nagViolations(app)).toEqual([]);
  });
});
