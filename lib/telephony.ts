import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Arn, ArnFormat, Aws, CfnOutput, Duration, Fn, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import { AccountRootPrincipal, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { CfnBot, CfnBotAlias, CfnBotVersion } from 'aws-cdk-lib/aws-lex';
import { CfnContactFlow, CfnInstance, CfnInstanceStorageConfig, CfnIntegrationAssociation } from 'aws-cdk-lib/aws-connect';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, StorageClass, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { CUSTOM_SLOT_TYPES, INTENT_CATALOG, type IntentDefinition } from '../functions/assistant/intent-catalog.js';
import { buildContactFlow } from '../functions/assistant/contact-flow.js';
import { DEFAULT_POLLY_VOICE } from '../functions/assistant/polly-voices.js';
import type { Api } from './api.js';
import { ApiFunction, REPO_ROOT } from './api-function.js';
import type { DataTable } from './data-table.js';
import { acknowledge, acknowledgeFindings } from './nag.js';
import { CONNECT_INSTANCE_ARN } from './phone-numbers.js';

export const BOT_LOCALE = 'en_US';
export const BOT_ALIAS_NAME = 'live';
/** Where Connect writes call recordings inside the bucket (it adds YYYY/MM/DD/<contact id>_<time>.wav). */
export const RECORDINGS_PREFIX = 'CallRecordings';
/** Lex ends a session after this long without a turn (a call in silence ends long before). */
export const BOT_IDLE_SESSION_TTL_SECONDS = 300;

export interface TelephonyProps {
  readonly stage: string;
  readonly api: Api;
  readonly dataTable: DataTable;
  /** Server access logs of the recordings bucket (the stack's access-log bucket). */
  readonly accessLogsBucket: IBucket;
  /** An existing Amazon Connect instance (default: context `connectInstanceArn`); without one, a new instance. */
  readonly instanceArn?: string;
}

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
  readonly codeHook: ApiFunction;
  readonly lookup: ApiFunction;
  readonly bot: CfnBot;
  readonly botVersion: CfnBotVersion;
  readonly botAlias: CfnBotAlias;
  readonly contactFlow: CfnContactFlow;
  /** The flow's id (the last part of its ARN), for StartOutboundVoiceContact and number association. */
  readonly contactFlowId: string;
  readonly recordings: Bucket;
  readonly recordingsKey: Key;
  /** s3://<bucket>/CallRecordings/ (CALL_RECORDINGS_LOCATION of the calls API). */
  readonly recordingsLocation: string;

  constructor(scope: Construct, id: string, props: TelephonyProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // ------------------------------------------------------------------ Lambdas
    this.lookup = new ApiFunction(this, 'Lookup', {
      entry: join(REPO_ROOT, 'functions/assistant/contact-flow-lookup.ts'),
      description: `Receptionist ${props.stage} contact-flow lookup (business by dialed number)`,
      // Connect waits at most 8 s for a flow Lambda.
      timeout: Duration.seconds(8),
    });
    // It only reads: the number's link and the business aggregate.
    props.dataTable.bind(this.lookup, 'read');

    this.codeHook = new ApiFunction(this, 'CodeHook', {
      entry: join(REPO_ROOT, 'functions/assistant/lex-code-hook.ts'),
      description: `Receptionist ${props.stage} Lex V2 code hook (the dialog engine on every utterance)`,
      memorySize: 1024,
      // Lex waits at most 30 s for a code hook; a turn takes milliseconds plus its effects (SMS, email).
      timeout: Duration.seconds(15),
    });
    // The engine's effects: appointments (and their reminder workflow), orders and messages, SMS and email; the
    // owner's Google busy time (lib/google-calendar.ts grants it).
    props.api.addCompanionFunction('lex-code-hook', this.codeHook, ['table', 'email', 'sms', 'workflows', 'google']);

    // ------------------------------------------------------------------ Lex V2 bot
    const botRole = new Role(this, 'BotRole', {
      assumedBy: new ServicePrincipal('lexv2.amazonaws.com'),
      description: `Receptionist ${props.stage} Lex V2 bot (speech synthesis)`,
    });
    botRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['polly:SynthesizeSpeech'], resources: ['*'] }));
    acknowledge(botRole, {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Lex V2 speaks with polly:SynthesizeSpeech, whose built-in voices have no resource ARN; read-only and stateless.',
    });

    const locale = botLocale();
    this.bot = new CfnBot(this, 'Bot', {
      name: `receptionist-${props.stage}`,
      description: `AI receptionist ${props.stage}: speech recognition for the dialog engine (intent catalog)`,
      roleArn: botRole.roleArn,
      dataPrivacy: { ChildDirected: false },
      idleSessionTtlInSeconds: BOT_IDLE_SESSION_TTL_SECONDS,
      autoBuildBotLocales: true,
      botLocales: [locale],
    });

    // A version is a snapshot of DRAFT taken when the resource is created: a new catalog must make a new version,
    // so the description carries the catalog's hash (a changed description replaces the version).
    const catalogHash = createHash('sha256').update(JSON.stringify(locale)).digest('hex').slice(0, 16);
    this.botVersion = new CfnBotVersion(this, 'BotVersion', {
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
            codeHookSpecification: { lambdaCodeHook: { lambdaArn: this.codeHook.fn.functionArn, codeHookInterfaceVersion: '1.0' } },
          },
        },
      ],
      sentimentAnalysisSettings: { DetectSentiment: false },
    });
    this.codeHook.fn.addPermission('InvokedByLexAlias', {
      principal: new ServicePrincipal('lexv2.amazonaws.com'),
      action: 'lambda:InvokeFunction',
      sourceArn: this.botAlias.attrArn,
      sourceAccount: Aws.ACCOUNT_ID,
    });

    // ------------------------------------------------------------------ Amazon Connect
    const named = props.instanceArn ?? stringContext(this, 'connectInstanceArn');
    if (named) {
      if (!CONNECT_INSTANCE_ARN.test(named)) {
        throw new Error(`Invalid connectInstanceArn: ${named} (expected arn:aws:connect:<region>:<account>:instance/<id>)`);
      }
      this.instanceArn = named;
      this.instanceId = named.split('/').pop()!;
    } else {
      this.instance = new CfnInstance(this, 'Instance', {
        identityManagementType: 'CONNECT_MANAGED',
        // Aliases are global (the instance's URL): stage and account keep them apart; at most 45 characters.
        instanceAlias: `rcpt-${props.stage}-${Aws.ACCOUNT_ID}`,
        attributes: {
          inboundCalls: true,
          outboundCalls: true,
          contactflowLogs: true,
          autoResolveBestVoices: true,
          contactLens: false,
          earlyMedia: true,
        },
      });
      this.instanceArn = this.instance.attrArn;
      this.instanceId = this.instance.attrId;
    }

    const connect = new ServicePrincipal('connect.amazonaws.com');
    const associations: CfnIntegrationAssociation[] = [];
    for (const [name, fn] of [
      ['Lookup', this.lookup],
      ['CodeHook', this.codeHook],
    ] as const) {
      fn.fn.addPermission(`InvokedByConnect`, { principal: connect, action: 'lambda:InvokeFunction', sourceArn: this.instanceArn, sourceAccount: Aws.ACCOUNT_ID });
      associations.push(
        new CfnIntegrationAssociation(this, `${name}Association`, {
          instanceId: this.instanceArn,
          integrationType: 'LAMBDA_FUNCTION',
          integrationArn: fn.fn.functionArn,
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
    this.recordingsKey = new Key(this, 'RecordingsKey', {
      description: `Receptionist ${props.stage} call recordings`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.recordings = new Bucket(this, 'Recordings', {
      encryption: BucketEncryption.KMS,
      encryptionKey: this.recordingsKey,
      bucketKeyEnabled: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'call-recordings-bucket/',
      // Owners look at recent calls; after a month a recording is rarely played, after a year it is deleted.
      lifecycleRules: [
        { transitions: [{ storageClass: StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(30) }], expiration: Duration.days(365) },
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
      // Recordings are the businesses' records: a deleted stack leaves them behind.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Connect writes recordings as its service-linked role (AWSServiceRoleForAmazonConnect_*).
    const connectServiceRoles = Arn.format(
      { service: 'iam', region: '', resource: 'role', resourceName: 'aws-service-role/connect.amazonaws.com/*', arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
      stack,
    );
    const byConnect = { ArnLike: { 'aws:PrincipalArn': connectServiceRoles } };
    this.recordings.addToResourcePolicy(
      new PolicyStatement({
        principals: [new AccountRootPrincipal()],
        actions: ['s3:PutObject', 's3:GetObject', 's3:GetBucketLocation', 's3:GetBucketAcl'],
        resources: [this.recordings.bucketArn, this.recordings.arnForObjects(`${RECORDINGS_PREFIX}/*`)],
        conditions: byConnect,
      }),
    );
    this.recordingsKey.addToResourcePolicy(
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
        bucketName: this.recordings.bucketName,
        bucketPrefix: RECORDINGS_PREFIX,
        encryptionConfig: { encryptionType: 'KMS', keyId: this.recordingsKey.keyArn },
      },
    });
    storage.node.addDependency(this.recordings);
    this.recordingsLocation = `s3://${this.recordings.bucketName}/${RECORDINGS_PREFIX}/`;

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
          conditions: { StringLike: { 's3:prefix': [`${RECORDINGS_PREFIX}/*`] } },
        }),
      );
      callLog.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['s3:GetObject'], resources: [this.recordings.arnForObjects(`${RECORDINGS_PREFIX}/*`)] }),
      );
      callLog.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['kms:Decrypt'], resources: [this.recordingsKey.keyArn] }));
      acknowledgeFindings(callLog.role, 'AwsSolutions-IAM5', [
        {
          pattern: new RegExp(`^Resource::<[A-Za-z0-9]+\\.Arn>/${RECORDINGS_PREFIX}/\\*$`),
          reason:
            'Connect names each recording by its date and contact id when the call ends; read-only, limited to the recordings prefix of the recordings bucket.',
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
    slotTypes: CUSTOM_SLOT_TYPES.map((type) => ({
      name: type.name,
      description: type.description.slice(0, 200),
      valueSelectionSetting: { resolutionStrategy: type.valueSelection },
      slotTypeValues: type.sampleValues.map((value) => ({ sampleValue: { value } })),
    })),
    intents,
  };
}

function stringContext(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value;
}
