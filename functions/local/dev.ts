import './polyfills.js';
import { resolve } from 'node:path';
import { startLocal, StartError } from './start.js';

/**
 * `npm run dev`: the local API (same stand-ins as `npm start`) on API_PORT (default 3000) and Vite with hot
 * reload on PORT (default 5173), proxying /api to it (web/vite.config.ts reads API_PORT).
 */
async function main() {
  const apiPort = Number(process.env.API_PORT ?? 3000);
  const webPort = Number(process.env.PORT ?? 5173);
  process.env.API_PORT = String(apiPort);
  let api: Awaited<ReturnType<typeof startLocal>>;
  try {
    api = await startLocal({
      port: apiPort,
      host: process.env.HOST?.trim() || undefined,
      dataDir: resolve(process.env.DATA_DIR ?? '.data'),
      env: { ...process.env, PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${webPort}` },
    });
  } catch (error) {
    console.error(`\nCannot start: ${error instanceof StartError ? error.message : (error as Error).stack}\n`);
    process.exit(1);
  }
  const { createServer } = await import('vite');
  const vite = await createServer({ configFile: resolve('web/vite.config.ts'), server: { port: webPort, strictPort: true } });
  await vite.listen();
  console.log(`Ready: http://localhost:${webPort} (hot reload; API on :${apiPort}; outbox at http://localhost:${apiPort}/dev/outbox)`);
  const shutdown = async () => {
    await vite.close();
    await api.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
