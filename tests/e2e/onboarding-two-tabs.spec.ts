import { expect, test, type Page } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/*
 * Onboarding open in two tabs (or a save retried after it landed): the tab opened first must not overwrite the other
 * tab's save. Its save is refused with a message a person understands, what it typed stays, and "Reload latest
 * version" puts the typing on top of the other tab's save, which the next Continue saves.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const acceptDialogs = (page: Page) => page.on('dialog', (d) => void d.accept()); // the gate's no-website alert

test('two tabs of AI config step 2: the older tab is told, keeps its typing, reloads and saves both FAQs', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  acceptDialogs(page);
  const openStep2 = async (tab: Page) => {
    await tab.goto('/onboarding/ai-config?step=2');
    await expect(tab.getByRole('heading', { name: 'Personalize Customer Interaction' })).toBeVisible();
  };
  await openStep2(page);
  const tabB = await page.context().newPage();
  acceptDialogs(tabB);
  await openStep2(tabB);
  await field(tabB, 'Question 1').fill('Do you take walk-ins?');
  await field(tabB, 'Answer 1').fill('Yes, until 4 pm.');
  await tabB.getByRole('button', { name: 'Continue to Configuration' }).click();
  await expect(tabB.getByRole('heading', { name: 'Configure Your AI Assistant' })).toBeVisible();

  // Tab A, opened before tab B's save, writes its own FAQ.
  await field(page, 'Question 1').fill('Is there parking?');
  await field(page, 'Answer 1').fill('Free, behind the shop.');
  await page.getByRole('button', { name: 'Continue to Configuration' }).click();
  const refused = page.getByTestId('changed-elsewhere');
  await expect(refused).toContainText('changed elsewhere (another tab or device)');
  await expect(refused).toContainText('What you typed stays in the form');
  await expect(page.getByRole('heading', { name: 'Personalize Customer Interaction' })).toBeVisible();
  await expect(field(page, 'Answer 1')).toHaveValue('Free, behind the shop.');
  const between = (await (await page.request.get('/api/businesses/me')).json()) as { business_questions: Array<{ question: string }> };
  expect(between.business_questions.map((q) => q.question)).toEqual(['Do you take walk-ins?']);

  await refused.getByRole('button', { name: 'Reload latest version' }).click();
  await expect(refused).toBeHidden();
  await expect(field(page, 'Question 1')).toHaveValue('Is there parking?');
  await expect(field(page, 'Question 2')).toHaveValue('Do you take walk-ins?');
  await page.getByRole('button', { name: 'Continue to Configuration' }).click();
  await expect(page.getByRole('heading', { name: 'Configure Your AI Assistant' })).toBeVisible();
  const after = (await (await page.request.get('/api/businesses/me')).json()) as { business_questions: Array<{ question: string }> };
  expect(after.business_questions.map((q) => q.question).sort()).toEqual(['Do you take walk-ins?', 'Is there parking?']);
});

test('two tabs of company details: the older tab is told, keeps its typing, and after a reload updates the one address', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  acceptDialogs(page);
  const fillDetails = async (tab: Page, street: string) => {
    await field(tab, 'Street Address').fill(street);
    await field(tab, 'City').fill('Springfield');
    await field(tab, 'State / Province').fill('IL');
    await field(tab, 'Country').selectOption('US');
    await field(tab, 'ZIP / Postal Code').fill('62701');
    await field(tab, 'Business Category').selectOption('Hair / Beauty Salon');
  };
  await page.goto('/onboarding/company-details');
  await expect(page.getByRole('heading', { name: 'Company Details' })).toBeVisible();
  const tabB = await page.context().newPage();
  acceptDialogs(tabB);
  await tabB.goto('/onboarding/company-details');
  await fillDetails(tabB, '1 Oak Lane');
  await tabB.getByRole('button', { name: 'Continue' }).click();
  await expect(tabB.getByRole('heading', { name: 'Choose Your Call Handling Method' })).toBeVisible();

  await fillDetails(page, '22 Elm Street');
  await page.getByRole('button', { name: 'Continue' }).click();
  const refused = page.getByTestId('changed-elsewhere');
  await expect(refused).toContainText('changed elsewhere');
  await expect(field(page, 'Street Address')).toHaveValue('22 Elm Street');
  await refused.getByRole('button', { name: 'Reload latest version' }).click();
  await expect(refused).toBeHidden();
  await expect(field(page, 'Street Address')).toHaveValue('22 Elm Street');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Call Handling Method' })).toBeVisible();
  const me = (await (await page.request.get('/api/businesses/me')).json()) as { business_addresses: Array<{ address_line: string }> };
  expect(me.business_addresses.map((a) => a.address_line)).toEqual(['22 Elm Street']);
});
