import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../functions/local/ports.js';

/** Time from `npm start` (the same command, a fresh data folder) to the "Ready:" line, and a restart on the same data. */
export async function startToReady(): Promise<{ firstStartMs: number; restartMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    const firstStartMs = await once(dataDir);
    const restartMs = await once(dataDir);
    return { firstStartMs, restartMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function once(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = Date.now();
  // tsx itself (not npx, which does not pass SIGINT on) so Ctrl-C reaches the server as it would in a terminal.
  const child = spawn('node_modules/.bin/tsx', ['functions/local/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ms = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.includes('Ready:')) resolve(Date.now() - started);
    });
    child.stderr.on('data', (d) => (out += String(d)));
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before ready:\n${out}`)));
  });
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
  return ms;
}
