import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAllWeek, signInOverApi, signUpOverApi } from './support';

/*
 * What the owner reads about a call on Call Recording Logs: the summary names the FAQ question asked in the owner's
 * own words, and the transcript shows what an intake collected, with the assistant's note beside a doubtful answer.
 */

async function placeCall(request: APIRequestContext, lines: string[]) {
  const started = await request.post('/api/test-calls', { data: { caller_number: '(312) 555-0100' } });
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

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
}

for (const width of [1280, 375]) {
  test(`the call log names the FAQ asked and shows intake answers with the assistant's note (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await signUpOverApi(request);
    const business = await request.patch(`/api/businesses/${account.business.id}`, {
      data: {
        business: {
          business_questions_attributes: [{ question: 'Do you have parking?', answer: 'Yes, there is free parking behind the building.' }],
          working_hours_attributes: openAllWeek(),
        },
      },
    });
    expect(business.status(), await business.text()).toBe(200);
    const cfg = (await (await request.get('/api/assistant-configurations/me')).json()) as { id: string };
    const scenario = await request.patch(`/api/assistant-configurations/${cfg.id}`, {
      data: {
        assistant_configuration: {
          scenarios_attributes: [
            {
              trigger: 'Caller wants a color consultation',
              post_collection_action: 'Take a message',
              scenario_questions_attributes: [
                { question: 'What is your date of birth?', is_required: true },
                { question: 'What is your current hair color?', is_required: true },
              ],
            },
          ],
        },
      },
    });
    expect(scenario.status(), await scenario.text()).toBe(200);
    await placeCall(request, ['Do you have parking?', 'thanks, bye']);
    await placeCall(request, ['I would like a color consultation', 'at 4 pm', 'at 5 pm', 'dark brown', 'Mia Wong', 'yes', 'no, thank you']);

    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard/recordings');
    await expect(page.getByRole('heading', { level: 1, name: 'Call Recording Logs' })).toBeVisible();
    const rows = page.getByTestId('call-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Answered the caller's questions about “Do you have parking?”");

    await rows.first().getByRole('button', { name: 'View transcript' }).click();
    const transcript = page.getByRole('dialog', { name: 'Call transcript' });
    const intake = transcript.getByRole('region', { name: 'Intake answers' });
    await expect(intake.getByRole('heading', { name: 'Intake: Caller wants a color consultation' })).toBeVisible();
    const answers = intake.getByTestId('intake-answer');
    await expect(answers).toHaveCount(2);
    await expect(answers.nth(0)).toHaveText(/What is your date of birth\?\s*at 5 pm\s*Note: unclear answer, asked twice/);
    await expect(answers.nth(1)).toHaveText(/What is your current hair color\?\s*dark brown$/);
    await expect(intake.getByTestId('intake-note')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    const results = await new AxeBuilder({ page }).include('[data-testid="intake-answers"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
