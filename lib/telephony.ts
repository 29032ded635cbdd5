import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Arn, ArnFormat, Aws, CfnOutput, Duration, Fn, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import { AccountRootPrincipal, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key, type IKey } from 'aws-cdk-lib/aws-kms';
import { Alias as LambdaAlias, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { CfnBot, CfnBotAlias, CfnBotVersion } from 'aws-cdk-lib/aws-lex';
import { CfnContactFlow, CfnInstance, CfnInstanceStorageConfig, CfnIntegrationAssociation } from 'aws-cdk-lib/aws-connect';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, StorageClass, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { CUSTOM_SLOT_TYPES, INTENT_CATALOG, type IntentDefinition } from '../functions/assistant/intent-catalog.js';
import { buildContactFlow } from '../functions/assistant/contact-flow.js';
import { DEFAULT_POLLY_VOICE } from '../functions/assistant/polly-voices.js';
import type { Api } from './api.js';
import { NodeLambda, REPO_ROOT } from './api-function.js';
import type { DataTable } from './data-table.js';
import { acknowledge, acknowledgeFindings } from './nag.js';
import { CONNECT_INSTANCE_ARN } from './phone-numbers.js';

export const BOT_LOCALE = 'en_US';
export const BOT_ALIAS_NAME = 'live';
/** Where Connect writes call recordings inside the bucket (it adds YYYY/MM/DD/<contact id>_<time>.wav). */
export const RECORDINGS_PREFIX = 'CallRecordings';
/** Lex ends a session after this long without a turn (a call in silence ends long before). */
export const BOT_IDLE_SESSION_TTL_SECONDS = 300;
/**
 * The code hook's second opinion on turns the local understanding reads poorly (functions/assistant/hearing.ts): a
 * small, fast, cheap model. Context `bedrock=false` turns it off for a stage; `bedrockModelId` picks another model
 * (a foundation model id, or a cross-region inference profile id such as us.amazon.nova-micro-v1:0).
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'amazon.nova-micro-v1:0';

export interface TelephonyProps {
  readonly stage: string;
  readonly api: Api;
  readonly dataTable: DataTable;
  /** Server access logs of the recordings bucket (the stack's access-log bucket). */
  readonly accessLogsBucket: IBucket;
  /** An existing Amazon Connect instance (default: context `connectInstanceArn`); without one, a new instance. */
  readonly instanceArn?: string;
  /**
   * Where the existing instance already stores its call recordings (its CALL_RECORDINGS storage config). An instance has
   * one such config, shared by every stage on it, so the stack never creates one on an existing instance: it reads
   * the recordings where the instance puts them. Required with `instanceArn`.
   */
  readonly existingRecordings?: { readonly bucketName: string; readonly prefix?: string; readonly keyArn?: string };
  /** The bot's intent catalog (default INTENT_CATALOG). */
  readonly intentCatalog?: readonly IntentDefinition[];
  /** Provisioned concurrency of the code hook's `live` alias (default 0: a 5-minute warm-up ping only). */
  readonly codeHookProvisionedConcurrency?: number;
  /** The stage's Bedrock interpreter (lib/stage-config.ts): off, or on with a model id (default DEFAULT_BEDROCK_MODEL_ID). */
  readonly bedrock?: { on: boolean; modelId?: string };
}

/** How long Lex conversation logs and Connect flow logs are kept. */
export const CALL_LOG_RETENTION = RetentionDays.ONE_MONTH;
/** The code hook is pinged this often so an idle stage's first call does not wait for a cold start. */
export const WARM_UP_RATE = Duration.minutes(5);

/**
 * The phone side of the assistant in AWS (issue 7): callers dial a number of an Amazon Connect instance, whose
 * contact flow (functions/assistant/contact-flow.ts) looks the business up (lookup Lambda), sets its voice and hands
 * the caller to a Lex V2 bot built from the intent catalog; the bot's code hook Lambda runs the dialog engine on
 * every utterance. Recordings go to a KMS-encrypted bucket.
 *
 * Connect instances are rate-limited per account, so a stage names an existing one with context
 * `connectInstanceArn`; without it a new one (Connect-managed users, inbound and outbound calls) is created.
 */
