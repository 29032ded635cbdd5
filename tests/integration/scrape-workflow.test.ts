import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, TestClient, uniqueEmail } from '../support/test-services.js';
import { EXPECTED, REALTY_EXPECTED, SERVICE_LAYOUTS, startSampleSites, type SampleSites } from '../support/sample-sites.js';
import { failureFromEventDetail, findWorkflow } from '../../functions/workflows/registry.js';
import { ScrapeRepo } from '../../functions/data/scrape-repo.js';

/*
 * The website scrape as it runs for real: sign-up over the API starts the `scrape` workflow, whose ASL
 * (the one CDK deploys) runs in-process on aws-local-stepfunctions against sample business sites on 127.0.0.1.
 */

let sites: SampleSites;
beforeAll(async () => {
  sites = await startSampleSites({ slowDelayMs: 1200 });
});
afterAll(async () => {
  await sites?.close();
});

type Ctx = Awaited<ReturnType<typeof createTestServices>>;
const withSites = (env: Record<string, string> = {}) =>
  createTestServices({ env: { FETCH_ALLOW_PRIVATE: 'true', FETCH_TIMEOUT_MS: '1500', ...env }, localWorkflows: {} });

/** Step 1 and account setup, as the screens do them; returns the signed-in browser. */
async function signUpWithWebsite(ctx: Ctx, website: string) {
  const browser = new TestClient(ctx.app);
  const start = await browser.post('/api/users', { user: { email: uniqueEmail('scrape') } });
  const business = await browser.post('/api/businesses', { business: { name: 'Sample Co', phone_number: '+12125550147', website } });
  expect(business.status).toBe(201);
  const done = await browser.put(`/api/users/${start.body.user.id}`, { user: { password: 'long-enough-1', full_name: 'Sam Owner' } });
  expect(done.status).toBe(200);
  return { browser, userId: start.body.user.id as string, businessId: business.body.id as string };
}

const status = async (browser: TestClient) => (await browser.get('/api/scrapings/check-status')).body;

