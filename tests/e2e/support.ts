import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
