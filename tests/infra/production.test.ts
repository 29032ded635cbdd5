import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { INTENT_CATALOG, type IntentDefinition } from '../../functions/assistant/intent-catalog.js';
import { buildApp, stageFromContext } from '../../lib/app.js';
import { REPO_ROOT } from '../../lib/api-function.js';
import { PRODUCTION_REQUIRED, parseStageConfig } from '../../lib/stage-config.js';
import { VIEWER_ADDRESS_CODE } from '../../lib/edge-protection.js';
import { actionsOf, groupFunction, nagViolations, roleStatements, SKIP_BUNDLING } from './helpers.js';

type Json = Record<string, any>;

const ACCOUNT = '123456789012';
const INSTANCE = `arn:aws:connect:us-east-1:${ACCOUNT}:instance/11111111-2222-3333-4444-555555555555`;
const CERT = `arn:aws:acm:us-east-1:${ACCOUNT}:certificate/aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee`;
const KEY = `arn:aws:kms:us-east-1:${ACCOUNT}:key/99999999-8888-7777-6666-555555555555`;
/** Everything a production stage must set, as cdk.json's stages.<stage> would. */
const PRODUCTION = {
  production: true,
  region: 'us-east-1',
  account: ACCOUNT,
  connectInstanceArn: INSTANCE,
  connectRecordingsBucket: 'amazon-connect-recordings-acme',
  connectRecordingsPrefix: 'connect/acme/CallRecordings',
  connectRecordingsKeyArn: KEY,
  domainName: 'app.example.com',
  certificateArn: CERT,
  alertEmail: 'ops@example.com',
  senderDomain: 'example.com',
  smsOriginationIdentity: '+18885550100',
  bedrock: false,
  codeHookProvisionedConcurrency: 2,
};
const GROUPS = ROUTE_GROUPS.filter((g) => ['health', 'appointments', 'calls', 'test-calls'].includes(g.name));

const only = (template: Template, type: string): [string, Json] => {
  const found = Object.entries(template.findResources(type));
  expect(found, type).toHaveLength(1);
  return found[0] as [string, Json];
};
const fnByDescription = (template: Template, text: string): [string, Json] => {
  const found = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([, r]) => String(r.Properties.Description).includes(text));
  expect(found, text).toHaveLength(1);
  return found[0] as [string, Json];
};

