import { expect, test, type Page } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';

/*
 * A test call is started once per thing the owner asks for: a double click on "Call again" or "Call with this
 * caller ID", or a start request sent twice (a retry), gives one call and one greeting.
 */

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Test Call' });
const greetings = (page: Page) => panelOf(page).locator('[data-testid="call-line"][data-speaker="assistant"]');
const testCallIds = async (page: Page) =>
  (((await (await page.request.get('/api/calls?limit=100')).json()) as { calls: Array<{ id: string; is_test: boolean }> }).calls)
    .filter((c) => c.is_test)
    .map((c) => c.id);

test('a double click or a repeated start request starts one test call, not two', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  page.on('dialog', (d) => void d.dismiss());

  // Every start is sent to the server twice, as a retry after a lost answer would be; the browser sees the second answer.
  const startKeys: string[] = [];
  // The call id each of a start's two requests was answered with: the same one, or the retry began a second call.
  const startedIds: Array<[string, string]> = [];
  await page.route('**/api/test-calls', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    startKeys.push(route.request().headers()['idempotency-key'] ?? '');
    const first = await route.fetch();
    const firstId = ((await first.json()) as { id: string }).id;
    const again = await route.fetch();
    startedIds.push([firstId, ((await again.json()) as { id: string }).id]);
    await route.fulfill({ response: again });
  });

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Start Test Call' }).click();
  const panel = panelOf(page);
  await expect(panel.getByTestId('call-status')).toContainText('In call');
  await expect(greetings(page)).toHaveCount(1);
  expect(await testCallIds(page)).toHaveLength(1);

  await panel.getByRole('button', { name: 'Hang up' }).click();
  await panel.getByRole('button', { name: 'Call again' }).dblclick();
  await expect(panel.getByTestId('call-status')).toContainText('In call');
  await expect(greetings(page)).toHaveCount(1);

  await panel.getByLabel('Caller ID').fill('(212) 555-0188');
  await panel.getByRole('button', { name: 'Call with this caller ID' }).dblclick();
  await expect(panel.getByTestId('call-status')).toContainText('In call');
  await expect(greetings(page)).toHaveCount(1);

  // Three calls asked for, one call each; each start had its own key, sent twice. The two ended before the owner
  // said anything are not logged (not abandoned calls): the log holds the live one only.
  expect(startKeys).toHaveLength(3);
  expect(startedIds).toHaveLength(3);
  for (const [first, again] of startedIds) expect(again).toBe(first);
  expect(new Set(startedIds.map(([id]) => id)).size).toBe(3);
  await expect.poll(() => testCallIds(page)).toEqual([startedIds[2]![0]]);
  expect(new Set(startKeys).size).toBe(3);
  for (const key of startKeys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
});
