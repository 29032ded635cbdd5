import { expect, test, type Page } from '@playwright/test';
import { serverNow, signInOverApi, signUpOverApi } from './support';

/*
 * Customers (issue 18, item 4): one per caller number, built by a call and a booking from the same number (written by
 * the same requests the owner's dashboard and the assistant make); the Customers view lists them, a customer's page
 * shows their details and history and links to each record; the top bar's search finds them by name or number.
 * At a desktop and a phone width.
 */

async function openNav(page: Page, name: string) {
  // At a phone width the navigation is behind the menu button (waits for the shell to load the business).
  if (page.viewportSize()!.width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

for (const width of [1280, 375]) {
  test(`customers are built from calls and bookings, listed, opened with their history and found by the search (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await signUpOverApi(page.request);
    await signInOverApi(page, account.email, account.password);

    // A test call from the number, then a booking in another notation of the same number (the name arrives).
    const call = await page.request.post('/api/test-calls', { data: { caller_number: '+1 (773) 555-0142' } });
    expect(call.status(), await call.text()).toBe(201);
    const { id: callId } = (await call.json()) as { id: string };
    // A word first: a test call hung up before any is removed with its caller's contact.
    expect((await page.request.post(`/api/test-calls/${callId}/turns`, { data: { text: 'hmm' } })).status()).toBe(200);
    expect((await page.request.post(`/api/test-calls/${callId}/end`, { data: {} })).status()).toBe(200);
    const when = (await serverNow(page.request)).plus({ days: 7 }).set({ hour: 12, minute: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");
    const booked = await page.request.post('/api/appointments/', {
      data: { first_name: 'Priya', last_name: 'Natarajan', phone_number: '773-555-0142', email: 'priya@example.com', status: 'upcoming', appointment_datetime: when },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const appointment = (await booked.json()) as { _id: string; appointment_id_formatted: string };
    // Another caller, calls only.
    const other = await page.request.post('/api/test-calls', { data: { caller_number: '+13125550199' } });
    expect(other.status()).toBe(201);

    await page.goto('/dashboard');
    await openNav(page, 'Customers');
    await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    const rows = page.getByTestId('customer');
    await expect(rows).toHaveCount(2);
    // Newest contact first: the second caller called last.
    // Numbers read as on the other screens, not raw E.164.
    await expect(rows.first()).toContainText('(312) 555-0199');
    // No name yet: the number once, as the link to the customer.
    await expect(rows.first().getByRole('link', { name: '(312) 555-0199' })).toBeVisible();
    expect((await rows.first().textContent())!.split('(312) 555-0199')).toHaveLength(2);
    await expect(rows.nth(1)).toContainText('Priya Natarajan');
    await expect(rows.nth(1)).toContainText('(773) 555-0142');
    await expect(page.getByRole('list', { name: 'Customers' })).not.toContainText('+1');
    await expect(rows.nth(1)).toContainText('1 call · 1 appointment');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await rows.nth(1).getByRole('link', { name: 'Priya Natarajan' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers\/17735550142$/);
    await expect(page.getByRole('heading', { name: 'Priya Natarajan', level: 1 })).toBeVisible();
    await expect(page.getByTestId('customer-phone')).toHaveText('(773) 555-0142');
    await expect(page.getByTestId('customer-email')).toHaveText('priya@example.com');
    const history = page.getByTestId('customer-history');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toHaveAttribute('data-kind', 'appointment');
    await expect(history.nth(1)).toHaveAttribute('data-kind', 'call');
    // Each entry links to its record: the appointment opens in the dashboard's edit dialog.
    await history.first().getByRole('link', { name: `Appointment ${appointment.appointment_id_formatted}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?appointment=${appointment._id}`));
    await expect(page.getByRole('dialog').getByLabel('First Name')).toHaveValue('Priya');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The top bar finds the customer by name and by number and opens their page.
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('natarajan');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.filter({ hasText: 'Customer Priya Natarajan' })).toHaveCount(1);
    await box.fill('555-0199');
    await expect(options.filter({ hasText: 'Customer +13125550199' })).toHaveCount(1);
    await options.filter({ hasText: 'Customer +13125550199' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers\/13125550199$/);
    await expect(page.getByRole('heading', { name: '(312) 555-0199', level: 1 })).toBeVisible();
    await expect(page.getByTestId('customer-counts')).toHaveText('1 call');
  });
}
