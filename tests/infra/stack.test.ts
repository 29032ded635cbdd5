import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/data/table-definition.js';
import { REPO_ROOT } from '../../lib/api-function.js';
import { WORKFLOWS } from '../../functions/workflows/registry.js';
import { actionsOf, findCycle, groupFunction, managedPolicies, referencedIds, roleStatements } from './helpers.js';
import type { TestStageSynth } from './synth-test-stage.js';

// One synth for the whole file: it bundles every Lambda with esbuild and runs cdk-nag (over 2 minutes on a busy 2-core machine)
// (a cdk-nag error would already make this synth throw). It runs in a child process, so this worker stays responsive
// (synth-test-stage.ts says why).
let synth: TestStageSynth;
let template: Template;

beforeAll(async () => {
  const output = join(mkdtempSync(join(tmpdir(), 'stack-synth-')), 'synth.json');
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'tests/infra/synth-test-stage.ts'), output], { cwd: REPO_ROOT, timeout: 230_000, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`The test stage did not synthesize: ${error.message}\n${stderr}`)) : resolve(),
    ),
  );
  synth = JSON.parse(readFileSync(output, 'utf8')) as TestStageSynth;
  template = Template.fromJSON(synth.template);
}, 240_000);

describe('stack', () => {
  it('is named after the stage and has the outputs', () => {
    expect(synth.stackName).toBe('Receptionist-test');
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs)).toEqual(expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName']));
    expect(JSON.stringify(outputs.SiteUrl!.Value)).toContain('DomainName');
  });

  it('has no dependency cycle between resources', () => {
    expect(findCycle(template)).toBeUndefined();
  });

  it('passes cdk-nag AwsSolutions with no unacknowledged error or warning', () => {
    const violations = synth.violations;
    expect(violations.filter((v) => v.severity === 'error')).toEqual([]);
    expect(violations).toEqual([]);
  });
});

describe('data table', () => {
  it('has the shared key schema, indexes, TTL, PITR and deletion protection', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: GSIS.map((g) => ({
          IndexName: g.indexName,
          KeySchema: [
            { AttributeName: g.partitionKey, KeyType: 'HASH' },
            { AttributeName: g.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      },
    });
    // The literal values above are the contract; make sure the shared definition still says the same.
    expect(TABLE_KEYS).toEqual({ partitionKey: 'PK', sortKey: 'SK' });
    expect(TTL_ATTRIBUTE).toBe('expiresAt');
    expect(GSIS.map((g) => g.indexName)).toEqual(['GSI1', 'GSI2']);
  });
});

describe('route group lambdas', () => {
  it('has exactly one Node.js Lambda per route group', () => {
    // Route-group functions only; workflow task Lambdas are described as 'Tasks of the ... workflow'.
    const nodeFns = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (r) => String(r.Properties.Runtime).startsWith('nodejs') && / route group /.test(String(r.Properties.Description)),
    );
    expect(nodeFns).toHaveLength(ROUTE_GROUPS.length);
    for (const group of ROUTE_GROUPS) groupFunction(template, group.name);
  });

  it.each(ROUTE_GROUPS.map((g) => [g.name, g] as const))('%s: runtime, architecture, size, env', (_name, group) => {
    const { props } = groupFunction(template, group.name);
    expect(props.Handler).toBe('index.handler');
    expect(props.Runtime).toBe('nodejs22.x');
    expect(props.Architectures).toEqual(['arm64']);
    expect(props.MemorySize).toBe(512);
    expect(props.Timeout).toBe(10);
    const env = props.Environment.Variables;
    expect(env.STAGE).toBe('test');
    expect(env.SECURE_COOKIES).toBe('true');
    expect(env.NODE_OPTIONS).toBe('--enable-source-maps');
    expect(env.EMAIL_FROM).toMatch(/@/);
    expect(JSON.stringify(env.PUBLIC_BASE_URL)).toMatch(/https:\/\/.*DomainName/);
    // The workflows groups get the map of every registered workflow's state machine ARN.
    if (group.needs.includes('workflows')) {
      for (const w of WORKFLOWS) expect(JSON.stringify(env.STATE_MACHINE_ARNS), w.name).toContain(`\\"${w.name}\\":`);
    } else expect(env.STATE_MACHINE_ARNS).toBeUndefined();
    if (group.needs.includes('table')) {
      expect(env.TABLE_NAME).toEqual({ Ref: expect.stringMatching(/^DataTable/) });
      expect(env.TOKEN_SECRET_ARN).toEqual({ Ref: expect.stringMatching(/^TokenSecret/) });
    } else {
      expect(env.TABLE_NAME).toBeUndefined();
      expect(env.TOKEN_SECRET_ARN).toBeUndefined();
    }
  });

  it('gives every function its own one-month log group and no AWS managed policy', () => {
    for (const group of ROUTE_GROUPS) {
      const { props } = groupFunction(template, group.name);
      const logGroupId = props.LoggingConfig?.LogGroup?.Ref;
      expect(logGroupId, group.name).toBeTruthy();
      expect(template.findResources('AWS::Logs::LogGroup')[logGroupId].Properties.RetentionInDays).toBe(30);
      expect(managedPolicies(template, props)).toEqual([]);
    }
  });
});

