import * as z from './zod-mini.js';

/**
 * Configuration is read from the environment once, in a composition root, and handed down.
 * A missing or malformed value stops the process with a readable message. `zod/mini` (core/zod-mini.ts), as every
 * Lambda bundles it.
 */
const nonEmpty = () => z.string().check(z.minLength(1));
const flag = () => z.pipe(z._default(z.enum(['true', 'false']), 'false'), z.transform((v) => v === 'true'));
const schema = z.object({
  STAGE: z._default(nonEmpty(), 'local'),
  TABLE_NAME: z._default(nonEmpty(), 'receptionist'),
  /** Where the product is reached; links in email and SMS start with it. */
  PUBLIC_BASE_URL: z._default(z.url(), 'http://localhost:3000'),
  /** HMAC secret for access tokens (Secrets Manager in AWS, a file under DATA_DIR locally). */
  TOKEN_SECRET: z.string().check(z.minLength(32, 'TOKEN_SECRET must be at least 32 characters')),
  /** Cookies carry Secure in AWS; locally the site is plain http. */
  SECURE_COOKIES: flag(),
  EMAIL_FROM: z._default(z.email(), 'no-reply@receptionist.example'),
  ACCESS_TOKEN_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 900),
  REFRESH_TOKEN_TTL_DAYS: z._default(z.coerce.number().check(z.int(), z.positive()), 30),
  /** Test-only escape hatch for the website fetcher: allow loopback targets (sample sites in tests). */
  FETCH_ALLOW_PRIVATE: flag(),
  /** The website fetcher's limit per page, redirects included (tests shorten it for the site that never answers). */
  FETCH_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(60_000)), 8000),
  /**
   * Amazon Connect instance whose numbers the assistant uses (AWS only). Without it, phone numbers come from the
   * local pool of fictional 555-01xx numbers. CONNECT_CONTACT_FLOW_ID: the flow a claimed number is associated with.
   */
  CONNECT_INSTANCE_ARN: z.optional(z.string().check(z.startsWith('arn:'))),
  CONNECT_CONTACT_FLOW_ID: z.optional(nonEmpty()),
  /**
   * Where Amazon Connect stores call recordings (s3://bucket/prefix, set by lib/telephony.ts); the call log says a
   * phone call's audio is in AWS when it is set. Absent locally: there is no audio, only the transcript.
   */
  /** SES configuration set of the stage (bounce and complaint suppression); set by CDK. */
  SES_CONFIGURATION_SET: z.optional(nonEmpty()),
  /** Registered toll-free or 10DLC number SMS are sent from (E.164); set by CDK from the stage's smsOriginationIdentity. */
  SMS_ORIGINATION_NUMBER: z.optional(z.string().check(z.regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164'))),
  CALL_RECORDINGS_LOCATION: z.optional(z.string().check(z.startsWith('s3://', 'must start with s3://'))),
  /**
   * Amazon Bedrock model the Lex code hook asks for a second opinion on turns the local understanding reads poorly
   * (set by lib/telephony.ts unless the stage says -c bedrock=false). Absent locally: no interpreter, nothing asked.
   */
  BEDROCK_MODEL_ID: z.optional(z.string().check(z.regex(/^[a-z0-9.:-]{3,200}$/, 'must be a Bedrock model id such as amazon.nova-micro-v1:0'))),
  /**
   * Local server only (never read in AWS): its clock starts at this instant and then runs at the normal pace, so
   * behaviour that depends on the hour or the weekday (open now, today, same-day bookings) can be tried at any time.
   */
  /** Set by CDK on each Lambda (never locally): the route group a Lambda serves (lib/api.ts), named in its traces. */
  ROUTE_GROUP: z.optional(nonEmpty()),
  /** The workflow the shared task Lambda serves (lib/workflows.ts). */
  WORKFLOW_NAME: z.optional(nonEmpty()),
  /** The stage's state machines by workflow name, as JSON (lib/workflows.ts); none locally (the local runner). */
  STATE_MACHINE_ARNS: z.pipe(
    z._default(z.string(), '{}'),
    z.transform((v, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(v);
      } catch {
        parsed = null;
      }
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
      ctx.issues.push({ code: 'custom', message: 'must be a JSON object of workflow names to state machine ARNs', input: v, path: [] });
      return z.NEVER;
    }),
  ),
  /** Google Calendar where lib/google-calendar.ts granted it: the OAuth client's secret and the tokens' KMS key. */
  GOOGLE_OAUTH_SECRET_ARN: z.optional(nonEmpty()),
  GOOGLE_TOKEN_KEY_ID: z.optional(nonEmpty()),
  CLOCK_START: z.optional(
    z.pipe(
      z.iso.datetime({ offset: true, message: 'must be an instant with its offset, e.g. 2026-11-29T03:00:00-05:00' }),
      z.transform((v) => new Date(v)),
    ),
  ),
});

type FullConfig = z.infer<typeof schema>;
export type AppConfig = Omit<FullConfig, 'TOKEN_SECRET'> & {
  /** Absent only in a Lambda that never signs or verifies session tokens (the Lex code hook). */
  TOKEN_SECRET?: string;
};

/** The whole configuration; `tokenSecret: false` for a process that never signs tokens and so does not read the secret. */
export function parseConfig(env: Record<string, string | undefined>, options: { tokenSecret?: boolean } = {}): AppConfig {
  return parseWith(options.tokenSecret === false ? z.omit(schema, { TOKEN_SECRET: true }) : schema, env);
}

/** Only the settings `keys`, validated as in parseConfig: for a Lambda that needs no more (the health check, the call lookup). */
export function parseConfigOf<K extends keyof FullConfig>(env: Record<string, string | undefined>, keys: readonly K[]): Pick<FullConfig, K> {
  const mask = Object.fromEntries(keys.map((k) => [k, true])) as { [P in keyof FullConfig]?: true };
  return parseWith(z.pick(schema, mask), env) as unknown as Pick<FullConfig, K>;
}

function parseWith<T extends z.ZodMiniType>(part: T, env: Record<string, string | undefined>): z.infer<T> {
  const result = part.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
