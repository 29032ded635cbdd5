import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectPrerendered } from '../../../web/build/prerender-landing';
import { renderLandingMarkup } from '../../../web/src/landing-prerender';

const SHELL = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/assets/landing.js"></script></body></html>';

describe('landing pre-render (issue 15 item 4)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the hero, its calls to action as plain links, and no script or inline style', () => {
    const markup = renderLandingMarkup();
    expect(markup).toContain('<h1 id="hero-title" class="hero__title">Never Miss a Call, Never Miss a Customer</h1>');
    expect(markup).toContain('<a class="btn btn--primary btn--lg" href="/onboarding/account-setup">Start Free Trial</a>');
    expect(markup).toContain('href="/login"');
    // The animated card as the browser's first render has it (reduced motion applies after hydration).
    expect(markup).toContain('data-testid="call-demo"');
    expect(markup).not.toMatch(/<script[\s>]/);
    expect(markup).not.toMatch(/\sstyle="/);
  });

  it('does not depend on the date of the build (the footer year comes after hydration)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:59:00Z'));
    const december = renderLandingMarkup();
    vi.setSystemTime(new Date('2031-06-01T08:00:00Z'));
    const later = renderLandingMarkup();
    expect(later).toBe(december);
    expect(december).toContain('<p>© <!-- -->AI Receptionist Ltd. All rights reserved.</p>');
    expect(december).not.toMatch(/20(26|31)/);
  });

  it('puts the markup inside the empty root and keeps the rest of the HTML', () => {
    const html = injectPrerendered(SHELL, '<main><h1>Hi</h1></main>');
    expect(html).toBe(SHELL.replace('<div id="root"></div>', '<div id="root"><main><h1>Hi</h1></main></div>'));
  });

  it('refuses an HTML without exactly one empty root, empty markup, and markup the CSP would break', () => {
    expect(() => injectPrerendered('<body><div id="root">x</div></body>', '<p>a</p>')).toThrow(/exactly one/);
    expect(() => injectPrerendered(SHELL.replace('</body>', '<div id="root"></div></body>'), '<p>a</p>')).toThrow(/exactly one/);
    expect(() => injectPrerendered(SHELL, '  ')).toThrow(/rendered nothing/);
    expect(() => injectPrerendered(SHELL, '<p>a</p><script>alert(1)</script>')).toThrow(/<script>/);
    expect(() => injectPrerendered(SHELL, '<p style="color:red">a</p>')).toThrow(/style attribute/);
  });
});