describe('stage settings (item 7)', () => {
  it.each(PRODUCTION_REQUIRED)('a production stage without %s is refused with a message naming it', (setting) => {
    const settings: Record<string, unknown> = { ...PRODUCTION };
    delete settings[setting];
    expect(() => parseStageConfig('prod', settings, {})).toThrow(new RegExp(`production stage without ${setting}.*setting ${setting}`));
    expect(() => buildApp('prod', { context: { ...SKIP_BUNDLING, stages: { prod: settings } } })).toThrow(new RegExp(`setting ${setting}`));
  });

  it('refuses what would only fail at deploy time, naming the setting', () => {
    const p = { ...PRODUCTION };
    expect(() => parseStageConfig('x', { ...p, region: 'eu-west-3' }, {})).toThrow(/setting region is invalid: expected a region with Amazon Connect and Lex V2/);
    expect(() => parseStageConfig('x', { ...p, certificateArn: CERT.replace('us-east-1', 'eu-west-2') }, {})).toThrow(/setting certificateArn: .*us-east-1/);
    expect(() => parseStageConfig('x', { ...p, bedrock: true }, {})).toThrow(/setting bedrockModelId/);
    expect(() => parseStageConfig('x', { ...p, emailFrom: 'a@other.example' }, {})).toThrow(/setting emailFrom/);
    expect(() => parseStageConfig('x', { ...p, smsOriginationIdentity: '555-0100' }, {})).toThrow(/setting smsOriginationIdentity is invalid/);
    expect(() => parseStageConfig('x', { connectInstanceArn: INSTANCE.replace('us-east-1', 'us-west-2'), region: 'us-east-1' }, {})).toThrow(/setting connectInstanceArn/);
    expect(() => parseStageConfig('x', { alertEmails: 'typo@example.com' }, {})).toThrow(/unknown setting alertEmails/);
  });

  it('reads -c values (strings) over cdk.json and derives the sender and the API domain', () => {
    const config = parseStageConfig('prod', PRODUCTION, { codeHookProvisionedConcurrency: '3', bedrock: 'false', alertEmail: 'pager@example.com' });
    expect(config).toMatchObject({
      codeHookProvisionedConcurrency: 3,
      bedrock: false,
      alertEmail: 'pager@example.com',
      sender: 'no-reply@example.com',
      publicBaseUrl: 'https://app.example.com',
      api: { domainName: 'api.app.example.com', certificateArn: CERT },
    });
    const dev = parseStageConfig('dev', {}, {});
    expect(dev).toMatchObject({ production: false, bedrock: true, codeHookProvisionedConcurrency: 0, sender: 'no-reply@receptionist.example' });
  });

  it('`cdk synth` of the production stage in cdk.json refuses to start without its settings', async () => {
    // Asynchronous: a blocking spawn would stall the test worker for the CLI's whole run.
    const run = (args: string[]) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        // Its own output directory: the CLI locks cdk.out, and other synths may be running.
        execFile('npx', ['cdk', 'synth', '-q', '--output', mkdtempSync(join(tmpdir(), 'cdk-refusal-')), ...args], { cwd: REPO_ROOT, env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1' }, timeout: 170_000 }, (error, stdout, stderr) =>
          resolve({ status: error ? Number((error as { code?: number }).code ?? 1) || 1 : 0, stdout, stderr }),
        );
      });
    const prod = await run(['-c', 'stage=prod']);
    expect(prod.status).not.toBe(0);
    expect(prod.stdout + prod.stderr).toMatch(/Stage prod: production stage without region\b.*setting region/);
  }, 180_000);

  it('no stage given is the person\'s own sandbox stage, said out loud, never a shared one', () => {
    expect(stageFromContext(undefined, 'Dana.Smith')).toEqual({ stage: 'dev-dana-smith', warning: expect.stringMatching(/No stage given: using your own sandbox stage 'dev-dana-smith'/) });
    expect(stageFromContext('', 'root').stage).toBe('dev-root');
    expect(stageFromContext(undefined, '___').stage).toBe('dev-me');
    expect(stageFromContext(undefined, 'a-very-long-user-name-indeed').stage).toMatch(/^dev-[a-z0-9-]{1,17}$/);
    expect(stageFromContext('prod', 'root')).toEqual({ stage: 'prod' });
    expect(() => stageFromContext('Prod', 'root')).toThrow(/Invalid stage/);
  });

  it('a stage outside us-east-1 gets a us-east-1 edge stack for the web ACL and must name it', () => {
    expect(() =>
      buildApp('eu', { nag: false, routeGroups: GROUPS, workflows: [], context: { ...SKIP_BUNDLING, region: 'eu-west-2', account: ACCOUNT } }),
    ).toThrow(/deploy Receptionist-eu-edge first, then set webAclArn/);
  });
});

