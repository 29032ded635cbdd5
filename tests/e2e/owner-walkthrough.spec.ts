import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInOverApi, signUpOverApi, type SignedUp } from './support';
import { expectNoHorizontalScroll } from './public-support';
import { connectGoogleOverApi, STANDIN_APPOINTMENTS } from './google-support';

const LEAVE_SETTINGS_QUESTION = 'You have unsaved changes to your company and contact information. Leave this page and discard them?';

/*
 * What a new owner met walking through the dashboard on a phone and a desktop: the appointments filter on a phone,
 * the Reports and Insights cards opened directly, the Insights call times in the business's zone, and the call log
 * naming the records an answer came from.
 */

const WIDTHS = [1280, 375] as const;
const ZONE = 'America/New_York';
const PARKING = { question: 'Do you have parking?', answer: 'Yes, there is free parking behind the building.' };

// A browser far from the business (and from the machine running the tests): what the owner sees must not depend on it.
test.use({ timezoneId: 'Asia/Tokyo' });

async function ownerWithAnsweredCall(request: APIRequestContext): Promise<SignedUp & { callId: string }> {
  const account = await signUpOverApi(request);
  const saved = await request.patch(`/api/businesses/${account.business.id}`, {
    data: { business: { time_zone: ZONE, business_questions_attributes: [PARKING] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const started = await request.post('/api/test-calls', { data: {} });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const turn = await request.post(`/api/test-calls/${id}/turns`, { data: { text: PARKING.question } });
  expect(turn.status(), await turn.text()).toBe(200);
  expect(JSON.stringify(await turn.json())).toContain('free parking');
  expect((await request.post(`/api/test-calls/${id}/end`, { data: {} })).status()).toBe(200);
  return { ...account, callId: id };
}

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
}

test.describe('owner walkthrough', () => {
  test('the appointments filter panel stays inside the window', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto('/dashboard');
      // The checklist and the list land after the first paint and move the button (see appointment-duration.spec.ts).
      await expect(page.getByRole('heading', { name: 'Go-live checklist' })).toBeVisible();
      await expect(page.getByText(/· \d+\+? shown/)).toBeVisible();
      await page.getByRole('button', { name: /^Filter/ }).click();
      const panel = page.getByRole('form', { name: 'Filter appointments' });
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
      await expectNoHorizontalScroll(page, `dashboard with the filter open at ${width} px`);
      // Reachable: scrolled to (down the page, never sideways), it is wholly on screen.
      const apply = panel.getByRole('button', { name: 'Apply' });
      await apply.scrollIntoViewIfNeeded();
      await expect(apply).toBeInViewport({ ratio: 1 });
    }
  });

  test('Reports and Insights opened directly show their sections as cards', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      for (const [path, heading] of [
        ['/dashboard/reports', 'Outcomes'],
        ['/dashboard/insights', 'In short'],
      ] as const) {
        // A fresh load: no other dashboard screen has brought its styles along.
        await page.goto(path);
        const section = page.getByRole('region', { name: heading, exact: true });
        await expect(section).toBeVisible();
        const look = await section.evaluate((el) => {
          const style = getComputedStyle(el);
          return { background: style.backgroundColor, border: style.borderTopWidth };
        });
        expect(look, `${heading} on ${path} at ${width} px`).toEqual({ background: 'rgb(255, 255, 255)', border: '1px' });
      }
    }
  });

  test('Insights dates its calls in the business time zone, as the call log does', async ({ page, request }) => {
    const account = await ownerWithAnsweredCall(request);
    const calls = (await (await request.get('/api/calls?limit=1')).json()) as { calls: Array<{ id: string; started_at: string }> };
    const startedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }).format(new Date(calls.calls[0]!.started_at));
    await signInOverApi(page, account.email, account.password);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto('/dashboard/insights?range=7&include_test=true');
      const summaries = page.getByTestId('in-recent');
      await expect(summaries.getByRole('link')).toHaveText([startedAt]);
    }
  });

  test("the call log names the FAQ an answer came from, in the transcript's small print", async ({ page, request }) => {
    const account = await ownerWithAnsweredCall(request);
    await signInOverApi(page, account.email, account.password);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto(`/dashboard/recordings?call=${encodeURIComponent(account.callId)}`);
      // The greeting names the opening hours too when the test runs while the business is closed.
      const sources = page.getByRole('dialog', { name: 'Call transcript' }).getByTestId('transcript-sources').filter({ hasText: 'FAQ' });
      await expect(sources).toHaveText(`From: FAQ “${PARKING.question}”`);
      expect(await sources.evaluate((el) => getComputedStyle(el).fontSize), `at ${width} px`).toBe('12px');
      await expectNoHorizontalScroll(page, `transcript at ${width} px`);
    }
  });

  test('the call log names the service a booking question came from', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    const saved = await request.patch(`/api/businesses/${account.business.id}`, {
      data: { business: { time_zone: ZONE, business_items_attributes: [{ name: 'Haircut', price: '30.00', duration: 45, currency: 'USD' }] } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const started = await request.post('/api/test-calls', { data: {} });
    expect(started.status(), await started.text()).toBe(201);
    const { id } = (await started.json()) as { id: string };
    const turn = await request.post(`/api/test-calls/${id}/turns`, { data: { text: "I'd like to book a haircut" } });
    expect(turn.status(), await turn.text()).toBe(200);
    expect(JSON.stringify(await turn.json())).toContain('What day and time would you like for your Haircut?');
    expect((await request.post(`/api/test-calls/${id}/end`, { data: {} })).status()).toBe(200);
    await signInOverApi(page, account.email, account.password);
    await page.goto(`/dashboard/recordings?call=${encodeURIComponent(id)}`);
    // The greeting names the opening hours too when the test runs while the business is closed.
    const sources = page.getByRole('dialog', { name: 'Call transcript' }).getByTestId('transcript-sources').filter({ hasText: 'service' });
    await expect(sources).toHaveText(['From: service “Haircut”']);
  });

  test('User Settings asks before leaving with unsaved changes; a deleted account leaves without asking', async ({ page, request }) => {
    const account = await signUpOverApi(request, { fullName: 'Dana Owner' });
    await signInOverApi(page, account.email, account.password);
    const asked: string[] = [];
    let reply: 'accept' | 'dismiss' = 'dismiss';
    page.on('dialog', async (d) => {
      asked.push(d.message());
      await d[reply]();
    });
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto('/dashboard/settings');
      await expect(page.getByLabel('Full name')).toHaveValue('Dana Owner');
      await page.getByLabel('Full name').fill('Dana Typed-But-Not-Saved');
      const toDashboard = async () => {
        if (width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
      };
      // Staying keeps what was typed.
      asked.length = 0;
      reply = 'dismiss';
      await toDashboard();
      await expect.poll(() => asked).toEqual([LEAVE_SETTINGS_QUESTION]);
      await expect(page).toHaveURL(/\/dashboard\/settings$/);
      await expect(page.getByLabel('Full name')).toHaveValue('Dana Typed-But-Not-Saved');
      if (width < 600) await page.keyboard.press('Escape');
      // Leaving discards it.
      reply = 'accept';
      await toDashboard();
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(asked).toEqual([LEAVE_SETTINGS_QUESTION, LEAVE_SETTINGS_QUESTION]);
    }

    // Unsaved edits and then Delete Account: the deletion's alert only, and the login page.
    await page.goto('/dashboard/settings');
    await page.getByLabel('Full name').fill('Dana Typed-But-Not-Saved');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Current password').fill(account.password);
    asked.length = 0;
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL('**/login');
    expect(asked).toEqual(['Account deletion process initiated. You will receive a confirmation email.']);
  });

  test("the go-live checklist's links open the tab where the step is done", async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      for (const [action, tab, shown] of [
        ['Set hours', 'Business Hours', 'Working Hours & Availability'],
        ['Add services', 'Service Catalog', 'Add Service'],
        ['Add FAQs', 'Assistant Identity', 'Add FAQ'],
        ['Connect Google Calendar', 'Business Hours', 'Calendar Sync'],
      ] as const) {
        await page.goto('/dashboard');
        await page.getByTestId('go-live-checklist').getByRole('link', { name: action }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Assistant Configuration' })).toBeVisible();
        await expect(page.getByRole('tab', { name: tab }), `${action} at ${width} px`).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').getByText(shown, { exact: true }).first()).toBeVisible();
      }
    }
  });

  test('a connected calendar with a long id fits the Calendar Sync card, Disconnect included', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await connectGoogleOverApi(request, account.business.id, STANDIN_APPOINTMENTS);
    await signInOverApi(page, account.email, account.password);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto('/dashboard/assistant?tab=hours');
      const card = page.getByRole('region', { name: 'Calendar Sync', exact: true });
      await expect(card.getByText(STANDIN_APPOINTMENTS)).toBeVisible();
      const cardBox = (await card.boundingBox())!;
      for (const [locator, name] of [
        [card.getByRole('button', { name: 'Disconnect' }), 'Disconnect'],
        [card.getByText(STANDIN_APPOINTMENTS), 'the calendar id'],
      ] as const) {
        const box = (await locator.boundingBox())!;
        expect(box.x + box.width, `${name}'s right edge inside the card at ${width} px`).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
      }
      await expectNoHorizontalScroll(page, `Business Hours at ${width} px`);
    }
  });

  test('the Service Catalog counts products apart from services; Add Appointment offers only the services', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    const saved = await request.patch(`/api/businesses/${account.business.id}`, {
      data: {
        business: {
          business_items_attributes: [
            { name: 'Haircut', price: '40', duration: 30, currency: 'USD' },
            { name: 'Shampoo', price: '18', currency: 'USD', product: true },
            { name: 'Conditioner', price: '20', currency: 'USD', product: true },
          ],
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await signInOverApi(page, account.email, account.password);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto('/dashboard/assistant?tab=services');
      await expect(page.getByRole('region', { name: 'Service Catalog', exact: true }).locator('.as-card__description')).toHaveText(
        'The services and prices your assistant quotes and books, and the products it takes orders for. 1 service, 2 products, 3 offered.',
      );
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Add Appointment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
      await expect(dialog.getByLabel(/^Service/).locator('option')).toHaveText(['No service', 'Haircut · 30m · $40.00']);
      await page.keyboard.press('Escape');
    }
  });

  test("the test call's typing line is wide enough to read on a phone", async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await page.goto('/dashboard');
      if (width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Start Test Call' }).click();
      const panel = page.getByRole('dialog', { name: 'Test Call' });
      await expect(panel.getByTestId('call-status')).toContainText('In call');
      const input = panel.getByLabel('What you say to the assistant');
      const inputBox = (await input.boundingBox())!;
      const rowBox = (await input.locator('xpath=..').boundingBox())!;
      // The whole hint shows: the box is at least as wide as its placeholder's text.
      const hintFits = await input.evaluate((el: HTMLInputElement) => {
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(el).font;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'pre';
        probe.textContent = el.placeholder;
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width + parseFloat(getComputedStyle(el).paddingLeft) + parseFloat(getComputedStyle(el).paddingRight);
        probe.remove();
        return el.getBoundingClientRect().width >= needed;
      });
      expect(hintFits, `the hint fits its box at ${width} px (box ${Math.round(inputBox.width)} px of a ${Math.round(rowBox.width)} px row)`).toBe(true);
      await expect(panel.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
      await panel.getByRole('button', { name: 'Hang up' }).click();
      await panel.getByRole('button', { name: 'Close' }).click();
    }
  });
});