describe('scrape workflow', () => {
  it('is registered once, with Task states bound to its handlers', () => {
    const spec = findWorkflow('scrape')!;
    expect(spec).toBeDefined();
    const definition = spec.definition('arn:aws:lambda:us-east-1:123456789012:function:scrape') as { States: Record<string, any> };
    const tasks = [
      ...Object.values(definition.States),
      ...Object.values(definition.States.ReadPages.ItemProcessor.States as Record<string, any>),
    ].filter((s) => s.Type === 'Task');
    // Every task is a Task state, except the onFailure task (run by the status-change rule, not by the ASL).
    expect(tasks.map((t) => t.Parameters.task).sort()).toEqual(Object.keys(spec.tasks).filter((t) => t !== spec.onFailure).sort());
    expect(spec.onFailure).toBe('failed');
    for (const t of tasks) expect(t.Resource).toBe('arn:aws:lambda:us-east-1:123456789012:function:scrape');
  });

  it('reads a site with JSON-LD (home, services, FAQ, contact pages) and stores the drafts', async () => {
    const ctx = await withSites();
    const { browser } = await signUpWithWebsite(ctx, sites.jsonLd);
    await ctx.workflows!.idle();

    const result = await status(browser);
    expect(result).toMatchObject({ status: 'completed', website: sites.jsonLd, found: { address: true, hours: 5, items: 3, questions: 2, industry: true } });
    const me = (await browser.get('/api/businesses/me')).body;
    const e = EXPECTED.jsonLd;
    expect(me.business_addresses).toEqual([expect.objectContaining(e.address)]);
    expect(me.industry).toBe(e.industry);
    expect(me.business_items.map((i: any) => ({ name: i.name, price: i.price, duration: i.duration }))).toEqual(e.items);
    expect(me.business_items.every((i: any) => i.currency === 'USD' && i.enabled)).toBe(true);
    // A salon's services stay bookable, with their durations.
    expect(me.business_items.map((i: any) => i.product)).toEqual([false, false, false]);
    expect(me.business_questions.map((q: any) => q.question)).toEqual(e.questions);
    expect(me.business_questions[1].answer).toBe('Street parking on Valencia and a garage on 17th Street.');
    expect(me.working_hours).toHaveLength(7);
    const byDay = Object.fromEntries(me.working_hours.map((h: any) => [h.day_of_week, h]));
    for (const [day, [open, close]] of Object.entries(e.openDays)) expect(byDay[day]).toMatchObject({ open_time: open, close_time: close, disabled: false });
    for (const day of e.closedDays) expect(byDay[day].disabled).toBe(true);
    // Same-site pages only: the Instagram link and the PDF were not followed.
    expect(sites.requests.jsonLd).toEqual(expect.arrayContaining(['/', '/services', '/faq', '/contact']));
    expect(sites.requests.jsonLd.some((p) => p.endsWith('.pdf'))).toBe(false);
  });

  it('reads a plain HTML site (address block, hours table, menu lines, FAQ headings)', async () => {
    const ctx = await withSites();
    const { browser } = await signUpWithWebsite(ctx, sites.plain);
    await ctx.workflows!.idle();

    expect(await status(browser)).toMatchObject({ status: 'completed', found: { address: true, hours: 6, items: 5, questions: 3 } });
    const me = (await browser.get('/api/businesses/me')).body;
    const e = EXPECTED.plain;
    expect(me.business_addresses[0]).toMatchObject(e.address);
    expect(me.industry).toBe(e.industry);
    expect(me.business_items.map((i: any) => ({ name: i.name, price: i.price }))).toEqual(e.items);
    // A pizzeria's menu (a food business's dishes priced without a duration) is sold, not booked: products, no duration.
    expect(me.business_items.map((i: any) => [i.name, i.product, i.duration])).toEqual(e.items.map((i) => [i.name, true, null]));
    expect(me.business_questions.map((q: any) => q.question)).toEqual(e.questions);
    expect(me.business_questions[1].answer).toBe("Call us for groups of eight or more. We need a day's notice.");
    const byDay = Object.fromEntries(me.working_hours.map((h: any) => [h.day_of_week, h]));
    for (const [day, [open, close]] of Object.entries(e.openDays)) expect(byDay[day]).toMatchObject({ open_time: open, close_time: close, disabled: false });
    expect(byDay.monday.disabled).toBe(true);
  });

  it('a site with nothing useful ends in no_data and writes nothing', async () => {
    const ctx = await withSites();
    const { browser } = await signUpWithWebsite(ctx, sites.empty);
    await ctx.workflows!.idle();
    expect(await status(browser)).toMatchObject({ status: 'no_data' });
    const me = (await browser.get('/api/businesses/me')).body;
    expect([me.business_addresses, me.business_items, me.business_questions, me.working_hours]).toEqual([[], [], [], []]);
    expect(me.industry).toBeNull();
  });

  it('a site that never answers ends in error within the fetch time limit', async () => {
    const ctx = await withSites();
    const started = Date.now();
    const { browser } = await signUpWithWebsite(ctx, sites.hanging);
    await ctx.workflows!.idle();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await status(browser)).toMatchObject({ status: 'error' });
    expect((await browser.get('/api/businesses/me')).body.business_items).toEqual([]);
  });

  it('an execution that ends outside its catchers (timed out, States.Runtime) leaves the scrape in error, not in_progress', async () => {
    const ctx = await withSites();
    const { browser, businessId } = await signUpWithWebsite(ctx, sites.slow);
    const record = (await new ScrapeRepo(ctx.services.db).get(businessId))!;
    expect(record.status).toMatch(/pending|in_progress/);
    // What the EventBridge rule hands the task Lambda when Step Functions reports the execution TIMED_OUT.
    const spec = findWorkflow('scrape')!;
    const detail = { status: 'TIMED_OUT', input: JSON.stringify({ business_id: businessId, website: sites.slow, execution_name: record.execution_name }) };
    await spec.tasks[spec.onFailure!]!(failureFromEventDetail(detail), ctx.services);
    expect(await status(browser)).toMatchObject({ status: 'error' });
    expect((await new ScrapeRepo(ctx.services.db).get(businessId))!.reason).toBe('States.TIMED_OUT');
    await ctx.workflows!.idle();
  });

  it('reports pending or in_progress while the site is slow, then completed', async () => {
    const ctx = await withSites();
    const { browser } = await signUpWithWebsite(ctx, sites.slow);
    expect(['pending', 'in_progress']).toContain((await status(browser)).status);
    await ctx.workflows!.idle();
    expect((await status(browser)).status).toBe('completed');
  });

  it('never overwrites what the owner saved while the scrape was running', async () => {
    const ctx = await withSites();
    const { browser, businessId } = await signUpWithWebsite(ctx, sites.slow);
    const mine = { address_line: '1 Owner Way', city: 'Queens', state: 'NY', country: 'US', zip_code: '11101' };
    const saved = await browser.patch(`/api/businesses/${businessId}`, { business: { business_addresses_attributes: [mine], industry: 'Other' } });
    expect(saved.status).toBe(200);
    await ctx.workflows!.idle();
    const me = (await browser.get('/api/businesses/me')).body;
    expect(me.business_addresses).toEqual([expect.objectContaining(mine)]);
    expect(me.industry).toBe('Other');
    expect(me.business_items).toHaveLength(5); // lists the owner had not filled are still pre-filled
  });

  it('a retry of step 1 with another website supersedes the first scrape', async () => {
    const ctx = await withSites();
    const browser = new TestClient(ctx.app);
    const start = await browser.post('/api/users', { user: { email: uniqueEmail('retry') } });
    const first = await browser.post('/api/businesses', { business: { name: 'Retry Co', phone_number: '+12125550147', website: sites.slow } });
    const second = await browser.post('/api/businesses', { business: { name: 'Retry Co', phone_number: '+12125550147', website: sites.jsonLd } });
    expect(second.body.id).toBe(first.body.id);
    await browser.put(`/api/users/${start.body.user.id}`, { user: { password: 'long-enough-1', full_name: 'R' } });
    await ctx.workflows!.idle();
    expect(await status(browser)).toMatchObject({ status: 'completed', website: sites.jsonLd });
    const me = (await browser.get('/api/businesses/me')).body;
    expect(me.business_items.map((i: any) => i.name)).toEqual(EXPECTED.jsonLd.items.map((i) => i.name));
  });

  it('the same step 1 sent twice starts one scrape', async () => {
    const ctx = await withSites();
    const browser = new TestClient(ctx.app);
    const before = sites.requests.plain.length;
    await browser.post('/api/users', { user: { email: uniqueEmail('twice') } });
    const body = { business: { name: 'Twice Co', phone_number: '+12125550147', website: sites.plain } };
    await Promise.all([browser.post('/api/businesses', body), browser.post('/api/businesses', body)]);
    await ctx.workflows!.idle();
    expect(sites.requests.plain.slice(before).filter((p) => p === '/')).toHaveLength(1);
  });

  it('refuses loopback targets unless FETCH_ALLOW_PRIVATE is set: step 1 answers 422 and nothing is fetched', async () => {
    const ctx = await createTestServices({ env: { FETCH_TIMEOUT_MS: '1500' }, localWorkflows: {} });
    const before = sites.requests.jsonLd.length;
    const browser = new TestClient(ctx.app);
    await browser.post('/api/users', { user: { email: uniqueEmail('scrape') } });
    const business = await browser.post('/api/businesses', { business: { name: 'Sample Co', phone_number: '+12125550147', website: sites.jsonLd } });
    expect(business.status).toBe(422);
    expect(business.body.errors).toEqual({ website: ['must be a public web address, not a private or local one'] });
    await ctx.workflows!.idle();
    expect(sites.requests.jsonLd.length).toBe(before); // never connected
  });

  it('a site given without a scheme is stored as https and read over http when https does not answer', async () => {
    const ctx = await withSites();
    const bare = sites.plain.replace(/^http:\/\//, '');
    const { browser } = await signUpWithWebsite(ctx, bare);
    await ctx.workflows!.idle();
    expect(await status(browser)).toMatchObject({ status: 'completed', website: `https://${bare}`, found: { items: EXPECTED.plain.items.length } });
    const me = (await browser.get('/api/businesses/me')).body;
    expect(me.website).toBe(`https://${bare}`);
    expect(me.business_items.map((i: any) => i.name)).toEqual(EXPECTED.plain.items.map((i) => i.name));
  });

  it('an explicit http site that answers with an error is not tried again', async () => {
    const ctx = await withSites();
    const before = sites.requests.plain.length;
    const { browser } = await signUpWithWebsite(ctx, `${sites.plain}/no-such-page`);
    await ctx.workflows!.idle();
    expect(await status(browser)).toMatchObject({ status: 'error' });
    expect(sites.requests.plain.slice(before)).toEqual(['/no-such-page']);
  });

  it('a price list in tables, lists and cards is stored as services with their own names, durations and prices', async () => {
    const ctx = await withSites();
    const { browser } = await signUpWithWebsite(ctx, sites.services);
    await ctx.workflows!.idle();
    const expected = Object.values(SERVICE_LAYOUTS).flatMap((l) => l.items);
    expect(await status(browser)).toMatchObject({ status: 'completed', found: { items: expected.length } });
    const me = (await browser.get('/api/businesses/me')).body;
    expect(me.business_items.map((i: any) => ({ name: i.name, price: i.price, duration: i.duration, product: i.product }))).toEqual(
      expected.map((i) => ({ name: i.name, price: i.price, duration: i.duration, product: false })),
    );
  });

  it('a realty: its listings are not stored as services; its services are, and a caller asking about homes is pointed to the website', async () => {
    const ctx = await withSites();
    const { browser } = await signUpWithWebsite(ctx, sites.realty);
    await ctx.workflows!.idle();
    const e = REALTY_EXPECTED;
    expect(await status(browser)).toMatchObject({ status: 'completed', found: { address: true, items: e.items.length, questions: 1, industry: true } });
    const me = (await browser.get('/api/businesses/me')).body;
    expect(me.industry).toBe(e.industry);
    expect(me.business_addresses).toEqual([expect.objectContaining(e.address)]);
    expect(me.business_items.map((i: any) => ({ name: i.name, price: i.price, duration: i.duration }))).toEqual(e.items);
    expect(me.business_items.every((i: any) => i.product === false && Number(i.price) < 1000)).toBe(true);
    expect(me.business_questions).toEqual([
      expect.objectContaining({ question: 'What homes do you have for sale?', answer: expect.stringContaining(sites.realty.replace('http://', '')) }),
    ]);
    expect(sites.requests.realty).toEqual(expect.arrayContaining(['/', '/services', '/contact']));
  });
});
