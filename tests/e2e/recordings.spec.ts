import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { clearOfMidnight, CLOCK_TAG, loginThroughPage, openAllWeek, signInOverApi, signUpOverApi } from './support';

/*
 * Call Recording Logs (/dashboard/recordings) against the real local API: the calls are test calls placed
 * over the API (the same engine and call log as the panel), so the page is what is under test here.
 */

const ZONE = 'America/New_York';
/** The business's calendar day `offsetDays` after the day of `iso` (a call's start on the server's clock), as yyyy-mm-dd. */
const dayOf = (iso: string, offsetDays = 0) => DateTime.fromISO(iso, { zone: ZONE }).plus({ days: offsetDays }).toISODate()!;

/** One test call over the API: started (optionally with a caller ID), the lines said, then hung up unless it ended. */
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
  return id;
}

async function ownerWithCalls(request: APIRequestContext) {
  const account = await signUpOverApi(request);
  const res = await request.patch(`/api/businesses/${account.business.id}`, {
    data: {
      business: {
        business_questions_attributes: [{ question: 'Do you have parking?', answer: 'Yes, there is free parking behind the building.' }],
        // A call is transferred only while the business is open: open at every hour of every day.
        working_hours_attributes: openAllWeek(),
        transfer_calls_enabled: true,
        transfer_phone_number: '+1 (212) 555-0199',
        transfer_scenarios_attributes: [{ text: 'Customer requests a callback from the owner' }],
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  // Oldest first: answered, transferred, abandoned (hung up after a word; a test call hung up before one is not logged).
  await placeCall(request, ['Do you have parking?']);
  await placeCall(request, ['let me speak to a real person']);
  await placeCall(request, ['hmm'], { caller_number: '(312) 555-0100' });
  const calls = ((await (await request.get('/api/calls')).json()) as { calls: Array<{ id: string; started_at: string; outcome: string }> }).calls;
  expect(calls.map((c) => c.outcome)).toEqual(['abandoned', 'transferred', 'answered']);
  return { account, calls };
}

const rows = (page: Page) => page.getByTestId('call-row');

async function openRecordings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Call Recording Logs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call Recording Logs' })).toBeVisible();
  await expect(page.getByText('Access and manage your call recordings.')).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** `seconds` of 8 kHz 16-bit mono silence as a WAV file. */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const data = Math.round(rate * seconds) * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36);
  wav.writeUInt32LE(data, 40);
  return wav;
}

test.describe('Call Recording Logs', () => {
  test.describe.configure({ timeout: 90_000 });

  test('lists the calls newest first in the business time zone, filters by outcome and dates, pages, and opens a transcript', { tag: CLOCK_TAG }, async ({ page, request }) => {
    await clearOfMidnight(request);
    const { account, calls } = await ownerWithCalls(request);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard');
    await openRecordings(page);

    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0)).toContainText('Abandoned');
    await expect(rows(page).nth(0)).toContainText('(312) 555-0100');
    await expect(rows(page).nth(1)).toContainText('Transferred');
    await expect(rows(page).nth(1)).toContainText('Transferred to (212) 555-0199');
    await expect(rows(page).nth(2)).toContainText('Answered');
    await expect(rows(page).nth(2)).toContainText('You (test call)');
    for (let i = 0; i < 3; i++) await expect(rows(page).nth(i).getByText('Test', { exact: true })).toBeVisible();
    const started = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE }).format(new Date(calls[0].started_at));
    await expect(rows(page).nth(0)).toContainText(started);
    await expect(page.getByText('Times are in America/New York.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Outcome filter: narrows the list, kept in the address.
    await page.getByLabel('Outcome').selectOption('transferred');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Transferred');
    await expect(page).toHaveURL(/outcome=transferred/);
    expect((await page.getByLabel('Outcome').locator('option').allTextContents())).toEqual([
      'All outcomes',
      'Answered',
      'Booked',
      'Rescheduled',
      'Cancelled',
      'Ordered',
      'Message',
      'Transferred',
      'Unanswered',
      'Abandoned',
    ]);
    await page.getByLabel('Outcome').selectOption('booked');
    await expect(page.getByText('No calls match these filters')).toBeVisible();
    await page.getByLabel('Outcome').selectOption('transferred');
    await expect(rows(page)).toHaveCount(1);

    // The transcript, with the recording's player when the API gives one (Amazon Connect's audio, in AWS: the API
    // redirects to a short-lived link). Here the API is told to answer as in AWS, and the audio is half a second of WAV.
    let recordingUrl = '';
    await page.route('**/api/calls/*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      recordingUrl = `/api/calls/${body.id}/recording`;
      await route.fulfill({ response, json: { ...body, recording_url: recordingUrl } });
    });
    await page.route('**/api/calls/*/recording', (route) => route.fulfill({ status: 200, contentType: 'audio/wav', body: silentWav(0.5) }));
    await rows(page).first().getByRole('button', { name: 'View transcript' }).click();
    const transcript = page.getByRole('dialog', { name: 'Call transcript' });
    await expect(transcript).toBeVisible();
    const turns = transcript.getByTestId('transcript-line');
    await expect(turns.first()).toContainText(`Thank you for calling ${account.business.name}`);
    await expect(turns.nth(1)).toContainText('let me speak to a real person');
    await expect(turns.nth(1)).toHaveAttribute('data-speaker', 'caller');
    await expect(transcript.getByText('Transferred the call to (212) 555-0199')).toBeVisible();
    const player = transcript.locator('audio');
    await expect(player).toHaveAttribute('src', recordingUrl);
    await expect(transcript.getByRole('link', { name: 'Open the recording' })).toHaveAttribute('href', recordingUrl);
    // The player loads the audio from that address (nothing is fetched before Play or a load).
    const duration = await player.evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
          audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
          audio.load();
        }),
    );
    expect(duration).toBeCloseTo(0.5, 1);
    await expectNoAxeViolations(page);
    await transcript.getByRole('button', { name: 'Close' }).click();
    await expect(transcript).toBeHidden();
    await page.unroute('**/api/calls/*/recording');
    await page.unroute('**/api/calls/*');

    // Locally a test call has no audio: no player, the transcript only.
    await rows(page).first().getByRole('button', { name: 'View transcript' }).click();
    await expect(turns.first()).toContainText(`Thank you for calling ${account.business.name}`);
    await expect(transcript.locator('audio')).toHaveCount(0);
    await expect(transcript.getByRole('link', { name: 'Open the recording' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(transcript).toBeHidden();

    // Dates are the business's days: from tomorrow nothing; today to today all three.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(rows(page)).toHaveCount(3);
    await page.getByLabel('From').fill(dayOf(calls[0].started_at, 1));
    await expect(page.getByText('No calls match these filters')).toBeVisible();
    await page.getByLabel('From').fill(dayOf(calls[0].started_at));
    await page.getByLabel('To').fill(dayOf(calls[0].started_at));
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/recordings$/);

    // Pages: the API's cursor, two calls at a time.
    await page.route(/\/api\/calls\?/, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '2');
      return route.continue({ url: url.toString() });
    });
    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Load more calls' }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(2)).toContainText('Answered');
    await expect(page.getByRole('button', { name: 'Load more calls' })).toHaveCount(0);
  });

  test('a new owner sees the empty state, a loading state, and a failed load in words with Try again', async ({ page, request }) => {
    const account = await signUpOverApi(request);
    await loginThroughPage(page, account.email, account.password);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failures = 1;
    await page.route(/\/api\/calls\?/, async (route) => {
      await held;
      if (failures-- > 0) return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong on our side. Please try again."}' });
      return route.continue();
    });
    await openRecordings(page);
    await expect(page.getByText('Loading calls...')).toBeVisible();
    release();
    await expect(page.getByRole('alert')).toContainText('We could not load your calls.');
    await page.getByRole('button', { name: 'Try again' }).click();

    await expect(page.getByRole('heading', { name: 'No calls yet' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Start Test Call' }).click();
    const panel = page.getByRole('dialog', { name: 'Test Call' });
    await expect(panel.getByTestId('call-line').first()).toContainText(`Thank you for calling ${account.business.name}`);
    // A word first: a test call hung up before any is not logged.
    await panel.getByLabel('What you say to the assistant').fill('hmm');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByTestId('call-line')).toHaveCount(3);
    await panel.getByRole('button', { name: 'Hang up' }).click();
    // From the ended call to its log entry: the list reloads when the panel closes.
    await panel.getByRole('link', { name: 'Call Recording Logs' }).click();
    await expect(panel).toBeHidden();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Abandoned');
    await expect(rows(page).first()).toContainText('You (test call)');
  });
  for (const width of [1280, 375]) {
    test(`an urgent message is badged in the call log and found with "Urgent messages only" (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const account = await signUpOverApi(request);
      const res = await request.patch(`/api/businesses/${account.business.id}`, { data: { business: { working_hours_attributes: openAllWeek(), transfer_calls_enabled: false } } });
      expect(res.status(), await res.text()).toBe(200);
      await placeCall(request, ['can i leave a message for the owner', 'Bo Chen', 'yes', 'thanks for the great work'], { caller_number: '(312) 555-0145' });
      await placeCall(request, ['my scalp is burning and blistering after the color you did yesterday', 'Ana Lopez', 'yes', 'please call me right away'], { caller_number: '(312) 555-0123' });
      await loginThroughPage(page, account.email, account.password);
      // At 375 px the navigation is behind the menu button: the page by its address.
      await page.goto('/dashboard/recordings');
      await expect(rows(page)).toHaveCount(2);
      const urgentRow = rows(page).filter({ hasText: 'Urgent message from Ana Lopez' });
      await expect(urgentRow.getByTestId('urgent-badge')).toHaveText('Urgent');
      await expect(rows(page).filter({ hasText: 'Message from Bo Chen' }).getByTestId('urgent-badge')).toHaveCount(0);
      await page.getByLabel('Urgent messages only').check();
      await expect(page).toHaveURL(/urgent=true/);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText('Ana Lopez');
      await page.screenshot({ path: `test-results/urgent-call-log-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(rows(page)).toHaveCount(2);
    });
  }
});