export class Telephony extends Construct {
  readonly instanceArn: string;
  readonly instanceId: string;
  /** The CfnInstance when this stack created the instance; undefined when it was named by context. */
  readonly instance?: CfnInstance;
  readonly codeHook: NodeLambda;
  /** What Lex invokes: the code hook's `live` alias with provisioned concurrency, else the function itself. */
  readonly codeHookTarget: IFunction;
  readonly lookup: NodeLambda;
  readonly bot: CfnBot;
  readonly botVersion: CfnBotVersion;
  readonly botAlias: CfnBotAlias;
  readonly contactFlow: CfnContactFlow;
  /** The flow's id (the last part of its ARN), for StartOutboundVoiceContact and number association. */
  readonly contactFlowId: string;
  /** The recordings bucket: created with a new instance, imported (the instance's own) with an existing one. */
  readonly recordings: IBucket;
  readonly recordingsKey?: IKey;
  /** Lex V2 conversation (text) logs of the `live` alias. */
  readonly conversationLogs: LogGroup;
  /** s3://<bucket>/CallRecordings/ (CALL_RECORDINGS_LOCATION of the calls API). */
  readonly recordingsLocation: string;
  /** The Bedrock model the code hook may ask (BEDROCK_MODEL_ID); null when the stage turned it off. */
  readonly interpreterModelId: string | null;

