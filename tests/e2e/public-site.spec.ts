import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, saveScreenshot } from './public-support';

/*
 * Issue 3, the public site: the landing page (item 1), /how-it-works (2), Help (3), the legal pages (4),
 * the newsletter (5), and for every page of the issue: axe, 375 px without sideways scroll, screenshots.
 * The simulated call card's schedule is in landing-demo.spec.ts; the password reset in password-reset.spec.ts.
 */

const SIGN_UP_START = '/onboarding/account-setup';

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Never Miss a Call, Never Miss a Customer' })).toBeVisible();
}

test.describe('1. landing page', () => {
  test('hero, top bar, sections, calls to action and marketing claims', async ({ page }) => {
    await openLanding(page);
    await expect(page).toHaveTitle(/AI Receptionist/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Features', '#features'],
      ['How It Works', '#how-it-works'],
      ['Testimonials', '#testimonials'],
      ['Try Demo', '#demo'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    for (const id of ['features', 'how-it-works', 'testimonials', 'demo', 'faq']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }

    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', SIGN_UP_START);
    await expect(page.getByRole('link', { name: 'Try a Demo Now' })).toHaveAttribute('href', SIGN_UP_START);
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', SIGN_UP_START);

    // Claims of spec sections 1, 2 and 9.
    const main = page.getByRole('main');
    await expect(main.getByText('14-day free trial', { exact: true })).toBeVisible();
    await expect(main.getByText('No credit card required', { exact: true })).toBeVisible();
    await expect(main.getByText('Set up in about 5 minutes', { exact: true })).toBeVisible();
    await expect(page.locator('.hero__proof')).toContainText('4.9/5');
    await expect(page.locator('.hero__proof')).toContainText('50,000+ teams');
    const stats = page.locator('#testimonials .stats');
    await expect(stats.getByText('50,000+', { exact: true })).toBeVisible();
    await expect(stats.getByText('4.9/5', { exact: true })).toBeVisible();
    await expect(page.locator('.marquee__group').first()).toContainText('our revenue is up 30%');

    // Problems, features, integrations strip, three steps, industries.
    await expect(page.getByRole('heading', { name: 'Every missed call is a customer who called someone else' })).toBeVisible();
    await expect(page.locator('#features .card')).toHaveCount(8);
    const strip = page.getByRole('region', { name: 'Works with the tools you already use' });
    for (const name of ['Google Calendar', 'Outlook', 'HubSpot', 'Salesforce']) {
      await expect(strip.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.locator('#how-it-works .step')).toHaveCount(3);
    for (const industry of ['Restaurants', 'Clinics', 'Retail', 'Service providers', 'Real estate', 'Salons']) {
      await expect(page.locator('#industries').getByRole('heading', { name: industry, exact: true })).toBeVisible();
    }
    await expect(page.locator('#faq .faq__question')).toHaveCount(5);
    await expect(page.getByText('Most businesses are live in 5-10 minutes', { exact: false })).toBeHidden(); // closed until opened

    // Footer: legal links and the newsletter field.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(footer.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('the calls to action open the sign-up start and the legal links open the legal pages', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(new RegExp(`${SIGN_UP_START}$`));
    await openLanding(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.goBack();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('anchor links scroll smoothly to the start of their section and move focus there', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: Array<{ id: string; options: unknown }> = [];
      (window as unknown as { __scrollCalls: typeof calls }).__scrollCalls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        calls.push({ id: this.id, options });
        return original.call(this, options);
      };
    });
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const navHeight = await page.locator('.landing-nav').evaluate((el) => el.getBoundingClientRect().height);

    for (const [label, id] of [
      ['Features', 'features'],
      ['Testimonials', 'testimonials'],
      ['How It Works', 'how-it-works'],
      ['Try Demo', 'demo'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      const calls = await page.evaluate(() => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls);
      expect(calls.at(-1)).toEqual({ id, options: { behavior: 'smooth', block: 'start' } });
      // Aligned to the section's start, just below the sticky top bar.
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(Math.floor(navHeight));
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThanOrEqual(Math.ceil(navHeight) + 12);
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeFocused();
    }
  });

  test('with reduced motion, anchor links jump without smooth scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        calls.push(options);
        return original.call(this, options);
      };
    });
    await openLanding(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    const calls = await page.evaluate(() => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls);
    expect(calls.at(-1)).toEqual({ behavior: 'auto', block: 'start' });
    // The page itself is never smooth-scrolled by CSS either.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });

  test('the top bar gains a shadow past 100 px of scroll and loses it when scrolled back', async ({ page }) => {
    await openLanding(page);
    const bar = page.locator('.landing-nav');
    const shadow = () => bar.evaluate((el) => getComputedStyle(el).boxShadow);
    await expect(bar).not.toHaveClass(/is-scrolled/);
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');

    await page.evaluate(() => window.scrollTo(0, 100));
    await page.waitForFunction(() => window.scrollY === 100);
    await expect(bar).not.toHaveClass(/is-scrolled/);

    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(bar).toHaveClass(/is-scrolled/);
    await expect.poll(shadow).not.toBe('none');
    // Still at the top of the viewport: the bar is sticky.
    expect(await bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(bar).toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(bar).not.toHaveClass(/is-scrolled/);
    await expect.poll(shadow).toBe('none');
  });

  test('FAQ accordion: one answer open at a time, and clicking the open question closes it', async ({ page }) => {
    await openLanding(page);
    const questions = page.locator('#faq .faq__question');
    const answers = page.locator('#faq .faq__answer');
    await expect(questions).toHaveCount(5);
    for (let i = 0; i < 5; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');

    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers.nth(0)).toBeVisible();
    await expect(answers.nth(0)).toContainText('5-10 minutes');

    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(answers.nth(2)).toBeVisible();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(answers.nth(0)).toBeHidden();
    await expect(page.locator('#faq .faq__answer:visible')).toHaveCount(1);

    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#faq .faq__answer:visible')).toHaveCount(0);

    // The answers carry the trial claims too.
    await page.getByRole('button', { name: 'Do I need a credit card for the free trial?' }).click();
    await expect(page.getByRole('region', { name: 'Do I need a credit card for the free trial?' })).toContainText(
      'The 14-day free trial needs no credit card',
    );
  });

  test('FAQ accordion and top bar work by keyboard', async ({ page }) => {
    await openLanding(page);
    // Tab order starts with the skip link, then the brand, then the top bar's links.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'AI Receptionist home' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    const features = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' });
    await expect(features).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#features')).toBeFocused();
    await expect(page).toHaveURL(/#features$/);

    const q = (n: number) => page.locator('#faq .faq__question').nth(n);
    await q(0).focus();
    await page.keyboard.press('Enter');
    await expect(q(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(q(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(q(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(q(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(q(1)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(q(4)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(q(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(q(4)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(q(0)).toBeFocused();
    // Tab leaves the question for the next one (answers are closed, so nothing in between).
    await page.keyboard.press('Tab');
    await expect(q(1)).toBeFocused();
  });

  test('at 375 px the top bar collapses behind a menu button that works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLanding(page);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Testimonials' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'landing at 375 px with the menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Testimonials' }).click();
    await expect(nav).toBeHidden();
    await expect(page).toHaveURL(/#testimonials$/);
  });

  test('testimonials loop in 15 s, cards switch width at 768 px, and a Pause button stops them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLanding(page);
    const track = page.getByTestId('testimonials-track');
    const card = page.locator('.marquee__group').first().locator('.testimonial').first();
    expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('15s');
    expect(await track.evaluate((el) => getComputedStyle(el).animationIterationCount)).toBe('infinite');
    expect(await card.evaluate((el) => el.getBoundingClientRect().width)).toBe(360);
    await page.setViewportSize({ width: 768, height: 800 });
    expect(await card.evaluate((el) => el.getBoundingClientRect().width)).toBe(360);
    await page.setViewportSize({ width: 767, height: 800 });
    expect(await card.evaluate((el) => el.getBoundingClientRect().width)).toBe(280);

    // The copy that makes the loop seamless is hidden from assistive technology.
    await expect(page.locator('.marquee__group--copy')).toHaveAttribute('aria-hidden', 'true');
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    await page.getByRole('button', { name: 'Play testimonials' }).click();
    await page.mouse.move(0, 0);
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
  });

  test('with reduced motion the testimonials do not move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding(page);
    expect(await page.getByTestId('testimonials-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(page.locator('.marquee__group--copy')).toBeHidden();
  });

  test('a link to /#faq (from Help) lands on the FAQ', async ({ page }) => {
    await page.goto('/#faq');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  });
});

test.describe('5. newsletter', () => {
  test('subscribing confirms on screen; the same address again (any case) is already subscribed', async ({ page }) => {
    const email = uniqueEmail('news');
    await openLanding(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText("Thanks for subscribing! You'll get product news and tips in your inbox.");
    await expect(footer.getByLabel('Email address')).toHaveValue('');

    await footer.getByLabel('Email address').fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText("You're already subscribed. Thanks for staying in touch!");
  });

  test('an address the server rejects shows its message; one the browser rejects is never sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/newsletter/subscriptions') && r.method() === 'POST') posts++;
    });
    await openLanding(page);
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Email address');

    await input.fill('not an email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    expect(posts).toBe(0);

    // Valid for the browser's type=email, not for the server (no domain dot).
    await input.fill('owner@localhost');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Enter a valid email address, like name@example.com.');
    expect(posts).toBe(1);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('owner@example.com');
    await expect(footer.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('2. /how-it-works', () => {
  test('redirects the browser to the static page the build ships', async ({ page, request }) => {
    await page.goto('/how-it-works');
    await page.waitForURL('**/how-it-works.html');
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', SIGN_UP_START);
    const html = await request.get('/how-it-works.html');
    expect(html.status()).toBe(200);
    expect(html.headers()['content-type']).toContain('text/html');
    // Back does not bounce between the route and the page: the redirect replaced the history entry.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  });
});

test.describe('3. help', () => {
  test('heading, header links, three cards with their targets, four static topics', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help you?' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'AI Receptionist home' })).toBeVisible();
    for (const label of ['Dashboard', 'Projects', 'Help']) {
      await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible();
    }

    for (const title of ['Help Center', 'Live Chat Support', 'Submit Feedback']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Browse the FAQ' })).toHaveAttribute('href', '/#faq');
    const chat = page.getByRole('link', { name: /Start a chat/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{8,15}$/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Send feedback' })).toHaveAttribute('href', /^mailto:support@[\w.-]+\?subject=Feedback$/);

    const topics = page.getByRole('region', { name: 'Popular Help Topics' });
    await expect(topics.getByRole('heading', { level: 3 })).toHaveText([
      'Account & Security',
      'Getting Started',
      'Billing & Plans',
      'Advanced Features',
    ]);
    await expect(topics).toContainText('Password reset, two-factor authentication');
    await expect(topics).toContainText('API integration, custom workflows');
    await expect(topics.getByRole('link')).toHaveCount(0); // they link nowhere

    await page.getByRole('link', { name: 'Browse the FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  });
});

test.describe('4. legal pages', () => {
  test('Terms of Service carries every term of the spec, with headings and a date', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(15);
    const article = page.getByRole('article');
    for (const phrase of [
      'governed by the laws of the State of Israel',
      'courts in Tel Aviv',
      'changes take effect 30 days after that notice',
      "at least 30 days' notice of any fee change",
      'limited to the fees you paid us in the 6 months',
      'at least 18 years old',
      'billed monthly or annually, in advance',
      'renews automatically',
      'All payments are non-refundable',
      'except as required by applicable law',
      '14-day free trial',
      'No credit card is needed',
    ]) {
      await expect(article, phrase).toContainText(phrase);
    }
    // The contents list jumps to a section.
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Governing law and jurisdiction' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Governing law and jurisdiction/ })).toBeInViewport();
  });

  test('Privacy Policy: not for children under 13, with headings and a date', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/^Last updated: \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(10);
    const article = page.getByRole('article');
    await expect(article).toContainText('not intended for children under 13');
    await expect(article).toContainText('We do not sell personal information');
    await expect(article).toContainText('Israel');
    await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute('href', '/terms-of-service');
  });
});

/** Every page of the issue: axe, 375 px without horizontal scroll, and screenshots at 375 and 1280 px. */
const PAGES: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  {
    name: 'landing',
    path: '/',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Never Miss a Call, Never Miss a Customer' })).toBeVisible(),
  },
  { name: 'help', path: '/help', ready: (page) => expect(page.getByRole('heading', { name: 'How can we help you?' })).toBeVisible() },
  {
    name: 'terms',
    path: '/terms-of-service',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible(),
  },
  {
    name: 'privacy',
    path: '/privacy-policy',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible(),
  },
  {
    name: 'how-it-works',
    path: '/how-it-works',
    ready: async (page) => {
      await page.waitForURL('**/how-it-works.html');
      await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    },
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    ready: (page) => expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible(),
  },
  {
    name: 'reset-password-invalid-link',
    path: `/reset-password/${'x'.repeat(43)}`,
    ready: (page) => expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible(),
  },
  { name: 'login', path: '/login', ready: (page) => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible() },
];

test.describe('every page: accessibility, phone width, screenshots', () => {
  for (const { name, path, ready } of PAGES) {
    test(`${name}: no serious axe violations; 375 px without horizontal scroll; screenshots`, async ({ page }, testInfo) => {
      test.slow(); // two axe runs and two full-page screenshots
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await ready(page);
      await expectNoSeriousA11yViolations(page, `${name} at 1280 px`);
      await saveScreenshot(page, testInfo, `${name}-1280`);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await ready(page);
      await expectNoHorizontalScroll(page, `${name} at 375 px`);
      await expectNoSeriousA11yViolations(page, `${name} at 375 px`);
      await saveScreenshot(page, testInfo, `${name}-375`);
    });
  }

  test('landing with reduced motion and the FAQ open: no serious axe violations, no horizontal scroll', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 800 });
    await openLanding(page);
    await page.locator('#faq .faq__question').first().click();
    await expectNoHorizontalScroll(page, 'landing, reduced motion, 375 px');
    await expectNoSeriousA11yViolations(page, 'landing, reduced motion, FAQ open');
  });
});
