import { expect, test, type Page } from '@playwright/test';
import { serverNow, signInOverApi, signUpOverApi } from './support';

/*
 * One owner, one appointment, two tabs: the tab opened first must not silently overwrite what the other tab saved.
 * Its save is refused with a message a person understands, what the owner typed stays in the form, and "Reload
 * latest version" puts it on top of the other tab's save, so a second save keeps both.
 */

interface Listed {
  _id: string;
  last_name: string;
  appointment_datetime: string;
  other_details: Record<string, unknown>;
  lock_version: number;
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/· \d+\+? shown/)).toBeVisible();
}

async function stored(page: Page, id: string): Promise<Listed> {
  const res = await page.request.get(`/api/appointments/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Listed;
}

test('two tabs edit one appointment: the older tab is told, keeps its typing, reloads and saves both changes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  const when = (await serverNow(request)).plus({ days: 2 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  const created = await page.request.post('/api/appointments/', {
    data: {
      first_name: 'Rita',
      last_name: 'Vale',
      phone_number: '(212) 555-0188',
      status: 'upcoming',
      appointment_datetime: when.toFormat("yyyy-LL-dd'T'HH:mm"),
      other_details: { notes: 'First visit' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const appointment = (await created.json()) as Listed & { appointment_id_formatted: string };
  const editButton = { name: `Edit appointment ${appointment.appointment_id_formatted} (Rita Vale)` };

  // Tab A opens the form and starts typing a note.
  await openDashboard(page);
  await page.getByRole('button', editButton).click();
  const formA = page.getByRole('dialog', { name: 'Edit Appointment' });
  await formA.getByLabel('Notes').fill('Allergic to latex');

  // Tab B (same browser, same session) renames the client and saves.
  const tabB = await page.context().newPage();
  await openDashboard(tabB);
  await tabB.getByRole('button', editButton).click();
  const formB = tabB.getByRole('dialog', { name: 'Edit Appointment' });
  await formB.getByLabel('Last Name').fill('Moss');
  await formB.getByRole('button', { name: 'Save Changes' }).click();
  await expect(formB).toBeHidden();
  const afterB = await stored(page, appointment._id);
  expect(afterB.last_name).toBe('Moss');

  // Tab A saves from its older copy: refused, nothing written, the note still in the form.
  await formA.getByRole('button', { name: 'Save Changes' }).click();
  await expect(formA.getByRole('alert')).toContainText('This appointment was changed in another tab or by someone else');
  await expect(formA.getByLabel('Notes')).toHaveValue('Allergic to latex');
  expect(await stored(page, appointment._id)).toEqual(afterB);

  // Reload: tab B's name comes in, tab A's note stays; saving now keeps both.
  await formA.getByRole('button', { name: 'Reload latest version' }).click();
  await expect(formA.getByLabel('Last Name')).toHaveValue('Moss');
  await expect(formA.getByLabel('Notes')).toHaveValue('Allergic to latex');
  await expect(formA.getByRole('alert')).toBeHidden();
  await formA.getByRole('button', { name: 'Save Changes' }).click();
  await expect(formA).toBeHidden();
  const final = await stored(page, appointment._id);
  expect(final.last_name).toBe('Moss');
  expect(final.other_details.notes).toBe('Allergic to latex');
  expect(final.lock_version).toBeGreaterThan(afterB.lock_version);
  await tabB.close();
});

test('a delete from a tab whose list is older than another tab\'s save is refused, and the appointment stays', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await signUpOverApi(request);
  await signInOverApi(page, account.email, account.password);
  const when = (await serverNow(request)).plus({ days: 3 }).set({ hour: 11, minute: 0, second: 0, millisecond: 0 });
  const created = await page.request.post('/api/appointments/', {
    data: { first_name: 'Omar', last_name: 'Diaz', phone_number: '(212) 555-0177', status: 'upcoming', appointment_datetime: when.toFormat("yyyy-LL-dd'T'HH:mm") },
  });
  expect(created.status(), await created.text()).toBe(201);
  const appointment = (await created.json()) as Listed & { appointment_id_formatted: string };

  await openDashboard(page);
  // Another tab (here over the API, same session) adds a note after this list was read.
  const edited = await page.request.put(`/api/appointments/${appointment._id}/`, {
    data: { other_details: { notes: 'Bring the X-rays' }, lock_version: appointment.lock_version },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  let alertText = '';
  page.on('dialog', async (dialog) => {
    if (dialog.type() === 'alert') alertText = dialog.message();
    await dialog.accept();
  });
  await page.getByRole('button', { name: `Delete appointment ${appointment.appointment_id_formatted} (Omar Diaz)` }).click();
  await page.getByRole('dialog', { name: 'Delete appointment' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => alertText).toContain('changed in another tab or by someone else');
  const kept = await stored(page, appointment._id);
  expect(kept.other_details.notes).toBe('Bring the X-rays');
});
