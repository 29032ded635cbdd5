import '../../functions/local/polyfills.js';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { Services } from '../../functions/core/services.js';
import type { EmailMessage, SmsMessage, WorkflowRunner } from '../../functions/core/ports.js';
import { parseConfig } from '../../functions/core/config.js';
import { createDb, type Db } from '../../functions/data/client.js';
import { createRepositories } from '../../functions/data/repositories.js';
import { ensureTable } from '../../functions/local/dynamodb-local.js';
import { createLocalApp } from '../../functions/local/server.js';
import { noWorkflows } from '../../functions/local/local-services.js';
import { createLocalWorkflowRunner, type LocalWorkflowOptions } from '../../functions/local/local-workflows.js';
import { localPhonePool } from '../../functions/adapters/local-phone-pool.js';
import { browserOutboundCaller, browserVoiceSynthesizer } from '../../functions/adapters/browser-media.js';
import { noRecordings } from '../../functions/core/calls/call-recordings.js';

/** The local server's key to /dev/calls in tests (npm start makes one per data folder). */
export const TEST_DEV_TOKEN = 'test-dev-token-0123456789-abcdefghijklmnop';

export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

/**
 * Where a test clock starts unless the test sets it: CLOCK_START (an instant with its offset, as for `npm start`), else
 * the real time. `npm test` runs the time-sensitive files again with CLOCK_START at a Sunday night (tests/support/run-all.mjs).
 */
export function testClockStart(env: Record<string, string | undefined> = process.env): Date {
  if (!env.CLOCK_START) return new Date();
  // Read by the server's own rule (functions/core/config.ts), so a malformed value fails here with the same message.
  return parseConfig({ TOKEN_SECRET: 'test-secret-test-secret-test-secret-0123', CLOCK_START: env.CLOCK_START }).CLOCK_START!;
}

/**
 * Real services on DynamoDB Local (a fresh table per call), with email and SMS captured in memory
 * and a clock the test controls.
 */
