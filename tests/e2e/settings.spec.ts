import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { loginThroughPage, signInOverApi, signUpOverApi, uniqueEmail } from './support';
import { newestEmailTo } from './public-support';

const DELETE_ALERT = 'Account deletion process initiated. You will receive a confirmation email.';
const SAVED_BANNER = 'Your changes have been saved.';

/** Signs a fresh owner up, signs in and opens User Settings. */
async function openSettings(page: Page, request: APIRequestContext, options: Parameters<typeof signUpOverApi>[1] = {}) {
  const account = await signUpOverApi(request, options);
  await signInOverApi(page, account.email, account.password);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'User Settings' })).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue(account.business.name);
  return account;
}

/** Every request to the API other than reads, with its path and JSON body. */
function recordWrites(page: Page) {
  const writes: Array<{ method: string; path: string; body: any }> = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.method() !== 'GET') {
      writes.push({ method: r.method(), path: url.pathname, body: r.postDataJSON() });
    }
  });
  return writes;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('user settings', () => {
  test('shows the five sections (and the number and data of issue 18), with the fixed password text, and no accessibility violations', async ({ page, request }) => {
    await openSettings(page, request, { fullName: 'Dana Owner' });
    await expect(page.locator('#dash-content').getByRole('heading', { level: 2 })).toHaveText([
      'Company Information',
      'Contact Information',
      "Your assistant's number",
      'Password Management',
      'Notifications & Updates',
      'Your Data',
      'Danger Zone',
    ]);
    await expect(page.getByText('Last changed: 30 days ago')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Dana Owner');
    await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone number')).toHaveAttribute('type', 'tel');
    await expectNoAxeViolations(page);
  });

  test('edits company and contact details: saving state, a 3 s banner, values kept after a reload, top bar renamed', async ({ page, request }) => {
    const account = await openSettings(page, request);
    const newName = `Harbor Dental ${Date.now().toString(36)}`;
    const newEmail = uniqueEmail('renamed');
    await expect(page.getByTestId('business-name')).toHaveText(account.business.name);

    await page.getByLabel('Business name').fill(newName);
    await page.getByLabel('Full name').fill('Morgan Lee');
    await page.getByLabel('Email address').fill(newEmail);
    await page.getByLabel('Current password').fill(account.password);
    // The contact phone starts as the business phone given at sign-up; cleared and typed digit by digit, the number is
    // formatted as it grows.
    await expect(page.getByLabel('Phone number')).toHaveValue('(212) 555-0147');
    await page.getByLabel('Phone number').fill('');
    await page.getByLabel('Phone number').pressSequentially('2125550199');
    await expect(page.getByLabel('Phone number')).toHaveValue('(212) 555-0199');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    // Hold the save back to see the saving state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/profiles/', async (route) => {
      await held;
      await route.continue();
    });
    const writes = recordWrites(page);
    // How long the banner stays, by the page's own clock: when the test process hears of it lags by however busy the
    // machine is, which can make a 3 s banner look like 1.9 s.
    await page.evaluate(() => {
      const seen: { shown?: number; hidden?: number } = {};
      (window as unknown as { bannerSeen: typeof seen }).bannerSeen = seen;
      new MutationObserver(() => {
        const banner = document.querySelector('[data-testid="profile-saved"]');
        if (banner && seen.shown === undefined) seen.shown = performance.now();
        if (!banner && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    const banner = page.getByTestId('profile-saved');
    await expect(banner).toHaveText(SAVED_BANNER);
    await expect(page.getByTestId('business-name')).toHaveText(newName);
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: '/api/profiles/',
        body: {
          business_name: newName,
          user: { full_name: 'Morgan Lee', email: newEmail, current_password: account.password, phone_number: '(212) 555-0199' },
          // The version the page read: a save over another tab's is refused (tests/api/profile-two-tabs.test.ts).
          lock_version: 0,
        },
      },
    ]);
    await expect(banner).toBeHidden({ timeout: 10_000 });
    const seen = await page.evaluate(() => (window as unknown as { bannerSeen: { shown?: number; hidden?: number } }).bannerSeen);
    const shownFor = seen.hidden! - seen.shown!;
    // A page timer fires late on a busy machine, never early.
    expect(shownFor).toBeGreaterThanOrEqual(2900);
    expect(shownFor).toBeLessThan(6000);

    await page.reload();
    await expect(page.getByLabel('Business name')).toHaveValue(newName);
    await expect(page.getByLabel('Full name')).toHaveValue('Morgan Lee');
    await expect(page.getByLabel('Email address')).toHaveValue(newEmail);
    await expect(page.getByLabel('Phone number')).toHaveValue('(212) 555-0199');
    await expect(page.getByTestId('business-name')).toHaveText(newName);

    // Saving again with nothing changed sends nothing.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('No changes to save.')).toBeVisible();
    expect(writes).toHaveLength(1);
  });

  test("shows the server's message when the email belongs to another account, and keeps the saved email", async ({ page, request }) => {
    const other = await signUpOverApi(request);
    const account = await openSettings(page, request);

    await page.getByLabel('Email address').fill(other.email.toUpperCase());
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();

    const email = page.getByLabel('Email address');
    await expect(page.getByText('Email has already been taken')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Email has already been taken/);
    await expect(page.getByTestId('profile-error')).toHaveText('Please correct the highlighted fields and save again.');
    await expect(page.getByTestId('profile-saved')).toHaveCount(0);

    // Editing the field clears its mark.
    await email.fill(`x${other.email}`);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    await page.reload();
    await expect(page.getByLabel('Email address')).toHaveValue(account.email);
  });

  test('changing the email asks for the current password: not sent without it, a wrong one refused, the old address told', async ({
    page,
    request,
  }) => {
    const account = await openSettings(page, request);
    const newEmail = uniqueEmail('moved');
    const writes = recordWrites(page);
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    await page.getByLabel('Email address').fill(newEmail);
    const password = page.getByLabel('Current password');
    await expect(password).toBeVisible();
    await expect(password).toHaveAttribute('type', 'password');

    // Without the password nothing is sent.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Current password is needed to change your email address/);
    await expect(password).toBeFocused();
    expect(writes).toEqual([]);

    // A wrong one: the server's sentence under the field, nothing saved.
    await password.fill('not-my-password');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(password).toHaveAccessibleDescription(/Current password is incorrect/);
    expect(writes).toHaveLength(1);

    await password.fill(account.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('profile-saved')).toHaveText(SAVED_BANNER);
    await expect(page.getByTestId('email-confirm-notice')).toHaveText(
      `We sent a link to ${newEmail} to confirm it. Open it before you sign in with it on another device.`,
    );
    await expect(page.getByLabel('Current password')).toHaveCount(0);
    const notice = await newestEmailTo(request, account.email, /Your AI Receptionist email address was changed/);
    expect(notice.text).toContain(`from ${account.email} to ${newEmail}`);
    await page.reload();
    await expect(page.getByLabel('Email address')).toHaveValue(newEmail);
  });

  test('an impossible phone number is refused before anything is sent', async ({ page, request }) => {
    await openSettings(page, request);
    const writes = recordWrites(page);
    await page.getByLabel('Phone number').fill('12');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Phone number is not a valid phone number')).toBeVisible();
    await expect(page.getByLabel('Phone number')).toBeFocused();
    expect(writes).toEqual([]);
  });

  test('changes the password: a wrong current password is refused, then the new one signs in and other sessions end', async ({
    page,
    request,
    browser,
  }) => {
    const account = await openSettings(page, request);
    const newPassword = 'Fresh-Password-2024!';

    // The same owner signed in elsewhere.
    const elsewhere = await browser.newContext();
    const elsewherePage = await elsewhere.newPage();
    await loginThroughPage(elsewherePage, account.email, account.password);
    expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(200);

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Must be at least 8 characters with numbers and symbols')).toBeVisible();
    await expect(dialog.getByLabel('Current password')).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Current password').fill('not-the-password');
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');

    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('password-notice')).toContainText('Your password has been changed');

    // This browser stays signed in; the other one is signed out.
    await page.reload();
    await expect(page.getByLabel('Business name')).toHaveValue(account.business.name);
    expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(401);
    await elsewhere.close();

    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    await freshPage.goto('/login');
    await freshPage.getByLabel('Email').fill(account.email);
    await freshPage.getByLabel('Password', { exact: true }).fill(account.password);
    await freshPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(freshPage.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await loginThroughPage(freshPage, account.email, newPassword);
    await expect(freshPage).toHaveURL(/\/dashboard$/);
    await fresh.close();
  });

  test('the change form checks the confirmation before calling the server', async ({ page, request }) => {
    await openSettings(page, request);
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current password').fill('whatever-it-is');
    await dialog.getByLabel('New password', { exact: true }).fill('Long-enough-1');
    await dialog.getByLabel('Confirm new password').fill('Long-enough-2');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The new password and its confirmation do not match');
    expect(writes).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeFocused();
  });

  test('reset mode emails a reset link to the account address', async ({ page, request }) => {
    const account = await openSettings(page, request);
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toContainText(account.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `We sent a link to reset your password to ${account.email}. The link is valid for 1 hour.`,
    );
    expect(writes).toEqual([{ method: 'POST', path: '/api/auth/password-reset', body: { email: account.email } }]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the change dialog switches to reset mode for a forgotten password', async ({ page, request }) => {
    await openSettings(page, request);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('dialog', { name: 'Change Password' }).getByRole('button', { name: 'Email me a reset link' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(reset).toBeVisible();
    await expect(reset.getByRole('button', { name: 'Send Reset Link' })).toBeFocused();
  });

  test('delete account: only exactly DELETE and the current password; then the alert, and the account is gone', async ({ page, request }) => {
    const account = await openSettings(page, request);
    const writes = recordWrites(page);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
    const input = dialog.getByLabel('Type DELETE to confirm');
    const password = dialog.getByLabel('Current password');

    await expect(confirm).toBeDisabled();
    await expect(input).toBeFocused();
    await password.fill('wrong-password-1');
    for (const almost of ['delete', 'Delete', 'DELETE ', ' DELETE', 'DELET', 'DELETED']) {
      await input.fill(almost);
      await expect(confirm, almost).toBeDisabled();
    }
    // Enter does not get around the rule either.
    await input.press('Enter');
    await expect(dialog).toBeVisible();
    expect(writes).toEqual([]);

    // A wrong password: a clear message, nothing deleted.
    await input.fill('DELETE');
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText('The current password is not correct.');
    expect((await page.request.get('/api/businesses/me')).status()).toBe(200);

    // Cancel, then opening it again starts empty.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveValue('');
    await expect(dialog.getByLabel('Current password')).toHaveValue('');

    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Current password').fill(account.password);
    const alerts: string[] = [];
    page.on('dialog', async (d) => {
      alerts.push(`${d.type()}: ${d.message()}`);
      await d.accept();
    });
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect.poll(() => alerts).toEqual([`alert: ${DELETE_ALERT}`]);
    await page.waitForURL('**/login');
    expect(writes.at(-1)).toMatchObject({ method: 'POST', path: '/api/account/delete', body: { confirmation: 'DELETE' } });
    // The account is gone: it cannot sign in, and the confirmation email went out.
    const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password, remember_me: false } });
    expect(login.status()).toBe(401);
    await expect
      .poll(async () => JSON.stringify(((await (await request.get('/dev/outbox.json')).json()) as { emails: unknown[] }).emails))
      .toContain('Your AI Receptionist account has been deleted');
  });

  test('notification switches save on their own and survive a reload; SMS needs a phone number', async ({ page, request }) => {
    await openSettings(page, request);
    const email = page.getByRole('switch', { name: 'Email notifications' });
    const sms = page.getByRole('switch', { name: 'SMS notifications' });
    const updates = page.getByRole('switch', { name: 'Product updates' });
    await expect(email).toBeChecked();
    await expect(updates).not.toBeChecked();
    // The business phone given at sign-up is the contact phone until the owner changes it, so SMS can be turned on.
    await expect(page.getByLabel('Phone number')).toHaveValue('(212) 555-0147');
    await expect(sms).toBeEnabled();
    // Without a phone number, SMS cannot be turned on.
    await page.getByLabel('Phone number').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('profile-saved')).toBeVisible();
    await expect(sms).toBeDisabled();
    await expect(page.getByText('Add a phone number in Contact Information to turn this on.')).toBeVisible();

    const writes = recordWrites(page);
    await updates.check();
    await expect(page.getByTestId('notifications-status')).toHaveText('Saved');
    await email.uncheck();
    await expect(page.getByTestId('notifications-status')).toHaveText('Saved');
    expect(writes.map((w) => w.body)).toEqual([{ user: { product_updates: true } }, { user: { email_notifications: false } }]);

    // With a phone number saved, SMS can be turned on.
    await page.getByLabel('Phone number').fill('+44 20 7946 0958');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('profile-saved')).toBeVisible();
    await expect(sms).toBeEnabled();
    await sms.check();
    await expect(page.getByTestId('notifications-status')).toHaveText('Saved');

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Product updates' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
    await expect(page.getByLabel('Phone number')).toHaveValue('+44 20 7946 0958');
  });

  test('works on a 375 px phone: nothing overflows sideways, the dialogs fit', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSettings(page, request);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const save = await page.getByRole('button', { name: 'Save Changes' }).boundingBox();
    expect(save!.x).toBeGreaterThanOrEqual(0);
    expect(save!.x + save!.width).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const box = await page.getByRole('dialog', { name: 'Delete Account' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});
