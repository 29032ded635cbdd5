import { beforeAll, describe, expect, it } from 'vitest';
import type { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { CUSTOM_SLOT_TYPES, INTENT_CATALOG } from '../../functions/assistant/intent-catalog.js';
import type { ContactFlow } from '../../functions/assistant/contact-flow.js';
import { buildApp } from '../../lib/app.js';
import { actionsOf, findCycle, groupFunction, nagViolations, roleStatements, SKIP_BUNDLING } from './helpers.js';

type Json = Record<string, any>;

const INSTANCE = 'arn:aws:connect:us-east-1:123456789012:instance/11111111-2222-3333-4444-555555555555';
const GROUPS = ROUTE_GROUPS.filter((g) => ['health', 'phone-numbers', 'test-calls', 'calls'].includes(g.name));
/** Flow actions that have no error branch in Connect's flow language (nothing can fail). */
const NEVER_FAIL = new Set(['UpdateContactRecordingBehavior', 'DisconnectParticipant']);

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
const getAtt = (id: string, attr = 'Arn') => ({ 'Fn::GetAtt': [id, attr] });

/** The flow's Content (an Fn::Join over its JSON text) as JSON, with each reference written as <LogicalId.Attr>. */
function flowContent(content: unknown): ContactFlow {
  if (typeof content === 'string') return JSON.parse(content);
  const [sep, parts] = (content as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  const text = parts
    .map((p) => {
      if (typeof p === 'string') return p;
      const att = (p as Json)['Fn::GetAtt'];
      if (att) return `<${att[0]}.${att[1]}>`;
      if ((p as Json).Ref) return `<${(p as Json).Ref}>`;
      throw new Error(`unexpected part ${JSON.stringify(p)}`);
    })
    .join(sep);
  return JSON.parse(text);
}

describe('telephony: a new Connect instance (no connectInstanceArn context)', () => {
  let app: App;
  let stack: Stack;
  let template: Template;
  let codeHookId: string;
  let lookupId: string;
  let aliasId: string;
  let instanceId: string;

  beforeAll(() => {
    ({ app, stack } = buildApp('phone', { routeGroups: GROUPS, context: SKIP_BUNDLING }));
    template = Template.fromStack(stack);
    [codeHookId] = fnByDescription(template, 'Lex V2 code hook');
    [lookupId] = fnByDescription(template, 'contact-flow lookup');
    [aliasId] = only(template, 'AWS::Lex::BotAlias');
    [instanceId] = only(template, 'AWS::Connect::Instance');
  }, 180_000);

  describe('Lex V2 bot', () => {
    it('has every catalog intent (samples, slots, code hooks on) plus AMAZON.FallbackIntent, in en_US', () => {
      const [, bot] = only(template, 'AWS::Lex::Bot');
      const p = bot.Properties;
      expect(p.DataPrivacy).toEqual({ ChildDirected: false });
      expect(p.IdleSessionTTLInSeconds).toBe(300);
      expect(p.BotLocales).toHaveLength(1);
      const locale = p.BotLocales[0];
      expect(locale.LocaleId).toBe('en_US');
      expect(locale.VoiceSettings).toEqual({ VoiceId: 'Joanna', Engine: 'neural' });
      const intents: Json[] = locale.Intents;
      expect(intents.map((i) => i.Name).sort()).toEqual([...INTENT_CATALOG.map((i) => i.name), 'FallbackIntent'].sort());
      for (const def of INTENT_CATALOG) {
        const intent = intents.find((i) => i.Name === def.name)!;
        expect(intent.SampleUtterances.map((u: Json) => u.Utterance), def.name).toEqual(def.samples);
        expect(intent.DialogCodeHook, def.name).toEqual({ Enabled: true });
        expect(intent.FulfillmentCodeHook, def.name).toEqual({ Enabled: true });
        expect((intent.Slots ?? []).map((s: Json) => [s.Name, s.SlotTypeName]), def.name).toEqual(def.slots.map((s) => [s.name, s.type]));
      }
      const fallback = intents.find((i) => i.Name === 'FallbackIntent')!;
      expect(fallback.ParentIntentSignature).toBe('AMAZON.FallbackIntent');
      expect(fallback.FulfillmentCodeHook).toEqual({ Enabled: true });
      expect(locale.SlotTypes.map((t: Json) => t.Name)).toEqual(CUSTOM_SLOT_TYPES.map((t) => t.name));
    });

    it('listens with the Neural speech model and LLM-assisted NLU, every intent still routed to the code hook', () => {
      const [, bot] = only(template, 'AWS::Lex::Bot');
      const locale = bot.Properties.BotLocales[0];
      expect(locale.SpeechRecognitionSettings).toEqual({ SpeechModelPreference: 'Neural' });
      expect(locale.GenerativeAISettings).toEqual({
        RuntimeSettings: {
          // Fallback: the LLM helps only when Lex's own NLU is unsure; Lex never asks its own "did you mean" question.
          NluImprovementSpecification: { Enabled: true, AssistedNluMode: 'Fallback', IntentDisambiguationSettings: { Enabled: false } },
        },
      });
      // No build-time generation: the bot's utterances stay exactly the intent catalog's.
      expect(locale.GenerativeAISettings.BuildtimeSettings).toBeUndefined();
      for (const intent of locale.Intents as Json[]) {
        expect(intent.FulfillmentCodeHook, intent.Name).toEqual({ Enabled: true });
        if (intent.Name !== 'FallbackIntent') expect(intent.DialogCodeHook, intent.Name).toEqual({ Enabled: true });
      }
    });

    it("publishes a version and an alias 'live' (not the test alias) whose en_US code hook is the code-hook Lambda", () => {
      const [botId] = only(template, 'AWS::Lex::Bot');
      const [versionId, version] = only(template, 'AWS::Lex::BotVersion');
      expect(version.Properties.BotId).toEqual(getAtt(botId, 'Id'));
      expect(version.Properties.BotVersionLocaleSpecification).toEqual([{ LocaleId: 'en_US', BotVersionLocaleDetails: { SourceBotVersion: 'DRAFT' } }]);
      const alias = template.findResources('AWS::Lex::BotAlias')[aliasId]!.Properties;
      expect(alias.BotAliasName).toBe('live');
      expect(alias.BotVersion).toEqual(getAtt(versionId, 'BotVersion'));
      expect(alias.BotAliasLocaleSettings).toEqual([
        {
          LocaleId: 'en_US',
          BotAliasLocaleSetting: { Enabled: true, CodeHookSpecification: { LambdaCodeHook: { LambdaArn: getAtt(codeHookId), CodeHookInterfaceVersion: '1.0' } } },
        },
      ]);
    });

    it('lets only that alias (lexv2.amazonaws.com) invoke the code hook', () => {
      template.hasResourceProperties('AWS::Lambda::Permission', {
        FunctionName: getAtt(codeHookId),
        Principal: 'lexv2.amazonaws.com',
        Action: 'lambda:InvokeFunction',
        SourceArn: getAtt(aliasId),
      });
    });
  });

  describe('Amazon Connect', () => {
    it('creates an instance: Connect-managed users, inbound and outbound calls, flow logs', () => {
      const props = template.findResources('AWS::Connect::Instance')[instanceId]!.Properties;
      expect(props.IdentityManagementType).toBe('CONNECT_MANAGED');
      expect(props.Attributes).toMatchObject({ InboundCalls: true, OutboundCalls: true, ContactflowLogs: true });
    });

    it('associates the bot alias and both Lambdas with the instance, and lets Connect invoke the Lambdas', () => {
      const associations = Object.values(template.findResources('AWS::Connect::IntegrationAssociation')).map((r) => r.Properties);
      expect(associations).toHaveLength(3);
      for (const a of associations) expect(a.InstanceId).toEqual(getAtt(instanceId));
      expect(associations.map((a) => [a.IntegrationType, a.IntegrationArn])).toEqual(
        expect.arrayContaining([
          ['LEX_BOT', getAtt(aliasId)],
          ['LAMBDA_FUNCTION', getAtt(lookupId)],
          ['LAMBDA_FUNCTION', getAtt(codeHookId)],
        ]),
      );
      for (const fn of [lookupId, codeHookId]) {
        template.hasResourceProperties('AWS::Lambda::Permission', {
          FunctionName: getAtt(fn),
          Principal: 'connect.amazonaws.com',
          SourceArn: getAtt(instanceId),
        });
      }
    });

    it('deploys the generated contact flow: valid JSON, every transition to an existing action, errors handled', () => {
      const [flowId, flow] = only(template, 'AWS::Connect::ContactFlow');
      expect(flow.Properties.Type).toBe('CONTACT_FLOW');
      expect(flow.Properties.InstanceArn).toEqual(getAtt(instanceId));
      // Connect checks the flow's Lambda and bot against the associations when it saves the flow.
      const dependsOn: string[] = template.toJSON().Resources[flowId].DependsOn ?? [];
      for (const [id] of Object.entries(template.findResources('AWS::Connect::IntegrationAssociation'))) expect(dependsOn).toContain(id);

      const content = flowContent(flow.Properties.Content);
      const ids = new Set(content.Actions.map((a) => a.Identifier));
      expect(ids.size).toBe(content.Actions.length);
      expect(ids.has(content.StartAction)).toBe(true);
      for (const action of content.Actions) {
        const t = action.Transitions;
        const targets = [t.NextAction, ...(t.Errors ?? []).map((e) => e.NextAction), ...(t.Conditions ?? []).map((c) => c.NextAction)].filter(
          (x): x is string => x !== undefined,
        );
        for (const target of targets) expect(ids.has(target), `${action.Identifier} -> ${target}`).toBe(true);
        if (action.Type === 'DisconnectParticipant') expect(targets).toEqual([]);
        else expect(t.NextAction, action.Identifier).toBeDefined();
        if (!NEVER_FAIL.has(action.Type)) expect(t.Errors?.length ?? 0, `${action.Identifier} has no error branch`).toBeGreaterThan(0);
      }
      const lambda = content.Actions.find((a) => a.Type === 'InvokeLambdaFunction')!;
      expect(lambda.Parameters.LambdaFunctionARN).toBe(`<${lookupId}.Arn>`);
      const bot = content.Actions.find((a) => a.Type === 'ConnectParticipantWithLexBot')!;
      expect(bot.Parameters.LexV2Bot).toEqual({ AliasArn: `<${aliasId}.Arn>` });
    });

    it('stores call recordings in a KMS-encrypted (rotating key), private, TLS-only bucket', () => {
      const [, storage] = only(template, 'AWS::Connect::InstanceStorageConfig');
      expect(storage.Properties).toMatchObject({ ResourceType: 'CALL_RECORDINGS', StorageType: 'S3', InstanceArn: getAtt(instanceId) });
      const bucketId = storage.Properties.S3Config.BucketName.Ref;
      const keyRef = storage.Properties.S3Config.EncryptionConfig;
      expect(keyRef.EncryptionType).toBe('KMS');
      const keyId = keyRef.KeyId['Fn::GetAtt'][0];
      expect(template.findResources('AWS::KMS::Key')[keyId]!.Properties.EnableKeyRotation).toBe(true);
      const bucket = template.findResources('AWS::S3::Bucket')[bucketId]!.Properties;
      expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toEqual({
        SSEAlgorithm: 'aws:kms',
        KMSMasterKeyID: getAtt(keyId),
      });
      expect(bucket.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
      expect(bucket.LifecycleConfiguration.Rules.some((r: Json) => r.ExpirationInDays === 365)).toBe(true);
      const policy = Object.values(template.findResources('AWS::S3::BucketPolicy')).find((p) => p.Properties.Bucket.Ref === bucketId)!;
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
      // The calls API knows where the audio is.
      expect(JSON.stringify(groupFunction(template, 'calls').props.Environment.Variables.CALL_RECORDINGS_LOCATION)).toContain(bucketId);
    });

    it('lets the calls API read recordings only (list under the prefix, get, decrypt), never write them', () => {
      const [, storage] = only(template, 'AWS::Connect::InstanceStorageConfig');
      const bucketId = storage.Properties.S3Config.BucketName.Ref;
      const keyId = storage.Properties.S3Config.EncryptionConfig.KeyId['Fn::GetAtt'][0];
      const statements = roleStatements(template, groupFunction(template, 'calls').props);
      const of = (action: string) => statements.filter((s) => actionsOf([s]).includes(action));
      expect(of('s3:ListBucket')).toEqual([
        { Effect: 'Allow', Action: 's3:ListBucket', Resource: getAtt(bucketId), Condition: { StringLike: { 's3:prefix': ['CallRecordings/*'] } } },
      ]);
      expect(of('s3:GetObject')).toEqual([
        { Effect: 'Allow', Action: 's3:GetObject', Resource: { 'Fn::Join': ['', [getAtt(bucketId), '/CallRecordings/*']] } },
      ]);
      expect(of('kms:Decrypt')).toEqual([{ Effect: 'Allow', Action: 'kms:Decrypt', Resource: getAtt(keyId) }]);
      expect(actionsOf(statements).filter((a) => /^s3:(Put|Delete)|^kms:(Encrypt|GenerateDataKey)/.test(a))).toEqual([]);
    });
  });

  describe('the test-calls Lambda (Call Me Now, AI Voice Preview)', () => {
    it('may start outbound calls on this instance only, and synthesize speech', () => {
      const statements = roleStatements(template, groupFunction(template, 'test-calls').props);
      const outbound = statements.filter((s) => actionsOf([s]).includes('connect:StartOutboundVoiceContact'));
      expect(outbound).toHaveLength(1);
      expect(actionsOf(outbound)).toEqual(['connect:StartOutboundVoiceContact']);
      const resources = JSON.stringify(outbound[0]!.Resource);
      expect(resources).toContain(`"${instanceId}","Arn"`);
      expect(resources).toContain('/contact/*');
      expect(resources).not.toMatch(/"\*"/);
      expect(actionsOf(statements)).toContain('polly:SynthesizeSpeech');
      // Only the number claims of onboarding come with 'connect'; test calls never claim numbers.
      expect(actionsOf(statements).filter((a) => a.startsWith('connect:'))).toEqual(['connect:StartOutboundVoiceContact']);
    });

    it('gets the instance and the flow id from the stack (CONNECT_INSTANCE_ARN, CONNECT_CONTACT_FLOW_ID)', () => {
      const env = groupFunction(template, 'test-calls').props.Environment.Variables;
      const [flowId] = only(template, 'AWS::Connect::ContactFlow');
      expect(env.CONNECT_INSTANCE_ARN).toEqual(getAtt(instanceId));
      expect(env.CONNECT_CONTACT_FLOW_ID).toEqual({ 'Fn::Select': [3, { 'Fn::Split': ['/', getAtt(flowId, 'ContactFlowArn')] }] });
    });
  });

  it('the code hook has the effects of a call (table, SES, SNS, workflows) but not the token secret; the lookup only reads', () => {
    const fns = template.findResources('AWS::Lambda::Function');
    const hook = fns[codeHookId]!.Properties;
    const hookActions = actionsOf(roleStatements(template, hook));
    expect(hookActions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'ses:SendEmail', 'sns:Publish', 'states:StartExecution']));
    // It reads the Google OAuth client (the owner's busy time, lib/google-calendar.ts), never the token-signing secret.
    const tokenSecretId = Object.entries(template.findResources('AWS::SecretsManager::Secret')).find(([, r]) =>
      String(r.Properties.Description).includes('signing access tokens'),
    )![0];
    const secretReads = roleStatements(template, hook).filter((st) => actionsOf([st]).includes('secretsmanager:GetSecretValue'));
    expect(JSON.stringify(secretReads.map((st) => st.Resource))).not.toContain(tokenSecretId);
    expect(hook.Environment.Variables).toMatchObject({ STAGE: 'phone', TABLE_NAME: expect.anything(), PUBLIC_BASE_URL: expect.anything() });
    expect(hook.Environment.Variables.TOKEN_SECRET_ARN).toBeUndefined();
    const lookupActions = actionsOf(roleStatements(template, fns[lookupId]!.Properties));
    expect(lookupActions).toContain('dynamodb:GetItem');
    expect(lookupActions.filter((a) => a.startsWith('dynamodb:') && /Put|Update|Delete|Write/.test(a))).toEqual([]);
  });

  it('the code hook may ask the stage model only (bedrock:InvokeModel on amazon.nova-micro-v1:0), named in BEDROCK_MODEL_ID', () => {
    const hook = template.findResources('AWS::Lambda::Function')[codeHookId]!.Properties;
    expect(hook.Environment.Variables.BEDROCK_MODEL_ID).toBe('amazon.nova-micro-v1:0');
    const statements = roleStatements(template, hook);
    const bedrock = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('bedrock:')));
    expect(bedrock).toEqual([
      {
        Effect: 'Allow',
        Action: 'bedrock:InvokeModel',
        Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:', { Ref: 'AWS::Region' }, '::foundation-model/amazon.nova-micro-v1:0']] },
      },
    ]);
    // No other function of the stack may call Bedrock.
    for (const [id, fn] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
      if (id === codeHookId || !fn.Properties.Role) continue;
      expect(actionsOf(roleStatements(template, fn.Properties)).filter((a) => a.startsWith('bedrock:')), id).toEqual([]);
      expect(fn.Properties.Environment?.Variables?.BEDROCK_MODEL_ID, id).toBeUndefined();
    }
  });

  it('onboarding claims numbers on the same instance and associates them with the flow', () => {
    const env = groupFunction(template, 'phone-numbers').props.Environment.Variables;
    expect(env.CONNECT_INSTANCE_ARN).toEqual(getAtt(instanceId));
    expect(JSON.stringify(env.CONNECT_CONTACT_FLOW_ID)).toContain('ContactFlowArn');
  });

  it('outputs what an operator needs, has no dependency cycle, and leaves no cdk-nag finding unacknowledged', () => {
    const outputs = Object.keys(template.toJSON().Outputs);
    for (const name of ['ConnectInstanceArn', 'ConnectInstanceId', 'ContactFlowId', 'LexBotAliasArn', 'RecordingsBucketName']) {
      expect(outputs.some((o) => o.includes(name)), name).toBe(true);
    }
    expect(findCycle(template)).toBeUndefined();
    expect(nagViolations(app)).toEqual([]);
  });
});