describe('HTTP API', () => {
  it('routes ANY prefix and ANY prefix/{proxy+} of each group to its own Lambda', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes).toHaveLength(ROUTE_GROUPS.length * 2);
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    for (const group of ROUTE_GROUPS) {
      const { id: fnId } = groupFunction(template, group.name);
      for (const routeKey of [`ANY ${group.prefix}`, `ANY ${group.prefix}/{proxy+}`]) {
        const route = routes.find((r) => r.Properties.RouteKey === routeKey);
        expect(route, routeKey).toBeDefined();
        const integrationId = [...referencedIds(route!.Properties.Target)][0]!;
        const uri = integrations[integrationId]!.Properties.IntegrationUri;
        expect(referencedIds(uri), routeKey).toEqual(new Set([fnId]));
      }
    }
  });

  it('throttles and access-logs the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      // A ceiling for the account; tenants are limited one by one in WAF (production.test.ts).
      DefaultRouteSettings: { ThrottlingRateLimit: 500, ThrottlingBurstLimit: 1000 },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });
});

describe('least privilege', () => {
  const dynamoActions = (name: string) =>
    actionsOf(roleStatements(template, groupFunction(template, name).props)).filter((a) => a.startsWith('dynamodb:'));

  it('gives groups without "table" no DynamoDB or secret access', () => {
    const withoutTable = ROUTE_GROUPS.filter((g) => !g.needs.includes('table'));
    expect(withoutTable.map((g) => g.name)).toContain('health');
    for (const group of withoutTable) {
      const actions = actionsOf(roleStatements(template, groupFunction(template, group.name).props));
      expect(actions.filter((a) => a.startsWith('dynamodb:')), group.name).toEqual([]);
      expect(actions.filter((a) => a.startsWith('secretsmanager:')), group.name).toEqual([]);
    }
  });

  it('gives the health group nothing but its own log stream and its X-Ray traces', () => {
    const statements = roleStatements(template, groupFunction(template, 'health').props);
    expect(actionsOf(statements).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
  });

  it('scopes table access of "table" groups to the one table and its indexes', () => {
    for (const group of ROUTE_GROUPS.filter((g) => g.needs.includes('table'))) {
      expect(dynamoActions(group.name), group.name).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query']));
      const statements = roleStatements(template, groupFunction(template, group.name).props).filter((s) =>
        actionsOf([s]).some((a) => a.startsWith('dynamodb:')),
      );
      for (const s of statements) {
        const ids = referencedIds(s.Resource);
        expect([...ids].every((id) => id.startsWith('DataTable')), JSON.stringify(s.Resource)).toBe(true);
        expect(JSON.stringify(s.Resource)).not.toBe('"*"');
      }
      expect(dynamoActions(group.name)).not.toContain('dynamodb:DeleteTable');
    }
  });

  it('gives SES send rights only to "email" groups, on the sender identity', () => {
    for (const group of ROUTE_GROUPS) {
      const statements = roleStatements(template, groupFunction(template, group.name).props);
      const ses = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
      if (group.needs.includes('email')) {
        expect(ses.length, group.name).toBeGreaterThan(0);
        for (const s of ses) expect(JSON.stringify(s.Resource)).toContain(':identity/');
      } else {
        expect(ses, group.name).toEqual([]);
      }
    }
  });

  it('gives Step Functions rights only to "workflows" groups, and no SNS to groups without "sms"', () => {
    for (const group of ROUTE_GROUPS) {
      const actions = actionsOf(roleStatements(template, groupFunction(template, group.name).props));
      const states = actions.filter((a) => a.startsWith('states:'));
      if (group.needs.includes('workflows')) expect([...new Set(states)].sort(), group.name).toEqual(['states:StartExecution', 'states:StopExecution']);
      else expect(states, group.name).toEqual([]);
      if (!group.needs.includes('sms')) expect(actions.filter((a) => a.startsWith('sns:')), group.name).toEqual([]);
    }
  });
});

describe('web hosting', () => {
  it('keeps every bucket private and TLS-only', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    expect(Object.keys(buckets).length).toBeGreaterThan(0);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.WebsiteConfiguration, id).toBeUndefined();
    }
    for (const policy of Object.values(template.findResources('AWS::S3::BucketPolicy'))) {
      const statements = policy.Properties.PolicyDocument.Statement as { Effect: string; Principal: unknown; Condition?: any }[];
      expect(statements.some((s) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false')).toBe(true);
      for (const s of statements.filter((x) => x.Effect === 'Allow')) {
        expect(s.Principal).not.toBe('*');
        expect(s.Principal).not.toEqual({ AWS: '*' });
      }
    }
  });

  it('lets only this distribution read the site bucket (Origin Access Control)', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const siteBucketId = Object.keys(template.findResources('AWS::S3::Bucket')).find((id) => id.startsWith('WebSite'))!;
    const policy = Object.values(template.findResources('AWS::S3::BucketPolicy')).find(
      (p) => p.Properties.Bucket.Ref === siteBucketId,
    )!;
    const allows = policy.Properties.PolicyDocument.Statement.filter((s: any) => s.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0].Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(allows[0].Action).toBe('s3:GetObject');
    expect(JSON.stringify(allows[0].Condition)).toMatch(/AWS:SourceArn.*WebDistribution/);
  });

  it('sends /api/* to the HTTP API uncached, with all viewer headers except Host', () => {
    const dist = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const api = dist.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(api.OriginRequestPolicyId).toBe(OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId);
    expect(api.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    expect(api.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] });
    const origin = dist.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect([...referencedIds(origin.DomainName)][0]).toMatch(/^ApiHttpApi/);
  });

  it('serves the SPA from S3 with the rewrite function on viewer request', () => {
    const dist = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const def = dist.DefaultCacheBehavior;
    expect(def.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(def.ResponseHeadersPolicyId).toEqual({ Ref: Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0] });
    expect(def.FunctionAssociations).toHaveLength(1);
    expect(def.FunctionAssociations[0].EventType).toBe('viewer-request');
    const fnId = def.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][0];
    const fn = template.findResources('AWS::CloudFront::Function')[fnId]!;
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.Properties.FunctionCode).toContain('/index.html');
    expect(fn.Properties.FunctionCode).toContain("request.uri = '/landing.html'");
    const s3Origin = dist.Origins.find((o: any) => o.Id === def.TargetOriginId);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(dist.DefaultRootObject).toBe('landing.html');
    expect(dist.Logging.Bucket).toBeDefined();
  });

  it('uploads the web build and invalidates the distribution', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: Match.stringLikeRegexp('^WebSite') },
      DistributionId: { Ref: Match.stringLikeRegexp('^WebDistribution') },
      DistributionPaths: ['/*'],
    });
  });
});
