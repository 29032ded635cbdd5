import { expect, test } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/*
 * Reports and AI Call Insights name the range they cover the way an owner reads dates ("Dec 28, 2025 – Jan 3, 2026"),
 * not as ISO dates ("2025-12-28 to 2026-01-03"). Custom ranges in the past, so the server's clock does not matter.
 */

for (const width of [1280, 375]) {
  test(`the range of Reports and Insights reads as dates at ${width} px`, async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    await page.setViewportSize({ width, height: 800 });

    await page.goto('/dashboard/reports?range=custom&from=2025-12-28&to=2026-01-03');
    await expect(page.getByText(/ · test calls left out$/)).toHaveText(/^Dec 28, 2025 – Jan 3, 2026 · /);
    await page.goto('/dashboard/reports?range=custom&from=2025-03-02&to=2025-03-08');
    await expect(page.getByText(/ · test calls left out$/)).toHaveText(/^Mar 2 – 8, 2025 · /);

    await page.goto('/dashboard/insights?range=custom&from=2025-03-02&to=2025-03-31');
    const inShort = page.getByRole('region', { name: 'In short', exact: true });
    await expect(inShort).toContainText('No real calls from Mar 2 to Mar 31, 2025.');
    await page.goto('/dashboard/insights?range=custom&from=2025-03-04&to=2025-03-04');
    await expect(inShort).toContainText('No real calls on Mar 4, 2025.');
    await expect(page.locator('body')).not.toContainText('2025-03');
  });
}
