import { expect, test, type Locator, type Page } from '@playwright/test';
import { CALL_STEPS, CALL_TIMING as T } from '../../web/src/features/landing/call-script';

/*
 * The hero's simulated call (spec sections 4 and 9), driven by Playwright's fake clock: the clock is paused
 * before the page loads, so the card's timers are registered at one known instant and every check below
 * lands at an exact millisecond of the schedule. No sleeping.
 */

const demo = (page: Page) => page.getByTestId('call-demo');
const bubble = (page: Page, step: number) => demo(page).locator(`.call-bubble[data-step="${step}"]`);
const typing = (page: Page) => page.getByTestId('typing-indicator');

async function openPaused(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
  await page.goto('/');
  await expect(demo(page)).toBeVisible();
  await expect(demo(page)).toHaveAttribute('data-step', '');
}

/** Advances the page clock to `ms` after the card started, given where it is now. */
function timeline(page: Page) {
  let now = 0;
  return async (ms: number) => {
    expect(ms, 'time only moves forward').toBeGreaterThanOrEqual(now);
    await page.clock.runFor(ms - now);
    now = ms;
  };
}

async function expectHidden(l: Locator) {
  await expect(l).toHaveCount(0);
}
async function expectShownInactive(l: Locator) {
  await expect(l).toHaveCount(1);
  await expect(l).not.toHaveClass(/is-active/);
}
async function expectActive(l: Locator) {
  await expect(l).toHaveClass(/is-active/);
  await expect(l).toBeVisible();
}

const stepStart = (n: number) => T.startDelay + n * T.step;

test('first start after 1.5 s; plain step 0: bubble at 300 ms, active 100 ms later', async ({ page }) => {
  await openPaused(page);
  const at = timeline(page);
  await expect(demo(page)).toContainText('Incoming call');

  await at(1499);
  await expect(demo(page)).toHaveAttribute('data-step', '');
  await at(1500);
  await expect(demo(page)).toHaveAttribute('data-step', '0');
  await expectHidden(bubble(page, 0));
  await at(1500 + 299);
  await expectHidden(bubble(page, 0));
  await at(1500 + 300);
  await expectShownInactive(bubble(page, 0));
  await at(1500 + 399);
  await expectShownInactive(bubble(page, 0));
  await at(1500 + 400);
  await expectActive(bubble(page, 0));
  await expect(bubble(page, 0)).toContainText(CALL_STEPS[0].text);
  await expect(typing(page)).toHaveCount(0); // step 0 has no typing indicator
  // The AI is speaking: the wave indicator is on.
  await expect(page.getByTestId('speaking-wave')).toHaveClass(/call-wave--on/);
});

test('typing step 1: previous bubble fades and hides at 200 ms; typing 400 to 2400 ms; bubble at 600, active at 700', async ({
  page,
}) => {
  await openPaused(page);
  const at = timeline(page);
  const s1 = stepStart(1);
  expect(s1).toBe(5000);

  await at(s1 - 1);
  await expect(demo(page)).toHaveAttribute('data-step', '0');
  await expectActive(bubble(page, 0));

  await at(s1);
  await expect(demo(page)).toHaveAttribute('data-step', '1');
  // Every bubble loses 'active' at once (fade), and is hidden 200 ms later unless it is the step's own.
  await expectShownInactive(bubble(page, 0));
  await at(s1 + 199);
  await expectShownInactive(bubble(page, 0));
  await at(s1 + 200);
  await expectHidden(bubble(page, 0));

  await at(s1 + 399);
  await expect(typing(page)).toHaveCount(0);
  await at(s1 + 400);
  await expect(typing(page)).toBeVisible();
  await at(s1 + 599);
  await expectHidden(bubble(page, 1));
  await at(s1 + 600);
  await expectShownInactive(bubble(page, 1));
  await at(s1 + 699);
  await expectShownInactive(bubble(page, 1));
  await at(s1 + 700);
  await expectActive(bubble(page, 1));
  await expect(bubble(page, 1)).toContainText(CALL_STEPS[1].text);
  // The caller is talking: the AI's wave is off.
  await expect(page.getByTestId('speaking-wave')).not.toHaveClass(/call-wave--on/);

  await at(s1 + 2399);
  await expect(typing(page)).toBeVisible();
  await at(s1 + 2400);
  await expect(typing(page)).toHaveCount(0);
  await at(s1 + 3499);
  await expect(demo(page)).toHaveAttribute('data-step', '1');
  await at(s1 + 3500);
  await expect(demo(page)).toHaveAttribute('data-step', '2');
});

