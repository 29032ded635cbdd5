import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

const REVERT_QUESTION = 'Are you sure you want to revert all unsaved changes? This action cannot be undone.';
const LEAVE_QUESTION = 'You have unsaved changes on the assistant configuration. Leave this page and discard them?';

/** Signs a fresh owner up, signs in and opens the assistant screen. */
async function openAssistant(page: Page, request: Parameters<typeof signUpOverApi>[0]) {
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  await page.goto('/dashboard/assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant Configuration' })).toBeVisible();
  return account;
}

/** Every PATCH the page sends, with its JSON body. */
function recordPatches(page: Page) {
  const patches: Array<{ path: string; body: any }> = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'PATCH') patches.push({ path: new URL(r.url()).pathname, body: r.postDataJSON() });
  });
  return patches;
}

const status = (page: Page) => page.getByTestId('save-status');

async function saveAndWait(page: Page) {
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(status(page)).toHaveText('All changes saved');
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('assistant configuration screen', () => {
  // Long flows (sign-up, several saves and reloads) on a machine shared with other test runs.
  test.describe.configure({ timeout: 120_000 });

  test('shows the loading text, the three tabs kept mounted, and the save bar; no changes says so for 3 s', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    // Hold the assistant's load back to see the loading state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/assistant-configurations/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/assistant');
    await expect(page.getByText('Loading assistant configuration...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Assistant Configuration' })).toBeVisible();

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Assistant Identity', 'Business Hours', 'Service Catalog']);
    await expect(page.getByRole('tab', { name: 'Assistant Identity' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Revert Changes' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();

    // Typed text survives switching tabs: the panels stay mounted, only hidden.
    await page.getByLabel('Greeting message').fill('Typed before switching');
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    await expect(page.getByLabel('Greeting message')).toBeHidden();
    await expect(page.locator('#assistant-panel-identity')).toBeAttached();
    await page.getByRole('tab', { name: 'Assistant Identity' }).click();
    await expect(page.getByLabel('Greeting message')).toHaveValue('Typed before switching');
    await expect(status(page)).toHaveText('Unsaved changes');
    await page.getByLabel('Greeting message').fill('');
    await expect(status(page)).toHaveText('');

    const patches = recordPatches(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(status(page)).toHaveText('No changes to save');
    await expect(status(page)).toHaveText('', { timeout: 5000 });
    expect(patches).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('Assistant Identity: greeting, voice, FAQ, intake scenario, transfer; only changed fields are sent; saved values come back after a reload', async ({
    page,
    request,
  }) => {
    await openAssistant(page, request);
    const patches = recordPatches(page);

    await page.getByLabel('Greeting message').fill('Thanks for calling Acme! How can I help?');
    await page.getByLabel('Voice', { exact: true }).selectOption('coral');
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await page.getByLabel('Question 1', { exact: true }).fill('Do you have parking?');
    await page.getByLabel('Answer 1', { exact: true }).fill('Yes, behind the building.');
    await page.getByRole('button', { name: 'Add Scenario' }).click();
    await page.getByLabel('Trigger (scenario 1)').fill('Caller wants a first consultation');
    await page.getByLabel('After collecting (scenario 1)').fill('Book an appointment');
    await page.getByLabel('Scenario 1 question 1', { exact: true }).fill('What is your date of birth?');
    await page.getByRole('button', { name: 'Add question to scenario 1' }).click();
    await page.getByLabel('Scenario 1 question 2', { exact: true }).fill('Any allergies?');
    await page.getByRole('switch', { name: 'Enable call transfer' }).check();
    await page.getByLabel('Transfer phone number').fill('(212) 555-0199');
    await page.getByLabel('Caller is confused or frustrated').check();
    await page.getByLabel('Customer requests a callback from the owner').check();
    await expect(status(page)).toHaveText('Unsaved changes');
    await expect(page.getByRole('button', { name: 'Revert Changes' })).toBeEnabled();

    await saveAndWait(page);
    // The business save carries the FAQ only, the assistant save the assistant's fields only, each with its lock_version.
    expect(patches).toHaveLength(2);
    const businessPatch = patches.find((p) => p.path.startsWith('/api/businesses/'))!;
    const assistantPatch = patches.find((p) => p.path.startsWith('/api/assistant-configurations/'))!;
    expect(businessPatch.body).toEqual({
      business: { business_questions_attributes: [{ question: 'Do you have parking?', answer: 'Yes, behind the building.' }], lock_version: expect.any(Number) },
    });
    expect(Object.keys(assistantPatch.body.assistant_configuration).sort()).toEqual(
      ['greeting_phrase', 'voice', 'transfer_calls_enabled', 'transfer_phone_number', 'transfer_scenarios_attributes', 'scenarios_attributes', 'lock_version'].sort(),
    );
    expect(assistantPatch.body.assistant_configuration.scenarios_attributes).toEqual([
      {
        trigger: 'Caller wants a first consultation',
        post_collection_action: 'Book an appointment',
        scenario_questions_attributes: [
          { question: 'What is your date of birth?', is_required: true },
          { question: 'Any allergies?', is_required: false },
        ],
      },
    ]);
    // The success message goes after 3 seconds.
    await expect(status(page)).toHaveText('', { timeout: 5000 });

    // A second change sends only that field, with the new ids for nested records.
    await page.getByLabel('Scenario 1 question 2 required').check();
    await saveAndWait(page);
    const second = patches.slice(2);
    expect(second).toHaveLength(1);
    expect(second[0].body.assistant_configuration).toEqual({
      scenarios_attributes: [{ id: expect.any(String), scenario_questions_attributes: [{ id: expect.any(String), is_required: true }] }],
      lock_version: 2,
    });

    await page.reload();
    await expect(page.getByLabel('Greeting message')).toHaveValue('Thanks for calling Acme! How can I help?');
    await expect(page.getByLabel('Voice', { exact: true })).toHaveValue('coral');
    await expect(page.getByLabel('Question 1', { exact: true })).toHaveValue('Do you have parking?');
    await expect(page.getByLabel('Answer 1', { exact: true })).toHaveValue('Yes, behind the building.');
    await expect(page.getByLabel('Trigger (scenario 1)')).toHaveValue('Caller wants a first consultation');
    await expect(page.getByLabel('Scenario 1 question 1', { exact: true })).toHaveValue('What is your date of birth?');
    await expect(page.getByLabel('Scenario 1 question 2', { exact: true })).toHaveValue('Any allergies?');
    await expect(page.getByLabel('Scenario 1 question 2 required')).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Enable call transfer' })).toBeChecked();
    await expect(page.getByLabel('Transfer phone number')).toHaveValue('+12125550199');
    await expect(page.getByLabel('Caller is confused or frustrated')).toBeChecked();
    await expect(page.getByLabel('Customer requests a callback from the owner')).toBeChecked();
    await expect(page.getByLabel('Caller speaks an unsupported language')).not.toBeChecked();

    // Removing saved records sends _destroy for them.
    await page.getByRole('button', { name: 'Remove question 1' }).click();
    await page.getByRole('button', { name: 'Remove scenario 1 question 2' }).click();
    await page.getByLabel('Caller is confused or frustrated').uncheck();
    await saveAndWait(page);
    await page.reload();
    await expect(page.getByText('No questions yet')).toBeVisible();
    await expect(page.getByLabel('Scenario 1 question 2', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Caller is confused or frustrated')).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test('Business Hours: day toggles, shifts, time zone, appointment, reminder and template settings are saved', async ({ page, request }) => {
    await openAssistant(page, request);
    await page.getByRole('tab', { name: 'Business Hours' }).click();

    // A new business shows every day 08:00 to 20:00; the first shift of a day has no remove button.
    await expect(page.getByLabel('Monday shift 1 opens').locator('option:checked')).toHaveText('8:00 AM');
    await expect(page.getByLabel('Monday shift 1 closes').locator('option:checked')).toHaveText('8:00 PM');
    await expect(page.getByLabel('Monday shift 1 opens').locator('option')).toHaveCount(48);
    await expect(page.getByRole('button', { name: 'Remove Monday shift 1' })).toHaveCount(0);
    await expect(status(page)).toHaveText('');

    // Time zones: about 60, labelled, sorted by their offset now.
    const zone = page.getByLabel('Time zone');
    // A new business never saved one: the picker says so (tests/e2e/time-zone-unset.spec.ts covers the proposal).
    await expect(zone).toHaveValue('');
    const labels = await zone.locator('option:not([disabled])').allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(55);
    expect(labels.length).toBeLessThanOrEqual(65);
    const offsets = labels.map((l) => {
      const m = /^\(UTC([+-])(\d\d):(\d\d)\) \S/.exec(l)!;
      return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
    });
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    await zone.selectOption('Europe/London');

    // Sunday off shows Closed; Saturday off and on again gets its shift back.
    await page.getByRole('switch', { name: 'Sunday open' }).uncheck();
    const sunday = page.locator('.as-day', { hasText: 'Sunday' });
    await expect(sunday.getByText('Closed')).toBeVisible();
    await expect(page.getByLabel('Sunday shift 1 opens')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Saturday open' }).uncheck();
    await page.getByRole('switch', { name: 'Saturday open' }).check();
    await expect(page.getByLabel('Saturday shift 1 opens')).toHaveValue('08:00');

    // Monday: a morning and an afternoon shift.
    await page.getByLabel('Monday shift 1 closes').selectOption('12:00');
    await page.getByRole('button', { name: 'Add a shift on Monday' }).click();
    await page.getByLabel('Monday shift 2 opens').selectOption('13:00');
    await page.getByLabel('Monday shift 2 closes').selectOption('17:30');
    await expect(page.getByRole('button', { name: 'Remove Monday shift 1' })).toBeVisible();
    await page.getByLabel('Tuesday shift 1 opens').selectOption('10:00');

    // Appointment settings, reminders and templates.
    await page.getByLabel('Buffer between appointments').selectOption('15');
    await page.getByRole('switch', { name: 'Allow weekend appointments' }).uncheck();
    await page.getByRole('switch', { name: 'Require 24-hour advance booking' }).check();
    await page.getByLabel('Send reminder').selectOption('48');
    await page.getByLabel('SMS').uncheck();
    // The default confirmation reads as the client gets it: the link the server adds comes after it, named once.
    await expect(page.locator('.as-field', { has: page.getByLabel('Confirmation message', { exact: true }) }).locator('.as-preview p')).toHaveText(
      'Hi Jane Cooper, your Haircut appointment is booked for Tuesday, March 10, 2026 at 2:30 PM. Confirm here: https://…/confirm-appointment/…',
    );
    const reminder = page.getByLabel('Reminder message', { exact: true });
    await reminder.fill('See you on ');
    await page.getByRole('button', { name: 'Insert [Date] into reminder message' }).click();
    await reminder.press('End');
    await reminder.pressSequentially(', [ClientName]!');
    await expect(reminder).toHaveValue('See you on [Date], [ClientName]!');

    // Calendar Sync: not connected until the calendar integration exists.
    await expect(page.locator('.as-calendar__row', { hasText: 'Google Calendar' }).getByText('Not connected')).toBeVisible();

    await saveAndWait(page);
    await page.reload();
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/London');
    await expect(page.getByLabel('Time zone').locator('option:checked')).toHaveText(/^\(UTC[+-]0[01]:00\) London, Edinburgh$/);
    await expect(page.locator('.as-day', { hasText: 'Sunday' }).getByText('Closed')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Sunday open' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Saturday open' })).toBeChecked();
    await expect(page.getByLabel('Monday shift 1 closes').locator('option:checked')).toHaveText('12:00 PM');
    await expect(page.getByLabel('Monday shift 2 opens').locator('option:checked')).toHaveText('1:00 PM');
    await expect(page.getByLabel('Monday shift 2 closes').locator('option:checked')).toHaveText('5:30 PM');
    await expect(page.getByLabel('Tuesday shift 1 opens').locator('option:checked')).toHaveText('10:00 AM');
    await expect(page.getByLabel('Buffer between appointments')).toHaveValue('15');
    await expect(page.getByRole('switch', { name: 'Allow same-day appointments' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Allow weekend appointments' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Require 24-hour advance booking' })).toBeChecked();
    await expect(page.getByLabel('Send reminder')).toHaveValue('48');
    await expect(page.getByLabel('SMS')).not.toBeChecked();
    await expect(page.getByLabel('Email', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Reminder message', { exact: true })).toHaveValue('See you on [Date], [ClientName]!');

    // Turning Sunday back on re-enables its saved shift; removing Monday's second shift deletes it.
    await page.getByRole('switch', { name: 'Sunday open' }).check();
    await expect(page.getByLabel('Sunday shift 1 opens')).toHaveValue('08:00');
    await page.getByRole('button', { name: 'Remove Monday shift 2' }).click();
    await saveAndWait(page);
    await page.reload();
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    await expect(page.getByRole('switch', { name: 'Sunday open' })).toBeChecked();
    await expect(page.getByLabel('Monday shift 2 opens')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Service Catalog: add, edit, enable toggle, delete; displays follow the spec', async ({ page, request }) => {
    await openAssistant(page, request);
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    await expect(page.getByText('No services yet')).toBeVisible();

    // Add Service: a 'New Service' first, in edit mode, with the spec's defaults.
    await page.getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByLabel('Service name')).toHaveValue('New Service');
    await expect(page.getByLabel('Duration (minutes)')).toHaveValue('30');
    await expect(page.getByLabel('Price')).toHaveValue('0.00');
    await expect(page.getByLabel('Currency')).toHaveValue('USD');
    await expect(page.getByRole('button', { name: 'Add Service' })).toBeDisabled();
    await page.getByLabel('Service name').fill('Haircut');
    await page.getByLabel('Duration (minutes)').fill('45');
    await page.getByLabel('Price').fill('25.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const rows = page.getByTestId('service-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Haircut');
    await expect(rows.first()).toContainText('45 min');
    await expect(rows.first()).toContainText('$25.50');

    // A second one without a duration; Cancel on a fresh one drops it.
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByLabel('Service name').fill('Consultation');
    await page.getByLabel('Duration (minutes)').fill('');
    await page.getByLabel('Price').fill('1200');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(rows.first()).toContainText('Consultation');
    await expect(rows.first()).toContainText('Not specified');
    await expect(rows.first()).toContainText('$1,200.00');
    await saveAndWait(page);

    await page.reload();
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('$25.50')).toBeVisible();
    await expect(page.getByText('$1,200.00')).toBeVisible();

    // Toggle applies at once; edit in place; delete a saved one.
    await page.getByRole('switch', { name: 'Haircut enabled' }).uncheck();
    await page.getByRole('button', { name: 'Edit Consultation' }).click();
    await expect(page.getByRole('button', { name: 'Edit Haircut' })).toBeDisabled();
    await page.getByLabel('Service name').fill('Consultation (1 hour)');
    await page.getByLabel('Duration (minutes)').fill('60');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saveAndWait(page);
    await page.reload();
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    await expect(page.getByRole('switch', { name: 'Haircut enabled' })).not.toBeChecked();
    await expect(page.getByTestId('service-row').filter({ hasText: 'Consultation (1 hour)' })).toContainText('60 min');
    await page.getByRole('button', { name: 'Delete Haircut' }).click();
    await saveAndWait(page);
    await page.reload();
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    await expect(page.getByTestId('service-row')).toHaveCount(1);
    await expect(page.getByTestId('service-row').filter({ hasText: 'Haircut' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('bad input is marked on the field and nothing is sent', async ({ page, request }) => {
    await openAssistant(page, request);
    const patches = recordPatches(page);

    // Invalid transfer number: marked as soon as the field is left.
    await page.getByLabel('Transfer phone number').fill('+1 123 456 7890');
    await page.getByLabel('Transfer phone number').blur();
    await expect(page.getByLabel('Transfer phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    // An FAQ with its question and no answer: the assistant would never say it, so it is marked when the answer is left.
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await page.getByLabel('Question 1', { exact: true }).fill('Do you offer financing?');
    await page.getByLabel('Answer 1', { exact: true }).focus();
    await page.getByLabel('Answer 1', { exact: true }).blur();
    await expect(page.getByLabel('Answer 1', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the answer the assistant should give, or remove this FAQ.')).toBeVisible();
    // An empty scenario question.
    await page.getByRole('button', { name: 'Add Scenario' }).click();
    await page.getByLabel('Trigger (scenario 1)').fill('Leak');
    // A shift that ends before it starts, and one that overlaps.
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    await page.getByLabel('Tuesday shift 1 opens').selectOption('18:00');
    await page.getByLabel('Tuesday shift 1 closes').selectOption('09:00');
    await page.getByRole('button', { name: 'Add a shift on Friday' }).click();
    await page.getByLabel('Friday shift 2 opens').selectOption('19:00');
    await page.getByLabel('Friday shift 2 closes').selectOption('21:00');
    // A negative price and a non-integer duration are refused by the service editor.
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByLabel('Price').fill('-5');
    await page.getByLabel('Duration (minutes)').fill('12.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText("The price can't be negative.")).toBeVisible();
    await expect(page.getByLabel('Duration (minutes)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Use a whole number of minutes.')).toBeVisible();

    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(status(page)).toHaveText('Error saving changes');
    await page.getByLabel('Price').fill('5');
    await page.getByLabel('Duration (minutes)').fill('15');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(status(page)).toHaveText('Error saving changes');
    // The screen moves to the first tab with a problem and marks every field.
    await expect(page.getByRole('tab', { name: /Assistant Identity/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Scenario 1 question 1', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter the question, or remove it.')).toBeVisible();
    await page.getByRole('tab', { name: /Business Hours/ }).click();
    await expect(page.getByLabel('Tuesday shift 1 opens')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The closing time must be after the opening time.')).toBeVisible();
    await expect(page.getByLabel('Friday shift 1 opens')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Friday shift 2 opens')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This shift overlaps another shift on Friday.')).toHaveCount(2);
    expect(patches).toEqual([]);

    // Fixing them lets the save through.
    await page.getByLabel('Tuesday shift 1 closes').selectOption('20:00');
    await page.getByRole('button', { name: 'Remove Friday shift 2' }).click();
    await page.getByRole('tab', { name: /Assistant Identity/ }).click();
    await page.getByLabel('Scenario 1 question 1', { exact: true }).fill('Where is the leak?');
    await page.getByLabel('Answer 1', { exact: true }).fill('Yes, 12 months at 0% on new systems.');
    await page.getByLabel('Transfer phone number').fill('+44 20 7183 8750');
    await saveAndWait(page);
    expect(patches).toHaveLength(2);
  });

  test('Revert asks the spec question and reloads the saved values; leaving with unsaved changes asks first', async ({ page, request }) => {
    await openAssistant(page, request);
    await page.getByLabel('Greeting message').fill('Saved greeting');
    await saveAndWait(page);

    await page.getByLabel('Greeting message').fill('Not wanted');
    await page.getByLabel('Voice', { exact: true }).selectOption('ash');

    // Each question is awaited before the next step: the page asks from an effect, a moment after the click, and a
    // question still on its way would otherwise reach the next step's handler as well.
    const answer = async (action: () => Promise<void>, question: string, reply: 'accept' | 'dismiss') => {
      const asked = page.waitForEvent('dialog');
      const acted = action(); // a click that opens a question ends only once the question is answered
      const dialog = await asked;
      expect(dialog.message()).toBe(question);
      await dialog[reply]();
      await acted;
    };
    const revert = () => page.getByRole('button', { name: 'Revert Changes' }).click();
    const dashboardLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' });

    // Dismissing keeps the changes.
    await answer(revert, REVERT_QUESTION, 'dismiss');
    await expect(page.getByLabel('Greeting message')).toHaveValue('Not wanted');

    // Leaving for another dashboard screen asks too; staying keeps everything, and trying again asks again.
    await answer(() => dashboardLink.click(), LEAVE_QUESTION, 'dismiss');
    await expect(page).toHaveURL(/\/dashboard\/assistant$/);
    await expect(page.getByLabel('Greeting message')).toHaveValue('Not wanted');
    await answer(() => dashboardLink.click(), LEAVE_QUESTION, 'dismiss');
    await expect(page).toHaveURL(/\/dashboard\/assistant$/);
    await expect(page.getByLabel('Greeting message')).toHaveValue('Not wanted');

    await Promise.all([page.waitForEvent('load'), answer(revert, REVERT_QUESTION, 'accept')]);
    await expect(page.getByLabel('Greeting message')).toHaveValue('Saved greeting');
    await expect(page.getByLabel('Voice', { exact: true })).toHaveValue('alloy');
    await expect(status(page)).toHaveText('');
  });

  test('a save from an older copy in a second tab is refused with a clear message, and nothing is overwritten', async ({
    page,
    context,
    request,
  }) => {
    await openAssistant(page, request);
    const second = await context.newPage();
    await second.goto('/dashboard/assistant');
    await expect(second.getByRole('heading', { level: 1, name: 'Assistant Configuration' })).toBeVisible();

    // Tab 1 saves the greeting and a service.
    await page.getByLabel('Greeting message').fill('From the first tab');
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByLabel('Service name').fill('First tab service');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await saveAndWait(page);

    // Tab 2, still on the old copy, changes both too.
    await second.getByLabel('Greeting message').fill('From the second tab');
    await second.getByRole('tab', { name: 'Service Catalog' }).click();
    await second.getByRole('button', { name: 'Add Service' }).click();
    await second.getByLabel('Service name').fill('Second tab service');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await second.getByRole('button', { name: 'Save Settings' }).click();
    await expect(status(second)).toHaveText('Error saving changes');
    const banner = second.getByRole('alert').filter({ hasText: 'Changed in another tab or device' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('your changes were not saved');
    await expect(second.getByText('Changed in another tab or device: nothing was overwritten.')).toBeVisible();
    // The second tab keeps what was typed.
    await second.getByRole('tab', { name: 'Assistant Identity' }).click();
    await expect(second.getByLabel('Greeting message')).toHaveValue('From the second tab');
    // Saving again is refused again: still nothing overwritten.
    await second.getByRole('button', { name: 'Save Settings' }).click();
    await expect(banner).toBeVisible();

    const saved = await (await page.request.get('/api/businesses/me')).json();
    expect(saved.assistant_configuration.greeting_phrase).toBe('From the first tab');
    expect(saved.business_items.map((i: { name: string }) => i.name)).toEqual(['First tab service']);

    // Reload latest version shows the first tab's save.
    await Promise.all([second.waitForEvent('load'), banner.getByRole('button', { name: 'Reload latest version' }).click()]);
    await expect(second.getByLabel('Greeting message')).toHaveValue('From the first tab');
    await expect(second.getByRole('alert').filter({ hasText: 'Changed in another tab' })).toHaveCount(0);
  });

  test('after-hours handling and the unanswered-call delay chosen in onboarding can be changed here, and a test call follows them', async ({
    page,
    request,
  }) => {
    const account = await signUpOverApi(request);
    // Closed every day, so every call is an after-hours call whatever the server's clock says.
    const closed = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day_of_week) => ({
      day_of_week,
      open_time: '09:00',
      close_time: '17:00',
      disabled: true,
    }));
    const res = await request.patch(`/api/businesses/${account.business.id}`, { data: { business: { working_hours_attributes: closed } } });
    expect(res.status(), await res.text()).toBe(200);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard/assistant');
    await page.getByRole('tab', { name: 'Business Hours' }).click();

    const fullService = page.getByRole('switch', { name: 'Full service after hours and on closed days' });
    await expect(fullService).toBeChecked();
    await expect(page.getByLabel('Assistant answers after')).toHaveValue('10');
    const patches = recordPatches(page);
    await fullService.uncheck();
    await page.getByLabel('Assistant answers after').selectOption('20');
    await saveAndWait(page);
    expect(patches.filter((p) => p.path.startsWith('/api/assistant-configurations/')).map((p) => p.body)).toEqual([
      { assistant_configuration: expect.objectContaining({ after_hours_handling: false, answer_delay_seconds: 20 }) },
    ]);

    await page.reload();
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    await expect(page.getByRole('switch', { name: 'Full service after hours and on closed days' })).not.toBeChecked();
    await expect(page.getByLabel('Assistant answers after')).toHaveValue('20');

    // The assistant now only takes a message after hours.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Start Test Call' }).click();
    const greeting = page.getByRole('dialog', { name: 'Test Call' }).locator('[data-testid="call-line"][data-speaker="assistant"]').first();
    await expect(greeting).toContainText('I can take a message and someone will get back to you.');
    await expect(greeting).not.toContainText('book an appointment');
  });
});

for (const width of [1280, 375]) {
  test(`a service at $0 reads "Free" in the Service Catalog, as the assistant says it, at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await signUpOverApi(request);
    const saved = await request.patch(`/api/businesses/${account.business.id}`, {
      data: {
        business: {
          business_items_attributes: [
            { name: 'Home Valuation', price: '0.00', duration: 45, currency: 'USD' },
            { name: 'Listing Photography', price: '150', duration: 60, currency: 'USD' },
          ],
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard/assistant');
    await page.getByRole('tab', { name: 'Service Catalog' }).click();
    const rows = page.getByTestId('service-row');
    await expect(rows.filter({ hasText: 'Home Valuation' }).locator('.as-service__price')).toHaveText('Free');
    await expect(rows.filter({ hasText: 'Listing Photography' }).locator('.as-service__price')).toHaveText('$150.00');
    await expect(page.getByText('$0.00')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`free-service-${width}.png`), fullPage: true });
  });
}
