/**
 * The terminal caller: `npm run call -- --to <linked number> --from <caller number>`.
 *
 * Talks to a running `npm start` (PORT, or --url) through its local-only /dev/calls endpoints: the business is
 * found by the dialed number exactly as the Connect contact flow finds it, and every line typed is one caller
 * turn for the same dialog engine. The call is recorded like any real call (Call Recording Logs). End of input
 * (Ctrl-D) or Ctrl-C hangs up.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

interface Args {
  to: string;
  from: string | null;
  url: string;
  token: string;
}

const USAGE =
  'Usage: npm run call -- --to <linked number> [--from <caller number>] [--url http://localhost:3000] [--token <key>]\n' +
  'The key to /dev/calls is read from DATA_DIR/dev-token (.data/dev-token by default), written by npm start.';

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return undefined;
    const arg = argv[i];
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
  };
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const to = get('to');
  if (!to) {
    console.error(USAGE);
    process.exit(2);
  }
  const url = (get('url') ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
  return { to, from: get('from') ?? null, url, token: get('token') ?? readDevToken() };
}

/** npm start writes the key beside its data; only someone who can read that folder can drive calls. */
function readDevToken(): string {
  const file = join(resolve(process.env.DATA_DIR ?? '.data'), 'dev-token');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    console.error(`Cannot read ${file}. Start the product first (npm start, with the same DATA_DIR), or pass --token.`);
    process.exit(2);
  }
}

interface Reply {
  id?: string;
  say: string;
  action: 'continue' | 'transfer' | 'message' | 'hangup';
  transfer_to?: string;
  ended: boolean;
  business_name?: string;
  error?: string;
}

let devToken = '';

async function post(url: string, body: unknown): Promise<Reply> {
  let res: Response;
  try {
    // Like every state-changing call: JSON, from the site's origin; the dev token stands in for an owner's session.
    const headers = { 'content-type': 'application/json', origin: new URL(url).origin, 'x-dev-token': devToken };
    res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new Error(`Could not reach ${new URL(url).origin}. Is \`npm start\` running?`);
  }
  const json = (await res.json().catch(() => ({}))) as Reply & { errors?: string[] };
  if (!res.ok) throw new Error(json.errors?.join('; ') || json.error || `HTTP ${res.status}`);
  return json;
}

function show(reply: Reply) {
  console.log(`\x1b[36mAssistant:\x1b[0m ${reply.say}`);
  if (reply.action === 'transfer') console.log(`\x1b[33m[transferring the call to ${reply.transfer_to}]\x1b[0m`);
  if (reply.action === 'hangup') console.log('\x1b[33m[the assistant hung up]\x1b[0m');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  devToken = args.token;
  const start = await post(`${args.url}/dev/calls`, { to: args.to, from: args.from });
  const id = start.id!;
  console.log(`\x1b[2mCalling ${start.business_name ?? args.to} from ${args.from ?? 'an unknown number'} (call ${id}). Type what the caller says; Ctrl-D hangs up.\x1b[0m`);
  show(start);
  if (start.ended) return;

  const rl = createInterface({ input: process.stdin, output: process.stdout, prompt: '\x1b[32mYou:\x1b[0m ' });
  let ended = false;
  let queue = Promise.resolve();
  const hangUp = async () => {
    if (ended) return;
    ended = true;
    try {
      const call = (await post(`${args.url}/dev/calls/${id}/end`, {})) as unknown as { outcome?: string; duration_seconds?: number };
      console.log(`\x1b[2m[you hung up: ${call.outcome ?? 'ended'}, ${call.duration_seconds ?? 0}s]\x1b[0m`);
    } catch (error) {
      console.error((error as Error).message);
    }
  };
  rl.on('SIGINT', () => rl.close());
  rl.on('line', (line) => {
    // Piped input is not echoed by the terminal: show what the caller said.
    if (!process.stdin.isTTY) console.log(line);
    // Lines are answered one at a time, in order, even when pasted together.
    queue = queue.then(async () => {
      if (ended) return;
      try {
        const reply = await post(`${args.url}/dev/calls/${id}/turns`, { text: line });
        show(reply);
        if (reply.ended) {
          ended = true;
          rl.close();
          return;
        }
      } catch (error) {
        console.error(`\x1b[31m${(error as Error).message}\x1b[0m`);
      }
      rl.prompt();
    });
  });
  rl.on('close', () => {
    queue = queue.then(hangUp);
  });
  rl.prompt();
}

main().catch((error: unknown) => {
  console.error(`\x1b[31m${(error as Error).message}\x1b[0m`);
  process.exit(1);
});
