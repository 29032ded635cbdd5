import { expect, test } from '@playwright/test';
import { clearOfMidnight, serverNow, signInOverApi, signUpOverApi } from './support';

/*
 * A trade's service with an arrival window: set on the Service Catalog, saved, and the appointments view then shows a
 * booking of it as the window its client was told ("between 8 and 11 AM"), not its exact start.
 */
for (const width of [1280, 375]) {
  test(`a service's arrival window is set on the Service Catalog and shown on its appointments (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await clearOfMidnight(request);
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);

    await page.goto('/dashboard/assistant');
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByLabel('Service name').fill('Drain Cleaning');
    await page.getByLabel('Duration (minutes)').fill('60');
    await page.getByLabel('Price', { exact: true }).fill('150');
    await page.getByLabel('Arrival window').selectOption({ label: '3-hour window' });
    await page.getByLabel('Arrival window').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath(`service-editor-${width}.png`), fullPage: false });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const row = page.getByTestId('service-row').filter({ hasText: 'Drain Cleaning' });
    await expect(row.getByTestId('service-arrival-window')).toHaveText('3-hour arrival window');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    await page.screenshot({ path: test.info().outputPath(`services-${width}.png`), fullPage: false });

    // Saved on the server: read back after a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    await expect(page.getByTestId('service-row').filter({ hasText: 'Drain Cleaning' }).getByTestId('service-arrival-window')).toHaveText('3-hour arrival window');
    const items = (await (await page.request.get('/api/businesses/me')).json()).business_items as Array<{ id: string; name: string; arrival_window: number }>;
    const drain = items.find((i) => i.name === 'Drain Cleaning')!;
    expect(drain.arrival_window).toBe(180);

    // A booking of it two days ahead at 8:00 (the business's wall clock): the table says the window.
    const when = (await serverNow(request)).plus({ days: 2 }).set({ hour: 8, minute: 0, second: 0, millisecond: 0 });
    const booked = await page.request.post('/api/appointments/', {
      data: {
        first_name: 'Bo',
        last_name: 'Chen',
        phone_number: '(212) 555-0199',
        status: 'upcoming',
        business_item_id: drain.id,
        appointment_datetime: when.toFormat("yyyy-LL-dd'T'HH:mm"),
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await page.goto('/dashboard');
    const appointment = page.getByTestId('appointment-row').filter({ hasText: 'Bo Chen' });
    await expect(appointment.getByTestId('appointment-time')).toHaveText(/^between 8 and 11 AM E[SD]T$/);
    await expect(appointment).toContainText(when.toFormat('ccc, LLL d, yyyy'));
    await appointment.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`appointments-${width}.png`), fullPage: false });

    // The edit form shows the window the client was told beside the start, and the window a new start gives.
    await appointment.getByRole('button', { name: /^Edit appointment/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    const day = when.toFormat('ccc, LLL d');
    await expect(edit.getByTestId('arrival-window')).toHaveText(`Arrival window: ${day}, between 8 and 11 AM (3 hours from the start time).`);
    await expect(edit.getByLabel('Date & Time')).toHaveAccessibleDescription(/between 8 and 11 AM/);
    await edit.getByLabel('Date & Time').fill(when.set({ hour: 9 }).toFormat("yyyy-LL-dd'T'HH:mm"));
    await expect(edit.getByTestId('arrival-window')).toHaveText(
      `Arrival window: ${day}, between 9 AM and 12 PM (3 hours from the start time); the client was told ${day}, between 8 and 11 AM.`,
    );
    await expect(edit.getByTestId('move-hint')).toHaveText('The client is told the new window by text message when you save.');
    await page.screenshot({ path: test.info().outputPath(`edit-window-${width}.png`), fullPage: false });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(appointment.getByTestId('appointment-time')).toHaveText(/^between 9 AM and 12 PM E[SD]T$/);
    // The client's text names the new window too.
    const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as { sms: Array<{ to: string; body: string }> };
    expect(outbox.sms.find((m) => m.to === '+12125550199' && m.body.includes('between 9 AM and 12 PM'))?.body).toBeTruthy();

    // A booking of an exact-time service shows no window.
    await page.getByRole('button', { name: 'Add Appointment' }).click();
    const add = page.getByRole('dialog', { name: 'Add Appointment' });
    await add.getByLabel('Date & Time').fill(when.toFormat("yyyy-LL-dd'T'HH:mm"));
    await expect(add.getByTestId('arrival-window')).toHaveCount(0);
    await add.getByLabel('Service (optional)').selectOption(drain.id);
    await expect(add.getByTestId('arrival-window')).toHaveText(`Arrival window: ${day}, between 8 and 11 AM (3 hours from the start time).`);
  });
}
