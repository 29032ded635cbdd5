import './polyfills.js';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { tableAnswers } from '../data/table-admin.js';
import { checkJava, ensureTable, superviseDynamoLocal, type SupervisedDynamoLocal } from './dynamodb-local.js';
import { startSesEmulator, type SesEmulator } from './ses-local.js';
import { buildLocalServices, localConfig } from './local-services.js';
import { createLocalApp } from './server.js';
import { isPortFree } from './ports.js';
import { createLocalWorkflowRunner } from './local-workflows.js';
import type { Services } from '../core/services.js';
import { AccountDeletionService } from '../core/account-data/account-deletion-service.js';
import type { AppConfig } from '../core/config.js';
import { createGoogleStandIn, STANDIN_CLIENT } from './google-standin.js';
import { googleCalendarGateway, standInEndpoints } from '../adapters/google-calendar.js';
import { localKeyFileCipher } from '../adapters/local-key-cipher.js';

/**
 * `npm start`: the whole product on one machine. DynamoDB Local (data under DATA_DIR), the SES emulator,
 * every /api route group and the built SPA, on http://localhost:PORT.
 */
const TABLE_NAME = 'receptionist';

function fail(message: string): never {
  console.error(`\nCannot start: ${message}\n`);
  process.exit(1);
}

export interface StartOptions {
  port: number;
  /** The interface to listen on: loopback unless told (HOST=0.0.0.0 opens the server to the network). */
  host?: string;
  dataDir: string;
  webDir?: string;
  /** Extra environment for the configuration (tests). */
  env?: Record<string, string | undefined>;
  quiet?: boolean;
  /** DynamoDB Local could not be brought back: npm start stops with this message; tests see /api/health say 'down'. */
  onDatabaseLost?: (message: string) => void;
}

export const DEFAULT_HOST = '127.0.0.1';

export async function startLocal(options: StartOptions) {
  const java = checkJava();
  if (!java.ok) throw new StartError(java.message);
  const host = options.host ?? DEFAULT_HOST;
  if (!(await isPortFree(options.port, host))) {
    throw new StartError(`port ${options.port} is already in use. Stop whatever uses it, or choose another port: PORT=3001 npm start`);
  }
  const dynamoDir = join(options.dataDir, 'dynamodb');
  try {
    mkdirSync(dynamoDir, { recursive: true });
    accessSync(options.dataDir, constants.W_OK);
    accessSync(dynamoDir, constants.W_OK);
  } catch (error) {
    throw new StartError(`the data folder ${options.dataDir} cannot be used (${(error as Error).message}). Set DATA_DIR to a writable folder.`);
  }
  const tokenSecret = readOrCreateSecret(join(options.dataDir, 'token-secret'));
  const publicBaseUrl = options.env?.PUBLIC_BASE_URL ?? `http://localhost:${options.port}`;
  let config: AppConfig;
  try {
    config = localConfig({ tableName: TABLE_NAME, tokenSecret, publicBaseUrl, env: options.env });
  } catch (error) {
    // A bad setting (e.g. CLOCK_START) is the person's to fix: its message alone, before anything runs.
    throw new StartError((error as Error).message);
  }
  // The terminal caller's key to /dev/calls (functions/local/call.ts reads it from here).
  const devToken = readOrCreateSecret(join(options.dataDir, DEV_TOKEN_FILE));

  let dynamo: SupervisedDynamoLocal | undefined;
  let ses: SesEmulator | undefined;
  const stops: Array<() => Promise<void>> = [];
  try {
    dynamo = await superviseDynamoLocal({ dataDir: resolve(dynamoDir), onGiveUp: options.onDatabaseLost, log: options.quiet ? () => {} : undefined });
    stops.push(dynamo.stop);
    await ensureTable(dynamo.endpoint, TABLE_NAME);
    ses = await startSesEmulator();
    stops.push(ses.stop);
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    throw error;
  }
  let services!: ReturnType<typeof buildLocalServices>;
  const workflows = createLocalWorkflowRunner(() => services);
  services = buildLocalServices({
    config,
    workflows,
    dynamoEndpoint: dynamo.endpoint,
    sesEndpoint: ses.endpoint,
    // Google Calendar: the official clients against the stand-in served below (the browser reaches its consent
    // page at the public URL; the server calls its token and API endpoints directly). Tokens are encrypted with
    // a key kept in the data folder.
    // GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (a web OAuth client with <PUBLIC_BASE_URL>/api/google/callback as a
    // redirect URI) try the real Google instead.
    google:
      options.env?.GOOGLE_CLIENT_ID && options.env.GOOGLE_CLIENT_SECRET
        ? googleCalendarGateway({ credentials: { clientId: options.env.GOOGLE_CLIENT_ID, clientSecret: options.env.GOOGLE_CLIENT_SECRET } })
        : googleCalendarGateway({
            credentials: STANDIN_CLIENT,
            endpoints: standInEndpoints(publicBaseUrl, `http://127.0.0.1:${options.port}`),
          }),
    secretCipher: localKeyFileCipher(join(options.dataDir, 'google-token-key')),
  });
  services.database = databaseMonitor(dynamo, TABLE_NAME);
  const googleStandIn = createGoogleStandIn({ file: join(options.dataDir, 'google-standin.json') });
  const app = createLocalApp({
    services,
    outbox: services.outbox,
    emails: ses,
    webDir: options.webDir,
    devToken,
    googleStandIn: googleStandIn.app,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => resolveServer(s));
    s.once('error', reject);
  });
  // Node closes an idle keep-alive connection after 5 s; a client that sends its next request on it at that moment
  // gets 'socket hang up' (seen in the end-to-end tests on a busy machine). Idle connections are kept longer than any
  // client here waits between requests, as load balancers do (60 s); the headers timeout must exceed it.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  stops.push(() => new Promise((r) => server.close(() => r())));
  stops.push(async () => workflows.stopAll());
  // Executions that were waiting when the server last stopped (e.g. reminders) carry on.
  const resumed = await workflows.resume();
  if (resumed && !options.quiet) console.log(`Resumed ${resumed} workflow execution(s).`);
  // Account deletions a crash interrupted are finished (their marker stays until every step is done).
  const finished = await new AccountDeletionService(services as Services).resumePending();
  if (finished && !options.quiet) console.log(`Finished ${finished} interrupted account deletion(s).`);
  return {
    url: publicBaseUrl,
    services,
    dynamoEndpoint: dynamo.endpoint,
    sesEndpoint: ses.endpoint,
    /** The Java process of DynamoDB Local now (a new one after a restart). */
    get dynamoPid() {
      return dynamo.pid();
    },
    database: dynamo,
    host,
    server,
    devToken,
    workflows,
    /** Stops the HTTP server, the SES emulator and DynamoDB Local (no Java process left behind). */
    async stop() {
      for (const stop of stops.reverse()) await stop().catch(() => {});
    },
  };
}

