import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE, clearOfMidnight, CLOCK_TAG, openAllWeek, serverNow, signInOverApi, signUpOverApi } from './support';
import { emailsTo, expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './public-support';

/*
 * Reports, AI Call Insights and owner notifications end to end. Calls are placed over the test-call API; the ones of
 * the daylight-saving night say when they happen with the local server's X-Dev-Now (with its dev token), so only
 * those requests see the moved clock. Everything else runs on the server's own clock.
 */

const devToken = () => readFileSync(join(process.env.E2E_DATA_DIR!, 'dev-token'), 'utf8').trim();

/** The last day New York changed its clocks on, before `now` (spring or autumn, whichever came last). */
function lastClockChange(now: DateTime): DateTime {
  for (let d = now.startOf('day'); d > now.minus({ days: 400 }); d = d.minus({ days: 1 })) {
    if (d.set({ hour: 12 }).offset !== d.minus({ days: 1 }).set({ hour: 12 }).offset) return d;
  }
  throw new Error('no clock change in the last 400 days');
}

async function placeCall(page: Page, lines: string[], at?: DateTime) {
  const headers = (offsetSeconds: number): Record<string, string> =>
    at ? { 'x-dev-token': devToken(), 'x-dev-now': at.plus({ seconds: offsetSeconds }).toISO()! } : {};
  const started = await page.request.post('/api/test-calls', { data: { caller_number: '(312) 555-0100' }, headers: headers(0) });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const replies: string[] = [];
  for (const [i, text] of lines.entries()) {
    const res = await page.request.post(`/api/test-calls/${id}/turns`, { data: { text }, headers: headers(10 * (i + 1)) });
    expect(res.status(), await res.text()).toBe(200);
    replies.push(((await res.json()) as { say: string }).say);
  }
  await page.request.post(`/api/test-calls/${id}/end`, { headers: headers(10 * (lines.length + 1)) });
  return { id, replies };
}

for (const width of [1280, 375]) {
  test(`Reports, AI Call Insights and owner emails at ${width}px ${CLOCK_TAG}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const owner = await signUpOverApi(request, { businessName: `Bella Salon ${width}` });
    await signInOverApi(page, owner.email, owner.password);
    const patch = await page.request.patch(`/api/businesses/${owner.business.id}`, {
      data: {
        business: {
          time_zone: BUSINESS_ZONE,
          business_items_attributes: [{ name: 'Haircut', price: '30.00', duration: 45, currency: 'USD' }],
          business_questions_attributes: [{ question: 'Do you have parking?', answer: 'Yes, there is free parking behind the building.' }],
          working_hours_attributes: openAllWeek(),
          transfer_calls_enabled: false,
        },
      },
    });
    expect(patch.status(), await patch.text()).toBe(200);

    // Three calls around the last clock change: the evening before, the evening of, and just after midnight.
    const now = await serverNow(request);
    const change = lastClockChange(now);
    const before = change.minus({ days: 1 });
    const after = change.plus({ days: 1 });
    await placeCall(page, ['are you hiring any stylists right now'], before.set({ hour: 23, minute: 30 }));
    await placeCall(page, ['do you have parking?'], change.set({ hour: 23, minute: 30 }));
    await placeCall(page, ['do you have parking?'], after.set({ hour: 0, minute: 30 }));

    // The dashboard's Call Logs tab leads to Reports.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Call Logs' }).click();
    await expect(page).toHaveURL(/\/dashboard\/reports/);
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From').fill(before.toISODate()!);
    await page.getByLabel('To').fill(after.toISODate()!);
    await page.getByRole('button', { name: 'Show' }).click();
    // Test calls are left out by default: these three are test calls.
    await expect(page.getByTestId('report-calls')).toHaveText('0');
    await page.getByLabel('Include test calls').check();
    await expect(page.getByTestId('report-calls')).toHaveText('3');
    await expect(page.getByTestId('report-answer-rate')).toHaveText('67%');
    // No bookings or orders: zero in the business's currency, formatted as the dashboard formats money.
    for (const tile of ['report-bookings', 'report-orders']) {
      await expect(page.locator('.rp-tile', { has: page.getByTestId(tile) }).locator('.rp-tile__note')).toHaveText('$0.00');
    }
    await page.getByText('Day by day').click();
    for (const day of [before, change, after]) {
      await expect(page.getByTestId(`day-${day.toISODate()}`).locator('td').first()).toHaveText('1');
    }
    await expect(page.getByTestId('busiest-hour')).toHaveText('Busiest: 23:00 (2 calls)');
    await expectNoHorizontalScroll(page, `reports at ${width}px`);
    await expectNoSeriousA11yViolations(page, `reports at ${width}px`);
    // The calls behind a figure, one click away.
    await page.getByTestId('outcome-abandoned').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/recordings\\?from=${before.toISODate()}&to=${after.toISODate()}&outcome=abandoned`));

    // AI Call Insights: the unanswered question, answered in place.
    await page.goto(`/dashboard/insights?range=custom&from=${before.toISODate()}&to=${after.toISODate()}&include_test=true`);
    const gap = page.getByTestId('gap').filter({ hasText: 'are you hiring any stylists right now' });
    await expect(gap).toContainText('1 time');
    await expect(page.getByTestId('insight-headlines')).toContainText('3 calls from');
    await gap.getByRole('button', { name: 'Add answer' }).click();
    await gap.getByLabel('Answer').fill('Yes, we are hiring stylists. Send your resume to jobs@bella.example.');
    await gap.getByRole('button', { name: 'Save answer' }).click();
    await expect(gap).toContainText('Answered in your FAQ');
    await expectNoHorizontalScroll(page, `insights at ${width}px`);
    await expectNoSeriousA11yViolations(page, `insights at ${width}px`);
    const next = await placeCall(page, ['are you hiring any stylists right now']);
    expect(next.replies[0]).toContain('we are hiring stylists');

    // A booking emails the owner while Email notifications is on, and not once it is off.
    await clearOfMidnight(request);
    const bookings = async () => (await emailsTo(request, owner.email)).filter((e) => /New booking/.test(e.subject));
    await placeCall(page, ["I'd like to book a haircut tomorrow at 3", 'Ana Lopez', 'yes', 'yes please', 'no, thank you']);
    await expect.poll(async () => (await bookings()).length).toBe(1);
    expect((await bookings())[0]!.text).toContain('Customer: Ana Lopez');
    await page.goto('/dashboard/settings');
    const emailSwitch = page.getByRole('switch', { name: 'Email notifications' });
    await emailSwitch.uncheck();
    await expect(page.getByTestId('notifications-status')).toHaveText('Saved');
    await placeCall(page, ["I'd like to book a haircut tomorrow at 5", 'Bo Chen', 'yes', 'yes please', 'no, thank you']);
    expect(await bookings()).toHaveLength(1);

    // The daily summary at 7:00: chosen a moment before 7:00 on the morning after the last call (that request's
    // clock, which the execution it starts keeps), it arrives once however often the workflow goes round.
    const morning = after.plus({ days: 1 }).set({ hour: 6, minute: 59, second: 58 });
    const chose = await page.request.patch('/api/profiles/', {
      data: { user: { daily_summary_hour: 7 } },
      headers: { 'x-dev-token': devToken(), 'x-dev-now': morning.toISO()! },
    });
    expect(chose.status(), await chose.text()).toBe(200);
    const summaries = async () => (await emailsTo(request, owner.email)).filter((e) => /your day on/.test(e.subject));
    await expect.poll(async () => (await summaries()).length, { timeout: 15_000 }).toBe(1);
    expect((await summaries())[0]!.subject).toContain(`your day on ${after.setLocale('en-US').toFormat('cccc, LLLL d')}`);
    await page.waitForTimeout(5_000);
    expect(await summaries()).toHaveLength(1);
    await page.reload();
    const hour = page.getByLabel('Daily summary email');
    await expect(hour).toHaveValue('7');
    await hour.selectOption('');
    await expect(page.getByTestId('daily-summary-status')).toHaveText('Saved');
  });
}

