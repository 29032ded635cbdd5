import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { DefinitionBody, Pass, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { RouteGroup } from '../../functions/api/route-groups.js';
import { buildApp, validateStage } from '../../lib/app.js';
import { webAssetDir } from '../../lib/web-hosting.js';
import { actionsOf, groupFunction, nagViolations, roleStatements, SKIP_BUNDLING } from './helpers.js';

describe('stage names', () => {
  it.each(['dev', 'prod', 'test', 'pr-123', 'a', 'eu-west-1-staging'])('accepts %s', (stage) => {
    expect(validateStage(stage)).toBe(stage);
  });

  it.each(['', 'Dev', '1dev', '-dev', 'dev_x', 'dev.x', 'a'.repeat(22), 'has space'])('rejects %j with a clear message', (stage) => {
    expect(() => validateStage(stage)).toThrow(/Invalid stage .*lowercase letters, digits and '-'/);
  });

  it('rejects a non-string stage and a bad stage in buildApp', () => {
    expect(() => validateStage(42)).toThrow(/Invalid stage 42/);
    expect(() => buildApp('Prod')).toThrow(/Invalid stage "Prod"/);
  });

  it('rejects a malformed publicBaseUrl or emailFrom context', () => {
    expect(() => buildApp('x', { context: { publicBaseUrl: 'http://insecure.example' } })).toThrow(/publicBaseUrl/);
    expect(() => buildApp('x', { context: { publicBaseUrl: 'https://example.org/' } })).toThrow(/publicBaseUrl/);
    expect(() => buildApp('x', { context: { emailFrom: 'not-an-address' } })).toThrow(/emailFrom/);
  });

  it('rejects duplicate route group prefixes', () => {
    const groups: RouteGroup[] = [
      { name: 'health', prefix: '/api/health', needs: [] },
      { name: 'users', prefix: '/api/health', needs: [] },
    ];
    // No bundling: the check is about the groups, and bundling every Lambda first would block this worker for minutes.
    expect(() => buildApp('x', { routeGroups: groups, context: SKIP_BUNDLING })).toThrow(/Duplicate route group prefix/);
  });
});

/** Every Lambda writes its traces (active X-Ray tracing). */
const XRAY = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];

// Every kind of need, on real entries (the group names must have functions/api/<name>/index.ts).
const GROUPS: RouteGroup[] = [
  { name: 'health', prefix: '/api/health', needs: ['sms', 'polly'] },
  { name: 'auth', prefix: '/api/auth', needs: ['table', 'email'] },
  { name: 'users', prefix: '/api/users', needs: ['connect'] },
  { name: 'profiles', prefix: '/api/profiles', needs: ['workflows'] },
];

