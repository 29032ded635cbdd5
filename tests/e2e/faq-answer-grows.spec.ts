import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './public-support';
import { signInOverApi, signUpOverApi } from './support';

/*
 * An FAQ answer is often a few sentences. Its box (onboarding step 2 and the dashboard's FAQ editor) grows with the
 * text, so the owner reads the whole answer without scrolling inside a two-line box, on a phone too; it shrinks back
 * when the text gets shorter, and a saved long answer opens at its full height.
 */

const LONG_ANSWER =
  'Yes, free parking is available behind the building, with twelve spaces reserved for customers. On weekends the lot ' +
  'fills up by noon, so we suggest the public garage on Elm Street, two blocks north; bring your ticket and we will ' +
  'validate two hours. Street parking is metered until 6 pm on weekdays. Bicycles can be locked at the rack by the door.';
const SHORT_ANSWER = 'Yes, behind the building.';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The whole text is on screen inside the box: nothing to scroll inside it. */
async function expectShowsAllText(answer: Locator, label: string) {
  // The box is sized in the frame after its text arrives (a reload, a tab shown), so it is read until it settles.
  const overflow = () => answer.evaluate((el) => el.scrollHeight - el.clientHeight);
  await expect.poll(overflow, { message: `${label}: the answer scrolls inside its box`, timeout: 5_000 }).toBeLessThanOrEqual(1);
}

const heightOf = async (answer: Locator) => (await answer.boundingBox())!.height;

/** Types the long answer, checks the box grew to show it all, then that a short answer shrinks it back. */
async function checkGrowsAndShrinks(answer: Locator, label: string) {
  const empty = await heightOf(answer);
  await answer.fill(LONG_ANSWER);
  await expectShowsAllText(answer, `${label}, long`);
  const grown = await heightOf(answer);
  expect(grown, `${label}: the box grew with the long answer`).toBeGreaterThan(empty + 20);
  await answer.fill(SHORT_ANSWER);
  await expectShowsAllText(answer, `${label}, short`);
  expect(await heightOf(answer), `${label}: the box shrank back with a short answer`).toBeLessThan(grown);
  await answer.fill(LONG_ANSWER);
  await expectShowsAllText(answer, `${label}, long again`);
}

for (const width of [1280, 375]) {
  test(`onboarding step 2: an FAQ answer's box grows with its text and opens at full height when saved (${width} px)`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    page.on('dialog', (d) => void d.accept()); // the gate's no-website alert
    await page.goto('/onboarding/ai-config?step=2');
    await expect(page.getByRole('heading', { name: 'Personalize Customer Interaction' })).toBeVisible();

    await field(page, 'Question 1').fill('Do you have parking?');
    await checkGrowsAndShrinks(field(page, 'Answer 1'), 'Answer 1');
    await saveScreenshot(page, testInfo, `onboarding-faq-${width}`);
    await page.getByRole('button', { name: 'Continue to Configuration' }).click();
    await expect(page).toHaveURL(/\/onboarding\/ai-config\?step=3$/);

    await page.goto('/onboarding/ai-config?step=2');
    await expect(field(page, 'Answer 1')).toHaveValue(LONG_ANSWER);
    await expectShowsAllText(field(page, 'Answer 1'), 'Answer 1 after a reload');
  });

  test(`dashboard FAQ editor: an answer's box grows with its text and opens at full height when saved (${width} px)`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard/assistant');
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await field(page, 'Question 1').fill('Do you have parking?');
    await checkGrowsAndShrinks(field(page, 'Answer 1'), 'Answer 1');
    await saveScreenshot(page, testInfo, `dashboard-faq-${width}`);
    // The save bar's button: on a phone it is the screen's one set of actions (the header's are hidden there).
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');

    // Opened on another tab first: the answer's box is sized when its tab is shown.
    await page.goto('/dashboard/assistant?tab=hours');
    await page.getByRole('tab', { name: 'Assistant Identity' }).click();
    await expect(field(page, 'Answer 1')).toHaveValue(LONG_ANSWER);
    await expectShowsAllText(field(page, 'Answer 1'), 'Answer 1 after a reload');
  });
}
