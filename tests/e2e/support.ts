import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { newestEmailTo } from './public-support';

export const DEFAULT_PASSWORD = 'Correct-Horse-42!';

export interface SignUpOptions {
  email?: string;
  password?: string;
  fullName?: string;
  businessName?: string;
  /** Open the confirmation link the sign-up emails (default), as the owner would, so the account signs in anywhere. */
  confirmEmail?: boolean;
}

export interface SignedUp {
  email: string;
  password: string;
  user: { id: string; email: string; full_name: string };
  business: { id: string; name: string; [field: string]: unknown };
}

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Creates a user and business in one call (POST /api/auth/signup). Uses the given request context,
 * whose cookies are separate from a page's, so the page still starts signed out. Then opens the emailed
 * confirmation link (from the local SES emulator's outbox), unless told not to.
 */
export async function signUpOverApi(request: APIRequestContext, options: SignUpOptions = {}): Promise<SignedUp> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? DEFAULT_PASSWORD;
  const response = await request.post('/api/auth/signup', {
    data: {
      user: { email, password, full_name: options.fullName ?? 'Dana Owner' },
      business: {
        name: options.businessName ?? `Acme Bistro ${randomUUID().slice(0, 6)}`,
        phone_number: '+12125550147',
        website: '',
      },
    },
  });
  expect(response.status(), `sign-up failed: ${await response.text()}`).toBe(201);
  const body = (await response.json()) as Pick<SignedUp, 'user' | 'business'>;
  if (options.confirmEmail !== false) await confirmEmailOverApi(request, body.user.email);
  return { email, password, ...body };
}

/** The token of the newest confirmation link emailed to `email`. */
export async function confirmationToken(request: APIRequestContext, email: string): Promise<string> {
  const message = await newestEmailTo(request, email, /Confirm your AI Receptionist email address/);
  const token = message.text.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
  expect(token, message.text).toBeTruthy();
  return token!;
}

/** Uses the emailed confirmation link over the API (what its page's button does). */
export async function confirmEmailOverApi(request: APIRequestContext, email: string): Promise<void> {
  const token = await confirmationToken(request, email);
  const response = await request.post('/api/users/email-link', { data: { token } });
  expect(response.status(), `email confirmation failed: ${await response.text()}`).toBe(200);
}

/**
 * Signs in over the API in the page's own browser context (page.request shares its cookies), for tests whose subject
 * is not the Login page: it spares them loading /login and then /dashboard before the screen they test.
 */
export async function signInOverApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password, remember_me: false } });
  expect(response.status(), `sign-in failed: ${await response.text()}`).toBe(200);
}

/** Signs in through the Login page and waits for the dashboard. */
export async function loginThroughPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/*
 * Time. The server's clock is the only "now" a test uses: `npm test` also runs the time-sensitive tests (tagged @clock)
 * with CLOCK_START at a Sunday night (tests/support/run-all.mjs), when the server's day and hour are not the machine's.
 */

/** The zone of a business that saved none (functions/assistant/schedule.ts): every sign-up here. */
export const BUSINESS_ZONE = 'America/New_York';

/** Tests that depend on the hour or the weekday carry this tag; the night and Sunday run picks them by it. */
export const CLOCK_TAG = '@clock';

/** The server's "now" (its injected clock, which CLOCK_START moves), in the business's zone. */
export async function serverNow(request: APIRequestContext, zone = BUSINESS_ZONE): Promise<DateTime> {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  const { time } = (await res.json()) as { time: string };
  return DateTime.fromISO(time, { zone });
}

/**
 * Working hours open all day on every day, for tests whose subject needs the business open whatever the hour
 * (a transfer happens only while it is open). Hours end at 23:59 at the latest: clearOfMidnight keeps the test
 * out of that last minute.
 */
export function openAllWeek() {
  return ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day_of_week) => ({
    day_of_week,
    open_time: '00:00',
    close_time: '23:59',
    disabled: false,
  }));
}

/**
 * When the business's day ends within `marginMs` on the server's clock, waits until the next day has begun (and
 * lengthens the test's timeout by the wait), so that a test's "today", "tomorrow" and open hours stay the same
 * from its first step to its last. Runs only in the last minutes before midnight.
 */
export async function clearOfMidnight(request: APIRequestContext, marginMs = 3 * 60_000): Promise<void> {
  const now = await serverNow(request);
  const left = now.plus({ days: 1 }).startOf('day').toMillis() - now.toMillis();
  if (left >= marginMs) return;
  const wait = left + 2_000;
  test.info().setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
