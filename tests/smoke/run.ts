/**
 * Smoke test of a deployed stage (or the local server): `npm run smoke -- --url https://app.example.com`.
 *
 *   1. GET /api/health answers {status: 'ok'} (the API is reachable through the site's domain);
 *   2. the site itself answers HTML;
 *   3. signs up a test owner (POST /api/auth/signup; the cookies it sets sign the next requests);
 *   4. places a test call through the API (start, one caller turn, end) and finds it in the call log.
 *
 * Each step prints one line; the first failure stops the run with exit code 1 and says what was expected.
 * The test owner stays (its email is printed): smoke owners are named smoke-<time>@<--email-domain, default example.com>.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'email-domain': { type: 'string', default: 'example.com' },
    timeout: { type: 'string', default: '15000' },
  },
});
const base = (values.url ?? '').replace(/\/+$/, '');
if (!/^https?:\/\/[^/\s]+$/.test(base)) {
  console.error('Usage: npm run smoke -- --url https://<site domain>   (http://localhost:PORT for the local server)');
  process.exit(2);
}
const timeoutMs = Number(values.timeout);
const cookies = new Map<string, string>();

async function request(method: string, path: string, body?: unknown): Promise<{ status: number; json: any; text: string; type: string }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const eq = pair!.indexOf('=');
    if (eq > 0) cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
  }
  const text = await res.text();
  let json: any = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, type: res.headers.get('content-type') ?? '' };
}

let step = 0;
async function check(name: string, run: () => Promise<string>): Promise<void> {
  step++;
  const started = Date.now();
  try {
    const detail = await run();
    console.log(`ok ${step} ${name} (${Date.now() - started} ms)${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    console.error(`FAILED ${step} ${name}: ${(error as Error).message}`);
    process.exit(1);
  }
}
function expectStatus(res: { status: number; text: string }, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what}: expected HTTP ${status}, got ${res.status} ${res.text.slice(0, 300)}`);
}

const email = `smoke-${Date.now().toString(36)}@${values['email-domain']}`;
let callId = '';

await check('health', async () => {
  const res = await request('GET', '/api/health');
  expectStatus(res, 200, 'GET /api/health');
  if (res.json?.status !== 'ok') throw new Error(`GET /api/health: expected {status: "ok"}, got ${res.text.slice(0, 200)}`);
  return `stage ${res.json.stage}`;
});

await check('site', async () => {
  const res = await request('GET', '/');
  expectStatus(res, 200, 'GET /');
  if (!res.type.includes('text/html')) throw new Error(`GET /: expected HTML, got ${res.type}`);
  return '';
});

await check('sign up a test owner', async () => {
  const res = await request('POST', '/api/auth/signup', {
    user: { email, password: `smoke-${Math.random().toString(36).slice(2)}-Aa1`, full_name: 'Smoke Test' },
    business: { name: 'Smoke Test Salon', phone_number: '+12125550147', website: '' },
  });
  expectStatus(res, 201, 'POST /api/auth/signup');
  if (!cookies.size) throw new Error('sign-up set no session cookie');
  const me = await request('GET', '/api/auth/me');
  expectStatus(me, 200, 'GET /api/auth/me with the new session');
  return email;
});

await check('test call through the API', async () => {
  const started = await request('POST', '/api/test-calls', {});
  expectStatus(started, 201, 'POST /api/test-calls');
  callId = started.json.id;
  if (!callId || !started.json.say) throw new Error(`expected {id, say}, got ${started.text.slice(0, 200)}`);
  const turn = await request('POST', `/api/test-calls/${callId}/turns`, { text: 'What are your opening hours?' });
  expectStatus(turn, 200, 'POST /api/test-calls/{id}/turns');
  if (typeof turn.json?.say !== 'string' || !turn.json.say.trim()) throw new Error(`the assistant said nothing: ${turn.text.slice(0, 200)}`);
  const ended = await request('POST', `/api/test-calls/${callId}/end`);
  expectStatus(ended, 200, 'POST /api/test-calls/{id}/end');
  return `"${started.json.say}" / "${turn.json.say.slice(0, 80)}"`;
});

await check('the call is in the call log', async () => {
  const res = await request('GET', '/api/calls');
  expectStatus(res, 200, 'GET /api/calls');
  if (!res.text.includes(callId)) throw new Error(`call ${callId} is not in GET /api/calls`);
  return '';
});

console.log(`smoke test passed against ${base}`);
