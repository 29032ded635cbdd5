import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { serverNow, signInOverApi, signUpOverApi } from './support';

/* 'Download my data' (issue 18, item 6): one JSON file with the account, settings, appointments and calls. */

test('User Settings downloads the account data as JSON', async ({ page }) => {
  const account = await signUpOverApi(page.request);
  await signInOverApi(page, account.email, account.password);
  const when = (await serverNow(page.request)).plus({ days: 7 }).set({ hour: 12, minute: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");
  const booked = await page.request.post('/api/appointments/', {
    data: { first_name: 'Nadia', last_name: 'Reyes', phone_number: '(312) 555-0150', status: 'upcoming', appointment_datetime: when },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const call = await page.request.post('/api/test-calls', { data: {} });
  const { id } = (await call.json()) as { id: string };
  expect((await page.request.post(`/api/test-calls/${id}/turns`, { data: { text: 'What are your opening hours?' } })).status()).toBe(200);

  await page.goto('/dashboard/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ai-receptionist-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8'));
  expect(data.account.email).toBe(account.email);
  expect(JSON.stringify(data)).not.toContain('password_hash');
  expect(data.business.id).toBe(account.business.id);
  expect(data.appointments.map((a: { first_name: string }) => a.first_name)).toEqual(['Nadia']);
  expect(data.calls).toHaveLength(1);
  expect(JSON.stringify(data.calls[0].transcript)).toContain('What are your opening hours?');
  await expect(page.getByTestId('download-status')).toHaveText('Downloaded: 1 appointments, 1 calls, 0 orders, 0 messages.');
});
