import * as z from 'zod';

/**
 * Configuration is read from the environment once, in a composition root, and handed down.
 * A missing or malformed value stops the process with a readable message.
 */
const schema = z.object({
  STAGE: z.string().min(1).default('local'),
  TABLE_NAME: z.string().min(1).default('receptionist'),
  /** Where the product is reached; links in email and SMS start with it. */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
  /** HMAC secret for access tokens (Secrets Manager in AWS, a file under DATA_DIR locally). */
  TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must be at least 32 characters'),
  /** Cookies carry Secure in AWS; locally the site is plain http. */
  SECURE_COOKIES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  EMAIL_FROM: z.string().email().default('no-reply@receptionist.example'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Test-only escape hatch for the website fetcher: allow loopback targets (sample sites in tests). */
  FETCH_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The website fetcher's limit per page, redirects included (tests shorten it for the site that never answers). */
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * Amazon Connect instance whose numbers the assistant uses (AWS only). Without it, phone numbers come from the
   * local pool of fictional 555-01xx numbers. CONNECT_CONTACT_FLOW_ID: the flow a claimed number is associated with.
   */
  CONNECT_INSTANCE_ARN: z.string().startsWith('arn:').optional(),
  CONNECT_CONTACT_FLOW_ID: z.string().min(1).optional(),
  /**
   * Where Amazon Connect stores call recordings (s3://bucket/prefix, set by lib/telephony.ts); the call log says a
   * phone call's audio is in AWS when it is set. Absent locally: there is no audio, only the transcript.
   */
  /** SES configuration set of the stage (bounce and complaint suppression); set by CDK. */
  SES_CONFIGURATION_SET: z.string().min(1).optional(),
  /** Registered toll-free or 10DLC number SMS are sent from (E.164); set by CDK from the stage's smsOriginationIdentity. */
  SMS_ORIGINATION_NUMBER: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164').optional(),
  CALL_RECORDINGS_LOCATION: z.string().startsWith('s3://', 'must start with s3://').optional(),
  /**
   * Amazon Bedrock model the Lex code hook asks for a second opinion on turns the local understanding reads poorly
   * (set by lib/telephony.ts unless the stage says -c bedrock=false). Absent locally: no interpreter, nothing asked.
   */
  BEDROCK_MODEL_ID: z.string().regex(/^[a-z0-9.:-]{3,200}$/, 'must be a Bedrock model id such as amazon.nova-micro-v1:0').optional(),
  /**
   * Local server only (never read in AWS): its clock starts at this instant and then runs at the normal pace, so
   * behaviour that depends on the hour or the weekday (open now, today, same-day bookings) can be tried at any time.
   */
  /** Set by CDK on each Lambda (never locally): the route group a Lambda serves (lib/api.ts), named in its traces. */
  ROUTE_GROUP: z.string().min(1).optional(),
  /** The workflow the shared task Lambda serves (lib/workflows.ts). */
  WORKFLOW_NAME: z.string().min(1).optional(),
  /** The stage's state machines by workflow name, as JSON (lib/workflows.ts); none locally (the local runner). */
  STATE_MACHINE_ARNS: z
    .string()
    .default('{}')
    .transform((v, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(v);
      } catch {
        parsed = null;
      }
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of workflow names to state machine ARNs' });
      return z.NEVER;
    }),
  /** Google Calendar where lib/google-calendar.ts granted it: the OAuth client's secret and the tokens' KMS key. */
  GOOGLE_OAUTH_SECRET_ARN: z.string().min(1).optional(),
  GOOGLE_TOKEN_KEY_ID: z.string().min(1).optional(),
  CLOCK_START: z.iso
    .datetime({ offset: true, message: 'must be an instant with its offset, e.g. 2026-11-29T03:00:00-05:00' })
    .transform((v) => new Date(v))
    .optional(),
});

type FullConfig = z.infer<typeof schema>;
export type AppConfig = Omit<FullConfig, 'TOKEN_SECRET'> & {
  /** Absent only in a Lambda that never signs or verifies session tokens (the Lex code hook). */
  TOKEN_SECRET?: string;
};

/** The whole configuration; `tokenSecret: false` for a process that never signs tokens and so does not read the secret. */
export function parseConfig(env: Record<string, string | undefined>, options: { tokenSecret?: boolean } = {}): AppConfig {
  return parseWith(options.tokenSecret === false ? schema.omit({ TOKEN_SECRET: true }) : schema, env);
}

/** Only the settings `keys`, validated as in parseConfig: for a Lambda that needs no more (the health check, the call lookup). */
export function parseConfigOf<K extends keyof FullConfig>(env: Record<string, string | undefined>, keys: readonly K[]): Pick<FullConfig, K> {
  const mask = Object.fromEntries(keys.map((k) => [k, true])) as { [P in keyof FullConfig]?: true };
  return parseWith(schema.pick(mask), env) as unknown as Pick<FullConfig, K>;
}

function parseWith<T extends z.ZodType>(part: T, env: Record<string, string | undefined>): z.infer<T> {
  const result = part.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
