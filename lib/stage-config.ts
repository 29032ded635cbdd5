import * as z from 'zod';
import { CONNECT_INSTANCE_ARN } from './phone-numbers.js';

/**
 * Regions with both Amazon Connect and Lex V2 (the phone assistant needs the two in the stack's region).
 * Source: the AWS regional services lists for Connect and Lex V2.
 */
export const CONNECT_AND_LEX_REGIONS = [
  'us-east-1',
  'us-west-2',
  'ca-central-1',
  'eu-central-1',
  'eu-west-2',
  'af-south-1',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-southeast-1',
  'ap-southeast-2',
] as const;

/** Every setting a stage can have; the cdk.json key, what it is, and whether a production stage must set it. */
export const STAGE_SETTINGS = {
  production: 'true for a stage real customers use: every setting marked required below must then be set',
  region: 'AWS region of the stack (one with Amazon Connect and Lex V2)',
  account: 'AWS account id of the stack (default: the CLI credentials\' account)',
  connectInstanceArn: 'existing Amazon Connect instance (arn:aws:connect:<region>:<account>:instance/<id>)',
  connectRecordingsBucket: 'bucket where the existing instance already stores call recordings (its storage config is reused, not created)',
  connectRecordingsPrefix: 'prefix of those recordings in that bucket (default CallRecordings)',
  connectRecordingsKeyArn: 'KMS key of those recordings, if the bucket uses one',
  domainName: 'custom domain of the site, e.g. app.example.com',
  certificateArn: 'ACM certificate for domainName, in us-east-1 (CloudFront)',
  apiDomainName: 'custom domain CloudFront reaches the API on (default api.<domainName>)',
  apiCertificateArn: 'ACM certificate for apiDomainName in the stack\'s region (default certificateArn when the stack is in us-east-1)',
  webAclArn: 'WAF web ACL of CloudFront, for a stage outside us-east-1 (the WebAclArn output of its Receptionist-<stage>-edge stack)',
  alertEmail: 'address the alarms are sent to',
  senderDomain: 'SES domain the product sends email from (verified with DKIM)',
  emailFrom: 'sender address (default no-reply@<senderDomain>)',
  smsOriginationIdentity: 'SNS SMS origination number (a registered toll-free or 10DLC number, E.164)',
  bedrock: 'Bedrock interpreter of the assistant on or off (default on)',
  bedrockModelId: 'Bedrock model id of that interpreter',
  codeHookProvisionedConcurrency: 'provisioned concurrency of the Lex code hook (0: kept warm by a 5-minute ping only)',
  publicBaseUrl: 'PUBLIC_BASE_URL override (default https://<domainName>, else the CloudFront domain)',
} as const;

export type StageSettingName = keyof typeof STAGE_SETTINGS;

/** What a production stage must set (item by item, so the refusal names the missing one). */
export const PRODUCTION_REQUIRED: readonly StageSettingName[] = [
  'region',
  'connectInstanceArn',
  'connectRecordingsBucket',
  'domainName',
  'certificateArn',
  'alertEmail',
  'senderDomain',
  'smsOriginationIdentity',
];

const ACM_ARN = /^arn:aws[a-z-]*:acm:([a-z0-9-]+):\d{12}:certificate\/[0-9a-f-]{36}$/;
const KMS_KEY_ARN = /^arn:aws[a-z-]*:kms:[a-z0-9-]+:\d{12}:key\/[0-9a-f-]{36}$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const E164 = /^\+[1-9]\d{6,14}$/;
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Context values from `-c key=value` are strings: 'true'/'false' and digits are read as what they say. */
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const int = z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().min(0).max(100));
const text = (pattern: RegExp, example: string) => z.string().regex(pattern, `expected ${example}`);