describe('a production stage: existing Connect instance, custom domain, alerts, messaging (items 2-8)', () => {
  let app: App;
  let stack: Stack;
  let t: Template;
  beforeAll(() => {
    ({ app, stack } = buildApp('live', { routeGroups: GROUPS, context: { ...SKIP_BUNDLING, stages: { live: PRODUCTION } } }));
    t = Template.fromStack(stack);
  }, 180_000);

  it('leaves no cdk-nag finding unacknowledged', () => {
    expect(nagViolations(app)).toEqual([]);
  });

  it('item 2: reuses the instance and its recordings storage config (creates neither), reads recordings where it stores them', () => {
    t.resourceCountIs('AWS::Connect::Instance', 0);
    t.resourceCountIs('AWS::Connect::InstanceStorageConfig', 0);
    // No recordings bucket or key of its own: the buckets are the site's and the access logs'.
    expect(Object.keys(t.findResources('AWS::S3::Bucket')).some((id) => id.includes('Recordings'))).toBe(false);
    const calls = groupFunction(t, 'calls').props;
    expect(calls.Environment.Variables.CALL_RECORDINGS_LOCATION).toBe('s3://amazon-connect-recordings-acme/connect/acme/CallRecordings/');
    const statements = roleStatements(t, calls);
    const text = JSON.stringify(statements);
    expect(text).toContain('amazon-connect-recordings-acme/connect/acme/CallRecordings/*');
    expect(statements.find((s) => actionsOf([s]).includes('kms:Decrypt'))?.Resource).toBe(KEY);
  });

  it('item 4: SES configuration set suppressing bounces and complaints, DKIM domain identity using it, senders bound to both', () => {
    const [, set] = only(t, 'AWS::SES::ConfigurationSet');
    expect(set.Properties.SuppressionOptions.SuppressedReasons.sort()).toEqual(['BOUNCE', 'COMPLAINT']);
    const [, identity] = only(t, 'AWS::SES::EmailIdentity');
    expect(identity.Properties.EmailIdentity).toBe('example.com');
    expect(identity.Properties.ConfigurationSetAttributes.ConfigurationSetName).toEqual({ Ref: expect.stringMatching(/^MessagingConfigurationSet/) });
    const [, hook] = fnByDescription(t, 'Lex V2 code hook');
    for (const env of [hook.Properties.Environment.Variables, groupFunction(t, 'appointments').props.Environment.Variables]) {
      expect(env.EMAIL_FROM).toBe('no-reply@example.com');
      expect(env.SES_CONFIGURATION_SET).toEqual({ Ref: expect.stringMatching(/^MessagingConfigurationSet/) });
      expect(env.SMS_ORIGINATION_NUMBER).toBe('+18885550100');
    }
    const ses = roleStatements(t, groupFunction(t, 'appointments').props).find((s) => actionsOf([s]).includes('ses:SendEmail'))!;
    expect(JSON.stringify(ses.Resource)).toMatch(/identity\/example\.com.*configuration-set\//);
  });

  it('item 4: sns:Publish reaches phone numbers only, never a topic', () => {
    for (const [, fn] of Object.entries(t.findResources('AWS::Lambda::Function'))) {
      if (!fn.Properties.Role) continue;
      for (const s of roleStatements(t, fn.Properties).filter((x) => actionsOf([x]).includes('sns:Publish'))) {
        expect(s.Resource).toBeUndefined();
        expect(JSON.stringify((s as Json).NotResource)).toContain(':sns:*:*:*');
      }
    }
    expect(roleStatements(t, fnByDescription(t, 'Lex V2 code hook')[1].Properties).some((s) => actionsOf([s]).includes('sns:Publish'))).toBe(true);
  });

  it('item 5: alarms for every kind of failure, all to the encrypted alert topic mailed to the alert address', () => {
    const [topicId, topic] = only(t, 'AWS::SNS::Topic');
    expect(topic.Properties.KmsMasterKeyId).toBeDefined();
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: topicId } });
    const alarms = Object.values(t.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties);
    for (const a of alarms) expect(a.AlarmActions, a.AlarmName).toEqual([{ Ref: topicId }]);
    const metricNames = alarms.flatMap((a) => [a.MetricName, ...(a.Metrics ?? []).map((m: Json) => m.MetricStat?.Metric?.MetricName)]).filter(Boolean);
    for (const name of ['Errors', 'Throttles', '5xx', 'Latency', 'ExecutionsFailed', 'ExecutionsTimedOut', 'ContactFlowErrors', 'ConcurrentCallsPercentage', 'LexFallbackTurns', 'Reputation.BounceRate', 'NumberOfNotificationsFailed', 'SmsFailed']) {
      expect(metricNames, name).toContain(name);
    }
    // One errors and one throttles alarm per Lambda of ours (route groups, workflow tasks, lookup, code hook).
    const ours = Object.values(t.findResources('AWS::Lambda::Function')).filter((f) => String(f.Properties.Runtime).startsWith('nodejs22'));
    expect(alarms.filter((a) => a.MetricName === 'Errors')).toHaveLength(ours.length);
    expect(alarms.filter((a) => a.MetricName === 'Throttles')).toHaveLength(ours.length);
    const flow = alarms.find((a) => a.MetricName === 'ContactFlowErrors')!;
    expect(flow.Dimensions).toEqual(expect.arrayContaining([{ Name: 'InstanceId', Value: '11111111-2222-3333-4444-555555555555' }]));
    t.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('item 5: Lex conversation logs, retention on every log group, X-Ray and Powertools on every Lambda of ours', () => {
    const [, alias] = only(t, 'AWS::Lex::BotAlias');
    const text = alias.Properties.ConversationLogSettings.TextLogSettings[0];
    expect(text.Enabled).toBe(true);
    const logGroupId = text.Destination.CloudWatch.CloudWatchLogGroupArn['Fn::GetAtt'][0];
    expect(t.findResources('AWS::Logs::LogGroup')[logGroupId]!.Properties.KmsKeyId).toBeDefined();
    for (const [id, group] of Object.entries(t.findResources('AWS::Logs::LogGroup'))) expect(group.Properties.RetentionInDays, id).toBeGreaterThan(0);
    for (const [id, fn] of Object.entries(t.findResources('AWS::Lambda::Function'))) {
      if (!String(fn.Properties.Runtime).startsWith('nodejs22')) continue;
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables, id).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'receptionist-live', POWERTOOLS_METRICS_NAMESPACE: 'Receptionist' });
    }
  });

  it('item 6: WAF (managed common and IP-reputation sets, per-session and per-address rate rules) on the distribution', () => {
    const [aclId, acl] = only(t, 'AWS::WAFv2::WebACL');
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const rules: Json[] = acl.Properties.Rules;
    expect(rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean).sort()).toEqual(['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet']);
    const rate = rules.filter((r) => r.Statement.RateBasedStatement).map((r) => r.Statement.RateBasedStatement);
    expect(rate.map((r) => r.AggregateKeyType).sort()).toEqual(['CUSTOM_KEYS', 'IP']);
    expect(rate.find((r) => r.AggregateKeyType === 'CUSTOM_KEYS').CustomKeys[0].Cookie.Name).toBe('access_token');
    const dist = only(t, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
    expect(dist.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    expect(dist.Aliases).toEqual(['app.example.com']);
    expect(dist.ViewerCertificate).toMatchObject({ AcmCertificateArn: CERT, MinimumProtocolVersion: 'TLSv1.2_2021' });
  });

  it('item 6: the API only through CloudFront (execute-api endpoint off, custom domain as origin), viewer address from the edge', () => {
    const [, api] = only(t, 'AWS::ApiGatewayV2::Api');
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(true);
    t.hasResourceProperties('AWS::ApiGatewayV2::DomainName', { DomainName: 'api.app.example.com', DomainNameConfigurations: [{ CertificateArn: CERT, EndpointType: 'REGIONAL' }] });
    const dist = only(t, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
    const apiBehavior = dist.CacheBehaviors.find((b: Json) => b.PathPattern === '/api/*');
    expect(dist.Origins.find((o: Json) => o.Id === apiBehavior.TargetOriginId).DomainName).toBe('api.app.example.com');
    const fnId = apiBehavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0];
    expect(t.findResources('AWS::CloudFront::Function')[fnId]!.Properties.FunctionCode).toBe(VIEWER_ADDRESS_CODE);
    // The stage throttle is a ceiling for the account, not the tenants' shared budget.
    const [, stage] = only(t, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThanOrEqual(500);
  });

  it('item 7: the code hook has provisioned concurrency on its live alias, which Lex and Connect call, and a 5-minute warm-up', () => {
    const [aliasId, alias] = only(t, 'AWS::Lambda::Alias');
    expect(alias.Properties.ProvisionedConcurrencyConfig).toEqual({ ProvisionedConcurrentExecutions: 2 });
    const bot = only(t, 'AWS::Lex::BotAlias')[1].Properties;
    expect(bot.BotAliasLocaleSettings[0].BotAliasLocaleSetting.CodeHookSpecification.LambdaCodeHook.LambdaArn).toEqual({ Ref: aliasId });
    t.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(5 minutes)', Targets: [{ Arn: { Ref: aliasId }, Input: '{"warmUp":true}' }] });
  });

  it('item 8: the site bucket is versioned, the table keeps point-in-time recovery', () => {
    const site = Object.entries(t.findResources('AWS::S3::Bucket')).find(([id]) => id.startsWith('WebSite'))![1];
    expect(site.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    t.hasResourceProperties('AWS::DynamoDB::Table', { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } });
  });
});

