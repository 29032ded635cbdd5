import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/** No horizontal scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="variants-editor"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('item variants on the Service Catalog', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of [1280, 375]) {
    test(`sizes with their own prices are added, checked, saved and removed by keyboard at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const account = await signUpOverApi(request);
      await signInOverApi(page, account.email, account.password);
      await page.goto('/dashboard/assistant');
      await page.getByRole('tab', { name: 'Service Catalog' }).click();

      await page.getByRole('button', { name: 'Add Service' }).click();
      await page.getByLabel('Service name').fill('Pepperoni Pizza');
      await page.getByLabel('Price', { exact: true }).fill('14');

      // Two sizes, the second added from the keyboard.
      await page.getByRole('button', { name: 'Add a size or option to Pepperoni Pizza' }).click();
      await page.getByLabel('Option 1 name').fill('Small 12"');
      await page.getByLabel('Option 1 price').fill('14');
      await page.getByRole('button', { name: 'Add a size or option to Pepperoni Pizza' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Option 2 name')).toBeVisible();
      await page.getByLabel('Option 2 name').fill('small 12"');
      await page.getByLabel('Option 2 price').fill('-3');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // The contract's rules, said at the field, before anything is sent.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Name "small 12"" is already used by variant 1; each variant needs its own name')).toBeVisible();
      await expect(page.getByText("Price can't be negative")).toBeVisible();
      await page.getByLabel('Option 2 name').fill('Large 16"');
      await page.getByLabel('Option 2 price').fill('19');
      await page.getByLabel('Option 2 price').press('Enter');

      const row = page.getByTestId('service-row');
      await expect(row).toHaveCount(1);
      await expect(page.getByTestId('service-variants')).toHaveText('Small 12" $14.00 · Large 16" $19.00');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
      await expectNoSidewaysScroll(page);

      // Read back after a reload, from the server.
      await page.reload();
      await page.getByRole('tab', { name: 'Service Catalog' }).click();
      await expect(page.getByTestId('service-variants')).toHaveText('Small 12" $14.00 · Large 16" $19.00');
      const saved = await page.request.get('/api/businesses/me');
      const items = (await saved.json()).business_items;
      expect(items[0].variants).toEqual([
        { name: 'Small 12"', price: '14.00', duration: null },
        { name: 'Large 16"', price: '19.00', duration: null },
      ]);

      // Removed by keyboard and saved: the item has one price again.
      await page.getByRole('button', { name: 'Edit Pepperoni Pizza' }).click();
      await page.getByRole('button', { name: 'Remove option 2 (Large 16") of Pepperoni Pizza' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Remove option 1 (Small 12") of Pepperoni Pizza' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByTestId('service-variants')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
      await page.reload();
      await page.getByRole('tab', { name: 'Service Catalog' }).click();
      await expect(page.getByTestId('service-row')).toHaveCount(1);
      await expect(page.getByTestId('service-variants')).toHaveCount(0);
    });
  }
});