describe('grants by need (custom route groups, custom context)', () => {
  let app: App;
  let stack: Stack;
  let template: Template;

  beforeAll(() => {
    const built = buildApp('needs', { workflows: [],
      routeGroups: GROUPS,
      context: { ...SKIP_BUNDLING, emailFrom: 'hello@mail.example.org', publicBaseUrl: 'https://app.example.org' },
    });
    app = built.app;
    stack = built.stack;
    template = Template.fromStack(stack);
  }, 120_000);

  const actions = (name: string) => actionsOf(roleStatements(template, groupFunction(template, name).props));

  it('creates one function per given group, not per ROUTE_GROUPS', () => {
    // The telephony construct's two Lambdas (contact-flow lookup, Lex code hook) are not route groups.
    const nodeFns = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (r) => String(r.Properties.Runtime).startsWith('nodejs') && / route group /.test(String(r.Properties.Description)),
    );
    expect(nodeFns).toHaveLength(GROUPS.length);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', GROUPS.length * 2);
  });

  it('uses the publicBaseUrl and emailFrom context', () => {
    for (const g of GROUPS) {
      const env = groupFunction(template, g.name).props.Environment.Variables;
      expect(env.PUBLIC_BASE_URL).toBe('https://app.example.org');
      expect(env.EMAIL_FROM).toBe('hello@mail.example.org');
    }
  });

  it('sms: sns:Publish limited to the region; polly: SynthesizeSpeech; nothing else', () => {
    const statements = roleStatements(template, groupFunction(template, 'health').props);
    const sns = statements.find((s) => actionsOf([s]).includes('sns:Publish'));
    expect(sns?.Condition).toEqual({ StringEquals: { 'aws:RequestedRegion': { Ref: 'AWS::Region' } } });
    expect(actions('health').sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 'polly:SynthesizeSpeech', 'sns:Publish', ...XRAY]);
  });

  it('email: ses send on the address and domain identities only', () => {
    const ses = roleStatements(template, groupFunction(template, 'auth').props).filter((s) =>
      actionsOf([s]).some((a) => a.startsWith('ses:')),
    );
    expect(ses).toHaveLength(1);
    expect(actionsOf(ses).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    const resources = JSON.stringify(ses[0]!.Resource);
    expect(resources).toContain(':identity/hello@mail.example.org');
    expect(resources).toContain(':identity/mail.example.org');
    expect(actions('auth')).toEqual(expect.arrayContaining(['dynamodb:Query', 'secretsmanager:GetSecretValue']));
  });

  it('connect: the API itself grants nothing; the constructs owning the Connect instance do', () => {
    // lib/phone-numbers.ts grants Connect actions to functionsNeeding('connect'); the logs grant is the function's own.
    expect(actions('users').filter((a) => !a.startsWith('connect:')).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', ...XRAY]);
  });

  it("workflows: placeholder limited to the stage's state machine names", () => {
    const states = roleStatements(template, groupFunction(template, 'profiles').props).filter((s) =>
      actionsOf([s]).some((a) => a.startsWith('states:')),
    );
    expect(actionsOf(states).sort()).toEqual(['states:StartExecution', 'states:StopExecution']);
    const text = JSON.stringify(states.map((s) => s.Resource));
    expect(text).toContain(':stateMachine:Receptionist-needs-*');
    expect(text).toContain(':execution:Receptionist-needs-*:*');
    expect(actions('profiles').filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    expect(nagViolations(app)).toEqual([]);
  });
});

describe('grantStateMachine', () => {
  it('grants start/stop on a real state machine to the workflows groups only', () => {
    const { stack } = buildApp('sfn', { routeGroups: GROUPS, nag: false, workflows: [], context: SKIP_BUNDLING });
    const sm = new StateMachine(stack, 'Machine', { definitionBody: DefinitionBody.fromChainable(new Pass(stack, 'Noop')) });
    stack.api.grantStateMachine('scrape-poll', sm);
    const template = Template.fromStack(stack);
    const smId = Object.keys(template.findResources('AWS::StepFunctions::StateMachine'))[0]!;
    const start = roleStatements(template, groupFunction(template, 'profiles').props).find(
      (s) => actionsOf([s]).includes('states:StartExecution') && JSON.stringify(s.Resource).includes(smId),
    );
    expect(start).toBeDefined();
    const env = groupFunction(template, 'profiles').props.Environment.Variables;
    expect(JSON.stringify(env.STATE_MACHINE_ARNS)).toMatch(new RegExp(`scrape-poll.*${smId}`));
    expect(groupFunction(template, 'health').props.Environment.Variables.STATE_MACHINE_ARNS).toBeUndefined();
    const others = ['health', 'auth', 'users'].flatMap((n) => actionsOf(roleStatements(template, groupFunction(template, n).props)));
    expect(others.filter((a) => a.startsWith('states:'))).toEqual([]);
  }, 120_000);
});

describe('cdk-nag harness', () => {
  it('does report violations (so an empty list above means something)', () => {
    const app = new App();
    const stack = new Stack(app, 'Careless');
    new Bucket(stack, 'Open');
    app.synth();
    const rules = nagViolations(app).filter((v) => v.severity === 'error').map((v) => v.rule);
    expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });
});

describe('web asset directory', () => {
  it('uses the build when dist/web/index.html exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>built</title>');
    expect(webAssetDir(dir)).toEqual({ dir, placeholder: false });
  });

  it('falls back to a placeholder page outside the repo', () => {
    const result = webAssetDir(join(tmpdir(), 'does-not-exist-web-dist'));
    expect(result.placeholder).toBe(true);
    expect(result.dir.startsWith(tmpdir())).toBe(true);
    expect(readFileSync(join(result.dir, 'index.html'), 'utf8')).toContain('npm run build');
    expect(readFileSync(join(result.dir, 'landing.html'), 'utf8')).toContain('npm run build');
  });
});
