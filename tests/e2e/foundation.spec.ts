import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginThroughPage, signUpOverApi, uniqueEmail } from './support';

const NAV_ITEMS = [
  'Dashboard',
  'Assistant Configuration',
  'Start Test Call',
  'Call Recording Logs',
  'Reports',
  'AI Call Insights',
  'User Settings',
  'Help',
];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('login', () => {
  test('signs in through the Login page and lands on the dashboard with the business in the top bar', async ({
    page,
    request,
  }) => {
    const account = await signUpOverApi(request);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText('Welcome Back!')).toBeVisible();
    await page.waitForURL('**/dashboard');

    const topBar = page.getByRole('banner');
    await expect(topBar.getByText(account.business.name)).toBeVisible();
    await expect(topBar.getByText('Demo', { exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Search customers, appointments, calls...')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of NAV_ITEMS) {
      await expect(nav.getByRole(item === 'Start Test Call' ? 'button' : 'link', { name: item, exact: true })).toBeVisible();
    }
    for (const integration of ['Google Calendar', 'Outlook', 'HubSpot', 'Slack', 'Zapier', 'Salesforce']) {
      await expect(page.getByText(integration, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('a wrong password shows the error and stays on /login', async ({ page, request }) => {
    const account = await signUpOverApi(request);

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('an unknown email gets the same error as a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('login throttle', () => {
  test('after too many failures the page shows the server message that says when to retry', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request.post('/api/auth/login', { data: { email: account.email, password: 'wrong-password' } });
      expect(response.status()).toBe(401);
    }

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('dashboard shell', () => {
  test('visiting /dashboard without a session ends on /login', async ({ page }) => {
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('placeholder views show their sentence, and a deep link reload works', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await loginThroughPage(page, account.email, account.password);

    const nav = page.getByRole('navigation', { name: 'Main' });
    const views = [
      { link: 'Call Recording Logs', path: '/dashboard/recordings', sentence: 'Access and manage your call recordings.' },
      { link: 'Reports', path: '/dashboard/reports', sentence: 'Generate and customize your reports.' },
      { link: 'AI Call Insights', path: '/dashboard/insights', sentence: 'Detailed AI analysis of your calls.' },
    ];
    for (const view of views) {
      await nav.getByRole('link', { name: view.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${view.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: view.link })).toBeVisible();
      await expect(page.getByText(view.sentence)).toBeVisible();
      await expect(nav.getByRole('link', { name: view.link, exact: true })).toHaveAttribute('aria-current', 'page');
    }

    // History fallback: the server answers a deep link with the app, which renders the right view.
    await page.goto('/dashboard/reports');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByText('Generate and customize your reports.')).toBeVisible();
    await expect(page.getByRole('banner').getByText(account.business.name)).toBeVisible();
  });

  test('an expired access cookie is renewed through /api/auth/refresh and the dashboard still loads', async ({
    page,
    request,
  }) => {
    const account = await signUpOverApi(request);
    await loginThroughPage(page, account.email, account.password);

    // Drop only the short-lived access token, as if it had expired; the refresh cookie stays.
    await page.context().clearCookies({ name: 'access_token' });
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
    await page.reload();
    await refreshed;

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText(account.business.name)).toBeVisible();
  });

  test('Start Test Call opens the test-call panel (the phone-assistant issue replaced the alert)', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await loginThroughPage(page, account.email, account.password);

    const seen: string[] = [];
    page.on('dialog', (dialog) => {
      seen.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Start Test Call' }).click();
    const panel = page.getByRole('dialog', { name: 'Test Call' });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('call-line').first()).toContainText(`Thank you for calling ${account.business.name}`);
    await panel.getByRole('button', { name: 'Hang up' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    expect(seen).toEqual([]);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Log out ends the session', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await loginThroughPage(page, account.email, account.password);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');

    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  test('at 375px wide the navigation opens behind the menu button', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await page.setViewportSize({ width: 375, height: 740 });
    await loginThroughPage(page, account.email, account.password);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Reports', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Reports', exact: true }).click();

    await expect(page.getByText('Generate and customize your reports.')).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('banner').getByText(account.business.name)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('routing', () => {
  test('an unknown route shows Not found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('/how-it-works hands over to the static page', async ({ page }) => {
    await page.goto('/how-it-works');
    await page.waitForURL('**/how-it-works.html');
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  });

  test('the landing page does not load the dashboard code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((path) => /dashboard/.test(path))).toBe(false);
  });
});
