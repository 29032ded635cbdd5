import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInOverApi, signUpOverApi } from './support';
import { STANDIN_PRIMARY, connectGoogleOverApi } from './google-support';

/*
 * Going live (issue 18, item 1): the assistant's number with a copy button on the dashboard, Assistant Configuration and
 * User Settings; forwarding instructions and a forwarding check for 'Use My Own Number'; the go-live checklist that
 * follows the real records and disappears when complete.
 */

for (const width of [1280, 375]) test(`the checklist follows the real state, the number is shown and copied, forwarding is checked (${width} px)`, async ({ page, context }) => {
  await page.setViewportSize({ width, height: 800 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await signUpOverApi(page.request);
  await signInOverApi(page, account.email, account.password);

  await page.goto('/dashboard');
  const checklist = page.getByTestId('go-live-checklist');
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText('0 of 6 done');
  await expect(page.getByTestId('assistant-number-card')).toContainText('No number is linked yet');

  // The number, hours, services, FAQs, the calendar and 'Use My Own Number', as onboarding and the assistant screen save them.
  const [number] = (await (await page.request.get('/api/phone-numbers/available')).json()) as Array<{ id: string; phone_number: string }>;
  const linked = await page.request.post('/api/phone-numbers/link/', { data: { business_id: account.business.id, phone_number_id: number.id } });
  expect(linked.status(), await linked.text()).toBe(200);
  const saved = await page.request.patch(`/api/businesses/${account.business.id}`, {
    data: {
      business: {
        business_items_attributes: [{ name: 'Haircut', price: '30.00', duration: 45, currency: 'USD' }],
        business_questions_attributes: [{ question: 'Do you have parking?', answer: 'Yes, behind the building.' }],
        working_hours_attributes: [{ day_of_week: 'monday', open_time: '09:00', close_time: '17:00', disabled: false }],
        call_handling_method: 'own_number',
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // A calendar is saved only once Google Calendar is connected (the local stand-in) and the id is one of its calendars.
  await connectGoogleOverApi(page.request, account.business.id, STANDIN_PRIMARY);

  const digits = number.phone_number.replace(/^\+1/, '');
  const display = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  await page.reload();
  await expect(checklist).toContainText('5 of 6 done');
  await expect(checklist.locator('[data-step="test_call"]')).toHaveAttribute('data-done', 'false');
  await expect(checklist.locator('[data-step="number_linked"]')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('assistant-number')).toHaveText(display);
  await page.getByRole('button', { name: `Copy ${display}` }).click();
  await expect(page.getByRole('button', { name: `Copy ${display}` })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number.phone_number);

  // Assistant Configuration: the number and, with 'Use My Own Number', the forwarding codes with the number in them.
  await page.goto('/dashboard/assistant');
  await expect(page.getByTestId('assistant-number')).toHaveText(display);
  const help = page.getByTestId('forwarding-help');
  await expect(help).toContainText(`*72 ${digits}`);
  await expect(help).toContainText(`**21*${digits}#`);
  await expect(help).toContainText('##21#');
  await expect(help).toContainText('*73');

  // The forwarding check: a call that reaches the assistant's number (as Amazon Connect delivers it) shows up.
  await page.getByRole('button', { name: 'Check forwarding' }).click();
  await expect(page.getByTestId('forwarding-status')).toContainText('Now call your business number');
  // The terminal caller's key to /dev/calls, which npm start keeps in its data folder.
  const devToken = readFileSync(join(process.env.E2E_DATA_DIR!, 'dev-token'), 'utf8').trim();
  const call = await page.request.post('/dev/calls', { data: { to: number.phone_number, from: '+13125550111' }, headers: { 'x-dev-token': devToken } });
  expect(call.status(), await call.text()).toBeLessThan(300);
  await expect(page.getByTestId('forwarding-status')).toContainText('Forwarding works: a call from (312) 555-0111', { timeout: 15_000 });

  // User Settings shows the number too.
  await page.goto('/dashboard/settings');
  await expect(page.getByTestId('assistant-number')).toHaveText(display);

  // Every step done: the checklist is gone, the number stays.
  await page.goto('/dashboard');
  await expect(page.getByTestId('assistant-number')).toHaveText(display);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});
