import { expect, test } from '@playwright/test';
import { clearOfMidnight, openAllWeek, serverNow, signInOverApi, signUpOverApi } from './support';

/*
 * The appointments table's Duration is the time the appointment holds (its own `duration`), not its service's: an
 * appointment booked without a service, by phone or from the dashboard, holds 30 minutes and the table says so.
 */
for (const width of [1280, 375]) {
  test(`the table shows the minutes booked for phone and dashboard bookings without a service (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await clearOfMidnight(request);
    const account = await signUpOverApi(request);
    const setup = await request.patch(`/api/businesses/${account.business.id}`, {
      data: {
        business: {
          working_hours_attributes: openAllWeek(),
        },
      },
    });
    expect(setup.status(), await setup.text()).toBe(200);
    await signInOverApi(page, account.email, account.password);

    // By phone: a test call books an appointment for tomorrow at 3 PM.
    const call = await page.request.post('/api/test-calls', { data: { caller_number: '+1 (312) 555-0100' } });
    expect(call.status(), await call.text()).toBe(201);
    const { id } = (await call.json()) as { id: string };
    const said: string[] = [];
    for (const text of ["I'd like to book an appointment tomorrow at 3", 'Ana Lopez', 'yes', 'yes please', 'no, thank you']) {
      const turn = await page.request.post(`/api/test-calls/${id}/turns`, { data: { text } });
      expect(turn.status(), await turn.text()).toBe(200);
      said.push(((await turn.json()) as { say: string }).say);
    }
    expect(said.join('\n')).toContain('is booked');
    await page.request.post(`/api/test-calls/${id}/end`, { data: {} });

    // From the dashboard's API: another, two days later, without a service either.
    const when = (await serverNow(request)).plus({ days: 2 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    const web = await page.request.post('/api/appointments/', {
      data: {
        first_name: 'Bo',
        last_name: 'Chen',
        phone_number: '(212) 555-0199',
        status: 'upcoming',
        appointment_datetime: when.toFormat("yyyy-LL-dd'T'HH:mm"),
      },
    });
    expect(web.status(), await web.text()).toBe(201);

    const listed = (await (await page.request.get('/api/appointments/')).json()) as unknown;
    const all = (Array.isArray(listed) ? listed : Object.values(listed as object)) as Array<{ source: string; duration: number }>;
    expect(all.map((a) => [a.source, a.duration]).sort()).toEqual([
      ['dashboard', 30],
      ['phone', 30],
    ]);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The go-live checklist and the list load after the heading and push the Filter button down: a click aimed
    // before they land can press on the button and release elsewhere (no click). Wait for both first.
    await expect(page.getByRole('heading', { name: 'Go-live checklist' })).toBeVisible();
    await expect(page.getByText(/· \d+\+? shown/)).toBeVisible();
    // The phone booking awaits the caller's confirmation: show every status.
    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('form', { name: 'Filter appointments' });
    await panel.getByLabel('Status').selectOption({ label: 'All' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    const rows = page.getByTestId('appointment-row');
    await expect(rows).toHaveCount(2);
    for (const name of ['Ana Lopez', 'Bo Chen']) {
      const row = rows.filter({ hasText: name });
      await expect(row.locator('.ap-table__duration')).toContainText('30m');
    }
  });
}
