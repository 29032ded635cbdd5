import { expect, test } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/*
 * Company details asks for the business's time zone. Before, onboarding never did, so a clinic in San Francisco
 * was left on the default America/New_York: its hours, "today" and reminders three hours off.
 */

test.describe('onboarding time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("company details starts from the owner's own zone, shows it, and saves the one chosen", async ({ page, request }) => {
    page.on('dialog', (d) => void d.accept()); // the no-website alert of the gate
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/onboarding/company-details');
    await expect(page.getByRole('heading', { name: 'Company Details' })).toBeVisible();

    const zone = page.getByLabel('Time Zone', { exact: true });
    await expect(zone).toHaveValue('America/Los_Angeles');
    await expect(zone.locator('option:checked')).toHaveText(/^\(UTC-0[78]:00\) Pacific Time \(US & Canada\)$/);

    await page.getByLabel('Street Address', { exact: true }).fill('200 Harbor Way');
    await page.getByLabel('City', { exact: true }).fill('Denver');
    await page.getByLabel('State / Province', { exact: true }).fill('CO');
    await page.getByLabel('Country', { exact: true }).selectOption('US');
    await page.getByLabel('Business Category', { exact: true }).selectOption('Clinic / Therapist');
    await zone.selectOption('America/Denver');
    // A US ZIP that is not one is refused with the API's own words, and nothing is saved.
    await page.getByLabel('ZIP / Postal Code', { exact: true }).fill('ABC!!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Zip code must be a 5-digit ZIP code (like 12345) or ZIP+4 (like 12345-6789) for an address in the United States',
    );
    await expect(page.getByRole('heading', { name: 'Company Details' })).toBeVisible();
    expect(((await (await page.request.get('/api/businesses/me')).json()) as { business_addresses: unknown[] }).business_addresses).toEqual([]);
    await page.getByLabel('ZIP / Postal Code', { exact: true }).fill('80202');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Call Handling Method' })).toBeVisible();

    const me = (await (await page.request.get('/api/businesses/me')).json()) as { time_zone: string; industry: string };
    expect(me).toMatchObject({ time_zone: 'America/Denver', industry: 'Clinic / Therapist' });

    // Back on the page, the saved zone is shown, not the browser's.
    await page.goto('/onboarding/company-details');
    await expect(page.getByLabel('Time Zone', { exact: true })).toHaveValue('America/Denver');
  });

  test.describe('from a Chicago browser', () => {
    test.use({ timezoneId: 'America/Chicago' });

    test("a Maine address proposes Eastern time, says so, and the owner's pick wins", async ({ page, request }) => {
      page.on('dialog', (d) => void d.accept());
      const account = await signUpOverApi(request);
      await signInOverApi(page, account.email, account.password);
      await page.goto('/onboarding/company-details');
      const zone = page.getByLabel('Time Zone', { exact: true });
      const hint = page.getByTestId('zone-hint');
      await expect(zone).toHaveValue('America/Chicago');
      await expect(hint).toHaveText("Set from this device's clock. Change it if your business is elsewhere.");

      await page.getByLabel('Street Address', { exact: true }).fill('12 Commercial St');
      await page.getByLabel('City', { exact: true }).fill('Portland');
      await page.getByLabel('Country', { exact: true }).selectOption('US');
      await page.getByLabel('ZIP / Postal Code', { exact: true }).fill('04101');
      // The ZIP alone is enough; the state then confirms it.
      await expect(zone).toHaveValue('America/New_York');
      await page.getByLabel('State / Province', { exact: true }).fill('Maine');
      await expect(zone).toHaveValue('America/New_York');
      await expect(zone).toHaveAccessibleDescription('Set from your address in Maine. Change it if your business keeps another time zone.');

      // The owner picks another zone: it stays, whatever the address says next.
      await zone.selectOption('America/Halifax');
      await expect(hint).toHaveCount(0);
      await page.getByLabel('State / Province', { exact: true }).fill('ME');
      await expect(zone).toHaveValue('America/Halifax');
      await zone.selectOption('America/New_York');
      await page.getByLabel('Business Category', { exact: true }).selectOption('Clinic / Therapist');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Choose Your Call Handling Method' })).toBeVisible();
      const me = (await (await page.request.get('/api/businesses/me')).json()) as { time_zone: string };
      expect(me.time_zone).toBe('America/New_York');

      // Back on the page, the saved Maine address still gives Eastern time, not the browser's Central.
      await page.goto('/onboarding/company-details');
      await expect(page.getByLabel('Time Zone', { exact: true })).toHaveValue('America/New_York');
    });
  });

  test.describe('an owner who chose New York, from a Chicago browser', () => {
    test.use({ timezoneId: 'America/Chicago' });

    for (const width of [1280, 375]) {
      test(`company details keeps the New York zone the owner chose and does not ask again (${width} px)`, async ({ page, request }, testInfo) => {
        page.on('dialog', (d) => void d.accept());
        await page.setViewportSize({ width, height: 900 });
        const account = await signUpOverApi(request);
        await signInOverApi(page, account.email, account.password);
        // The owner keeps Eastern Time on the Business Hours tab: New York is now their choice, not the default.
        await page.goto('/dashboard/assistant');
        await page.getByRole('tab', { name: 'Business Hours' }).click();
        await page.getByTestId('zone-unset').getByRole('button', { name: 'Keep Eastern Time' }).click();
        await page.getByRole('button', { name: 'Save Settings' }).click();
        await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
        const chosen = (await (await page.request.get('/api/businesses/me')).json()) as { time_zone: string; time_zone_set: boolean };
        expect(chosen).toMatchObject({ time_zone: 'America/New_York', time_zone_set: true });

        await page.goto('/onboarding/company-details');
        const zone = page.getByLabel('Time Zone', { exact: true });
        // Not the browser's Central time, and no "set from this device" hint asking the owner to check it.
        await expect(zone).toHaveValue('America/New_York');
        await expect(page.getByTestId('zone-hint')).toHaveCount(0);
        // An address in another zone does not override the choice either.
        await page.getByLabel('Street Address', { exact: true }).fill('200 Harbor Way');
        await page.getByLabel('City', { exact: true }).fill('Denver');
        await page.getByLabel('State / Province', { exact: true }).fill('CO');
        await page.getByLabel('Country', { exact: true }).selectOption('US');
        await page.getByLabel('ZIP / Postal Code', { exact: true }).fill('80202');
        await expect(zone).toHaveValue('America/New_York');
        await page.screenshot({ path: testInfo.outputPath(`zone-chosen-${width}.png`), fullPage: true });
        await page.getByLabel('Business Category', { exact: true }).selectOption('Clinic / Therapist');
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByRole('heading', { name: 'Choose Your Call Handling Method' })).toBeVisible();
        const saved = (await (await page.request.get('/api/businesses/me')).json()) as { time_zone: string; time_zone_set: boolean };
        expect(saved).toMatchObject({ time_zone: 'America/New_York', time_zone_set: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
});
