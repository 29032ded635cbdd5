import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { serverNow, signInOverApi, signUpOverApi } from './support';

/*
 * A phone booking keeps what the caller answered to the owner's intake questions in the appointment's other_details.
 * The dashboard never showed them: the edit form now does, read-only, with the assistant's note beside a doubtful answer.
 */

const ZONE = 'America/New_York';

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
}

for (const width of [1280, 375]) {
  test(`the edit form shows a phone booking's intake answers, read-only, and saving keeps them (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await signUpOverApi(request);
    const when = (await serverNow(request, ZONE)).plus({ days: 2 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    // other_details as a phone booking writes them (functions/assistant/booking.ts): bookkeeping keys, then question: answer.
    const other_details = {
      source: 'phone call',
      intake_scenario: 'my basement is flooding',
      'What is the address of the job?': '18 Maple Avenue, apartment 4B, around the back by the garden gate',
      'When did the leak start?': 'a while back I guess (unclear answer, asked twice)',
    };
    const res = await request.post('/api/appointments/', {
      data: { first_name: 'Ana', last_name: 'Reyes', phone_number: '(212) 555-0142', status: 'upcoming', appointment_datetime: when.toFormat("yyyy-LL-dd'T'HH:mm"), other_details },
    });
    expect(res.status(), await res.text()).toBe(201);
    // An owner's own booking has only notes: no intake section for it.
    const plain = await request.post('/api/appointments/', {
      data: { first_name: 'Bo', last_name: 'Lee', phone_number: '(212) 555-0143', status: 'upcoming', appointment_datetime: when.plus({ hours: 2 }).toFormat("yyyy-LL-dd'T'HH:mm"), other_details: { notes: 'Regular' } },
    });
    expect(plain.status(), await plain.text()).toBe(201);

    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard');
    const rows = page.getByTestId('appointment-row');
    await rows.filter({ hasText: 'Ana Reyes' }).getByRole('button', { name: /^Edit appointment/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    const intake = edit.getByRole('region', { name: 'Intake answers' });
    await expect(intake).toBeVisible();
    await expect(intake).toContainText('Asked because the caller said: “my basement is flooding”');
    const pairs = await intake.locator('dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(pairs).toEqual([
      ['What is the address of the job?', '18 Maple Avenue, apartment 4B, around the back by the garden gate'],
      ['When did the leak start?', 'a while back I guess (unclear answer, asked twice)'],
    ]);
    await expect(intake.locator('.ap-intake__note')).toHaveText(' (unclear answer, asked twice)');
    // Read-only: nothing in it can be typed into, and the bookkeeping keys are not shown.
    await expect(intake.locator('input, textarea, select')).toHaveCount(0);
    await expect(intake).not.toContainText('phone call');
    await intake.scrollIntoViewIfNeeded();
    const box = (await intake.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page);
    const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Saving a note keeps the answers.
    await edit.getByLabel('Notes').fill('Bring the wet vac');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    const listed = (await (await page.request.get('/api/appointments/')).json()) as Record<string, { first_name: string; other_details: Record<string, string> }>;
    const ana = Object.values(listed).find((a) => a.first_name === 'Ana')!;
    expect(ana.other_details).toEqual({ ...other_details, notes: 'Bring the wet vac' });

    await rows.filter({ hasText: 'Bo Lee' }).getByRole('button', { name: /^Edit appointment/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Appointment' }).getByLabel('Notes')).toHaveValue('Regular');
    await expect(page.getByTestId('intake-answers')).toHaveCount(0);
  });
}
