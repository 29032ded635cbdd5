import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEFAULT_PASSWORD, serverNow, signInOverApi, signUpOverApi, uniqueEmail, type SignedUp } from './support';
import { saveScreenshot } from './public-support';

/*
 * Every screen of the web app on a 375 px phone and a 1280 px desktop, with real data (several appointments and
 * calls): nothing scrolls sideways on the phone, the appointments and call-log rows read as cards with labelled
 * fields there, and on the desktop the appointments table's last column is in its card as the page opens and every
 * other column is in it too or reachable by scrolling the table inside the card. The public pages are checked the
 * same way in public-site.spec.ts.
 * E2E_SCREENSHOTS=1 saves a full-page screenshot of each screen.
 */

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const ZONE = 'America/New_York';
const COLUMNS = ['ID', 'Full Name', 'Phone Number', 'Appointment Date & Time', 'Service Name', 'Duration', 'Price', 'Status', 'Notes', 'Actions'];

/** The page is no wider than the window: document.documentElement.scrollWidth <= innerWidth (and the body). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const size = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    window: window.innerWidth,
    // What sticks out, to name it in the failure.
    wide: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && el.getClientRects().length)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`),
  }));
  expect.soft(size.document, `${label}: the page is ${size.document} px wide in a ${size.window} px window (${size.wide.join(', ')})`).toBeLessThanOrEqual(size.window);
  expect.soft(size.body, `${label}: the body is ${size.body} px wide`).toBeLessThanOrEqual(size.window);
}

/** Checks the phone width and saves the screenshot; `label` names the screen in failures and file names. */
async function checkScreen(page: Page, testInfo: TestInfo, label: string) {
  await page.evaluate(() => document.fonts.ready);
  await expectNoSidewaysScroll(page, `${label} at ${page.viewportSize()!.width} px`);
  await saveScreenshot(page, testInfo, `${label}-${page.viewportSize()!.width}`);
}

/** The element is inside the window from its left edge to its right edge. */
async function expectInsideWindow(locator: Locator, label: string) {
  const box = await locator.boundingBox();
  expect(box, `${label} is shown`).not.toBeNull();
  const width = locator.page().viewportSize()!.width;
  expect.soft(box!.x, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.x + box!.width, `${label}: right edge in a ${width} px window`).toBeLessThanOrEqual(width + 0.5);
}

async function placeCall(request: APIRequestContext, lines: string[], start: Record<string, unknown> = {}) {
  const started = await request.post('/api/test-calls', { data: start });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  let ended = false;
  for (const text of lines) {
    const turn = await request.post(`/api/test-calls/${id}/turns`, { data: { text } });
    expect(turn.status(), await turn.text()).toBe(200);
    ended = ((await turn.json()) as { ended: boolean }).ended;
  }
  if (!ended) expect((await request.post(`/api/test-calls/${id}/end`, { data: {} })).status()).toBe(200);
}