const schema = z
  .object({
    production: bool.default(false),
    region: z.enum(CONNECT_AND_LEX_REGIONS, { message: `expected a region with Amazon Connect and Lex V2: ${CONNECT_AND_LEX_REGIONS.join(', ')}` }).optional(),
    account: text(/^\d{12}$/, 'a 12-digit account id').optional(),
    connectInstanceArn: text(CONNECT_INSTANCE_ARN, 'arn:aws:connect:<region>:<account>:instance/<id>').optional(),
    connectRecordingsBucket: text(BUCKET, 'an S3 bucket name').optional(),
    connectRecordingsPrefix: text(/^[A-Za-z0-9!_.*'()/-]{1,200}$/, 'an S3 key prefix without a trailing slash').optional(),
    connectRecordingsKeyArn: text(KMS_KEY_ARN, 'arn:aws:kms:<region>:<account>:key/<id>').optional(),
    domainName: text(DOMAIN, 'a lowercase domain name such as app.example.com').optional(),
    certificateArn: text(ACM_ARN, 'arn:aws:acm:us-east-1:<account>:certificate/<id>').optional(),
    apiDomainName: text(DOMAIN, 'a lowercase domain name such as api.example.com').optional(),
    apiCertificateArn: text(ACM_ARN, 'arn:aws:acm:<region>:<account>:certificate/<id>').optional(),
    webAclArn: text(/^arn:aws[a-z-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}$/, 'arn:aws:wafv2:us-east-1:<account>:global/webacl/<name>/<id>').optional(),
    alertEmail: text(EMAIL, 'an email address').optional(),
    senderDomain: text(DOMAIN, 'a lowercase domain name such as example.com').optional(),
    emailFrom: text(EMAIL, 'an email address').optional(),
    smsOriginationIdentity: text(E164, 'a phone number in E.164 such as +18885550100').optional(),
    bedrock: bool.default(true),
    bedrockModelId: text(/^[a-z0-9.:-]{3,100}$/, 'a Bedrock model id').optional(),
    codeHookProvisionedConcurrency: int.default(0),
    publicBaseUrl: text(/^https:\/\/[^/\s]+$/, 'https://host (no trailing slash)').optional(),
  })
  .strict();

export type StageConfig = z.infer<typeof schema> & {
  readonly stage: string;
  /** EMAIL_FROM: emailFrom, else no-reply@<senderDomain>, else the placeholder of non-production stages. */
  readonly sender: string;
  /** The API's custom domain and its certificate, when the stage has a custom domain. */
  readonly api?: { readonly domainName: string; readonly certificateArn: string };
};

export const DEFAULT_EMAIL_FROM = 'no-reply@receptionist.example';

/**
 * The typed configuration of one stage: cdk.json's `stages.<stage>` object, each key overridable on the command line
 * (`-c alertEmail=ops@example.com`). A value that is malformed, a production stage that misses a required setting, or a
 * setting that contradicts another stops the synth with a message naming the setting.
 */
export function parseStageConfig(stage: string, fromFile: unknown, overrides: Partial<Record<string, unknown>>): StageConfig {
  if (fromFile !== undefined && (typeof fromFile !== 'object' || fromFile === null || Array.isArray(fromFile))) {
    throw new Error(`cdk.json context stages.${stage} must be an object of stage settings`);
  }
  const merged: Record<string, unknown> = { ...(fromFile as Record<string, unknown> | undefined) };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined && value !== null && value !== '') merged[key] = value;
  }
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    if (issue.code === 'unrecognized_keys') {
      throw new Error(`Stage ${stage}: unknown setting ${issue.keys.join(', ')} (known: ${Object.keys(STAGE_SETTINGS).join(', ')})`);
    }
    throw new Error(`Stage ${stage}: setting ${key} is invalid: ${issue.message} (${STAGE_SETTINGS[key as StageSettingName] ?? ''})`);
  }
  const c = parsed.data;
  const fail = (setting: StageSettingName, why: string): never => {
    throw new Error(`Stage ${stage}: ${why} (setting ${setting}: ${STAGE_SETTINGS[setting]}).`);
  };

  if (c.production) {
    for (const key of PRODUCTION_REQUIRED) {
      if (c[key] === undefined) fail(key, `production stage without ${key}: set it in cdk.json (context.stages.${stage}.${key}) or with -c ${key}=...`);
    }
    if (c.bedrock && !c.bedrockModelId) fail('bedrockModelId', 'production stage with the Bedrock interpreter on but no model chosen (or set bedrock=false)');
  }
  if (c.certificateArn && c.certificateArn.split(':')[3] !== 'us-east-1') fail('certificateArn', 'CloudFront only uses certificates from us-east-1');
  if ((c.domainName === undefined) !== (c.certificateArn === undefined)) {
    fail(c.domainName ? 'certificateArn' : 'domainName', 'domainName and certificateArn go together');
  }
  if (c.connectRecordingsBucket && !c.connectInstanceArn) fail('connectInstanceArn', 'connectRecordingsBucket only applies to an existing Connect instance');
  if (c.connectInstanceArn && c.region && c.connectInstanceArn.split(':')[3] !== c.region) {
    fail('connectInstanceArn', `the instance is in ${c.connectInstanceArn.split(':')[3]}, the stage in ${c.region}`);
  }
  if (c.emailFrom && c.senderDomain && !c.emailFrom.endsWith(`@${c.senderDomain}`)) fail('emailFrom', `the sender must be an address of senderDomain ${c.senderDomain}`);

  let api: StageConfig['api'];
  if (c.domainName) {
    const apiCertificateArn = c.apiCertificateArn ?? (c.region === 'us-east-1' ? c.certificateArn : undefined);
    if (!apiCertificateArn) fail('apiCertificateArn', `the API's custom domain needs a certificate in ${c.region ?? 'the stack region'}`);
    if (c.region && apiCertificateArn!.split(':')[3] !== c.region) fail('apiCertificateArn', `the certificate must be in the stack's region ${c.region}`);
    api = { domainName: c.apiDomainName ?? `api.${c.domainName}`, certificateArn: apiCertificateArn! };
  }
  const sender = c.emailFrom ?? (c.senderDomain ? `no-reply@${c.senderDomain}` : DEFAULT_EMAIL_FROM);
  return { ...c, stage, sender, api, publicBaseUrl: c.publicBaseUrl ?? (c.domainName ? `https://${c.domainName}` : undefined) };
}

/** The context keys read as stage settings (cdk.json's stages.<stage> first, then `-c key=value`). */
export function stageOverrides(tryGetContext: (key: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.keys(STAGE_SETTINGS).map((key) => [key, tryGetContext(key)]));
}
