import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { clearOfMidnight, CLOCK_TAG, serverNow, signInOverApi, signUpOverApi, type SignedUp } from './support';
import { STANDIN_PRIMARY, connectGoogleOverApi } from './google-support';

const ZONE = 'America/New_York';
const DELETE_QUESTION = 'Are you sure you want to delete this appointment? This action cannot be undone.';

/**
 * Values for the datetime-local field: `days` after the server's today at `hour`:00 in the business's zone. The server's
 * clock, not the test's, decides what is upcoming (CLOCK_START may set it days ahead), so the day is read from it once.
 */
async function localInputs(request: APIRequestContext) {
  const now = await serverNow(request, ZONE);
  return (days: number, hour: number) => now.plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toFormat("yyyy-LL-dd'T'HH:mm");
}

async function ownerWithServices(request: APIRequestContext, extra: Record<string, unknown> = {}) {
  const account = await signUpOverApi(request);
  const res = await request.patch(`/api/businesses/${account.business.id}`, {
    data: {
      business: {
        business_items_attributes: [
          { name: 'Haircut', price: '25.50', duration: 45, currency: 'USD' },
          { name: 'Beard Trim', price: '15', duration: 15, currency: 'USD' },
        ],
        ...extra,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return account;
}

/** Collects window.alert / confirm texts and answers confirms with `accept` (settable per step). */
function dialogs(page: Page) {
  const seen: string[] = [];
  const state = { accept: true };
  page.on('dialog', async (dialog) => {
    seen.push(dialog.message());
    if (dialog.type() === 'confirm' && !state.accept) await dialog.dismiss();
    else await dialog.accept();
  });
  return { seen, state };
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function signIn(page: Page, account: SignedUp) {
  await signInOverApi(page, account.email, account.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('appointment-row');

test.describe('dashboard home', () => {
  test('shows the header tabs, empty figures and an empty table for a new business', async ({ page, request }) => {
    const account = await ownerWithServices(request);
    await signIn(page, account);

    const tabs = page.getByRole('navigation', { name: 'Dashboard views' });
    await expect(tabs.getByRole('link', { name: 'Call Logs' })).toHaveAttribute('href', '/dashboard/reports');
    await expect(tabs.getByRole('link', { name: 'AI Insights' })).toHaveAttribute('href', '/dashboard/insights');

    await expect(page.getByTestId('stat-today-s-appointments')).toHaveText('0');
    await expect(page.getByTestId('stat-calls-made')).toHaveText('0');
    await expect(page.getByTestId('stat-revenue-today')).toHaveText('$0.00');
    await expect(page.getByTestId('stat-success-rate')).toHaveText('—');
    await expect(page.getByText('No calls yet today (test calls are not counted)', { exact: true })).toBeVisible();

    for (const column of ['ID', 'Full Name', 'Phone Number', 'Appointment Date & Time', 'Service Name', 'Duration', 'Price', 'Status', 'Notes', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(page.getByText('No upcoming appointments yet.', { exact: false })).toBeVisible();
    // The status filter starts at 'upcoming', so the Filter button carries its dot.
    await expect(page.getByTestId('filter-dot')).toBeVisible();
    const frame = page.getByRole('region', { name: 'Appointments table' });
    expect(await frame.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('550px');
    await expectNoAxeViolations(page);

    await tabs.getByRole('link', { name: 'Call Logs' }).click();
    await expect(page).toHaveURL(/\/dashboard\/reports$/);
  });

  test('bookings awaiting the caller\'s confirmation are named above the Upcoming list, one click away', async ({ page, request }) => {
    const account = await ownerWithServices(request);
    // What the assistant books by phone: awaiting the caller's confirmation, so not in the Upcoming list the dashboard starts at.
    const booked = await request.post('/api/appointments/', {
      data: {
        first_name: 'Jordan',
        last_name: 'Blake',
        phone_number: '+15035550177',
        status: 'awaiting_confirmation',
        appointment_datetime: (await serverNow(request, ZONE)).plus({ days: 3 }).toISO(),
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    await signIn(page, account);

    // One statement, the same at every width: the empty Upcoming list says the booking exists, not "no appointments
    // yet" under a note that there is one.
    const note = page.getByTestId('awaiting-note');
    const empty = page.getByTestId('appointments-empty');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(empty).toHaveText("No confirmed upcoming appointments yet: 1 booking is awaiting the caller's confirmation. Show them");
      await expect(page.getByText('No upcoming appointments yet', { exact: false })).toHaveCount(0);
      await expect(note).toHaveCount(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    await empty.getByRole('button', { name: 'Show them' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Jordan');
    await expect(page.getByText('Awaiting · 1 shown')).toBeVisible();
    await expect(note).toHaveCount(0);

    // With an upcoming appointment listed, the awaiting one is named above the list instead.
    const upcoming = await request.post('/api/appointments/', {
      data: { first_name: 'Sam', last_name: 'Reed', phone_number: '+15035550178', status: 'upcoming', appointment_datetime: (await serverNow(request, ZONE)).plus({ days: 4 }).toISO() },
    });
    expect(upcoming.status(), await upcoming.text()).toBe(201);
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(note).toHaveText("1 booking is awaiting the caller's confirmation and is not in this list. Show them");
    await expect(empty).toHaveCount(0);
    await note.getByRole('button', { name: 'Show them' }).click();
    await expect(rows(page).first()).toContainText('Jordan');

    // Moving it: the form says the client will be told, and the client gets the new time with the link to confirm it.
    const localInput = await localInputs(request);
    await rows(page).first().getByRole('button', { name: /^Edit appointment/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    await expect(edit.getByTestId('move-hint')).toHaveCount(0);
    await edit.getByLabel('Date & Time').fill(localInput(5, 14));
    await expect(edit.getByTestId('move-hint')).toHaveText('The client is told the new time by text message when you save.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    const outbox = (await (await request.get('/dev/outbox.json')).json()) as { sms: Array<{ to: string; body: string }> };
    const texts = outbox.sms.filter((m) => m.to === '+15035550177').map((m) => m.body);
    expect(texts.filter((t) => t.includes('is moved to'))).toEqual([
      expect.stringMatching(new RegExp(`^${account.business.name}: Hi Jordan, your appointment is moved to .* at 2:00 PM\\. Please confirm the new time here: http\\S+/confirm-appointment/\\S+$`)),
    ]);
  });

  test('create, edit, filter and delete appointments', async ({ page, request }) => {
    test.setTimeout(120_000); // one long story on a shared machine
    const account = await ownerWithServices(request);
    const localInput = await localInputs(request);
    const seen = dialogs(page);
    await signIn(page, account);

    // Create
    await page.getByRole('button', { name: 'Add Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0); // no calendar connected
    await expect(dialog.getByLabel('Status')).toHaveValue('upcoming');
    expect(await dialog.getByLabel('Status').locator('option').allTextContents()).toEqual(['Upcoming', 'Completed']);
    await dialog.getByLabel('First Name').fill('Jane');
    await dialog.getByLabel('Last Name').fill('Doe');
    await dialog.getByLabel('Phone Number').fill('(212) 555-0199');
    await dialog.getByLabel('Date & Time').fill(localInput(3, 10));
    await dialog.getByLabel('Service').selectOption({ label: 'Haircut · 45m · $25.50' });
    await dialog.getByLabel('Notes').fill('First visit');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(dialog).toBeHidden();

    await expect(rows(page)).toHaveCount(1);
    const row = rows(page).first();
    const when = DateTime.fromFormat(localInput(3, 10), "yyyy-LL-dd'T'HH:mm", { zone: ZONE }).setLocale('en-US');
    for (const cell of ['APT-0001', 'Jane Doe', '(212) 555-0199', when.toFormat('ccc, LLL d, yyyy'), '10:00 AM', 'Haircut', '45m', '$25.50', 'Upcoming', 'First visit']) {
      await expect(row).toContainText(cell);
    }

    // Edit: the form opens filled in; completing it moves it out of the 'upcoming' list.
    await row.getByRole('button', { name: /^Edit appointment APT-0001/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    await expect(edit.getByLabel('First Name')).toHaveValue('Jane');
    await expect(edit.getByLabel('Date & Time')).toHaveValue(localInput(3, 10));
    await expect(edit.getByLabel('Notes')).toHaveValue('First visit');
    await expect(edit.getByRole('checkbox')).toHaveCount(0);
    await edit.getByLabel('Last Name').fill('Smith');
    await edit.getByLabel('Date & Time').fill(localInput(4, 14));
    await edit.getByLabel('Service').selectOption({ label: 'Beard Trim · 15m · $15.00' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(rows(page).first()).toContainText('Jane Smith');
    await expect(rows(page).first()).toContainText('2:00 PM');
    await expect(rows(page).first()).toContainText('15m');
    await expect(rows(page).first()).toContainText('$15.00');

    await rows(page).first().getByRole('button', { name: /^Edit appointment/ }).click();
    await edit.getByLabel('Status').selectOption('completed');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('No upcoming appointments yet.', { exact: false })).toBeVisible();

    // A second, upcoming appointment.
    await page.getByRole('button', { name: 'Add Appointment' }).click();
    await dialog.getByLabel('First Name').fill('Amy');
    await dialog.getByLabel('Last Name').fill('Baker');
    await dialog.getByLabel('Phone Number').fill('+1 312 555 0100');
    await dialog.getByLabel('Date & Time').fill(localInput(5, 9));
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Amy Baker');
    await expect(rows(page).first()).toContainText('APT-0002');

    // Filter: Completed
    const filterButton = page.getByRole('button', { name: /^Filter/ });
    await filterButton.click();
    const panel = page.getByRole('form', { name: 'Filter appointments' });
    await expect(panel.getByLabel('Status')).toHaveValue('upcoming');
    await panel.getByLabel('Status').selectOption({ label: 'Completed' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Jane Smith');
    await expect(rows(page).first()).toContainText('Completed');
    await expect(page.getByTestId('filter-dot')).toBeVisible();

    // All (no status): both, in time order, and no dot.
    await filterButton.click();
    await panel.getByLabel('Status').selectOption({ label: 'All' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText('Jane Smith');
    await expect(rows(page).nth(1)).toContainText('Amy Baker');
    await expect(page.getByTestId('filter-dot')).toHaveCount(0);

    // By name and by service.
    await filterButton.click();
    await panel.getByLabel('Last name').fill('bak');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Amy Baker');
    await expect(page.getByTestId('filter-dot')).toBeVisible();
    await filterButton.click();
    await panel.getByLabel('Last name').fill('');
    await panel.getByLabel('Service').selectOption({ label: 'Beard Trim' });
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Jane Smith');
    await filterButton.click();
    await panel.getByLabel('First name').fill('nobody');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No appointments match these filters.')).toBeVisible();
    await filterButton.click();
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await expect(rows(page)).toHaveCount(2);

    // Delete: asked first (in a dialog, for its 'Tell the customer' box); Cancel keeps it, Delete removes it.
    await rows(page).nth(1).getByRole('button', { name: /^Delete appointment APT-0002/ }).click();
    const ask = page.getByRole('dialog', { name: 'Delete appointment' });
    await expect(ask).toContainText(DELETE_QUESTION);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(rows(page)).toHaveCount(2);
    await rows(page).nth(1).getByRole('button', { name: /^Delete appointment APT-0002/ }).click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Jane Smith');
    const left = await request.get('/api/appointments/');
    expect(Object.values(await left.json()).map((a: any) => a.appointment_id_formatted)).toEqual(['APT-0001']);
    await expectNoAxeViolations(page);
  });

  test("today's figures come from today's appointments in the business's time zone", { tag: CLOCK_TAG }, async ({ page, request }) => {
    await clearOfMidnight(request);
    const account = await ownerWithServices(request);
    const items = (await (await request.get('/api/businesses/me')).json()).business_items;
    // A completed appointment at the start of the server's today (always in the past, always today) and one tomorrow.
    const today = (await serverNow(request, ZONE)).startOf('day');
    for (const [when, status, item] of [
      [today, 'completed', items[0].id],
      [today.plus({ days: 1, hours: 10 }), 'upcoming', items[1].id],
    ] as const) {
      const res = await request.post('/api/appointments/', {
        data: { first_name: 'Ann', last_name: 'Lee', phone_number: '+13125550111', status, appointment_datetime: when.toISO(), business_item_id: item },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await signIn(page, account);
    await expect(page.getByTestId('stat-today-s-appointments')).toHaveText('1');
    await expect(page.getByTestId('stat-revenue-today')).toHaveText('$25.50');
  });

  test('overlaps ask before booking, failures show the spec alert, and the calendar box shows only in create mode with a calendar', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await ownerWithServices(request);
    // A calendar id is saved only once Google Calendar is connected and the id is one of the owner's calendars.
    await connectGoogleOverApi(request, account.business.id, STANDIN_PRIMARY);
    const localInput = await localInputs(request);
    const seen = dialogs(page);
    await signIn(page, account);

    const add = async (first: string, time: string) => {
      await page.getByRole('button', { name: 'Add Appointment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
      await dialog.getByLabel('First Name').fill(first);
      await dialog.getByLabel('Last Name').fill('Lee');
      await dialog.getByLabel('Phone Number').fill('(212) 555-0142');
      await dialog.getByLabel('Date & Time').fill(time);
      return dialog;
    };

    const first = await add('Ann', localInput(2, 11));
    await expect(first.getByRole('checkbox', { name: 'Add this appointment to the connected calendar' })).not.toBeChecked();
    await first.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(rows(page)).toHaveCount(1);

    await rows(page).first().getByRole('button', { name: /^Edit appointment/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Appointment' }).getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('dialog', { name: 'Edit Appointment' }).getByRole('button', { name: 'Cancel' }).click();

    // Same time: the owner is asked; declining keeps the form open with the reason.
    seen.state.accept = false;
    const clash = await add('Bea', localInput(2, 11));
    await clash.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(clash.getByRole('alert')).toContainText('This time overlaps APT-0001 (Ann Lee');
    expect(seen.seen.at(-1)).toMatch(/^This time overlaps APT-0001 \(Ann Lee, .*\n\nBook it anyway\?$/);
    // Accepting books it anyway.
    seen.state.accept = true;
    await clash.getByRole('button', { name: 'Create Appointment' }).click();
    await expect(clash).toBeHidden();
    await expect(rows(page)).toHaveCount(2);

    // A refused save: the alert of spec section 8, and the reason in the form, under its field (seven digits pass the
    // form's own check; only the server knows the number does not exist).
    const bad = await add('Cal', localInput(3, 11));
    await bad.getByLabel('Phone Number').fill('123-4567');
    await bad.getByRole('button', { name: 'Create Appointment' }).click();
    await expect.poll(() => seen.seen.at(-1)).toBe('Error creating appointment. Please try again.');
    await expect(bad.getByRole('alert')).toHaveText('Please correct the marked fields and save again.');
    await expect(bad.getByTestId('field-error')).toHaveText(['Phone number is not a valid phone number']);
    await expect(bad.getByLabel('Phone Number')).toBeFocused();
    await bad.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(2);
  });

  test('editing or deleting an appointment deleted in another tab drops its row and closes the form, with the reason', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await ownerWithServices(request);
    const localInput = await localInputs(request);
    const seen = dialogs(page);
    await signIn(page, account);
    const book = async (first_name: string, days: number) => {
      const res = await page.request.post('/api/appointments/', {
        data: { first_name, last_name: 'Gone', phone_number: '(212) 555-0199', status: 'upcoming', appointment_datetime: localInput(days, 10) },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { _id: string };
    };
    const edited = await book('Eve', 2);
    const removed = await book('Dan', 3);
    await page.reload();
    await expect(rows(page)).toHaveCount(2);

    // The other tab deletes each one behind this page's back.
    const deleteElsewhere = async (id: string) => expect((await page.request.delete(`/api/appointments/${id}`, { data: {} })).status()).toBe(204);
    await deleteElsewhere(edited._id);

    await rows(page).filter({ hasText: 'Eve Gone' }).getByRole('button', { name: /^Edit appointment/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    await edit.getByLabel('Notes').fill('moved');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    expect(seen.seen.at(-1)).toBe('Appointment not found. It may have been deleted in another tab.');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).filter({ hasText: 'Eve Gone' })).toHaveCount(0);

    await deleteElsewhere(removed._id);
    seen.state.accept = true;
    await rows(page).filter({ hasText: 'Dan Gone' }).getByRole('button', { name: /^Delete appointment/ }).click();
    await page.getByRole('dialog', { name: 'Delete appointment' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rows(page)).toHaveCount(0);
    expect(seen.seen).not.toContain('Error deleting appointment. Please try again.');
  });

  test('a form opened before another tab moved the appointment is refused, reloads with the note kept, and saves it without moving it back', async ({ page, request }) => {
    const account = await ownerWithServices(request);
    const localInput = await localInputs(request);
    dialogs(page);
    await signIn(page, account);
    const res = await page.request.post('/api/appointments/', {
      data: { first_name: 'Pat', last_name: 'Nguyen', phone_number: '(512) 555-0166', status: 'upcoming', appointment_datetime: localInput(2, 9) },
    });
    expect(res.status(), await res.text()).toBe(201);
    const booked = (await res.json()) as { _id: string };
    await page.reload();

    // This tab opens the form; meanwhile another tab moves the appointment to 11:00.
    await rows(page).filter({ hasText: 'Pat Nguyen' }).getByRole('button', { name: /^Edit appointment/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    await expect(edit.getByLabel('Date & Time')).toHaveValue(localInput(2, 9));
    const moved = await page.request.put(`/api/appointments/${booked._id}/`, { data: { appointment_datetime: localInput(2, 11) } });
    expect(moved.status(), await moved.text()).toBe(200);

    await edit.getByLabel('Notes').fill('Gate code 4411');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    // Saved from the copy opened before the move: refused (nothing overwritten); reloading brings 11:00 in, keeps the note.
    await expect(edit.getByRole('alert')).toContainText('changed in another tab or by someone else');
    await edit.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(edit.getByLabel('Date & Time')).toHaveValue(localInput(2, 11));
    await expect(edit.getByLabel('Notes')).toHaveValue('Gate code 4411');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    const saved = (await (await page.request.get(`/api/appointments/?status=upcoming`)).json()) as Record<string, { _id: string; appointment_datetime: string; other_details: Record<string, unknown> }>;
    const appointment = Object.values(saved).find((a) => a._id === booked._id)!;
    expect(appointment.other_details.notes).toBe('Gate code 4411');
    expect(appointment.appointment_datetime.slice(0, 16)).toBe(localInput(2, 11));
  });
});

test('a link to an appointment that was deleted (an old email, a customer history) says so instead of showing nothing', async ({ page, request }) => {
  const account = await ownerWithServices(request);
  const at = await localInputs(request);
  const created = await request.post('/api/appointments/', {
    data: { first_name: 'Dana', last_name: 'Kowalczyk', phone_number: '(217) 555-0177', status: 'upcoming', appointment_datetime: at(3, 10) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  expect((await request.delete(`/api/appointments/${id}/`, { headers: { 'Content-Type': 'application/json' } })).status()).toBe(204);
  await signInOverApi(page, account.email, account.password);
  await page.goto(`/dashboard?appointment=${id}`);
  const problem = page.getByTestId('linked-appointment-problem');
  await expect(problem).toContainText('That appointment no longer exists: it was deleted.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await problem.getByRole('button', { name: 'Dismiss' }).click();
  await expect(problem).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});
