import { expect, test } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/*
 * Numbers near the business (issue 18, item 2): the numbers onboarding offers share the business phone's area code,
 * or are the nearest to its address when the phone's area has none; an address the product places (a large metro
 * area's ZIP code or city) decides before the phone. At a desktop and a phone width.
 */

for (const width of [1280, 375]) {
  test(`onboarding offers numbers in the business phone's area code, else nearest its address (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await signUpOverApi(page.request);
    await signInOverApi(page, account.email, account.password);
    const numbers = page.getByRole('radio');

    // A San Francisco phone: San Francisco numbers.
    const sf = await page.request.patch(`/api/businesses/${account.business.id}`, { data: { business: { phone_number: '+1 415 555 0134' } } });
    expect(sf.status(), await sf.text()).toBe(200);
    await page.goto('/onboarding/ai-config?step=3');
    await expect(numbers.first()).toBeChecked();
    for (const label of await numbers.evaluateAll((els) => els.map((e) => (e.parentElement?.textContent ?? '').trim()))) {
      expect(label).toMatch(/^\+1 \(415\) 555-01\d\d$/);
    }

    // A phone whose area has no numbers here (646) and an address in Boston: Boston numbers.
    const boston = await page.request.patch(`/api/businesses/${account.business.id}`, {
      data: {
        business: {
          phone_number: '+1 646 555 0100',
          business_addresses_attributes: [{ address_line: '1 Beacon St', city: 'Boston', state: 'MA', zip_code: '02108', country: 'US' }],
        },
      },
    });
    expect(boston.status(), await boston.text()).toBe(200);
    await page.reload();
    await expect(numbers.first()).toBeChecked();
    const labels = await numbers.evaluateAll((els) => els.map((e) => (e.parentElement?.textContent ?? '').trim()));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/^\+1 \(617\) 555-01\d\d$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

for (const width of [1280, 375]) {
  test(`a Brooklyn business with a San Francisco phone is offered Brooklyn (718) numbers (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await signUpOverApi(page.request);
    await signInOverApi(page, account.email, account.password);
    const saved = await page.request.patch(`/api/businesses/${account.business.id}`, {
      data: {
        business: {
          phone_number: '+1 415 555 0134',
          business_addresses_attributes: [{ address_line: '1187 Atlantic Avenue', city: 'Brooklyn', state: 'NY', zip_code: '11216', country: 'US' }],
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto('/onboarding/ai-config?step=3');
    const numbers = page.getByRole('radio');
    await expect(numbers.first()).toBeChecked();
    const labels = await numbers.evaluateAll((els) => els.map((e) => (e.parentElement?.textContent ?? '').trim()));
    expect(labels).toHaveLength(5);
    for (const label of labels) expect(label).toMatch(/^\+1 \(718\) 555-01\d\d$/);
    await page.screenshot({ path: testInfo.outputPath(`brooklyn-numbers-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
