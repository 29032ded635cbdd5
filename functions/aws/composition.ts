import type { Services } from '../core/services.js';
import type { AppConfig } from '../core/config.js';
import { parseConfig } from '../core/config.js';
import { createDb, type Db } from '../data/client.js';
import { buildRepositories, type RepositoryClasses } from '../data/repositories.js';
import { scopedRepositories, type RepositoryName } from '../core/repository-scope.js';

/**
 * What every Lambda has before its own adapters: the environment, the configuration parsed once and the table.
 * A wiring (functions/aws/wiring/*) builds its adapters from these.
 */
export interface LambdaBase {
  readonly env: NodeJS.ProcessEnv;
  readonly config: AppConfig;
  readonly db: Db;
}

/** The ports a Lambda wires one by one; everything else in Services every Lambda has. */
export type WiredPorts = Pick<Services, 'email' | 'sms' | 'workflows' | 'phoneNumbers' | 'outboundCaller' | 'voice' | 'recordings' | 'google' | 'secretCipher'>;

/**
 * What a wiring stands for: a route group's `need` (functions/api/route-groups.ts, which CDK turns into grants), or
 * 'recordings' (the call recordings lib/telephony.ts grants to the calls and account groups).
 */
export type WiringNeed = 'email' | 'sms' | 'workflows' | 'connect' | 'outbound-calls' | 'polly' | 'google' | 'recordings';

/**
 * One AWS adapter (or a pair, as Google's gateway and its token cipher) from the base. A Lambda lists the wirings
 * it uses, so its bundle holds those adapters and their libraries and no others (issue 15: a cold start parses the
 * whole bundle).
 */
export interface Wiring {
  readonly need: WiringNeed;
  readonly wire: (base: LambdaBase) => Partial<WiredPorts>;
}

/** Names the wiring's need beside its factory. */
export const wiring = (need: WiringNeed, wire: Wiring['wire']): Wiring => ({ need, wire });

/**
 * A port this Lambda did not wire. Calling it is a programming error (the Lambda's entry forgot a wiring, and CDK
 * granted it nothing for that service either, so the adapter would only have failed on the missing grant): the
 * error says which port and where to add it.
 */
function notWired(lambda: string, port: string): never {
  return new Proxy(
    {},
    {
      get(_target, property) {
        // Not a thenable: `await services.x` must not look like a pending promise.
        if (property === 'then') return undefined;
        // Rejects as the adapter's own call would (every port method is async), so callers that log a failed send
        // and carry on still do.
        return () => Promise.reject(new Error(`The ${lambda} Lambda has no '${port}' wired: add its wiring (functions/aws/wiring/) to its entry`));
      },
    },
  ) as never;
}

export interface ComposeOptions {
  /**
   * The repositories this Lambda's code uses, by class: only those are built, and only those are bundled (a route
   * group lists its own in its entry; `ALL_REPOSITORIES` where the whole domain runs). Any other throws when called.
   */
  readonly repositories: RepositoryClasses;
  /** The Lambda's name in the not-wired error. */
  readonly name?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** false: the Lambda never signs or verifies session tokens, so it neither reads nor needs the token secret. */
  readonly tokenSecret?: boolean;
}

/**
 * The composition root of one Lambda: configuration from the environment (the token secret from Secrets Manager,
 * read once per cold start), the table and the repositories it lists, and the adapters of `wirings`, each built once. A port
 * no wiring provides fails when used (see notWired). Each Lambda entry calls this with its own list.
 */
export async function composeLambda(wirings: readonly Wiring[], options: ComposeOptions): Promise<Services> {
  const env = options.env ?? process.env;
  const lambda = options.name ?? env.ROUTE_GROUP ?? env.WORKFLOW_NAME ?? 'this';
  let secret = env.TOKEN_SECRET;
  if (options.tokenSecret !== false && !secret && env.TOKEN_SECRET_ARN) {
    // Imported here, not at the top: only a cold start with a secret ARN needs this client.
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: env.TOKEN_SECRET_ARN }));
    secret = out.SecretString;
  }
  const config = options.tokenSecret === false ? parseConfig(env, { tokenSecret: false }) : parseConfig({ ...env, TOKEN_SECRET: secret });
  const db = createDb({ tableName: config.TABLE_NAME });
  const base: LambdaBase = { env, config, db };
  const wired: Partial<WiredPorts> = Object.assign({}, ...wirings.map((w) => w.wire(base)));
  return {
    config,
    repos: scopedRepositories(buildRepositories(db, options.repositories), Object.keys(options.repositories) as RepositoryName[], lambda),
    email: wired.email ?? notWired(lambda, 'email'),
    sms: wired.sms ?? notWired(lambda, 'sms'),
    workflows: wired.workflows ?? notWired(lambda, 'workflows'),
    phoneNumbers: wired.phoneNumbers ?? notWired(lambda, 'phoneNumbers'),
    outboundCaller: wired.outboundCaller ?? notWired(lambda, 'outboundCaller'),
    voice: wired.voice ?? notWired(lambda, 'voice'),
    recordings: wired.recordings ?? notWired(lambda, 'recordings'),
    // Optional ports: absent means "not set up here" (calendar features answer that Google Calendar is not set up).
    ...(wired.google ? { google: wired.google } : {}),
    ...(wired.secretCipher ? { secretCipher: wired.secretCipher } : {}),
    now: () => new Date(),
  };
}
