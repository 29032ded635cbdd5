import { expect, test, type Page } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/*
 * User Settings open in two tabs: the tab opened first must not overwrite the other tab's save of the contact details.
 * Its save is refused with a message a person understands, what it typed stays, and "Reload latest version" puts the
 * typing on top of the other tab's save.
 */

async function openSettings(page: Page) {
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
}

test('two tabs of User Settings: the older tab is told, keeps its typing, reloads and saves both changes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  await openSettings(page);
  await expect(page.getByLabel('Business name')).toHaveValue(account.business.name);

  const tabB = await page.context().newPage();
  await openSettings(tabB);
  await tabB.getByLabel('Full name').fill('Morgan Lee');
  await tabB.getByRole('button', { name: 'Save Changes' }).click();
  await expect(tabB.getByTestId('profile-saved')).toBeVisible();

  // Tab A, opened before tab B's save, renames the business.
  const renamed = `Harbor Dental ${Date.now().toString(36)}`;
  await page.getByLabel('Business name').fill(renamed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const refused = page.getByTestId('profile-error');
  await expect(refused).toContainText('changed in another tab or on another device');
  await expect(page.getByLabel('Business name')).toHaveValue(renamed);
  const between = await (await page.request.get('/api/profiles/me')).json();
  expect(between).toMatchObject({ business_name: account.business.name, user: { full_name: 'Morgan Lee' } });

  await refused.getByRole('button', { name: 'Reload latest version' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Morgan Lee');
  await expect(page.getByLabel('Business name')).toHaveValue(renamed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('profile-saved')).toBeVisible();
  const after = await (await page.request.get('/api/profiles/me')).json();
  expect(after).toMatchObject({ business_name: renamed, user: { full_name: 'Morgan Lee' } });
  await tabB.close();
});
