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
});
