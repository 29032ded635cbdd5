import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 15 item 4, the landing page's first paint: `/` is served as landing.html with the page pre-rendered at build
 * time (web/build/prerender-landing.ts), hydrated by React without the app's router (web/src/landing-main.tsx); every
 * other route gets the app's empty shell (index.html), so a deep link never shows the landing hero.
 */

const HERO = 'Never Miss a Call, Never Miss a Customer';
const SIGN_UP_START = '/onboarding/account-setup';

/** Errors the page reports (a hydration mismatch is one: React logs it and throws the server's markup away). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** True once React has hydrated the element (it keeps its fiber on the DOM node). */
const hydrated = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  }, selector);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`landing pre-render at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the HTML of / holds the styled hero before any script runs', async ({ page, request, browser }) => {
      const html = await (await request.get('/')).text();
      expect(html).toContain(`<h1 id="hero-title" class="hero__title">${HERO}</h1>`);
      expect(html).toContain(`href="${SIGN_UP_START}"`);
      // Every script is a file (the CSP allows no inline script); the landing CSS is a stylesheet, not a late injection.
      expect(html.match(/<script\b[^>]*>/g)!.every((tag) => / src="\/assets\/[^"]+\.js"/.test(tag))).toBe(true);
      expect(html).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/landing-page-[^"]+\.css">/);
      // No router in what `/` loads: the app's chunk comes later, when the visitor heads into the app.
      expect(html).not.toMatch(/start-app-[^"]+\.js/);
      // Production builds only: React's production build reports errors by number; its development build carries
      // warnings like the missing-key one.
      const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      const code = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join('\n');
      expect(code).toContain('Minified React error');
      expect(code).not.toContain('unique "key" prop');
      // The budget of issue 15: at most 100 KB of JS and CSS, gzip, for everything the HTML of / asks for.
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
      const bodies = await Promise.all(assets.map(async (file) => (await request.get(file)).body()));
      const gzipKB = bodies.reduce((n, body) => n + gzipSync(body, { level: 9 }).length, 0) / 1024;
      expect(gzipKB).toBeLessThanOrEqual(100);

      // With script off entirely, the hero is there and styled by the landing CSS.
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const noScript = await context.newPage();
      await noScript.goto('/');
      const title = noScript.getByRole('heading', { level: 1, name: HERO });
      await expect(title).toBeVisible();
      const weight = await title.evaluate((el) => Number(getComputedStyle(el).fontWeight));
      expect(weight).toBeGreaterThanOrEqual(700);
      await expect(noScript.getByRole('link', { name: 'Start Free Trial' })).toBeInViewport();
      await context.close();

      // Held scripts: the hero still paints from the HTML alone.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      expect(await hydrated(page, '#hero-title')).toBe(false);
      release();
      await expect.poll(() => hydrated(page, '#hero-title')).toBe(true);
    });

    test('hydrates the pre-rendered page in place, and a call to action goes into the app without a reload', async ({ page }) => {
      const errors = collectErrors(page);
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      // Marks on the server's nodes: hydration keeps them; a mismatch would make React render new ones.
      await page.evaluate(() => {
        for (const id of ['hero-title', 'faq-title']) (document.getElementById(id) as HTMLElement & { mark?: boolean }).mark = true;
      });
      release();
      await expect.poll(() => hydrated(page, '#hero-title')).toBe(true);
      expect(
        await page.evaluate(() =>
          ['hero-title', 'faq-title'].every((id) => (document.getElementById(id) as HTMLElement & { mark?: boolean }).mark === true),
        ),
      ).toBe(true);
      // The footer's year appears once the page runs (the pre-render has none, whatever the build's date).
      await expect(page.locator('.landing-footer__bottom')).toHaveText(/^© \d{4} AI Receptionist Ltd\. All rights reserved\.$/);

      // Interactive: the FAQ opens.
      const question = page.locator('.faq__question').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(errors).toEqual([]);

      // Hydrated and interactive without the app's router and routes (they come with the first step into the app).
      expect(scripts.filter((path) => /\/start-app-/.test(path))).toEqual([]);

      // The call to action hands over to the app in the same page.
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await page.getByRole('link', { name: 'Start Free Trial' }).click();
      await expect(page).toHaveURL(new RegExp(`${SIGN_UP_START}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeVisible();
      await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

      // Back to `/`: the app's router shows the landing page again.
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await page.getByRole('link', { name: 'Get Started Free' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeVisible();
      // The sign-up page asks for a session and gets the expected 401s; nothing else may go wrong.
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    });

    test('hydrates without a mismatch for a visitor who asked for reduced motion', async ({ browser }) => {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto('/');
      await expect.poll(() => hydrated(page, '#hero-title')).toBe(true);
      // The pre-render is the animated card; the still transcript replaces it right after hydration.
      await expect(page.getByTestId('call-transcript')).toBeVisible();
      await expect(page.getByTestId('call-demo')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      await context.close();
    });

    test('deep links get the app shell and never show the landing hero', async ({ page, request }) => {
      for (const path of ['/login', '/dashboard', '/onboarding/account-setup']) {
        const html = await (await request.get(path)).text();
        expect(html, path).toContain('<div id="root"></div>');
        expect(html, path).not.toContain(HERO);
      }
      // Records whether the hero ever entered the document, from the first parsed node on.
      await page.addInitScript(() => {
        const w = window as unknown as { heroSeen: boolean };
        w.heroSeen = false;
        new MutationObserver(() => {
          if (document.getElementById('hero-title')) w.heroSeen = true;
        }).observe(document, { childList: true, subtree: true });
      });
      const errors = collectErrors(page);
      const heroSeen = () => page.evaluate(() => (window as unknown as { heroSeen: boolean }).heroSeen);

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
      expect(await heroSeen()).toBe(false);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
      expect(await heroSeen()).toBe(false);

      // Signed out, /dashboard still ends on the sign-in page.
      await page.goto('/dashboard');
      await page.waitForURL('**/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(await heroSeen()).toBe(false);
      // The 401s of the session check are expected; nothing else may go wrong.
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    });
  });
}
