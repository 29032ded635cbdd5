import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** Fails with the rule ids and elements when axe finds a serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

/** The page is no wider than the viewport: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page, label: string) {
  const { scrollWidth, clientWidth, bodyScrollWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    bodyScrollWidth: document.body.scrollWidth,
  }));
  expect(scrollWidth, `${label}: document wider than the viewport`).toBeLessThanOrEqual(clientWidth);
  expect(bodyScrollWidth, `${label}: body wider than the viewport`).toBeLessThanOrEqual(clientWidth);
}

/**
 * A full-page screenshot in this test's output folder (under test-results/), attached to the report for a person to
 * look at: only with E2E_SCREENSHOTS=1 (each costs a second or two of a core in software rendering, and nothing
 * asserts on it).
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

export interface OutboxEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  at: string;
}

/** The newest email to `address` in the local SES emulator (GET /dev/outbox.json, newest first). */
export async function newestEmailTo(request: APIRequestContext, address: string, subject: RegExp): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/outbox.json');
        const body = (await res.json()) as { emails: OutboxEmail[] };
        found = body.emails.find((e) => e.to.includes(address) && subject.test(e.subject));
        return found !== undefined;
      },
      { message: `an email to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function emailsTo(request: APIRequestContext, address: string): Promise<OutboxEmail[]> {
  const res = await request.get('/dev/outbox.json');
  return ((await res.json()) as { emails: OutboxEmail[] }).emails.filter((e) => e.to.includes(address));
}
