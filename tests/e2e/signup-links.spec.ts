import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PASSWORD, confirmationToken, signUpOverApi, uniqueEmail } from './support';
import { newestEmailTo } from './public-support';

/*
 * Issue 12 item 2 on the screens: a sign-up in progress cannot be taken over from another browser; the emailed link
 * continues it where it is opened; an address nobody has confirmed signs in elsewhere only after its link.
 */

async function stepOne(page: Page, email: string) {
  await page.goto('/onboarding/account-setup');
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company Name').fill('Quiet Clinic');
  await page.getByLabel('Business Phone').fill('4155550134');
  await page.getByRole('button', { name: 'Continue to Step 2' }).click();
}

test('another browser typing a pending email is sent to the inbox; the emailed link continues the sign-up there', async ({ page, browser, request }) => {
  test.slow(); // two browser contexts and a password hash
  const email = uniqueEmail('takeover');
  await stepOne(page, email);
  await page.waitForURL(/\/signup\/[0-9a-f-]{36}$/);
  const userId = new URL(page.url()).pathname.split('/').pop()!;

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const writes: string[] = [];
  other.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/')) writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await stepOne(other, email);
  await expect(other.getByTestId('signup-link-sent')).toHaveText(
    `A sign-up with this email is already in progress. We have emailed a link to ${email}: open it to continue in this browser (the link works once, within 1 hour).`,
  );
  await expect(other).toHaveURL(/\/onboarding\/account-setup$/);
  // No business was created or changed (the page's session check may try a refresh first).
  expect(writes.filter((w) => w !== 'POST /api/auth/refresh')).toEqual(['POST /api/users']);
  expect((await otherContext.cookies()).map((c) => c.name)).not.toContain('signup_token');

  // The link from the email, opened in that browser.
  const message = await newestEmailTo(request, email, /Continue your AI Receptionist sign-up/);
  const path = new URL(message.text.match(/https?:\/\/\S+\/signup\/continue\/[A-Za-z0-9_-]+/)![0]).pathname;
  await other.goto(path);
  await expect(other.getByRole('heading', { level: 1, name: 'Continue your sign-up' })).toBeVisible();
  await other.getByRole('button', { name: 'Continue Sign-Up' }).click();
  await other.waitForURL(`**/signup/${userId}`);
  await expect(other.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  await expect(other.getByLabel('Email')).toHaveValue(email);
  await other.getByLabel('Full Name').fill('Rae Owner');
  await other.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await other.getByRole('button', { name: 'Set Up Your Assistant Now!' }).click();
  await other.waitForURL('**/onboarding/company-details');

  // Once only: the link opened again, in a new tab (the onboarding tab keeps its own work going).
  const again = await otherContext.newPage();
  await again.goto(path);
  await again.getByRole('button', { name: 'Continue Sign-Up' }).click();
  await expect(again.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible();
  await expect(again.getByRole('alert')).toHaveText('This link has already been used. Sign in, or start the sign-up again to get a new link.');
  await otherContext.close();
});

test('an unconfirmed address: Login says to open the emailed link; the link confirms it, then Sign In works', async ({ page, request }) => {
  const account = await signUpOverApi(request, { confirmEmail: false });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Please confirm your email address before signing in here. We have emailed a link to ${account.email}: open it, then sign in again.`,
  );
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/verify-email/${await confirmationToken(request, account.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Email Address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. You can now sign in with it on any device.');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
});