describe('telephony: an existing Connect instance (context connectInstanceArn)', () => {
  let template: Template;
  beforeAll(() => {
    const { stack } = buildApp('phone-existing', {
      routeGroups: GROUPS,
      workflows: [],
      nag: false,
      context: { ...SKIP_BUNDLING, connectInstanceArn: INSTANCE, connectRecordingsBucket: 'existing-recordings' },
    });
    template = Template.fromStack(stack);
  }, 180_000);

  it('imports it: no CfnInstance and no second recordings storage config; associations, flow and grants name that ARN', () => {
    template.resourceCountIs('AWS::Connect::Instance', 0);
    for (const a of Object.values(template.findResources('AWS::Connect::IntegrationAssociation'))) expect(a.Properties.InstanceId).toBe(INSTANCE);
    template.hasResourceProperties('AWS::Connect::ContactFlow', { InstanceArn: INSTANCE });
    // The instance's own storage config stays; another one would collide with it (and with other stages on it).
    template.resourceCountIs('AWS::Connect::InstanceStorageConfig', 0);
    expect(groupFunction(template, 'calls').props.Environment.Variables.CALL_RECORDINGS_LOCATION).toBe('s3://existing-recordings/CallRecordings/');
    const outbound = roleStatements(template, groupFunction(template, 'test-calls').props).find((s) =>
      actionsOf([s]).includes('connect:StartOutboundVoiceContact'),
    )!;
    expect(JSON.stringify(outbound.Resource)).toContain(`${INSTANCE}/contact/*`);
    expect(groupFunction(template, 'test-calls').props.Environment.Variables.CONNECT_INSTANCE_ARN).toBe(INSTANCE);
    expect(groupFunction(template, 'phone-numbers').props.Environment.Variables.CONNECT_INSTANCE_ARN).toBe(INSTANCE);
  });

  it('refuses an existing instance without the bucket its recordings already go to', () => {
    expect(() => buildApp('phone-nobucket', { routeGroups: GROUPS, workflows: [], nag: false, context: { ...SKIP_BUNDLING, connectInstanceArn: INSTANCE } })).toThrow(
      /set connectRecordingsBucket/,
    );
  });

  it('rejects a malformed instance ARN and Bedrock settings with a readable message', () => {
    expect(() => buildApp('phone-bad', { routeGroups: GROUPS, workflows: [], nag: false, context: { ...SKIP_BUNDLING, bedrock: 'maybe' } })).toThrow(
      /Stage phone-bad: setting bedrock/,
    );
    expect(() => buildApp('phone-bad', { routeGroups: GROUPS, workflows: [], nag: false, context: { ...SKIP_BUNDLING, bedrockModelId: 'Claude Haiku please' } })).toThrow(
      /Stage phone-bad: setting bedrockModelId is invalid/,
    );
    expect(() => buildApp('phone-bad', { routeGroups: GROUPS, workflows: [], nag: false, context: { connectInstanceArn: 'arn:aws:connect:us-east-1:1:instance/x' } })).toThrow(
      /connectInstanceArn/,
    );
  });
});

