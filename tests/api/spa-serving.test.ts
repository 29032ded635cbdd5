import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalApp } from '../../functions/local/server.js';
import { createTestServices, TEST_ORIGIN } from '../support/test-services.js';

/**
 * Issue 15 item 4: the local server answers `/` with the pre-rendered landing page (landing.html) and every other
 * client route with the app's empty shell (index.html), as CloudFront's rewrite does (tests/infra/spa-rewrite.test.ts).
 */
const SHELL = '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>';
const LANDING = '<!doctype html><div id="root"><h1>Never Miss a Call</h1></div><script type="module" src="/assets/landing.js"></script>';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

function webBuild(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'spa-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const appOn = (webDir: string) => createLocalApp({ services: ctx.services, outbox: { list: async () => [] }, emails: { list: async () => [] }, webDir });
const get = async (app: ReturnType<typeof appOn>, path: string) => {
  const res = await app.request(`${TEST_ORIGIN}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
};

describe('serving the SPA (local server)', () => {
  it('answers / with landing.html and every other route with the empty shell', async () => {
    const dir = webBuild({ 'index.html': SHELL, 'landing.html': LANDING, 'assets/index.js': 'export {}' });
    try {
      const app = appOn(dir);
      const landing = await get(app, '/');
      expect(landing).toMatchObject({ status: 200, body: LANDING });
      expect(landing.type).toContain('text/html');
      for (const path of ['/login', '/dashboard', '/dashboard/recordings', '/onboarding/account-setup', '/index.html']) {
        expect(await get(app, path), path).toMatchObject({ status: 200, body: SHELL });
      }
      expect(await get(app, '/assets/index.js')).toMatchObject({ status: 200, body: 'export {}' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a build without landing.html answers / with the shell', async () => {
    const dir = webBuild({ 'index.html': SHELL });
    try {
      expect(await get(appOn(dir), '/')).toMatchObject({ status: 200, body: SHELL });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
