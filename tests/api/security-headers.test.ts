import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalApp } from '../../functions/local/server.js';
import { CONTENT_SECURITY_POLICY } from '../../functions/api/security-headers.js';
import { createTestServices, TEST_ORIGIN } from '../support/test-services.js';

/** Issue 12, item 8: the security headers on the SPA, the API and the dev pages of the local server. */
let ctx: Awaited<ReturnType<typeof createTestServices>>;
let app: ReturnType<typeof createLocalApp>;
beforeAll(async () => {
  ctx = await createTestServices();
  const webDir = mkdtempSync(join(tmpdir(), 'headers-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
  app = createLocalApp({ services: ctx.services, outbox: { list: async () => [] }, emails: { list: async () => [] }, webDir });
});

function expectSecurityHeaders(headers: Headers, where: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, where).toContain("script-src 'self'");
  expect(csp, where).not.toContain('unsafe-inline');
  expect(csp, where).not.toContain('unsafe-eval');
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("object-src 'none'");
  expect(headers.get('permissions-policy'), where).toContain('microphone=(self)');
  expect(headers.get('permissions-policy'), where).toContain('camera=()');
  expect(headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(headers.get('x-frame-options'), where).toBe('DENY');
  expect(headers.get('referrer-policy'), where).toBe('same-origin');
  // Plain http locally: no HSTS (a browser would ignore it, and it must never pin localhost).
  expect(headers.get('strict-transport-security'), where).toBeNull();
}

describe('security headers (local server)', () => {
  it('are on the SPA (index, history fallback, assets), the API (answers and errors) and the dev outbox', async () => {
    for (const path of ['/', '/dashboard/recordings', '/assets/app.js', '/api/health', '/api/businesses/me', '/api/nothing-here', '/dev/outbox.json']) {
      const res = await app.request(`${TEST_ORIGIN}${path}`);
      expect(res.status, path).toBeLessThan(500);
      expectSecurityHeaders(res.headers, path);
    }
    const refused = await app.request(`${TEST_ORIGIN}/api/auth/logout`, { method: 'POST' });
    expect(refused.status).toBe(403);
    expectSecurityHeaders(refused.headers, 'a refused POST');
    expect((await app.request(`${TEST_ORIGIN}/`)).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('the outbox page allows exactly its own style block by hash, and no script', async () => {
    const res = await app.request(`${TEST_ORIGIN}/dev/outbox`);
    const html = await res.text();
    const style = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`style-src 'sha256-${hash}'`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toContain('<script');
  });

  it('HSTS is sent where cookies are Secure (HTTPS, as in AWS)', async () => {
    const https = await createTestServices({ env: { SECURE_COOKIES: 'true' } });
    const res = await https.app.request(`${TEST_ORIGIN}/api/health`);
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}; includeSubDomains$/);
  });

  it('the pages the site serves have no inline script or style for the policy to block', () => {
    for (const file of ['web/index.html', 'web/landing.html', 'web/public/how-it-works.html']) {
      const html = readFileSync(file, 'utf8');
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g), file).toBeNull();
      expect(html, file).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    }
  });
});