for (const width of [1280, 375]) {
  test(`Reports of a new owner with no calls say so instead of drawing empty axes, at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const owner = await signUpOverApi(request, { businessName: `Quiet Realty ${width}` });
    await signInOverApi(page, owner.email, owner.password);
    await page.goto('/dashboard/reports');
    await expect(page.getByTestId('report-calls')).toHaveText('0');
    for (const chart of ['Calls per day', 'Busiest hours', 'Busiest days']) {
      const section = page.getByRole('region', { name: chart });
      await expect(section.getByTestId('chart-empty')).toHaveText('No calls in this range.');
      // No axis of made-up ticks (0, 1, 2, 3, 4) is drawn.
      await expect(section.locator('.recharts-wrapper')).toHaveCount(0);
    }
    await expectNoHorizontalScroll(page, `empty reports at ${width}px`);
    await page.screenshot({ path: test.info().outputPath(`reports-empty-${width}.png`), fullPage: true });
    // AI Call Insights says the same empty range in the same words, and never another wording for it.
    await page.goto('/dashboard/insights');
    await expect(page.getByRole('region', { name: 'What callers wanted' }).getByText('No calls in this range.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Call summaries' }).getByText('No calls in this range.')).toBeVisible();
    await expect(page.getByText(/No calls in this period/)).toHaveCount(0);
    await page.goto('/dashboard/reports');
    await expect(page.getByRole('region', { name: 'Calls per day' })).toBeVisible();
    await expect(page.getByText(/No calls in this period/)).toHaveCount(0);
  });
}
