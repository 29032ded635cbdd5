import { expect, test, type Page } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';
import { expectNoHorizontalScroll } from './public-support';

/*
 * Assistant Configuration, Transfer to Human: the optional after-hours on-call phone. Checked, saved, shown again after
 * a reload and cleared, on a desktop (1280 px) and a phone (375 px) screen.
 */

const status = (page: Page) => page.getByTestId('save-status');
const onCall = (page: Page) => page.getByLabel('After-hours on-call phone (optional)');

for (const width of [1280, 375]) {
  test(`the after-hours on-call phone is set, checked, saved and cleared at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard/assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Assistant Configuration' })).toBeVisible();

    await page.getByRole('switch', { name: 'Enable call transfer' }).check();
    await page.getByLabel('Transfer phone number').fill('(212) 555-0199');
    await onCall(page).scrollIntoViewIfNeeded();
    await expect(onCall(page)).toBeVisible();
    await expect(page.getByText('Outside your working hours, urgent callers')).toBeVisible();
    await expectNoHorizontalScroll(page, `assistant transfer settings at ${width} px`);

    // Not a number: said at the field, and nothing is sent.
    await onCall(page).fill('call Sam');
    await onCall(page).blur();
    await expect(onCall(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(onCall(page)).toHaveAccessibleDescription(/Enter a valid phone number, e\.g\. \+1 212 555 0147, or leave it empty\./);

    await onCall(page).fill('(917) 555-0142');
    await expect(onCall(page)).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(status(page)).toHaveText('All changes saved');
    const saved = (await (await page.request.get('/api/assistant-configurations/me')).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ transfer_calls_enabled: true, transfer_phone_number: '+12125550199', after_hours_transfer_phone_number: '+19175550142' });

    await page.reload();
    await expect(onCall(page)).toHaveValue('+19175550142');
    await onCall(page).fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(status(page)).toHaveText('All changes saved');
    const cleared = (await (await page.request.get('/api/assistant-configurations/me')).json()) as Record<string, unknown>;
    expect(cleared.after_hours_transfer_phone_number).toBeNull();
    expect(cleared.transfer_phone_number).toBe('+12125550199');
  });
}
