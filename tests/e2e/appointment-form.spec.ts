import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serverNow, signInOverApi, signUpOverApi } from './support';

/*
 * The dashboard's appointment form (Add / Edit Appointment): a service's sizes or options are chosen there, and the
 * form's own checks say every problem at once, at its field.
 */

const ZONE = 'America/New_York';

/** The datetime-local value `days` after the server's today at `hour`:00 in the business's zone. */
async function localInputs(request: APIRequestContext) {
  const now = await serverNow(request, ZONE);
  return (days: number, hour: number) => now.plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toFormat("yyyy-LL-dd'T'HH:mm");
}

async function ownerWithVariants(request: APIRequestContext) {
  const account = await signUpOverApi(request);
  const res = await request.patch(`/api/businesses/${account.business.id}`, {
    data: {
      business: {
        business_items_attributes: [
          { name: 'Full Set', price: '120', duration: 90, currency: 'USD', variants: [{ name: 'Classic', price: '120' }, { name: 'Hybrid', price: '140', duration: 120 }] },
          { name: 'Brow Tint', price: '25', duration: 20, currency: 'USD' },
        ],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return account;
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const rows = (page: Page) => page.getByTestId('appointment-row');

for (const width of [1280, 375]) {
  test(`a service's size or option is chosen in the appointment form, and the appointment takes its price and length (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await ownerWithVariants(request);
    const localInput = await localInputs(request);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
    await dialog.getByLabel('First Name').fill('Mia');
    await dialog.getByLabel('Last Name').fill('Park');
    await dialog.getByLabel('Phone Number').fill('(212) 555-0142');
    await dialog.getByLabel('Date & Time').fill(localInput(3, 10));
    // Only a service with variants asks for one.
    await dialog.getByLabel('Service').selectOption({ label: 'Brow Tint · 20m · $25.00' });
    await expect(dialog.getByLabel('Size or option')).toHaveCount(0);
    await dialog.getByLabel('Service').selectOption({ label: 'Full Set · 90m · $120.00' });
    const variant = dialog.getByLabel('Size or option');
    expect(await variant.locator('option').allTextContents()).toEqual(['Choose an option of Full Set', 'Classic · 90m · $120.00', 'Hybrid · 120m · $140.00']);
    await variant.selectOption({ label: 'Hybrid · 120m · $140.00' });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(dialog).toBeHidden();

    const row = rows(page).first();
    for (const cell of ['Mia Park', 'Full Set, Hybrid', '120m', '$140.00']) await expect(row).toContainText(cell);

    // Edited: the form opens on the variant booked; another one changes the price and length.
    await row.getByRole('button', { name: /^Edit appointment/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    await expect(edit.getByLabel('Size or option')).toHaveValue('Hybrid');
    await edit.getByLabel('Size or option').selectOption({ label: 'Classic · 90m · $120.00' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    for (const cell of ['Full Set, Classic', '90m', '$120.00']) await expect(rows(page).first()).toContainText(cell);

    const listed = (await (await page.request.get('/api/appointments/')).json()) as Record<string, { business_item: { variant?: string } }>;
    expect(Object.values(listed).map((a) => a.business_item.variant)).toEqual(['Classic']);
    await expectNoSidewaysScroll(page);
  });
}

for (const width of [1280, 375]) {
  test(`the appointment form says every problem at once at its field, focus on the first, and places the server's too (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await ownerWithVariants(request);
    const localInput = await localInputs(request);
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(dialog.message());
      await dialog.accept();
    });
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
    await dialog.getByLabel('Email').fill('mia@');
    await dialog.getByLabel('Service').selectOption({ label: 'Full Set · 90m · $120.00' });
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();

    // Every problem, each under its own field, nothing sent and no alert.
    const problems: Array<[string, string]> = [
      ['First Name', "First name can't be blank"],
      ['Last Name', "Last name can't be blank"],
      ['Phone Number', "Phone number can't be blank"],
      ['Email', 'Email is not a valid email address'],
      ['Date & Time', 'Date & time must be a complete date and time'],
      ['Size or option', 'Choose a size or option of Full Set'],
    ];
    await expect(dialog.getByTestId('field-error')).toHaveText(problems.map(([, message]) => message));
    for (const [label, message] of problems) {
      const control = dialog.getByLabel(label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    expect(alerts).toEqual([]);

    // A field's mark goes as soon as it is edited; the others stay.
    await dialog.getByLabel('First Name').fill('Mia');
    await expect(dialog.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByTestId('field-error')).toHaveCount(5);

    // What only the server can tell (a time already past) comes back at its field too, with the focus there.
    await dialog.getByLabel('Last Name').fill('Park');
    await dialog.getByLabel('Phone Number').fill('(212) 555-0142');
    await dialog.getByLabel('Email').fill('mia@example.com');
    await dialog.getByLabel('Size or option').selectOption({ label: 'Classic · 90m · $120.00' });
    await dialog.getByLabel('Date & Time').fill(localInput(-2, 10));
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(dialog.getByTestId('field-error')).toHaveText(['Appointment datetime must be in the future for an upcoming appointment']);
    await expect(dialog.getByLabel('Date & Time')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Date & Time')).toBeFocused();
    expect(alerts).toEqual(['Error creating appointment. Please try again.']);

    await dialog.getByLabel('Date & Time').fill(localInput(2, 10));
    await expect(dialog.getByTestId('field-error')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows(page).first()).toContainText('Full Set, Classic');
  });
}
