import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './public-support';
import { signInOverApi, signUpOverApi } from './support';

/*
 * A business that never saved a time zone runs in America/New_York on the server (spec section 3; README 'Time zone
 * not set'). The assistant screen's Business Hours tab says the zone is not set, what is used meanwhile, and proposes
 * this device's zone to confirm; saving sets it.
 */

test.use({ timezoneId: 'America/Chicago' });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
}

/**
 * The button's label is inside the button with room to spare: nothing scrolls inside it (scrollHeight/Width <=
 * clientHeight/Width), the box of its text is inside the button's box at least ROOM px from its top and bottom edges,
 * and its lines (a wrapped label) do not overlap. A label wrapped into a one-line-high button with line-height 1 and
 * no vertical padding touched both edges (1 px of room) and its lines overlapped: it read as clipped.
 */
const ROOM = 4;
async function expectLabelFits(button: Locator, label: string) {
  const fit = await button.evaluate((el) => {
    // The label's text only (an icon beside it is not a line of text): one rect per laid-out run of each text node.
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
    }
    const text = {
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
    };
    const box = el.getBoundingClientRect();
    // One entry per line (a line may hold several text runs): the union of the rects that share a top.
    const lines = new Map<number, { top: number; bottom: number }>();
    for (const r of rects) {
      const key = Math.round(r.top);
      const line = lines.get(key);
      lines.set(key, line ? { top: Math.min(line.top, r.top), bottom: Math.max(line.bottom, r.bottom) } : { top: r.top, bottom: r.bottom });
    }
    return {
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      text,
      box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
      lines: [...lines.values()].sort((a, b) => a.top - b.top),
    };
  });
  expect.soft(fit.scrollHeight, `${label}: the label is taller than the button`).toBeLessThanOrEqual(fit.clientHeight);
  expect.soft(fit.scrollWidth, `${label}: the label is wider than the button`).toBeLessThanOrEqual(fit.clientWidth);
  expect.soft(fit.text.top - fit.box.top, `${label}: room above the text`).toBeGreaterThanOrEqual(ROOM);
  expect.soft(fit.box.bottom - fit.text.bottom, `${label}: room below the text`).toBeGreaterThanOrEqual(ROOM);
  expect.soft(fit.text.left, `${label}: the text's left edge`).toBeGreaterThanOrEqual(fit.box.left);
  expect.soft(fit.text.right, `${label}: the text's right edge`).toBeLessThanOrEqual(fit.box.right);
  for (let i = 1; i < fit.lines.length; i++) {
    expect.soft(fit.lines[i]!.top, `${label}: line ${i + 1} overlaps line ${i}`).toBeGreaterThanOrEqual(fit.lines[i - 1]!.bottom - 0.5);
  }
}

for (const width of [1280, 375]) {
  test(`an unset time zone is shown as unset, the device's zone is proposed, and confirming saves it (${width} px)`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await signUpOverApi(request);
    const before = (await (await request.get('/api/businesses/me')).json()) as { time_zone: string; time_zone_set: boolean };
    expect(before).toMatchObject({ time_zone: 'America/New_York', time_zone_set: false });

    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard/assistant');
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    const notice = page.getByTestId('zone-unset');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Not set yet. Until you choose one, hours, bookings and reminders use Eastern Time (America/New_York).');
    const zone = page.getByLabel('Time zone');
    await expect(zone).toHaveValue('');
    await expect(zone.locator('option:checked')).toHaveText('Not set (Eastern Time is used)');
    await expect(zone).toHaveAccessibleDescription(/Not set yet/);
    const box = (await notice.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, testInfo, `zone-unset-${width}`);
    for (const name of ['Use Central Time (US & Canada) (this device)', 'Keep Eastern Time']) {
      await expectLabelFits(notice.getByRole('button', { name }), name);
    }
    // The page's other small buttons (every tab) fit their labels too.
    for (const tab of ['Assistant Identity', 'Business Hours', 'Service Catalog']) {
      await page.getByRole('tab', { name: tab }).click();
      const buttons = page.locator('.as-page .btn--sm:visible');
      expect(await buttons.count(), `small buttons on the ${tab} tab`).toBeGreaterThan(0);
      for (const button of await buttons.all()) await expectLabelFits(button, `${tab}: "${(await button.innerText()).trim()}"`);
    }
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    const axe = await new AxeBuilder({ page }).include('.as-field--zone').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // The device's zone (Chicago here) is the proposal; taking it fills the picker, and saving sets it.
    await notice.getByRole('button', { name: 'Use Central Time (US & Canada) (this device)' }).click();
    await expect(zone).toHaveValue('America/Chicago');
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    const after = (await (await page.request.get('/api/businesses/me')).json()) as { time_zone: string; time_zone_set: boolean };
    expect(after).toMatchObject({ time_zone: 'America/Chicago', time_zone_set: true });

    await page.reload();
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
    await expect(page.getByTestId('zone-unset')).toHaveCount(0);
  });
}

test('keeping the default is a choice too: it is then saved as set', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  await page.goto('/dashboard/assistant');
  await page.getByRole('tab', { name: 'Business Hours' }).click();
  await page.getByTestId('zone-unset').getByRole('button', { name: 'Keep Eastern Time' }).click();
  await expect(page.getByLabel('Time zone')).toHaveValue('America/New_York');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  const after = (await (await page.request.get('/api/businesses/me')).json()) as { time_zone: string; time_zone_set: boolean };
  expect(after).toMatchObject({ time_zone: 'America/New_York', time_zone_set: true });
});