/** An owner with services, FAQs, several appointments (four upcoming, the list's default filter; long names and notes) and calls. */
async function ownerWithData(request: APIRequestContext): Promise<SignedUp> {
  const account = await signUpOverApi(request, { businessName: 'Bella Cuts & Color Studio of Lower Manhattan' });
  const res = await request.patch(`/api/businesses/${account.business.id}`, {
    data: {
      business: {
        time_zone: ZONE,
        business_items_attributes: [
          { name: "Women's Haircut and Blow Dry", price: '65', duration: 45, currency: 'USD' },
          { name: 'Beard Trim', price: '15', duration: 15, currency: 'USD' },
          { name: 'Full Color with Gloss Treatment', price: '1250.50', duration: 150, currency: 'USD' },
        ],
        business_questions_attributes: [{ question: 'Do you have parking?', answer: 'Yes, there is free parking behind the building.' }],
        transfer_calls_enabled: true,
        transfer_phone_number: '+1 (212) 555-0199',
        transfer_scenarios_attributes: [{ text: 'Customer requests a callback from the owner' }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const items = ((await res.json()) as { business_items: Array<{ id: string }> }).business_items;
  // The server's today: whether an appointment is upcoming or past is the server's question, on its clock.
  const today = (await serverNow(request, ZONE)).startOf('day');
  const people = [
    ['Alexandria', 'Montgomery-Wellington', 'upcoming', 'Prefers the window seat; allergic to some hair dyes, patch test first please'],
    ['Bo', 'Li', 'completed', ''],
    ['Christopher', 'Papadopoulos', 'upcoming', 'Rescheduled from last month'],
    ['Dana', 'Owens', 'upcoming', 'First visit'],
    ['Esperanza', 'Villanueva-Rodriguez', 'upcoming', 'Bringing her daughter too'],
    ['Farah', 'Khan', 'cancelled', 'Moving away'],
  ] as const;
  for (const [index, [first, last, status, notes]] of people.entries()) {
    const created = await request.post('/api/appointments/', {
      data: {
        first_name: first,
        last_name: last,
        phone_number: `+1312555011${index}`,
        status,
        // Upcoming ones from tomorrow on, the others in the past: valid at any hour of any day.
        appointment_datetime: today.plus({ days: status === 'upcoming' ? index + 1 : -index - 1, hours: 9 + index }).toISO(),
        business_item_id: items[index % items.length]!.id,
        other_details: notes ? { notes } : {},
        allow_overlap: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await placeCall(request, ['Do you have parking?']);
  await placeCall(request, ['let me speak to a real person']);
  // Abandoned after a word (a test call hung up before any is not logged).
  await placeCall(request, ['hmm'], { caller_number: '(312) 555-0100' });
  await placeCall(request, ['What are your prices for a beard trim?']);
  return account;
}

async function openDashboard(page: Page, account: SignedUp) {
  await signInOverApi(page, account.email, account.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('appointment-row')).toHaveCount(4);
}

/** The dashboard's pages as the menu reaches them (on a phone the menu sits behind its button). */
async function goTo(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('phone and desktop layouts', () => {
  test('onboarding at 375 px: every step fits the phone, the working-hours table included', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    page.on('dialog', (d) => void d.accept()); // the no-website alert at the gate
    await page.setViewportSize(PHONE);
    await page.goto('/onboarding/account-setup');
    await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
    await checkScreen(page, testInfo, 'onboarding-step-1');
    await page.getByLabel('Email').fill(uniqueEmail('phone'));
    await page.getByLabel('Company Name').fill("Tony's Pizzeria & Wood-Fired Kitchen");
    await page.getByLabel('Business Phone').fill('(718) 555-0188');
    await page.getByRole('button', { name: 'Continue to Step 2' }).click();
    await page.waitForURL(/\/signup\//);

    await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
    await checkScreen(page, testInfo, 'onboarding-account-setup');
    await page.getByLabel('Full Name').fill('Tony Russo');
    await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Set Up Your Assistant Now!' }).click();

    await expect(page.getByRole('heading', { name: 'Company Details' })).toBeVisible({ timeout: 20_000 });
    await checkScreen(page, testInfo, 'onboarding-company-details');
    await page.getByLabel('Street Address', { exact: true }).fill('1187 Atlantic Avenue');
    await page.getByLabel('City', { exact: true }).fill('Brooklyn');
    await page.getByLabel('State / Province', { exact: true }).fill('NY');
    await page.getByLabel('ZIP / Postal Code', { exact: true }).fill('11216');
    await page.getByLabel('Business Category', { exact: true }).selectOption('Restaurant / Café');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Choose Your Call Handling Method' })).toBeVisible();
    await checkScreen(page, testInfo, 'onboarding-call-handling');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Personalize Customer Interaction' })).toBeVisible();
    await checkScreen(page, testInfo, 'onboarding-personalize');
    // The working-hours table: every day's open and close times are on the phone's screen.
    for (const day of ['Monday', 'Sunday']) {
      await expectInsideWindow(page.getByLabel(`${day} opens`), `${day} opens`);
      await expectInsideWindow(page.getByLabel(`${day} closes`), `${day} closes`);
    }
    await page.getByRole('button', { name: 'Continue to Configuration' }).click();

    await expect(page.getByRole('heading', { name: 'Configure Your AI Assistant' })).toBeVisible();
    await checkScreen(page, testInfo, 'onboarding-configure');
    await expectInsideWindow(page.getByRole('button', { name: 'Activate Assistant' }), 'Activate Assistant');
  });

  test('dashboard pages at 375 px with real data: no sideways scroll; appointments and calls read as cards', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const account = await ownerWithData(request);
    await page.setViewportSize(PHONE);
    await openDashboard(page, account);
    await checkScreen(page, testInfo, 'dashboard-home');

    // Each appointment is a card whose fields carry their column's name, all on screen.
    const first = page.getByTestId('appointment-row').first();
    const shown = (await first.innerText()).split('\n').map((line) => line.trim());
    for (const label of ['ID', 'Full Name', 'Phone Number', 'Appointment Date & Time', 'Service Name', 'Duration', 'Price', 'Status', 'Notes']) {
      expect.soft(shown, `the appointment card shows the label ${label}`).toContain(label);
    }
    await expectInsideWindow(first, 'the first appointment');
    await expectInsideWindow(first.getByRole('button', { name: /^Delete appointment/ }), 'its Delete button');
    await expectInsideWindow(page.getByRole('button', { name: 'Add Appointment' }), 'Add Appointment');

    await page.getByRole('button', { name: 'Add Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
    await expect(dialog).toBeVisible();
    await checkScreen(page, testInfo, 'dashboard-add-appointment');
    await expectInsideWindow(dialog, 'the Add Appointment dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    for (const [path, heading, label] of [
      ['/dashboard/reports', /Reports/, 'dashboard-reports'],
      ['/dashboard/insights', /Insights/, 'dashboard-insights'],
    ] as const) {
      await goTo(page, path, heading);
      await checkScreen(page, testInfo, label);
    }

    await goTo(page, '/dashboard/assistant', 'Assistant Configuration');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Assistant Identity', 'Business Hours', 'Service Catalog']);
    // All three tabs are on screen as the page opens (none hidden off its right edge), and so are the save buttons.
    for (const name of ['Assistant Identity', 'Business Hours', 'Service Catalog']) await expectInsideWindow(page.getByRole('tab', { name }), `the ${name} tab`);
    // One set of actions on a phone: the save bar's (the header's Preview Assistant and Save Changes repeat them).
    for (const name of ['Preview Assistant', 'Save Changes']) await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
    const bar = page.getByRole('region', { name: 'Save settings' });
    const barButtons: number[] = [];
    for (const name of ['Revert Changes', 'Preview Assistant Behavior', 'Save Settings']) {
      const button = bar.getByRole('button', { name, exact: true });
      await expectInsideWindow(button, name);
      barButtons.push(Math.round((await button.boundingBox())!.y));
      // Its label on at most two lines (the lines of text its words are laid out on), never cut.
      const lines = await button.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      });
      expect.soft(lines, `${name} fits its label on two lines at most`).toBeLessThanOrEqual(2);
    }
    // The three side by side, and the bar compact: it was 125 px of an 800 px screen, covering the form.
    expect(new Set(barButtons).size, 'the save bar buttons in one row').toBe(1);
    expect((await bar.boundingBox())!.height, 'the save bar height with nothing to report').toBeLessThanOrEqual(66);
    await page.getByLabel('Greeting message').fill('Hello from the phone');
    await expect(bar.getByTestId('save-status')).toHaveText('Unsaved changes');
    expect((await bar.boundingBox())!.height, 'the save bar height saying Unsaved changes').toBeLessThanOrEqual(90);
    // The end of the form scrolls clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = (await page.locator('#assistant-panel-identity .as-card').last().boundingBox())!;
    expect(lastCard.y + lastCard.height, 'the last card ends above the save bar').toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await page.getByLabel('Greeting message').fill('');
    for (const [name, label] of [
      ['Assistant Identity', 'assistant-identity'],
      ['Business Hours', 'assistant-hours'],
      ['Service Catalog', 'assistant-services'],
    ] as const) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expectInsideWindow(page.getByRole('tab', { name }), `the ${name} tab`);
      await checkScreen(page, testInfo, label);
    }

    await goTo(page, '/dashboard/settings', 'User Settings');
    await expect(page.getByRole('heading', { name: 'Password Management' })).toBeVisible();
    await checkScreen(page, testInfo, 'settings');

    await goTo(page, '/dashboard/recordings', 'Call Recording Logs');
    await expect(page.getByTestId('call-row')).toHaveCount(4);
    await checkScreen(page, testInfo, 'recordings');
    const call = page.getByTestId('call-row').first();
    await expectInsideWindow(call, 'the newest call');
  });

  test('at 1280 px every column of the appointments table is inside its card or reachable by scrolling the table', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const account = await ownerWithData(request);
    await page.setViewportSize(DESKTOP);
    await openDashboard(page, account);
    await checkScreen(page, testInfo, 'dashboard-home');

    const card = page.locator('section.ap-card');
    const frame = page.getByRole('region', { name: 'Appointments table' });
    const cardBox = (await card.boundingBox())!;
    const inCard = (box: { x: number; width: number }) => box.x >= cardBox.x - 0.5 && box.x + box.width <= cardBox.x + cardBox.width + 0.5;
    // The last column (the row's actions) is in the card as the page opens, without scrolling anything.
    const lastHead = frame.getByRole('columnheader', { name: 'Actions' });
    const lastCell = page.getByTestId('appointment-row').first().getByRole('button', { name: /^Delete appointment/ });
    for (const [locator, name] of [
      [lastHead, 'the Actions column header'],
      [lastCell, "the first row's Delete button"],
    ] as const) {
      await expect(locator).toBeVisible();
      expect.soft(inCard((await locator.boundingBox())!), `${name} is inside the appointments card`).toBe(true);
    }
    // Every other column is in the card, or the table scrolls sideways inside it (as a person scrolls it) to show it.
    const headers = await frame.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.toLowerCase())).toEqual(COLUMNS.map((c) => c.toLowerCase()));
    const scrolls = await frame.evaluate((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth);
    for (const column of COLUMNS) {
      const header = frame.getByRole('columnheader', { name: column, exact: true });
      let box = (await header.boundingBox())!;
      if (!inCard(box) && scrolls) {
        await header.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
        box = (await header.boundingBox())!;
        await frame.evaluate((el) => el.scrollTo({ left: 0 }));
      }
      expect.soft(inCard(box), `the ${column} column is inside the card or reachable by scrolling the table`).toBe(true);
    }
    await expectNoSidewaysScroll(page, 'dashboard at 1280 px');

    for (const [path, heading, label] of [
      ['/dashboard/assistant', 'Assistant Configuration', 'assistant-identity'],
      ['/dashboard/settings', 'User Settings', 'settings'],
      ['/dashboard/recordings', 'Call Recording Logs', 'recordings'],
    ] as const) {
      await goTo(page, path, heading);
      if (label === 'settings') await expect(page.getByRole('heading', { name: 'Password Management' })).toBeVisible();
      if (label === 'recordings') await expect(page.getByTestId('call-row')).toHaveCount(4);
      await checkScreen(page, testInfo, label);
    }
  });

  test('at 375 px an intake question can be read as it is typed, with Required and remove under it', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Assistant Configuration' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Scenario' }).click();
    const question = page.getByLabel('Scenario 1 question 1', { exact: true });
    await question.fill('What is the service address?');
    await expectInsideWindow(question, 'the intake question');
    const box = (await question.boundingBox())!;
    // The field takes the row's width (it was 77 px beside Required and remove, showing 'What is').
    expect(box.width).toBeGreaterThan(200);
    await expectInsideWindow(page.getByRole('checkbox', { name: 'Scenario 1 question 1 required' }), 'Required');
    await expectInsideWindow(page.getByRole('button', { name: 'Remove scenario 1 question 1' }), 'the remove button');
  });
});