describe('telephony: the Bedrock second opinion per stage (context bedrock, bedrockModelId)', () => {
  const codeHook = (template: Template) => fnByDescription(template, 'Lex V2 code hook')[1].Properties;

  it('-c bedrock=false: no model, no Bedrock permission (the code hook runs on its local understanding alone)', () => {
    for (const off of [false, 'false']) {
      const { stack } = buildApp('phone-nobedrock', { routeGroups: GROUPS, workflows: [], nag: false, context: { ...SKIP_BUNDLING, bedrock: off } });
      const template = Template.fromStack(stack);
      const hook = codeHook(template);
      expect(hook.Environment.Variables.BEDROCK_MODEL_ID).toBeUndefined();
      expect(actionsOf(roleStatements(template, hook)).filter((a) => a.startsWith('bedrock:'))).toEqual([]);
    }
  });

  it('a cross-region inference profile: that profile and its one model in any region, acknowledged for cdk-nag', () => {
    const { app, stack } = buildApp('phone-profile', {
      routeGroups: GROUPS,
      workflows: [],
      context: { ...SKIP_BUNDLING, bedrockModelId: 'us.anthropic.claude-3-5-haiku-20241022-v1:0' },
    });
    const template = Template.fromStack(stack);
    const hook = codeHook(template);
    expect(hook.Environment.Variables.BEDROCK_MODEL_ID).toBe('us.anthropic.claude-3-5-haiku-20241022-v1:0');
    const bedrock = roleStatements(template, hook).filter((s) => actionsOf([s]).includes('bedrock:InvokeModel'));
    expect(bedrock).toHaveLength(1);
    const resources = JSON.stringify(bedrock[0]!.Resource);
    expect(resources).toContain(':inference-profile/us.anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(resources).toContain(':bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0');
    expect(bedrock[0]!.Resource).toHaveLength(2);
    expect(nagViolations(app)).toEqual([]);
  });
});