  constructor(scope: Construct, id: string, props: TelephonyProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // ------------------------------------------------------------------ Lambdas
    this.lookup = new NodeLambda(this, 'Lookup', {
      entry: join(REPO_ROOT, 'functions/assistant/contact-flow-lookup.ts'),
      description: `Receptionist ${props.stage} contact-flow lookup (business by dialed number)`,
      // Connect waits at most 8 s for a flow Lambda.
      timeout: Duration.seconds(8),
    });
    // It only reads: the number's link and the business aggregate.
    props.dataTable.bind(this.lookup, 'read');

    this.codeHook = new NodeLambda(this, 'CodeHook', {
      entry: join(REPO_ROOT, 'functions/assistant/lex-code-hook.ts'),
      description: `Receptionist ${props.stage} Lex V2 code hook (the dialog engine on every utterance)`,
      memorySize: 1024,
      // Lex waits at most 30 s for a code hook; a turn takes milliseconds plus its effects (SMS, email).
      timeout: Duration.seconds(15),
    });
    // The engine's effects: appointments (and their reminder workflow), orders and messages, SMS and email; the
    // owner's Google busy time (lib/google-calendar.ts grants it).
    props.api.addCompanionFunction('lex-code-hook', this.codeHook, ['table', 'email', 'sms', 'workflows', 'google']);

    // The second opinion: Converse (bedrock:InvokeModel) on the one model the stage chose, nothing else.
    this.interpreterModelId = props.bedrock?.on === false ? null : (props.bedrock?.modelId ?? DEFAULT_BEDROCK_MODEL_ID);
    if (this.interpreterModelId) {
      const model = bedrockModelArns(stack, this.interpreterModelId);
      this.codeHook.addEnvironment('BEDROCK_MODEL_ID', this.interpreterModelId);
      this.codeHook.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: model.arns }));
      if (model.crossRegion) {
        acknowledgeFindings(this.codeHook.role, 'AwsSolutions-IAM5', [
          {
            pattern: /^Resource::arn:(aws[a-z-]*|<AWS::Partition>):bedrock:\*::foundation-model\/[A-Za-z0-9.:-]+$/,
            reason:
              'A cross-region inference profile routes each request to the same foundation model in one of its regions, so the model ARN names every region; limited to that one model and to bedrock:InvokeModel.',
          },
        ]);
      }
    }

    // An idle Lex version answers its first call seconds late when the code hook is cold: provisioned concurrency when
    // the stage pays for it, and in any case a ping every 5 minutes (the handler answers {warm: true} at once).
    const provisioned = props.codeHookProvisionedConcurrency ?? 0;
    this.codeHookTarget =
      provisioned > 0
        ? new LambdaAlias(this, 'CodeHookLive', {
            aliasName: 'live',
            version: this.codeHook.fn.currentVersion,
            provisionedConcurrentExecutions: provisioned,
          })
        : this.codeHook.fn;
    new Rule(this, 'CodeHookWarmUp', {
      description: `Receptionist ${props.stage}: keeps the Lex code hook warm`,
      schedule: Schedule.rate(WARM_UP_RATE),
      targets: [new LambdaFunction(this.codeHookTarget, { event: RuleTargetInput.fromObject({ warmUp: true }), retryAttempts: 0 })],
    });

    // ------------------------------------------------------------------ Lex V2 bot
    const botRole = new Role(this, 'BotRole', {
      assumedBy: new ServicePrincipal('lexv2.amazonaws.com'),
      description: `Receptionist ${props.stage} Lex V2 bot (speech synthesis)`,
    });
    botRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['polly:SynthesizeSpeech'], resources: ['*'] }));
    // Conversation logs: what callers said and what the bot understood, for tuning the catalog; kept a month.
    // They hold what callers said (names, numbers), so they are encrypted with a key of this stage.
    const conversationLogsKey = new Key(this, 'ConversationLogsKey', { description: `Receptionist ${props.stage} Lex conversation logs`, enableKeyRotation: true });
    conversationLogsKey.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal(`logs.${Aws.REGION}.amazonaws.com`)],
        actions: ['kms:Encrypt*', 'kms:Decrypt*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:Describe*'],
        resources: ['*'],
        conditions: { ArnLike: { 'kms:EncryptionContext:aws:logs:arn': `arn:${Aws.PARTITION}:logs:${Aws.REGION}:${Aws.ACCOUNT_ID}:log-group:*` } },
      }),
    );
    this.conversationLogs = new LogGroup(this, 'ConversationLogs', {
      retention: CALL_LOG_RETENTION,
      encryptionKey: conversationLogsKey,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    botRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [this.conversationLogs.logGroupArn] }),
    );
    acknowledge(botRole, {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Lex V2 speaks with polly:SynthesizeSpeech, whose built-in voices have no resource ARN; read-only and stateless.',
    });

    const locale = botLocale(props.intentCatalog);
    this.bot = new CfnBot(this, 'Bot', {
      name: `receptionist-${props.stage}`,
      description: `AI receptionist ${props.stage}: speech recognition for the dialog engine (intent catalog)`,
      roleArn: botRole.roleArn,
      dataPrivacy: { ChildDirected: false },
      idleSessionTtlInSeconds: BOT_IDLE_SESSION_TTL_SECONDS,
      autoBuildBotLocales: true,
      botLocales: [locale],
    });

    // A version is a snapshot of DRAFT taken when the resource is created, and AWS::Lex::BotVersion has no update
    // handler: only a new resource publishes a new version. The locale's hash (resolved, so tokens hash as the template
    // writes them) is part of the logical id: a changed catalog creates a new version, the alias moves to it, and
    // CloudFormation deletes the old one once the alias no longer uses it.
    const catalogHash = botLocaleHash(stack.resolve(locale));
    this.botVersion = new CfnBotVersion(this, `BotVersion${catalogHash}`, {
      botId: this.bot.attrId,
      description: `Intent catalog ${catalogHash}`,
      botVersionLocaleSpecification: [{ localeId: BOT_LOCALE, botVersionLocaleDetails: { sourceBotVersion: 'DRAFT' } }],
    });

    this.botAlias = new CfnBotAlias(this, 'BotAlias', {
      botId: this.bot.attrId,
      botAliasName: BOT_ALIAS_NAME,
      botVersion: this.botVersion.attrBotVersion,
      description: 'The alias the contact flow uses (never the test alias)',
      botAliasLocaleSettings: [
        {
          localeId: BOT_LOCALE,
          botAliasLocaleSetting: {
            enabled: true,
            codeHookSpecification: { lambdaCodeHook: { lambdaArn: this.codeHookTarget.functionArn, codeHookInterfaceVersion: '1.0' } },
          },
        },
      ],
      sentimentAnalysisSettings: { DetectSentiment: false },
      conversationLogSettings: {
        textLogSettings: [{ enabled: true, destination: { cloudWatch: { cloudWatchLogGroupArn: this.conversationLogs.logGroupArn, logPrefix: `${BOT_ALIAS_NAME}/` } } }],
      },
    });
    this.codeHookTarget.addPermission('InvokedByLexAlias', {
      principal: new ServicePrincipal('lexv2.amazonaws.com'),
      action: 'lambda:InvokeFunction',
      sourceArn: this.botAlias.attrArn,
      sourceAccount: Aws.ACCOUNT_ID,
    });

    // ------------------------------------------------------------------ Amazon Connect
    const named = props.instanceArn ?? stringContext(this, 'connectInstanceArn');
    if (named && !props.existingRecordings) {
      throw new Error(
        'connectInstanceArn names an existing instance: set connectRecordingsBucket (and connectRecordingsPrefix, connectRecordingsKeyArn) to where it stores call recordings; the stack reuses that storage config instead of creating a second one.',
      );
    }
    if (named) {
      if (!CONNECT_INSTANCE_ARN.test(named)) {
        throw new Error(`Invalid connectInstanceArn: ${named} (expected arn:aws:connect:<region>:<account>:instance/<id>)`);
      }
      this.instanceArn = named;
      this.instanceId = named.split('/').pop()!;
    } else {
      // Connect writes flow logs to /aws/connect/<alias> and would create it without expiry: it exists first, with retention.
      const instanceAlias = `rcpt-${props.stage}-${Aws.ACCOUNT_ID}`;
      const flowLogs = new LogGroup(this, 'FlowLogs', {
        logGroupName: `/aws/connect/${instanceAlias}`,
        retention: CALL_LOG_RETENTION,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      this.instance = new CfnInstance(this, 'Instance', {
        identityManagementType: 'CONNECT_MANAGED',
        // Aliases are global (the instance's URL): stage and account keep them apart; at most 45 characters.
        instanceAlias,
        attributes: {
          inboundCalls: true,
          outboundCalls: true,
          contactflowLogs: true,
          autoResolveBestVoices: true,
          contactLens: false,
          earlyMedia: true,
        },
      });
      this.instance.node.addDependency(flowLogs);
      // Numbers claimed at run time belong to the instance: deleting it (cdk destroy, a replacement) would release
      // every one of them. It outlives the stack; removing it is a deliberate step (docs/deploy.md).
      this.instance.applyRemovalPolicy(RemovalPolicy.RETAIN);
      this.instanceArn = this.instance.attrArn;
      this.instanceId = this.instance.attrId;
    }

    const connect = new ServicePrincipal('connect.amazonaws.com');
    const associations: CfnIntegrationAssociation[] = [];
    for (const [name, fn] of [
      ['Lookup', this.lookup.fn],
      ['CodeHook', this.codeHookTarget],
    ] as const) {
      fn.addPermission(`InvokedByConnect`, { principal: connect, action: 'lambda:InvokeFunction', sourceArn: this.instanceArn, sourceAccount: Aws.ACCOUNT_ID });
      associations.push(
        new CfnIntegrationAssociation(this, `${name}Association`, {
          instanceId: this.instanceArn,
          integrationType: 'LAMBDA_FUNCTION',
          integrationArn: fn.functionArn,
        }),
      );
    }
    associations.push(
      new CfnIntegrationAssociation(this, 'BotAssociation', {
        instanceId: this.instanceArn,
        integrationType: 'LEX_BOT',
        integrationArn: this.botAlias.attrArn,
      }),
    );

    this.contactFlow = new CfnContactFlow(this, 'ContactFlow', {
      instanceArn: this.instanceArn,
      name: `Receptionist assistant (${props.stage})`,
      description: 'Generated by functions/assistant/contact-flow.ts: lookup, ring owner first, voice, greeting, Lex bot, transfer or hang up',
      type: 'CONTACT_FLOW',
      content: JSON.stringify(buildContactFlow({ lookupFunctionArn: this.lookup.fn.functionArn, botAliasArn: this.botAlias.attrArn })),
    });
    // Connect checks the flow's Lambda and bot against the instance's associations when it saves the flow.
    for (const association of associations) this.contactFlow.node.addDependency(association);
    // arn:aws:connect:<region>:<account>:instance/<instance id>/contact-flow/<flow id>
    this.contactFlowId = Fn.select(3, Fn.split('/', this.contactFlow.attrContactFlowArn));

    // ------------------------------------------------------------------ call recordings
    let recordingsPrefix = RECORDINGS_PREFIX;
    if (props.existingRecordings) {
      // The instance already has its CALL_RECORDINGS storage config (an instance has one, shared by every stage on it):
      // read the recordings where it puts them, create nothing.
      this.recordings = Bucket.fromBucketName(this, 'Recordings', props.existingRecordings.bucketName);
      this.recordingsKey = props.existingRecordings.keyArn ? Key.fromKeyArn(this, 'RecordingsKey', props.existingRecordings.keyArn) : undefined;
      recordingsPrefix = props.existingRecordings.prefix ?? RECORDINGS_PREFIX;
    } else {
      const key = new Key(this, 'RecordingsKey', {
        description: `Receptionist ${props.stage} call recordings`,
        enableKeyRotation: true,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      const bucket = new Bucket(this, 'Recordings', {
        encryption: BucketEncryption.KMS,
        encryptionKey: key,
        bucketKeyEnabled: true,
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        enforceSSL: true,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        serverAccessLogsBucket: props.accessLogsBucket,
        serverAccessLogsPrefix: 'call-recordings-bucket/',
        // A recording deleted or overwritten by mistake can be restored for 30 days.
        versioned: true,
        // Owners look at recent calls; after a month a recording is rarely played, after a year it is deleted.
        lifecycleRules: [
          { transitions: [{ storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(30) }], expiration: Duration.days(365) },
          { abortIncompleteMultipartUploadAfter: Duration.days(7), noncurrentVersionExpiration: Duration.days(30) },
        ],
        // Recordings are the businesses' records: a deleted stack leaves them behind.
        removalPolicy: RemovalPolicy.RETAIN,
      });
      this.recordings = bucket;
      this.recordingsKey = key;
      // Connect writes recordings as its service-linked role (AWSServiceRoleForAmazonConnect_*).
      const connectServiceRoles = Arn.format(
        { service: 'iam', region: '', resource: 'role', resourceName: 'aws-service-role/connect.amazonaws.com/*', arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
        stack,
      );
      const byConnect = { ArnLike: { 'aws:PrincipalArn': connectServiceRoles } };
      bucket.addToResourcePolicy(
        new PolicyStatement({
          principals: [new AccountRootPrincipal()],
          actions: ['s3:PutObject', 's3:GetObject', 's3:GetBucketLocation', 's3:GetBucketAcl'],
          resources: [bucket.bucketArn, bucket.arnForObjects(`${RECORDINGS_PREFIX}/*`)],
          conditions: byConnect,
        }),
      );
      key.addToResourcePolicy(
        new PolicyStatement({
          principals: [new AccountRootPrincipal()],
          actions: ['kms:Encrypt', 'kms:Decrypt', 'kms:ReEncrypt*', 'kms:GenerateDataKey*', 'kms:DescribeKey'],
          resources: ['*'],
          conditions: byConnect,
        }),
      );
      const storage = new CfnInstanceStorageConfig(this, 'RecordingsStorage', {
        instanceArn: this.instanceArn,
        resourceType: 'CALL_RECORDINGS',
        storageType: 'S3',
        s3Config: {
          bucketName: bucket.bucketName,
          bucketPrefix: RECORDINGS_PREFIX,
          encryptionConfig: { encryptionType: 'KMS', keyId: key.keyArn },
        },
      });
      storage.node.addDependency(bucket);
    }
    this.recordingsLocation = `s3://${this.recordings.bucketName}/${recordingsPrefix}/`;

    // ------------------------------------------------------------------ the API's side
    // 'Call Me Now' (need 'outbound-calls'): StartOutboundVoiceContact into the assistant flow, on this instance only.
    for (const fn of props.api.functionsNeeding('outbound-calls')) {
      fn.addEnvironment('CONNECT_INSTANCE_ARN', this.instanceArn);
      fn.addEnvironment('CONNECT_CONTACT_FLOW_ID', this.contactFlowId);
      fn.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['connect:StartOutboundVoiceContact'],
          resources: [`${this.instanceArn}/contact/*`, this.contactFlow.attrContactFlowArn],
        }),
      );
      acknowledgeFindings(fn.role, 'AwsSolutions-IAM5', [
        {
          pattern: /^Resource::(<[A-Za-z0-9]+\.Arn>|arn:aws[a-z-]*:connect:[a-z0-9-]+:\d{12}:instance\/[0-9a-f-]{36})\/contact\/\*$/,
          reason:
            'A contact id is assigned by Connect when StartOutboundVoiceContact creates the contact, so it cannot be named in advance; limited to contacts of the assistant\'s own Connect instance.',
        },
      ]);
    }
    // The call log plays a phone call's audio (the calls route group): it finds the recording under the call's
    // prefix and signs a short-lived GET link, which S3 decrypts with this function's key grant.
    const callLog = props.api.functions.get('calls');
    if (callLog) {
      callLog.addEnvironment('CALL_RECORDINGS_LOCATION', this.recordingsLocation);
      callLog.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [this.recordings.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${recordingsPrefix}/*`] } },
        }),
      );
      callLog.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:GetObject'], resources: [this.recordings.arnForObjects(`${recordingsPrefix}/*`)] }),
      );
      if (this.recordingsKey) callLog.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['kms:Decrypt'], resources: [this.recordingsKey.keyArn] }));
      acknowledgeFindings(callLog.role, 'AwsSolutions-IAM5', [
        {
          pattern: new RegExp(`^Resource::(<[A-Za-z0-9]+\\.Arn>|arn:<AWS::Partition>:s3:::[a-z0-9.-]+)/${escapeRegExp(recordingsPrefix)}/\\*$`),
          reason:
            'Connect names each recording by its date and contact id when the call ends; read-only, limited to the recordings prefix of the recordings bucket.',
        },
      ]);
    }

    // Account deletion (the account route group) erases the tenant's call recordings: list and delete, recordings prefix only.
    const account = props.api.functions.get('account');
    if (account) {
      account.addEnvironment('CALL_RECORDINGS_LOCATION', this.recordingsLocation);
      account.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:ListBucket'],
          resources: [this.recordings.bucketArn],
          conditions: { StringLike: { 's3:prefix': [`${recordingsPrefix}/*`] } },
        }),
      );
      account.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [this.recordings.arnForObjects(`${recordingsPrefix}/*`)] }),
      );
      acknowledgeFindings(account.role, 'AwsSolutions-IAM5', [
        {
          pattern: new RegExp(`^Resource::(<[A-Za-z0-9]+\\.Arn>|arn:<AWS::Partition>:s3:::[a-z0-9.-]+)/${escapeRegExp(recordingsPrefix)}/\\*$`),
          reason: "Account deletion erases the deleted tenant's recordings, named by date and contact id; limited to the recordings prefix.",
        },
      ]);
    }

    new CfnOutput(this, 'ConnectInstanceArn', { value: this.instanceArn, description: 'Amazon Connect instance of the assistant' });
    new CfnOutput(this, 'ConnectInstanceId', { value: this.instanceId });
    new CfnOutput(this, 'ContactFlowId', { value: this.contactFlowId, description: 'Assistant contact flow (numbers are associated with it)' });
    new CfnOutput(this, 'LexBotAliasArn', { value: this.botAlias.attrArn, description: `Lex V2 bot alias '${BOT_ALIAS_NAME}'` });
    new CfnOutput(this, 'RecordingsBucketName', { value: this.recordings.bucketName, description: 'Call recordings (KMS-encrypted)' });

    if (!Token.isUnresolved(stack.region) && named && named.split(':')[3] !== stack.region) {
      throw new Error(`connectInstanceArn is in ${named.split(':')[3]}, but the stack deploys to ${stack.region}`);
    }
  }
}

/** The en_US locale of the bot: every catalog intent (code hooks on), FallbackIntent, the custom slot types. */
export function botLocale(catalog: readonly IntentDefinition[] = INTENT_CATALOG): CfnBot.BotLocaleProperty {
  const intents: CfnBot.IntentProperty[] = catalog.map((intent) => ({
    name: intent.name,
    description: intent.description.slice(0, 200),
    sampleUtterances: intent.samples.map((utterance) => ({ utterance })),
    // The engine decides every turn: Lex calls the code hook on each utterance and at fulfilment.
    dialogCodeHook: { enabled: true },
    fulfillmentCodeHook: { enabled: true },
    slots: intent.slots.map((slot) => ({
      name: slot.name,
      description: slot.hint.slice(0, 200),
      slotTypeName: slot.type,
      // The engine asks its own questions; Lex only captures what the caller already said.
      valueElicitationSetting: { slotConstraint: 'Optional' },
    })),
    slotPriorities: intent.slots.map((slot, i) => ({ priority: i + 1, slotName: slot.name })),
  }));
  intents.push({
    name: 'FallbackIntent',
    description: 'Anything the catalog does not cover: still handed to the dialog engine',
    parentIntentSignature: 'AMAZON.FallbackIntent',
    fulfillmentCodeHook: { enabled: true },
  });
  return {
    localeId: BOT_LOCALE,
    description: 'English (US)',
    nluConfidenceThreshold: 0.4,
    voiceSettings: { voiceId: DEFAULT_POLLY_VOICE, engine: 'neural' },
    // Lex's best speech-to-text that needs no third-party account (Deepgram would need its own API key and terms).
    speechRecognitionSettings: { speechModelPreference: 'Neural' },
    // Assisted NLU: an LLM helps Lex pick among the catalog's intents when its own NLU is unsure (Fallback mode), so the
    // interpretations the code hook receives are better. Lex's own disambiguation question stays off: the engine asks
    // every question, and every intent still goes to the code hook. Assisted slot resolution is left out: it only acts
    // when Lex elicits a slot, and the engine elicits its own. The build-time generative features would write sample
    // utterances into the bot, which must stay exactly the intent catalog.
    generativeAiSettings: {
      runtimeSettings: {
        nluImprovementSpecification: { enabled: true, assistedNluMode: 'Fallback', intentDisambiguationSettings: { enabled: false } },
      },
    },
    slotTypes: CUSTOM_SLOT_TYPES.map((type) => ({
      name: type.name,
      description: type.description.slice(0, 200),
      valueSelectionSetting: { resolutionStrategy: type.valueSelection },
      slotTypeValues: type.sampleValues.map((value) => ({ sampleValue: { value } })),
    })),
    intents,
  };
}

const INFERENCE_PROFILE = /^(us|eu|apac|us-gov|ca|jp|au|global)\.(.+)$/;

/** What bedrock:InvokeModel must name for a model id: the foundation model, or an inference profile and its model. */
export function bedrockModelArns(stack: Stack, modelId: string): { arns: string[]; crossRegion: boolean } {
  const profile = INFERENCE_PROFILE.exec(modelId);
  if (!profile) return { arns: [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}::foundation-model/${modelId}`], crossRegion: false };
  return {
    arns: [`arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${modelId}`, `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${profile[2]}`],
    crossRegion: true,
  };
}

/** 16 hex digits of the SHA-256 of the bot locale as the template writes it (the BotVersion's identity). */
export function botLocaleHash(resolvedLocale: unknown): string {
  return createHash('sha256').update(JSON.stringify(resolvedLocale)).digest('hex').slice(0, 16);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function stringContext(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value;
}
