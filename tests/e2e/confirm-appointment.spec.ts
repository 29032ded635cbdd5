import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginThroughPage, serverNow, signUpOverApi } from './support';

const INVALID = 'This confirmation link is not valid. Please check the link, or call the business to confirm.';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A number no other test uses, so its message is easy to find in the shared outbox. */
const uniquePhone = () => `+1312555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/** Books an appointment awaiting confirmation over the API and returns the link texted to the client (from /dev/outbox.json). */
async function bookAndReadLink(request: APIRequestContext) {
  const account = await signUpOverApi(request);
  const phone = uniquePhone();
  const res = await request.post('/api/appointments/', {
    data: {
      first_name: 'Carla',
      last_name: 'Client',
      phone_number: phone,
      status: 'awaiting_confirmation',
      // Three days after the server's now (its clock decides what is upcoming).
      appointment_datetime: (await serverNow(request)).plus({ days: 3 }).toISO(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as { sms: Array<{ to: string; body: string }> };
  const sms = outbox.sms.find((m) => m.to === phone);
  expect(sms, `no SMS to ${phone} in the outbox`).toBeTruthy();
  expect(sms!.body).toContain(`${account.business.name}: Hi Carla Client, your appointment is booked for`);
  const link = /Confirm here: (\S+)$/.exec(sms!.body)![1];
  return { account, phone, link: new URL(link), appointment: await res.json() };
}

test.describe('confirm appointment page', () => {
  test('the link from the outbox approves the appointment, without sending cookies; opening it again is harmless', async ({
    page,
    request,
  }) => {
    const { account, phone, link, appointment } = await bookAndReadLink(request);
    expect(link.pathname).toBe(`/confirm-appointment/${appointment.confirmation_code}`);

    // Signed in in this browser: the confirmation call must still go without credentials (spec section 6).
    await loginThroughPage(page, account.email, account.password);
    const confirmCalls: Array<Record<string, string>> = [];
    page.on('request', async (req) => {
      if (req.url().includes('/api/appointments/confirm')) confirmCalls.push(await req.allHeaders());
    });
    // Hold the answer a moment so the approving state can be seen.
    await page.route('**/api/appointments/confirm/', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });

    await page.goto(link.pathname);
    await expect(page.getByText('Wait a few seconds, we are approving your appointment')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your appointment is approved' })).toBeVisible();
    await expect(page.getByText('Wait a few seconds, we are approving your appointment')).toHaveCount(0);
    await expect(page.getByText(account.business.name)).toBeVisible();
    expect(confirmCalls).toHaveLength(1);
    expect(confirmCalls[0].cookie).toBeUndefined();
    await expectNoAxeViolations(page);

    const listed = Object.values(await (await request.get('/api/appointments/')).json()) as any[];
    expect(listed.map((a) => a.status)).toEqual(['upcoming']);
    const outbox = (await (await request.get('/dev/outbox.json')).json()) as { sms: Array<{ to: string; body: string }> };
    expect(outbox.sms.filter((m) => m.to === phone).map((m) => m.body)).toEqual([
      expect.stringContaining('Thank you, Carla. Your appointment on'),
      expect.stringContaining('Confirm here:'),
    ]);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your appointment is approved' })).toBeVisible();
    const after = (await (await request.get('/dev/outbox.json')).json()) as { sms: Array<{ to: string }> };
    expect(after.sms.filter((m) => m.to === phone)).toHaveLength(2); // no second acknowledgement
  });

  test("an unknown code shows 'Error' and the server's text", async ({ page }) => {
    await page.goto('/confirm-appointment/not-a-real-code-0123456789');
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(page.getByText(INVALID)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("without an answer from the server the error reads 'An error occurred'", async ({ page }) => {
    await page.route('**/api/appointments/confirm/', (route) => route.fulfill({ status: 502, body: '' }));
    await page.goto('/confirm-appointment/whatever-code-0123456789');
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(page.getByText('An error occurred')).toBeVisible();
  });
});
