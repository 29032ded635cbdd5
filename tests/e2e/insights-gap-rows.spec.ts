import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/*
 * The unanswered questions on AI Call Insights, as a new owner met them on a phone: every question's link read
 * "call 1" (the same words for different calls), and the count and "Add answer" wrapped differently from one row to
 * the next with the length of the question.
 */

// The lengths matter: before, the first wrapped its count to a second line and the second its button.
const QUESTIONS = ['can I do sessions over zoom?', 'do you guys take Cigna?'];

async function askInACall(request: APIRequestContext, text: string): Promise<string> {
  const started = await request.post('/api/test-calls', { data: {} });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  expect((await request.post(`/api/test-calls/${id}/turns`, { data: { text } })).status()).toBe(200);
  expect((await request.post(`/api/test-calls/${id}/end`, { data: {} })).status()).toBe(200);
  return id;
}

test('each unanswered question links to its own call by words that say so, and its row reads alike at 375 px', async ({ page, request }) => {
  const account = await signUpOverApi(request);
  const ids = [];
  for (const q of QUESTIONS) ids.push(await askInACall(request, q));
  await signInOverApi(page, account.email, account.password);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard/insights?include_test=true');
    const gaps = page.getByRole('region', { name: 'Questions your assistant could not answer' }).getByTestId('gap');
    await expect(gaps).toHaveCount(2);
    for (const [i, q] of QUESTIONS.entries()) {
      const row = gaps.filter({ hasText: q });
      const link = row.getByRole('link', { name: 'Open the call' });
      await expect(link).toHaveAttribute('href', new RegExp(`call=${encodeURIComponent(ids[i]!)}`));
      await expect(row).not.toContainText('call 1');
    }
    if (width === 375) {
      // The question has its own line; the count and the button sit under it at the same place in every row.
      const buttonsLeft = [];
      for (const q of QUESTIONS) {
        const row = gaps.filter({ hasText: q });
        const question = (await row.getByText(`“${q}”`).boundingBox())!;
        const button = (await row.getByRole('button', { name: 'Add answer' }).boundingBox())!;
        expect(button.y, q).toBeGreaterThanOrEqual(question.y + question.height);
        buttonsLeft.push(Math.round(button.x));
      }
      expect(new Set(buttonsLeft).size, `Add answer at x = ${buttonsLeft.join(', ')}`).toBe(1);
    }
  }
});