export async function createTestServices(
  overrides: { workflows?: WorkflowRunner; env?: Record<string, string>; localWorkflows?: LocalWorkflowOptions } = {},
) {
  const endpoint = inject('dynamoEndpoint');
  const tableName = `t-${randomUUID()}`;
  await ensureTable(endpoint, tableName);
  const clock: TestClock = {
    now: testClockStart(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const emails: EmailMessage[] = [];
  const sms: SmsMessage[] = [];
  const db = createDb({ tableName, endpoint });
  // The client beside the services: tests seed and inspect the table with it (the domain only sees `repos`).
  const services: Services & { db: Db } = {
    config: parseConfig({ TOKEN_SECRET: 'test-secret-test-secret-test-secret-0123', TABLE_NAME: tableName, ...overrides.env }),
    db,
    repos: createRepositories(db),
    email: { send: async (m) => void emails.push(m) },
    sms: { send: async (m) => void sms.push(m) },
    workflows: overrides.workflows ?? noWorkflows,
    phoneNumbers: localPhonePool(() => services.db),
    outboundCaller: browserOutboundCaller,
    voice: browserVoiceSynthesizer,
    recordings: noRecordings,
    now: () => clock.now,
  };
  // With `localWorkflows`, workflows run in-process on the real ASL (aws-local-stepfunctions).
  const localRunner = overrides.localWorkflows ? createLocalWorkflowRunner(() => services, overrides.localWorkflows) : null;
  if (localRunner) services.workflows = localRunner;
  const app = createLocalApp({
    services,
    devToken: TEST_DEV_TOKEN,
    outbox: { list: async () => sms.map((m, i) => ({ ...m, id: String(i), sent_at: '' })).reverse() },
    emails: { list: async () => [] },
  });
  emailsByApp.set(app, emails);
  return { services, app, clock, emails, sms, tableName, workflows: localRunner };
}

/** The emails captured by each test app, so `signUp` can follow its confirmation link like the owner would. */
const emailsByApp = new WeakMap<object, EmailMessage[]>();

/** The origin in-process requests are addressed to (the app sees it as the host it is reached on). */
export const TEST_ORIGIN = 'http://localhost';

type Fetchable = { request: (input: string, init?: RequestInit, env?: unknown) => Response | Promise<Response> };

/**
 * A browser stand-in: keeps cookies per path like a browser would, and speaks JSON. `address` is the client address
 * the local server sees (its socket's peer); without it every client shares one unknown address.
 */
export class TestClient {
  private cookies = new Map<string, { value: string; path: string }>();
  /** `address`: the client address the server sees; `headers` go with every request (e.g. the terminal caller's dev token). */
  constructor(
    readonly app: Fetchable,
    private readonly options: { address?: string; headers?: Record<string, string> } = {},
  ) {}

  cookie(name: string) {
    return this.cookies.get(name)?.value;
  }
  setCookie(name: string, value: string, path = '/') {
    this.cookies.set(name, { value, path });
  }
  clearCookies() {
    this.cookies.clear();
  }

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookieHeader = [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([k, c]) => `${k}=${c.value}`)
      .join('; ');
    // As the SPA in a browser: state-changing calls come from the site (Origin) and are declared JSON even without a body.
    const stateChanging = !['GET', 'HEAD'].includes(method.toUpperCase());
    const res = await this.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: {
        ...(body !== undefined || stateChanging ? { 'content-type': 'application/json' } : {}),
        ...(stateChanging ? { origin: TEST_ORIGIN } : {}),
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...this.options.headers,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }, this.options.address ? { incoming: { socket: { remoteAddress: this.options.address } } } : undefined);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attrs.some((a) => /^max-age=0$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json, headers: res.headers };
  }
  get(path: string) {
    return this.call('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.call('POST', path, body ?? {});
  }
  put(path: string, body?: unknown) {
    return this.call('PUT', path, body ?? {});
  }
  patch(path: string, body?: unknown) {
    return this.call('PATCH', path, body ?? {});
  }
  delete(path: string) {
    return this.call('DELETE', path);
  }
}

let counter = 0;
export const uniqueEmail = (prefix = 'owner') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

/** The token of the newest emailed link of `kind` to `email` ('verify-email' or 'signup/continue'), if any. */
export function findEmailedLinkToken(emails: EmailMessage[], email: string, kind: 'verify-email' | 'signup/continue'): string | null {
  const pattern = new RegExp(`/${kind}/([A-Za-z0-9_-]+)`);
  const message = [...emails].reverse().find((m) => m.to === email && pattern.test(m.text));
  return message ? message.text.match(pattern)![1]! : null;
}
export function emailedLinkToken(emails: EmailMessage[], email: string, kind: 'verify-email' | 'signup/continue'): string {
  const token = findEmailedLinkToken(emails, email, kind);
  if (!token) throw new Error(`no ${kind} link emailed to ${email}`);
  return token;
}

/**
 * Signs an owner up over the API (POST /api/auth/signup) and leaves the client signed in. Unless `confirmEmail` is
 * false, the confirmation link the sign-up emailed (if it emailed one) is then used from another client, as the owner
 * would, so the account signs in anywhere.
 */
export async function signUp(
  client: TestClient,
  overrides: { email?: string; password?: string; name?: string; confirmEmail?: boolean } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct-horse-9';
  const res = await client.post('/api/auth/signup', {
    user: { email, password, full_name: 'Test Owner' },
    business: { name: overrides.name ?? 'Test Salon', phone_number: '+12125550147', website: '' },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (overrides.confirmEmail !== false) {
    const emails = emailsByApp.get(client.app);
    if (!emails) throw new Error('signUp needs a client of an app made by createTestServices');
    const token = findEmailedLinkToken(emails, res.body.user.email, 'verify-email');
    const confirmed = token ? await new TestClient(client.app).post('/api/users/email-link', { token }) : null;
    if (confirmed && confirmed.status !== 200) throw new Error(`email confirmation failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  }
  return { email, password, user: res.body.user, business: res.body.business };
}
