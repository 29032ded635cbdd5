import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/*
 * A business that never saved a time zone runs in America/New_York on the server (spec section 3; README 'Time zone
 * not set'). The assistant screen's Business Hours tab says the zone is not set, what is used meanwhile, and proposes
 * this device's zone to confirm; saving sets it.
 */

test.use({ timezoneId: 'America/Chicago' });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
}

for (const width of [1280, 375]) {
  test(`an unset time zone is shown as unset, the device's zone is proposed, and confirming saves it (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await signUpOverApi(request);
    const before = (await (await request.get('/api/businesses/me')).json()) as { time_zone: string; time_zone_set: boolean };
    expect(before).toMatchObject({ time_zone: 'America/New_York', time_zone_set: false });

    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard/assistant');
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    const notice = page.getByTestId('zone-unset');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Not set yet. Until you choose one, hours, bookings and reminders use Eastern Time (America/New_York).');
    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveValue('');
    await expect(zone.locator('option:checked')).toHaveText('Not set (Eastern Time is used)');
    await expect(zone).toHaveAccessibleDescription(/Not set yet/);
    const box = (await notice.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page);
    const axe = await new AxeBuilder({ page }).include('.as-field--zone').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // The device's zone (Chicago here) is the proposal; taking it fills the picker, and saving sets it.
    await notice.getByRole('button', { name: 'Use Central Time (US & Canada) (this device)' }).click();
    await expect(zone).toHaveValue('America/Chicago');
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    const after = (await (await page.request.get('/api/businesses/me')).json()) as { time_zone: string; time_zone_set: boolean };
    expect(after).toMatchObject({ time_zone: 'America/Chicago', time_zone_set: true });

    await page.reload();
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
    await expect(page.getByTestId('zone-unset')).toHaveCount(0);
  });
}

test('keeping the default is a choice too: it is then saved as set', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  await page.goto('/dashboard/assistant');
  await page.getByRole('tab', { name: 'Business Hours' }).click();
  await page.getByTestId('zone-unset').getByRole('button', { name: 'Keep Eastern Time' }).click();
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  const after = (await (await page.request.get('/api/businesses/me')).json()) as { time_zone: string; time_zone_set: boolean };
  expect(after).toMatchObject({ time_zone: 'America/New_York', time_zone_set: true });
});
