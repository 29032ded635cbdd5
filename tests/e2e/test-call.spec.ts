import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { clearOfMidnight, CLOCK_TAG, openAllWeek, serverNow, signInOverApi, signUpOverApi, type SignedUp } from './support';

/*
 * The test-call panel against the real local API and dialog engine: Start Test Call, the assistant screen's
 * previews, and onboarding's Call Me Now and AI Voice Preview. Headless Chromium may have no voices, so
 * window.speechSynthesis is replaced by a recorder of what would be spoken.
 */

declare global {
  interface Window {
    __spoken: Array<{ text: string; lang: string; pitch: number; rate: number; voice: string | null }>;
    __played: string[];
  }
}

/**
 * Replaces the browser's speech with a recorder. The browser offers four voices here (two US English, one
 * British, one German), as plain objects, so the utterance class is replaced too (Chrome's own refuses them).
 */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    window.__spoken = [];
    const voices = [
      { name: 'Google Deutsch', lang: 'de-DE', default: false, localService: false, voiceURI: 'Google Deutsch' },
      { name: 'Google UK English Male', lang: 'en-GB', default: false, localService: false, voiceURI: 'Google UK English Male' },
      { name: 'Google US English', lang: 'en-US', default: true, localService: false, voiceURI: 'Google US English' },
      { name: 'Microsoft David - English (United States)', lang: 'en-US', default: false, localService: true, voiceURI: 'David' },
    ];
    const synth = {
      speaking: false,
      pending: false,
      paused: false,
      onvoiceschanged: null,
      getVoices: () => voices,
      speak(u: SpeechSynthesisUtterance) {
        window.__spoken.push({ text: u.text, lang: u.lang, pitch: u.pitch, rate: u.rate, voice: u.voice?.name ?? null });
        setTimeout(() => u.onend?.(new Event('end') as SpeechSynthesisEvent), 20);
      },
      cancel() {},
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => true,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
      text: string;
      lang = '';
      pitch = 1;
      rate = 1;
      volume = 1;
      voice: { name: string } | null = null;
      onend: ((e: Event) => void) | null = null;
      onerror: ((e: Event) => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    };
    // Audio the server synthesized (Amazon Polly, in AWS) is recorded too.
    window.__played = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      window.__played.push(this.src);
      setTimeout(() => this.dispatchEvent(new Event('ended')), 20);
      return Promise.resolve();
    };
  });
}

const spoken = (page: Page) => page.evaluate(() => window.__spoken.map((s) => s.text));

