import { expect, test } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/*
 * A new owner's first calls are test calls, whose summaries end '1 unanswered question kept for you'; AI Call
 * Insights leaves test calls out by default, so its list read 'None in this range.' with no word on where the
 * question went.
 */

const UNKNOWABLE = 'do you have a wheelchair ramp?';

test('Insights says where a test call’s unanswered question is, and shows it with test calls included', async ({ page, request }) => {
  const account = await signUpOverApi(request);
  const started = await request.post('/api/test-calls', { data: {} });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const turn = await request.post(`/api/test-calls/${id}/turns`, { data: { text: UNKNOWABLE } });
  expect(turn.status(), await turn.text()).toBe(200);
  expect((await request.post(`/api/test-calls/${id}/end`, { data: {} })).status()).toBe(200);
  const call = (await (await request.get(`/api/calls/${id}`)).json()) as { summary: string };
  expect(call.summary).toContain('1 unanswered question kept for you');

  await signInOverApi(page, account.email, account.password);
  await page.goto('/dashboard/insights');
  const gaps = page.getByRole('region', { name: 'Questions your assistant could not answer' });
  await expect(gaps).toContainText('None in this range. Questions from your test calls show when you tick Include test calls.');

  await page.getByLabel('Include test calls').check();
  await expect(gaps.getByTestId('gap')).toContainText(UNKNOWABLE);
  await expect(gaps).not.toContainText('Include test calls');
});
