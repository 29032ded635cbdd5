import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { signInOverApi, signUpOverApi } from './support';
import { STANDIN_APPOINTMENTS } from './google-support';

/*
 * Google Calendar end to end, against the local Google stand-in that `npm start` serves: connect from the Calendar
 * Sync card through the stand-in's consent page, choose a calendar on /google-calendar-select, book with the
 * modal's calendar checkbox and find the event at "Google", let an owner's own event take a slot the assistant
 * offered, then disconnect. Times are days ahead of the test's own clock in the business's zone, inside the
 * default 08:00-20:00 hours, so the story holds at any hour and on any day.
 */

const ZONE = 'America/New_York';
// Google sends the browser back to PUBLIC_BASE_URL (http://localhost:PORT locally): the session cookies must be
// set for that same host.
const SITE = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`;
// The API's CSRF guard wants the Origin of the site the requests go to.
test.use({ baseURL: SITE, extraHTTPHeaders: { Origin: SITE } });

const day = (days: number, hour: number) => DateTime.now().setZone(ZONE).plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 });

interface StandInEvent {
  id: string;
  status: string;
  summary?: string;
  start: { dateTime: string };
  extendedProperties?: { private?: Record<string, string> };
}

async function standInEvents(request: APIRequestContext, calendarId: string): Promise<StandInEvent[]> {
  const state = (await (await request.get('/dev/google/state.json')).json()) as { events: Record<string, Record<string, StandInEvent>> };
  return Object.values(state.events[calendarId] ?? {});
}

/** One caller line in a fresh test call (the same engine and call sessions the panel uses). */
async function askAssistant(page: Page, line: string): Promise<string> {
  const call = await page.request.post('/api/test-calls', { data: {} });
  expect(call.status(), await call.text()).toBe(201);
  const { id } = (await call.json()) as { id: string };
  const turn = await page.request.post(`/api/test-calls/${id}/turns`, { data: { text: line } });
  expect(turn.status(), await turn.text()).toBe(200);
  await page.request.post(`/api/test-calls/${id}/end`, { data: {} });
  return ((await turn.json()) as { say: string }).say;
}

test('connect, choose a calendar, book with an event, busy time removes a slot, disconnect', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await signUpOverApi(request);
  const setup = await request.patch(`/api/businesses/${account.business.id}`, {
    data: { business: { time_zone: ZONE, business_items_attributes: [{ name: 'Haircut', price: '30', duration: 45, currency: 'USD' }] } },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  await signInOverApi(page, account.email, account.password);

  // Before any calendar, the assistant offers 10:00 a week ahead (named by its date, so midnight cannot move it).
  const target = day(7, 10);
  const ask = `book a haircut on ${target.toFormat('LLLL d')} at 10am`;
  expect(await askAssistant(page, ask)).toBe('May I have your first and last name?');

  // The Calendar Sync card: not connected → Connect → the stand-in's consent page.
  await page.goto('/dashboard/assistant');
  await page.getByRole('tab', { name: 'Business Hours' }).click();
  const card = page.locator('.as-calendar');
  // The first row is Google's (Outlook and Apple follow, always 'Not connected').
  const google = card.locator('.as-calendar__row').first();
  await expect(google).toContainText('Google Calendar');
  await expect(google.getByText('Not connected')).toBeVisible();
  await google.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account to continue to Receptionist' })).toBeVisible();
  await expect(page.getByText('https://www.googleapis.com/auth/calendar.freebusy')).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back from "Google": /google-calendar-select lists the owned calendars; nothing chosen yet.
  await page.waitForURL('**/google-calendar-select');
  await expect(page.getByRole('heading', { name: 'Select a Calendar' })).toBeVisible();
  const connectButton = page.getByRole('button', { name: 'Connect Selected Calendar' });
  await expect(page.getByRole('button', { name: /Appointments/ })).toBeVisible();
  await expect(page.getByText('Client bookings')).toBeVisible();
  await expect(page.getByText('Holidays in United States')).toHaveCount(0);
  await expect(connectButton).toBeDisabled();
  await page.getByRole('button', { name: /Appointments/ }).click();
  await expect(page.getByRole('button', { name: /Appointments/ })).toContainText('✓ Selected');
  await expect(page.getByText('✓ Selected')).toHaveCount(1);
  await connectButton.click();
  await page.waitForURL('**/dashboard/assistant');
  expect(alerts).toContain('Calendar connected successfully!');

  await page.getByRole('tab', { name: 'Business Hours' }).click();
  await expect(google.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card).toContainText(`Appointments sync to ${STANDIN_APPOINTMENTS}`);

  // Going back to the page preselects the saved calendar.
  await page.goto('/google-calendar-select');
  await expect(page.getByRole('button', { name: /Appointments/ })).toContainText('✓ Selected');

  // An appointment with the calendar checkbox: the event appears at "Google".
  const when = day(6, 15);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
  await dialog.getByLabel('First Name').fill('Gina');
  await dialog.getByLabel('Last Name').fill('Calder');
  await dialog.getByLabel('Phone Number').fill('(212) 555-0177');
  await dialog.getByLabel('Date & Time').fill(when.toFormat("yyyy-LL-dd'T'HH:mm"));
  await dialog.getByRole('checkbox', { name: 'Add this appointment to the connected calendar' }).check();
  await dialog.getByRole('button', { name: 'Create Appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await standInEvents(request, STANDIN_APPOINTMENTS)).find((e) => e.summary === 'Gina Calder' && e.status === 'confirmed')?.start.dateTime, {
      timeout: 20_000,
    })
    .toBe(when.toUTC().toISO());

  // The owner has something of their own in the calendar at that time: the assistant no longer offers it.
  const added = await request.post('/dev/google/control', {
    data: { add_event: { calendar_id: STANDIN_APPOINTMENTS, summary: 'Dentist', start: target.toUTC().toISO(), end: target.plus({ hours: 1 }).toUTC().toISO() } },
  });
  expect(added.status()).toBe(200);
  const busy = await askAssistant(page, ask);
  expect(busy).toContain('10:00 AM is already taken');
  expect(busy).not.toMatch(/\b(10:30|11:00) AM\b/);

  // Disconnect: revoked at "Google", the card says not connected, the modal's checkbox is gone.
  await page.goto('/dashboard/assistant');
  await page.getByRole('tab', { name: 'Business Hours' }).click();
  await google.getByRole('button', { name: 'Disconnect' }).click();
  await expect(google.getByText('Not connected')).toBeVisible();
  await expect(google.getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
  const status = await page.request.get('/api/google/status');
  expect(await status.json()).toEqual({ connected: false, google_calendar_id: null, problem: null });
  const state = (await (await request.get('/dev/google/state.json')).json()) as { refresh_tokens: Record<string, { revoked: boolean }> };
  expect(Object.values(state.refresh_tokens).some((t) => t.revoked)).toBe(true);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Appointment' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Appointment' }).getByRole('checkbox')).toHaveCount(0);
});

test('the calendar page: loading, none found, and the red boxes when loading or saving fails', async ({ page, request }) => {
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);

  // Not connected: the calendars cannot be loaded.
  await page.goto('/google-calendar-select');
  await expect(page.getByRole('alert')).toHaveText('Failed to load calendars');
  await expect(page.getByRole('button', { name: 'Connect Selected Calendar' })).toHaveCount(0);

  // Loading, then an empty list (the answer held back, then empty).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/google/calendars', async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });
  await page.goto('/google-calendar-select');
  await expect(page.getByText('Loading calendars...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Selected Calendar' })).toBeDisabled();
  release();
  await expect(page.getByText('No calendars found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Selected Calendar' })).toBeDisabled();
  await page.unroute('**/api/google/calendars');

  // A refused save shows 'Failed to update business'.
  await page.route('**/api/google/calendars', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([{ id: 'cal-1', summary: 'Work' }]) }),
  );
  await page.goto('/google-calendar-select');
  await page.getByRole('button', { name: /Work/ }).click();
  await expect(page.getByText('✓ Selected')).toBeVisible();
  await page.getByRole('button', { name: 'Connect Selected Calendar' }).click();
  // The server refuses an id that is not one of the owner's calendars (here: not connected at all).
  await expect(page.getByRole('alert')).toHaveText('Failed to update business');
});
