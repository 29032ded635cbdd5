import { expect, test } from '@playwright/test';
import { signInOverApi, signUpOverApi, uniqueEmail } from './support';
import { emailsTo } from './public-support';

/*
 * A double click on Save Changes while the sign-in email changes: one save goes out, the email changes once, one
 * confirmation mail is sent, and the page says saved (not "changed in another tab" about its own first click).
 */

test('a double click on Save Changes with a new email saves once and sends one confirmation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();

  const newEmail = uniqueEmail('moved');
  await page.getByLabel('Email address').fill(newEmail);
  await page.getByLabel('Current password').fill(account.password);
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/profiles/') patches.push(r.url());
  });
  // The answer is held back a moment, so the second click lands while the first save is in flight.
  await page.route('**/api/profiles/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save Changes' }).dblclick();

  await expect(page.getByTestId('profile-saved')).toBeVisible();
  await expect(page.getByTestId('profile-error')).toHaveCount(0);
  expect(patches).toHaveLength(1);
  const me = (await (await page.request.get('/api/profiles/me')).json()) as { user: { email: string }; lock_version: number };
  expect(me.user.email).toBe(newEmail);
  expect(me.lock_version).toBe(1);
  // One request went out, so one confirmation can have been sent.
  await expect.poll(async () => (await emailsTo(request, newEmail)).length).toBe(1);
});
