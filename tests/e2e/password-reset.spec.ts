import { expect, test } from '@playwright/test';
import { loginThroughPage, signUpOverApi, uniqueEmail } from './support';
import { emailsTo, expectNoSeriousA11yViolations, newestEmailTo, saveScreenshot } from './public-support';

/*
 * Issue 3 item 5 (forgot password made real) and item 6 (Login states): from the Login page's link to a new
 * password, reading the email from the local SES emulator (GET /dev/outbox.json).
 */

const REQUESTED = 'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.';
const NEW_PASSWORD = 'Brand-New-Pass-77';

/** The reset link's path, from the newest reset email to `email`. */
async function resetPathFromEmail(request: Parameters<typeof newestEmailTo>[0], email: string) {
  const message = await newestEmailTo(request, email, /Reset your AI Receptionist password/);
  expect(message.subject).toBe('Reset your AI Receptionist password');
  expect(message.text).toContain('valid for 1 hour');
  const link = message.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, message.text).toBeTruthy();
  return new URL(link!).pathname;
}

test('full reset: request from Login, email, new password, all sessions end, sign in with the new password', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow(); // two browser contexts, three sign-ins and a password hash on each side
  const account = await signUpOverApi(request);

  // Another device is signed in before the reset.
  const otherContext = await browser.newContext();
  const otherDevice = await otherContext.newPage();
  await loginThroughPage(otherDevice, account.email, account.password);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email.toUpperCase());
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(REQUESTED);

  const path = await resetPathFromEmail(request, account.email);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset password form');
  await saveScreenshot(page, testInfo, 'reset-password-form-1280');

  // Mismatched confirmation is caught before anything is sent.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The two passwords do not match.');

  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. Sign in with your new password.');
  await expectNoSeriousA11yViolations(page, 'reset password done');

  // The other device's session ended with the password change.
  await otherDevice.goto('/dashboard');
  await expect(otherDevice).toHaveURL(/\/login$/);
  await otherContext.close();

  // The old password no longer works; the new one does.
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome Back!')).toBeVisible();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('banner').getByText(account.business.name)).toBeVisible();

  // The link worked once: opening it again says so, with a way to ask for a new one.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link has already been used. Request a new link if you still need to reset your password.',
  );
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an unknown email gets the same answer and no email is sent', async ({ page, request }) => {
  const email = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(REQUESTED);
  expect(await emailsTo(request, email)).toHaveLength(0);
});

test('while sending, the button says so; too many requests show when to try again', async ({ page, request }) => {
  const account = await signUpOverApi(request);
  await page.goto('/forgot-password');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/password-reset', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByRole('status')).toHaveText(REQUESTED);
  await page.unroute('**/api/auth/password-reset');

  // Two more are allowed within the hour, the fourth is throttled.
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Use a different email' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toHaveText(REQUESTED);
  }
  await page.getByRole('button', { name: 'Use a different email' }).click();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many password reset requests for this email\. Try again in \d+ minutes?\.$/);
});

test('a link that is not valid gets a clear message before any password is typed', async ({ page }) => {
  await page.goto(`/reset-password/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is not valid. Request a new link to reset your password.',
  );
  await expect(page.getByLabel('New password')).toHaveCount(0);
});

test('6. Login: Signing In... while submitting, then Welcome Back! and the dashboard', async ({ page, request }) => {
  const account = await signUpOverApi(request);
  await page.goto('/login');
  await expect(page.getByLabel('Remember me')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  release();
  await expect(page.getByText('Welcome Back!')).toBeVisible();
  await page.waitForURL('**/dashboard');
});
