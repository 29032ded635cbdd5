import { expect, type APIRequestContext } from '@playwright/test';

/** The local Google stand-in's calendars (functions/local/google-standin.ts): one fake account. */
export const STANDIN_PRIMARY = 'pat.owner@example.com';
export const STANDIN_APPOINTMENTS = 'appointments.local@group.calendar.google.com';

/**
 * Connects the signed-in owner of `request` to Google over the API, as the browser would (authorize, the stand-in's
 * consent page, Allow, the callback), then saves `calendarId` as the business's calendar.
 */
export async function connectGoogleOverApi(request: APIRequestContext, businessId: string, calendarId: string): Promise<void> {
  const auth = await request.get('/api/google/authorize');
  expect(auth.status(), await auth.text()).toBe(200);
  const consentUrl = new URL(((await auth.json()) as { authorization_url: string }).authorization_url);
  const page = await request.get(consentUrl.toString());
  const html = await page.text();
  const form: Record<string, string> = { decision: 'allow' };
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form[m[1]!] = m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  }
  const allowed = await request.post(new URL('/dev/google/o/oauth2/v2/auth', consentUrl).toString(), { form, maxRedirects: 0 });
  expect(allowed.status()).toBe(302);
  const back = new URL(allowed.headers().location!);
  const callback = await request.get(`${back.pathname}${back.search}`, { maxRedirects: 0 });
  expect(callback.status(), await callback.text()).toBe(302);
  const chosen = await request.patch(`/api/businesses/${businessId}`, { data: { business: { google_calendar_id: calendarId } } });
  expect(chosen.status(), await chosen.text()).toBe(200);
}
