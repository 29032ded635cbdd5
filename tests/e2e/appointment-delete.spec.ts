import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { serverNow, signInOverApi, signUpOverApi } from './support';

/*
 * Deleting a customer's appointment from the dashboard asks first, with 'Tell the customer' on by default (as a move
 * tells them the new time): left on, the customer is texted that it is cancelled; turned off, nobody is.
 */

const ZONE = 'America/New_York';

async function book(request: APIRequestContext, first_name: string, phone_number: string, days: number) {
  const when = (await serverNow(request, ZONE)).plus({ days }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  const res = await request.post('/api/appointments/', {
    data: { first_name, last_name: 'Reyes', phone_number, email: `${first_name.toLowerCase()}@example.com`, status: 'upcoming', appointment_datetime: when.toFormat("yyyy-LL-dd'T'HH:mm") },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { appointment_id_formatted: string };
}

async function textsTo(request: APIRequestContext, to: string) {
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as { sms: Array<{ to: string; body: string }> };
  return outbox.sms.filter((m) => m.to === to).map((m) => m.body);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
}

for (const width of [1280, 375]) {
  test(`deleting an appointment tells the customer unless the owner unticks it (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await signUpOverApi(request);
    // The outbox is the run's: each width texts numbers of its own.
    const [lena, marco] = width === 1280 ? ['0181', '0182'] : ['0191', '0192'];
    const told = await book(request, 'Lena', `+1312555${lena}`, 2);
    const notTold = await book(request, 'Marco', `+1312555${marco}`, 3);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard');
    const rows = page.getByTestId('appointment-row');
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: new RegExp(`^Delete appointment ${told.appointment_id_formatted}`) }).click();
    const ask = page.getByRole('dialog', { name: 'Delete appointment' });
    await expect(ask).toContainText('Are you sure you want to delete this appointment? This action cannot be undone.');
    const tell = ask.getByRole('checkbox', { name: 'Tell the customer' });
    await expect(tell).toBeChecked();
    await expect(tell).toHaveAccessibleDescription(`We text (312) 555-${lena} and email them that this appointment is cancelled.`);
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSidewaysScroll(page);
    const results = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect.poll(() => textsTo(request, `+1312555${lena}`)).toEqual([
      expect.stringMatching(new RegExp(`^${account.business.name}: Hi Lena, your appointment on .* at 10:00 AM is cancelled\\. Please call us to book another time\\.$`)),
    ]);

    // Unticked: deleted, and nobody is told.
    await page.getByRole('button', { name: new RegExp(`^Delete appointment ${notTold.appointment_id_formatted}`) }).click();
    await tell.uncheck();
    await expect(tell).toHaveAccessibleDescription('The customer is not told.');
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rows).toHaveCount(0);
    expect(await textsTo(request, `+1312555${marco}`)).toEqual([]);
  });
}