/** A salon with one service and one FAQ, saved over the API (the owner's cookies are on `request`). */
async function salon(request: APIRequestContext, extra: Record<string, unknown> = {}): Promise<SignedUp> {
  const account = await signUpOverApi(request);
  const res = await request.patch(`/api/businesses/${account.business.id}`, {
    data: {
      business: {
        business_items_attributes: [{ name: 'Haircut', price: '30.00', duration: 45, currency: 'USD' }],
        business_questions_attributes: [{ question: 'Do you have parking?', answer: 'Yes, there is free parking behind the building.' }],
        ...extra,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return account;
}

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Test Call' });
const lines = (panel: Locator, speaker: 'assistant' | 'caller') => panel.locator(`[data-testid="call-line"][data-speaker="${speaker}"]`);

/** Says one line (Enter) and waits for the assistant's answer, which must match `reply`. */
async function say(panel: Locator, text: string, reply: string | RegExp) {
  const before = await lines(panel, 'assistant').count();
  await panel.getByLabel('What you say to the assistant').fill(text);
  await panel.getByLabel('What you say to the assistant').press('Enter');
  await expect(lines(panel, 'assistant')).toHaveCount(before + 1);
  await expect(lines(panel, 'assistant').last()).toContainText(reply);
}

async function openPanel(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Start Test Call' }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('call-status')).toContainText('In call');
  return panel;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('test-call panel', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a full call books an appointment (in the appointments data), no double send, a returning caller by caller ID', { tag: CLOCK_TAG }, async ({ page, request }) => {
    // "Tomorrow at 3" must be the same day when booked and when found again; it lies inside the default hours
    // (every day 08:00 to 20:00), and the assistant books after hours too, so the hour of the run does not matter.
    await clearOfMidnight(request);
    await recordSpeech(page);
    const account = await salon(request);
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard');
    const panel = await openPanel(page);

    const greeting = `Thank you for calling ${account.business.name}`;
    await expect(lines(panel, 'assistant').first()).toContainText(greeting);
    // Shown and spoken.
    await expect.poll(() => spoken(page)).toEqual([expect.stringContaining(greeting)]);
    await expect(panel.getByLabel('What you say to the assistant')).toBeFocused();

    await say(panel, "Hi, I'd like to book a haircut tomorrow at 3", 'May I have your first and last name?');

    // A double click on Send sends once.
    await panel.getByLabel('What you say to the assistant').fill('Ana Lopez');
    await panel.getByRole('button', { name: 'Send' }).dblclick();
    await expect(lines(panel, 'assistant')).toHaveCount(3);
    await expect(lines(panel, 'assistant').last()).toContainText("What's the best phone number to reach you?");
    await expect(lines(panel, 'caller')).toHaveCount(2);

    await say(panel, '212 555 0123', /Let me read that back: a Haircut .* tomorrow at 3:00 PM, for Ana Lopez/);
    await say(panel, 'yes', "You're all set, Ana. Your Haircut is booked for tomorrow at 3:00 PM.");
    // Enter pressed twice: one turn, and an empty box is never sent.
    const box = panel.getByLabel('What you say to the assistant');
    await box.fill('no, thank you');
    await box.press('Enter');
    // The second goes to whatever has the focus then (the box is gone once the call has ended).
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('call-ended').locator('strong')).toHaveText('The assistant ended the call.');
    await expect(panel.getByTestId('call-outcome')).toHaveText('Logged as Booked in Call Recording Logs.');
    await expect(lines(panel, 'caller')).toHaveCount(5);
    await expect(lines(panel, 'assistant').last()).toContainText('Goodbye');
    await expect(panel.getByTestId('call-status')).toHaveText('Call ended');
    await expect(panel.getByRole('button', { name: 'Hang up' })).toHaveCount(0);
    expect((await spoken(page)).at(-1)).toContain('Goodbye');

    // The booking is real: awaiting confirmation, for the caller's number.
    const list = await page.request.get('/api/appointments/?status=awaiting_confirmation');
    const appointments = Object.values(await list.json()) as Array<Record<string, any>>;
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({ first_name: 'Ana', last_name: 'Lopez', phone_number: '+12125550123', status: 'awaiting_confirmation' });
    expect(appointments[0].business_item.name).toBe('Haircut');

    // The same number as caller ID plays the returning caller: their appointment is found.
    await panel.getByLabel('Caller ID').fill('(212) 555-0123');
    await panel.getByRole('button', { name: 'Call with this caller ID' }).click();
    await expect(panel.getByTestId('call-status')).toContainText('In call');
    await expect(lines(panel, 'caller')).toHaveCount(0);
    await say(panel, 'I want to cancel my appointment', 'I see your Haircut tomorrow at 3:00 PM. Would you like me to cancel it?');
    await panel.getByRole('button', { name: 'Hang up' }).click();
    await expect(panel.getByTestId('call-ended').locator('strong')).toHaveText('You hung up.');
    await expect(panel.getByTestId('call-outcome')).toHaveText('Logged as Abandoned in Call Recording Logs.');

    // Called again and hung up before a word: not logged (the list below holds no third call).
    await panel.getByRole('button', { name: 'Call again' }).click();
    await expect(panel.getByTestId('call-status')).toContainText('In call');
    await panel.getByRole('button', { name: 'Hang up' }).click();
    await expect(panel.getByTestId('call-outcome')).toHaveText('Not logged: you hung up before saying anything.');

    // A caller ID that is not a phone number: said in the panel, no alert.
    await panel.getByLabel('Caller ID').fill('call me maybe');
    await panel.getByRole('button', { name: 'Call with this caller ID' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Caller number is not a valid phone number');
    await expect(panel.getByTestId('call-status')).toHaveText('Call failed');

    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    expect(alerts).toEqual([]);

    const calls = (await (await page.request.get('/api/calls')).json()).calls as Array<Record<string, any>>;
    expect(calls.map((c) => [c.outcome, c.is_test, c.caller_number])).toEqual([
      // Hung up before anything was done for the caller: the log calls that abandoned.
      ['abandoned', true, '+12125550123'],
      ['booked', true, null],
    ]);
  });

  test('an FAQ is answered from the business data; mute stops the speech; transfer and message endings are shown; a failed turn is said in the panel', { tag: CLOCK_TAG }, async ({
    page,
    request,
  }) => {
    await clearOfMidnight(request);
    await recordSpeech(page);
    const account = await salon(request, {
      // A call is transferred only while the business is open: open at every hour of every day.
      working_hours_attributes: openAllWeek(),
      voice: 'ash',
      transfer_calls_enabled: true,
      transfer_phone_number: '+1 (212) 555-0199',
      transfer_scenarios_attributes: [{ text: 'Customer requests a callback from the owner' }, { text: 'Caller is confused or frustrated' }],
    });
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard');
    const panel = await openPanel(page);
    await say(panel, 'Is there somewhere to park my car?', 'Yes, there is free parking behind the building.');
    await expectNoAxeViolations(page);
    await expect.poll(async () => (await spoken(page)).at(-1)).toContain('free parking behind the building');
    // ash (Amazon Polly's Matthew in AWS): a male US English voice of the browser's.
    expect((await page.evaluate(() => window.__spoken)).map((u) => u.voice)).toEqual([
      'Microsoft David - English (United States)',
      'Microsoft David - English (United States)',
    ]);

    // Muted: shown, not spoken.
    await panel.getByLabel('Speak replies').uncheck();
    const spokenBefore = (await spoken(page)).length;
    await say(panel, 'Do you have parking?', 'free parking');
    expect((await spoken(page)).length).toBe(spokenBefore);
    await panel.getByLabel('Speak replies').check();

    // The server failing a turn: a sentence in the panel, the words back in the box.
    await page.route('**/api/test-calls/*/turns', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong on our side. Please try again."}' }), {
      times: 1,
    });
    await panel.getByLabel('What you say to the assistant').fill('What time is it?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again.');
    await expect(panel.getByLabel('What you say to the assistant')).toHaveValue('What time is it?');

    await say(panel, 'let me speak to a real person', /./);
    await expect(panel.getByTestId('call-ended')).toContainText('Transferred to (212) 555-0199.');
    await expect(panel.getByTestId('call-status')).toHaveText('Transferred');
    await expect(panel.getByTestId('call-outcome')).toHaveText('Logged as Transferred in Call Recording Logs.');

    // A message: taken, then the assistant says goodbye.
    await panel.getByRole('button', { name: 'Call again' }).click();
    await expect(panel.getByTestId('call-status')).toContainText('In call');
    await say(panel, "I'd like to leave a message", 'May I have your name, please?');
    await say(panel, 'Ana Lopez', "What's the best phone number to reach you?");
    await say(panel, '212 555 0123', 'What message would you like me to pass on?');
    await say(panel, 'Please call me back about my order', "I've passed your message on to the team");
    await say(panel, 'no thanks', 'Goodbye');
    await expect(panel.getByTestId('call-ended').locator('strong')).toHaveText('Message taken. The assistant ended the call.');
    await expect(panel.getByTestId('call-outcome')).toHaveText('Logged as Message in Call Recording Logs; the message is emailed to you.');

    await panel.getByRole('button', { name: 'Call again' }).click();
    await expect(panel.getByTestId('call-status')).toContainText('In call');
    await expect(lines(panel, 'assistant')).toHaveCount(1);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    // Closing during a call hangs it up; one closed before the owner said anything is not logged (no abandoned call).
    await expect
      .poll(async () => ((await (await page.request.get('/api/calls')).json()).calls as Array<{ status: string }>).map((c) => c.status))
      .toEqual(['ended', 'ended']);
  });

  test('a message taken while email notifications are off is not said to be emailed', async ({ page, request }) => {
    await recordSpeech(page);
    const account = await salon(request);
    const off = await request.patch('/api/profiles/', { data: { user: { email_notifications: false } } });
    expect(off.status(), await off.text()).toBe(200);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard');
    const panel = await openPanel(page);
    await say(panel, "I'd like to leave a message", 'May I have your name, please?');
    await say(panel, 'Ana Lopez', "What's the best phone number to reach you?");
    await say(panel, '212 555 0123', 'What message would you like me to pass on?');
    await say(panel, 'Please call me back about my order', "I've passed your message on to the team");
    await say(panel, 'no thanks', 'Goodbye');
    await expect(panel.getByTestId('call-outcome')).toHaveText('Logged as Message in Call Recording Logs; email notifications are off, so it is not emailed.');
  });

  test('Assistant Configuration: after saving a new greeting, FAQ and a closed day, a test call uses them; Preview uses unsaved changes without saving them', { tag: CLOCK_TAG }, async ({
    page,
    request,
  }) => {
    await clearOfMidnight(request);
    await recordSpeech(page);
    const account = await signUpOverApi(request);
    await signInOverApi(page, account.email, account.password);
    await page.goto('/dashboard/assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Assistant Configuration' })).toBeVisible();

    // The day after tomorrow in the business's zone on the server's clock (never today, whose closing would change the greeting).
    const day = (await serverNow(request)).plus({ days: 2 }).setLocale('en-US').toFormat('cccc');
    await page.getByLabel('Greeting message').fill('Hello from Dana’s test salon! What can I do for you?');
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await page.getByLabel('Question 1', { exact: true }).fill('Do you sell gift cards?');
    await page.getByLabel('Answer 1', { exact: true }).fill('Yes, gift cards are sold at the front desk in any amount.');
    await page.getByRole('tab', { name: 'Business Hours' }).click();
    await page.getByRole('switch', { name: `${day} open` }).uncheck();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');

    const panel = await openPanel(page);
    // The saved greeting opens the call; outside opening hours the closed sentence comes before its question.
    await expect(lines(panel, 'assistant').first()).toContainText(/^(Assistant)?Hello from Dana’s test salon! (.* )?What can I do for you\?$/);
    await say(panel, 'Can I buy a gift card?', 'Yes, gift cards are sold at the front desk in any amount.');
    await say(panel, `Are you open on ${day}?`, new RegExp(`${day}.*closed|closed.*${day}`, 'i'));
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();

    // Preview Assistant with an unsaved greeting: the call uses it, nothing is saved.
    await page.getByRole('tab', { name: 'Assistant Identity' }).click();
    await page.getByLabel('Greeting message').fill('Unsaved greeting for the preview.');

    // AI Voice Preview beside the voice: the greeting as typed, in the chosen voice, nothing saved.
    await page.getByLabel('Voice', { exact: true }).selectOption('echo');
    const previewRequest = page.waitForRequest((r) => r.url().endsWith('/api/test-calls/voice-preview') && r.method() === 'POST');
    const spokenBefore = (await spoken(page)).length;
    await page.getByRole('button', { name: 'AI Voice Preview' }).click();
    expect((await previewRequest).postDataJSON()).toEqual({ voice: 'echo', text: 'Unsaved greeting for the preview.' });
    await expect.poll(async () => (await spoken(page)).slice(spokenBefore)).toEqual(['Unsaved greeting for the preview.']);
    await expect(page.getByTestId('voice-note')).toHaveText('Your assistant says: "Unsaved greeting for the preview."');
    await page.getByLabel('Voice', { exact: true }).selectOption('alloy');

    await page.getByRole('button', { name: 'Preview Assistant', exact: true }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Preview with your unsaved changes')).toBeVisible();
    await expect(panel.getByText(/This call uses your unsaved changes/)).toBeVisible();
    await expect(lines(panel, 'assistant').first()).toContainText('Unsaved greeting for the preview.');
    await say(panel, 'Do you sell gift cards?', 'gift cards are sold at the front desk');
    await panel.getByRole('button', { name: 'Close' }).click();
    const saved = await (await page.request.get('/api/assistant-configurations/me')).json();
    expect(saved.greeting_phrase).toBe('Hello from Dana’s test salon! What can I do for you?');
    await expect(page.getByLabel('Greeting message')).toHaveValue('Unsaved greeting for the preview.');

    // The bottom bar's Preview Assistant Behavior opens the same panel.
    await page.getByRole('button', { name: 'Preview Assistant Behavior' }).click();
    await expect(lines(panel, 'assistant').first()).toContainText('Unsaved greeting for the preview.');
    await panel.getByRole('button', { name: 'Hang up' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });

  test("onboarding step 3: Call Me Now opens the call panel locally; AI Voice Preview asks the API and speaks the greeting", { tag: CLOCK_TAG }, async ({ page, request }) => {
    await clearOfMidnight(request);
    await recordSpeech(page);
    const account = await signUpOverApi(request);
    // No website was given: the gate's no_data alert (spec section 4) is accepted.
    page.on('dialog', (d) => void d.accept());
    await signInOverApi(page, account.email, account.password);
    await page.goto('/onboarding/ai-config?step=3');
    await expect(page.getByRole('heading', { name: 'Configure Your AI Assistant' })).toBeVisible();

    const previewRequest = page.waitForRequest((r) => r.url().endsWith('/api/test-calls/voice-preview') && r.method() === 'POST');
    await page.getByRole('button', { name: 'AI Voice Preview' }).click();
    expect((await previewRequest).postDataJSON()).toEqual({ voice: 'alloy' });
    const greeting = `Thank you for calling ${account.business.name}.`;
    await expect.poll(() => spoken(page)).toEqual([expect.stringContaining(greeting)]);
    // alloy (Amazon Polly's Joanna in AWS): a female US English voice of the browser's.
    const [utterance] = await page.evaluate(() => window.__spoken);
    expect(utterance).toMatchObject({ voice: 'Google US English', lang: 'en-US' });
    await expect(page.getByTestId('try-note')).toHaveText(`Your assistant says: "${utterance.text}"`);

    const callMe = page.waitForResponse((r) => r.url().endsWith('/api/test-calls/call-me'));
    await page.getByRole('button', { name: 'Call Me Now' }).click();
    expect(await (await callMe).json()).toMatchObject({ mode: 'browser' });
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    await expect(lines(panel, 'assistant').first()).toContainText(`Thank you for calling ${account.business.name}`);
    // A day three days ahead on the server's clock: the assistant names it (today and tomorrow it would say so instead).
    const day = (await serverNow(request)).plus({ days: 3 }).setLocale('en-US').toFormat('cccc');
    await say(panel, `What are your hours on ${day}?`, `On ${day} we're open from 8:00 AM to 8:00 PM.`);
    await panel.getByRole('button', { name: 'Hang up' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Call Me Now' })).toBeFocused();
    // Still on step 3: the panel's form never submitted the onboarding form around its opener.
    await expect(page).toHaveURL(/\/onboarding\/ai-config\?step=3$/);
    await expect(page.getByRole('button', { name: 'Activate Assistant' })).toBeVisible();

    // In AWS: Connect rings the owner's phone (202), and Polly's audio is played instead of the browser's speech.
    await page.route('**/api/test-calls/call-me', (route) =>
      route.fulfill({ status: 202, contentType: 'application/json', body: '{"mode":"phone","contact_id":"c-1","phone_number":"+12125550147"}' }),
    );
    await page.getByRole('button', { name: 'Call Me Now' }).click();
    await expect(page.getByTestId('try-note')).toHaveText("We're calling you at +1 (212) 555-0147. Answer to talk to your assistant.");
    await expect(panel).toBeHidden();
    await page.route('**/api/test-calls/voice-preview', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ mode: 'polly', content_type: 'audio/mpeg', audio_base64: 'SUQz', text: 'Hello from Polly.', voice: 'alloy' }),
      }),
    );
    const spokenBefore = (await spoken(page)).length;
    await page.getByRole('button', { name: 'AI Voice Preview' }).click();
    await expect.poll(() => page.evaluate(() => window.__played)).toEqual(['data:audio/mpeg;base64,SUQz']);
    await expect(page.getByTestId('try-note')).toHaveText('Your assistant says: "Hello from Polly."');
    expect((await spoken(page)).length).toBe(spokenBefore);
    await page.unroute('**/api/test-calls/voice-preview');

    // A failure is said next to the buttons, in words.
    await page.route('**/api/test-calls/voice-preview', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"The voice service is busy. Please try again in a minute."}' }),
    );
    await page.getByRole('button', { name: 'AI Voice Preview' }).click();
    await expect(page.getByTestId('try-note')).toHaveText('The voice service is busy. Please try again in a minute.');
  });
});