/** The catalog with one more sample utterance: what an edit of intent-catalog.ts does. */
function editedCatalog(): IntentDefinition[] {
  return INTENT_CATALOG.map((intent, i) => (i === 0 ? { ...intent, samples: [...intent.samples, 'I would like to ask something else entirely'] } : intent));
}

describe('a new Connect instance; two intent catalogs (items 1, 2, 3, 5, 8, 9)', () => {
  let first: Template;
  let second: Template;
  let same: Template;
  const synth = (stage: string, intentCatalog: readonly IntentDefinition[]) =>
    Template.fromStack(buildApp(stage, { nag: false, routeGroups: GROUPS, intentCatalog, context: SKIP_BUNDLING }).stack);
  beforeAll(() => {
    first = synth('cat', INTENT_CATALOG);
    second = synth('cat', editedCatalog());
    same = synth('cat', INTENT_CATALOG);
  }, 300_000);

  it('item 1: a changed catalog is a new BotVersion resource (published anew) and the live alias moves to it', () => {
    const [v1] = only(first, 'AWS::Lex::BotVersion');
    const [v2] = only(second, 'AWS::Lex::BotVersion');
    expect(v1).toMatch(/^TelephonyBotVersion[0-9a-f]{16}/);
    expect(v2).not.toBe(v1);
    expect(only(first, 'AWS::Lex::BotAlias')[1].Properties.BotVersion).toEqual({ 'Fn::GetAtt': [v1, 'BotVersion'] });
    expect(only(second, 'AWS::Lex::BotAlias')[1].Properties.BotVersion).toEqual({ 'Fn::GetAtt': [v2, 'BotVersion'] });
    // The same catalog keeps its version: no needless publish on an unrelated deploy.
    expect(only(same, 'AWS::Lex::BotVersion')[0]).toBe(v1);
  });

  it('item 2: a new instance gets its recordings storage config, KMS-encrypted, on its own bucket', () => {
    const [, storage] = only(first, 'AWS::Connect::InstanceStorageConfig');
    expect(storage.Properties.S3Config.BucketName.Ref).toMatch(/^TelephonyRecordings/);
    expect(storage.Properties.S3Config.EncryptionConfig.EncryptionType).toBe('KMS');
  });

  it('item 3: the instance is retained on delete and on replacement (its claimed numbers with it)', () => {
    const [, instance] = only(first, 'AWS::Connect::Instance');
    expect(instance.DeletionPolicy).toBe('Retain');
    expect(instance.UpdateReplacePolicy).toBe('Retain');
  });

  it("item 5: Connect's flow-log group exists before the instance, with retention", () => {
    const [instanceId, instance] = only(first, 'AWS::Connect::Instance');
    const flowLogs = Object.entries(first.findResources('AWS::Logs::LogGroup')).find(([, g]) => JSON.stringify(g.Properties.LogGroupName ?? '').includes('/aws/connect/'));
    expect(flowLogs, 'flow log group').toBeDefined();
    expect(flowLogs![1].Properties.RetentionInDays).toBe(30);
    expect(instance.DependsOn).toContain(flowLogs![0]);
    expect(JSON.stringify(flowLogs![1].Properties.LogGroupName)).toContain(`rcpt-cat-`);
    expect(instanceId).toBeTruthy();
  });

  it('item 8: the recordings bucket is versioned; old versions expire after 30 days', () => {
    const [, storage] = only(first, 'AWS::Connect::InstanceStorageConfig');
    const bucket = first.findResources('AWS::S3::Bucket')[storage.Properties.S3Config.BucketName.Ref]!.Properties;
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.LifecycleConfiguration.Rules.some((r: Json) => r.NoncurrentVersionExpiration?.NoncurrentDays === 30)).toBe(true);
  });

  it('item 6: without a custom domain the execute-api endpoint stays on (CloudFront needs it)', () => {
    expect(only(first, 'AWS::ApiGatewayV2::Api')[1].Properties.DisableExecuteApiEndpoint).toBe(false);
  });

  it('item 9: a scrape that fails, times out or is aborted outside its catchers reaches the onFailure task', () => {
    const machines = first.findResources('AWS::StepFunctions::StateMachine');
    const [scrapeId, scrape] = Object.entries(machines).find(([, m]) => m.Properties.StateMachineName === 'Receptionist-cat-scrape')!;
    const rule = Object.values(first.findResources('AWS::Events::Rule')).find((r) => JSON.stringify(r.Properties.EventPattern).includes(scrapeId))!;
    expect(rule, 'rule on the scrape state machine').toBeDefined();
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.states'],
      'detail-type': ['Step Functions Execution Status Change'],
      detail: { status: ['FAILED', 'TIMED_OUT', 'ABORTED'], stateMachineArn: [{ Ref: scrapeId }] },
    });
    const target = rule.Properties.Targets[0];
    expect(target.InputTransformer.InputTemplate).toMatch(/"task":"failed","failure":<detail>/);
    const taskFn = JSON.stringify(scrape.Properties.DefinitionString).match(/([A-Za-z0-9]*ScrapeTasksFunction[A-Za-z0-9]*)/)![1];
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [taskFn, 'Arn'] });
    // The ASL names States.DataLimitExceeded where it can be caught (States.ALL does not match it).
    expect(JSON.stringify(scrape.Properties.DefinitionString)).toContain('States.DataLimitExceeded');
  });
});