test('steps advance every 3.5 s with the right kind of entrance for each step', async ({ page }) => {
  test.slow(); // 33 checkpoints across all eleven steps
  await openPaused(page);
  const at = timeline(page);
  for (let n = 0; n <= 10; n++) {
    const start = stepStart(n);
    const typed = T.typingSteps.includes(n);
    await at(start);
    await expect(demo(page)).toHaveAttribute('data-step', String(n));
    // Checked just after the typing indicator's start and just after a plain bubble's entrance.
    await at(start + 400);
    await expect(typing(page)).toHaveCount(typed ? 1 : 0);
    if (typed) await expectHidden(bubble(page, n));
    else await expectActive(bubble(page, n));
    await at(start + 700);
    await expectActive(bubble(page, n));
    await expect(demo(page).locator('.call-bubble')).toHaveCount(1);
  }
  expect([1, 2, 4, 5, 7, 8]).toEqual([...T.typingSteps]);
});

test('the sample order is ready in 15 minutes (step 9)', async ({ page }) => {
  await openPaused(page);
  const at = timeline(page);
  await at(stepStart(9) + 400);
  await expectActive(bubble(page, 9));
  await expect(bubble(page, 9)).toHaveText(/ready for pickup in 15 minutes/);
});

test('after step 10 the call fades out for 800 ms and starts again at step 0', async ({ page }) => {
  test.slow();
  await openPaused(page);
  const at = timeline(page);
  const s10 = stepStart(10);
  const wrap = s10 + T.step;
  expect(wrap).toBe(40_000);

  await at(s10 + 400);
  await expectActive(bubble(page, 10));
  await at(wrap - 1);
  await expect(demo(page)).not.toHaveClass(/is-fading/);
  await at(wrap);
  await expect(demo(page)).toHaveClass(/is-fading/);
  expect(await demo(page).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.8s');
  await at(wrap + 799);
  await expect(demo(page)).toHaveClass(/is-fading/);
  await expect(demo(page)).toHaveAttribute('data-step', '10');

  await at(wrap + 800);
  await expect(demo(page)).not.toHaveClass(/is-fading/);
  await expect(demo(page)).toHaveAttribute('data-step', '0');
  await expect(demo(page).locator('.call-bubble')).toHaveCount(0);
  await at(wrap + 800 + 300);
  await expectShownInactive(bubble(page, 0));
  await at(wrap + 800 + 400);
  await expectActive(bubble(page, 0));
  // The second round keeps the same rhythm.
  await at(wrap + 800 + 3500);
  await expect(demo(page)).toHaveAttribute('data-step', '1');
});

test('Pause demo stops the rotation; Play resumes it', async ({ page }) => {
  await openPaused(page);
  const at = timeline(page);
  await at(stepStart(2) + 1000);
  await page.getByRole('button', { name: 'Pause demo' }).click();
  await at(stepStart(6));
  await expect(demo(page)).toHaveAttribute('data-step', '2');
  await page.getByRole('button', { name: 'Play demo' }).click();
  await at(stepStart(6) + 3500);
  await expect(demo(page)).toHaveAttribute('data-step', '3');
});

test('with reduced motion nothing rotates: the whole conversation is shown at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const transcript = page.getByTestId('call-transcript');
  await expect(transcript.locator('.call-bubble')).toHaveCount(CALL_STEPS.length);
  await expect(page.getByTestId('call-demo')).toHaveCount(0);
  await page.clock.runFor(60_000);
  await expect(transcript.locator('.call-bubble')).toHaveCount(CALL_STEPS.length);
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(page.getByTestId('speaking-wave')).not.toHaveClass(/call-wave--on/);
  await expect(page.getByRole('button', { name: 'Pause demo' })).toHaveCount(0);
  await expect(transcript).toContainText('ready for pickup in 15 minutes');
});