export class StartError extends Error {}

export const DEV_TOKEN_FILE = 'dev-token';

/** The supervisor's state, and when it says up, DynamoDB Local's own answer (a hung process is not healthy). */
function databaseMonitor(dynamo: SupervisedDynamoLocal, tableName: string): NonNullable<Services['database']> {
  return {
    state: () => dynamo.state(),
    async check() {
      const state = dynamo.state();
      if (state !== 'up') return state;
      if (await tableAnswers(dynamo.endpoint, tableName)) return 'up';
      return dynamo.state() === 'up' ? 'not_answering' : dynamo.state();
    },
  };
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 32) return value;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const started = Date.now();
  const portText = process.env.PORT ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a number from 1 to 65535 (got '${portText}')`);
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const webDir = resolve(process.env.WEB_DIR ?? 'dist/web');
  if (!existsSync(join(webDir, 'index.html')) && process.env.SKIP_WEB_BUILD !== 'true') {
    console.log('Building the web app (first start)...');
    const { build } = await import('vite');
    await build({ configFile: resolve('web/vite.config.ts'), logLevel: 'warn' });
  }
  const hostText = process.env.HOST?.trim() || DEFAULT_HOST;
  let running: Awaited<ReturnType<typeof startLocal>>;
  let stopping = false;
  try {
    running = await startLocal({
      port,
      host: hostText,
      dataDir,
      webDir,
      env: process.env,
      onDatabaseLost: (message) => {
        console.error(`\nStopping: ${message}\n`);
        if (stopping) return;
        stopping = true;
        void running.stop().finally(() => process.exit(1));
      },
    });
  } catch (error) {
    fail(error instanceof StartError ? error.message : (error as Error).stack ?? String(error));
  }
  const shown = hostText === '0.0.0.0' || hostText === '::' ? 'localhost' : hostText.includes(':') ? `[${hostText}]` : hostText;
  console.log(`Ready: http://${shown === DEFAULT_HOST ? 'localhost' : shown}:${port} (in ${((Date.now() - started) / 1000).toFixed(1)} s; data in ${dataDir}; outbox at /dev/outbox)`);
  console.log(
    hostText === DEFAULT_HOST || hostText === 'localhost' || hostText === '::1'
      ? `Listening on ${hostText} only (HOST=0.0.0.0 opens it to your network).`
      : `Listening on ${hostText}: reachable from your network. The outbox answers this machine only.`,
  );
  console.log(`npm run call reads its key to /dev/calls from ${join(dataDir, DEV_TOKEN_FILE)}.`);
  const clockStart = running.services.config.CLOCK_START;
  if (clockStart) console.log(`The clock started at ${clockStart.toISOString()} (CLOCK_START), not at the real time.`);
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('functions/local/start.ts')) {
  void main();
}
