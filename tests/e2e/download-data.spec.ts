import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { serverNow, signInOverApi, signUpOverApi } from './support';

/*
 * 'Download my data' (issue 18, item 6): one JSON file with the account, settings, appointments, calls and customers;
 * or one CSV file each for appointments, calls, orders, messages and customers. At a desktop and a phone width.
 */

for (const width of [1280, 375]) {
  test(`User Settings downloads the account data as JSON and as CSV (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await signUpOverApi(page.request);
    await signInOverApi(page, account.email, account.password);
    const when = (await serverNow(page.request)).plus({ days: 7 }).set({ hour: 12, minute: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");
    const booked = await page.request.post('/api/appointments/', {
      data: { first_name: 'Nadia', last_name: 'Reyes', phone_number: '(312) 555-0150', status: 'upcoming', appointment_datetime: when },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const call = await page.request.post('/api/test-calls', { data: {} });
    const { id } = (await call.json()) as { id: string };
    expect((await page.request.post(`/api/test-calls/${id}/turns`, { data: { text: 'What are your opening hours, today?' } })).status()).toBe(200);

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
    expect(JSON.stringify(data.calls[0].transcript)).toContain('What are your opening hours, today?');
    expect(data.customers.map((c: { phone_number: string; name: string }) => [c.phone_number, c.name])).toEqual([['+13125550150', 'Nadia Reyes']]);
    await expect(page.getByTestId('download-status')).toHaveText('Downloaded: 1 appointments, 1 calls, 0 orders, 0 messages, 1 customers.');

    // CSV: five files, one per kind of record, each with its header row.
    const files: Download[] = [];
    page.on('download', (d) => void files.push(d));
    await page.getByRole('button', { name: 'Download as CSV' }).click();
    await expect.poll(() => files.length).toBe(5);
    const byName = new Map<string, string>();
    for (const f of files) byName.set(f.suggestedFilename().replace(/-\d{4}-\d{2}-\d{2}\.csv$/, ''), readFileSync((await f.path())!, 'utf8'));
    expect([...byName.keys()].sort()).toEqual(['ai-receptionist-appointments', 'ai-receptionist-calls', 'ai-receptionist-customers', 'ai-receptionist-messages', 'ai-receptionist-orders']);
    const appointments = byName.get('ai-receptionist-appointments')!.split('\r\n');
    expect(appointments[0]).toMatch(/^appointment_id_formatted,first_name,last_name,phone_number,/);
    expect(appointments[1]).toMatch(/^APT-\d{4},Nadia,Reyes,\+13125550150,/);
    // A transcript with a comma stays one quoted cell.
    expect(byName.get('ai-receptionist-calls')).toContain('caller: What are your opening hours, today?');
    expect(byName.get('ai-receptionist-calls')!.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(byName.get('ai-receptionist-customers')!.split('\r\n')[1]).toMatch(/^\+13125550150,Nadia Reyes,,/);
    expect(byName.get('ai-receptionist-orders')!.split('\r\n').filter(Boolean)).toHaveLength(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
