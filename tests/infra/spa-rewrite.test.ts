import { describe, expect, it } from 'vitest';
import { SPA_REWRITE_CODE } from '../../lib/web-hosting.js';

// The CloudFront Function source is plain ES5-style JavaScript; run it as CloudFront would.
const handler = new Function(`${SPA_REWRITE_CODE}\nreturn handler;`)() as (event: {
  request: { uri: string };
}) => { uri: string };

const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA rewrite (CloudFront Function)', () => {
  it('answers / with the pre-rendered landing page, and only /', () => {
    expect(rewrite('/')).toBe('/landing.html');
    expect(rewrite('/landing.html')).toBe('/landing.html');
  });

  it.each([
    ['/dashboard', '/index.html'],
    ['/login', '/index.html'],
    ['/onboarding/account-setup', '/index.html'],
    ['/businesses/123/edit', '/index.html'],
    ['/sign-up/step-2/', '/index.html'],
    ['/v1.2/settings', '/index.html'],
    ['/apiary', '/index.html'],
  ])('rewrites client route %s to %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it.each(['/index.html', '/how-it-works.html', '/assets/index-3f9a.js', '/assets/app.css', '/favicon.ico', '/robots.txt'])('passes file %s through', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });

  it.each(['/api', '/api/', '/api/health', '/api/businesses/me', '/api/auth/refresh'])('never rewrites API path %s', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });
});
