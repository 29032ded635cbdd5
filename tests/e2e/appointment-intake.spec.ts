import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { serverNow, signInOverApi, signUpOverApi } from './support';

/*
 * A phone booking keeps what the caller answered to the owner's intake questions in the appointment's `intake`, each
 * question whole however long. The owner reads them in the appointments table (the row's 'Intake answers' details, a
 * card's lower part on a phone) and, read-only, in the edit form, with the assistant's note beside a doubtful answer.
 */

const ZONE = 'America/New_York';
const LONG = "Is there anything about your pet's health or behaviour we should know before the groom?";
const ADDRESS = '18 Maple Avenue, apartment 4B, around the back by the garden gate';

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.win);
}

for (const width of [1280, 375]) {
  test(`a phone booking's intake answers open under its row and show in the edit form; saving keeps them (${width} px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const account = await signUpOverApi(request);
    const when = (await serverNow(request, ZONE)).plus({ days: 2 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
    // `intake` as a phone booking stores it (functions/core/calls/effects.ts): the questions whole, the note apart.
    const intake = {
      trigger: 'my dog gets anxious at the groomer',
      answers: [
        { question_id: 'q-health', question: LONG, answer: 'She is deaf in one ear and nips when her paws are touched' },
        { question: 'What is the address of the job?', answer: ADDRESS },
        { question: 'When did the leak start?', answer: 'a while back I guess', note: 'unclear answer, asked twice' },
      ],
    };
    const res = await request.post('/api/appointments/', {
      data: { first_name: 'Ana', last_name: 'Reyes', phone_number: '(212) 555-0142', status: 'upcoming', appointment_datetime: when.toFormat("yyyy-LL-dd'T'HH:mm"), other_details: { source: 'phone call' }, intake },
    });
    expect(res.status(), await res.text()).toBe(201);
    // An owner's own booking has only notes: no intake for it.
    const plain = await request.post('/api/appointments/', {
      data: { first_name: 'Bo', last_name: 'Lee', phone_number: '(212) 555-0143', status: 'upcoming', appointment_datetime: when.plus({ hours: 2 }).toFormat("yyyy-LL-dd'T'HH:mm"), other_details: { notes: 'Regular' } },
    });
    expect(plain.status(), await plain.text()).toBe(201);

    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard');
    const rows = page.getByTestId('appointment-row');
    const ana = rows.filter({ hasText: 'Ana Reyes' });
    await expect(ana).toBeVisible();
    await expect(rows.filter({ hasText: 'Bo Lee' }).getByRole('button', { name: /Intake answers/ })).toHaveCount(0);

    // The row's details: closed at first, opened by 'Intake answers (3)', every question whole.
    const toggle = ana.getByRole('button', { name: 'Intake answers (3) of Ana Reyes' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('appointment-details')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = page.getByRole('region', { name: 'Intake answers of Ana Reyes' });
    await expect(details).toBeVisible();
    await expect(details).toContainText('Asked because the caller said: “my dog gets anxious at the groomer”');
    const shown = await details.locator('dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(shown).toEqual([
      [LONG, 'She is deaf in one ear and nips when her paws are touched'],
      ['What is the address of the job?', ADDRESS],
      ['When did the leak start?', 'a while back I guess (unclear answer, asked twice)'],
    ]);
    // Whole and inside the window: the long question wraps, nothing is cut or scrolls sideways.
    const question = details.locator('dt').first();
    const qBox = (await question.boundingBox())!;
    expect(qBox.x).toBeGreaterThanOrEqual(0);
    expect(qBox.x + qBox.width).toBeLessThanOrEqual(width);
    expect(await question.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const toggleBox = (await toggle.boundingBox())!;
    const notesBox = (await ana.locator('td.ap-table__notes').boundingBox())!;
    expect(toggleBox.x + toggleBox.width).toBeLessThanOrEqual(notesBox.x + notesBox.width + 0.5);
    await expectNoSidewaysScroll(page);
    const tableAxe = await new AxeBuilder({ page }).include('.ap-table-frame').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(tableAxe.violations.map((v) => v.id)).toEqual([]);
    await toggle.click();
    await expect(page.getByTestId('appointment-details')).toHaveCount(0);

    // The edit form shows the same answers, read-only.
    await ana.getByRole('button', { name: /^Edit appointment/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    const inForm = edit.getByRole('region', { name: 'Intake answers' });
    await expect(inForm).toBeVisible();
    await expect(inForm.locator('dt')).toHaveText([LONG, 'What is the address of the job?', 'When did the leak start?']);
    await expect(inForm.locator('.ap-intake__note')).toHaveText(' (unclear answer, asked twice)');
    await expect(inForm.locator('input, textarea, select')).toHaveCount(0);
    await expect(inForm).not.toContainText('phone call');
    await inForm.scrollIntoViewIfNeeded();
    const box = (await inForm.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectNoSidewaysScroll(page);
    const axe = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Saving a note keeps the answers.
    await edit.getByLabel('Notes').fill('Bring the wet vac');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    const listed = (await (await page.request.get('/api/appointments/')).json()) as Record<string, { first_name: string; other_details: Record<string, string>; intake: unknown }>;
    const saved = Object.values(listed).find((a) => a.first_name === 'Ana')!;
    expect(saved.other_details).toEqual({ source: 'phone call', notes: 'Bring the wet vac' });
    expect(saved.intake).toEqual({ ...intake, answers: intake.answers.map((a) => ({ question_id: null, ...a })) });

    await rows.filter({ hasText: 'Bo Lee' }).getByRole('button', { name: /^Edit appointment/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Appointment' }).getByLabel('Notes')).toHaveValue('Regular');
    await expect(page.getByTestId('intake-answers')).toHaveCount(0);
  });
}
