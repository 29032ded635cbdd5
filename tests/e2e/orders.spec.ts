import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clearOfMidnight, openAllWeek, signInOverApi, signUpOverApi } from './support';

/*
 * Orders (issue 18, item 5): orders taken by phone (here: test calls over the API, the same engine) are listed live,
 * announced, moved new → preparing → ready → completed or cancelled (which texts the customer).
 */

const ORDER_LINES = ['I want to order two cappuccinos and a croissant', "that's all", 'pickup', 'in 20 minutes', 'Sam Ortiz', 'yes', 'no notes', 'yes'];

async function openNav(page: Page, name: string) {
  // At a phone width the navigation is behind the menu button (waits for the shell to load the business).
  if (page.viewportSize()!.width < 800) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

/** A new owner signed in, whose kitchen is open all week and sells `items` (name, price). */
async function kitchenOwner(page: Page, businessName: string, items: Array<[name: string, price: string]>) {
  await clearOfMidnight(page.request);
  const account = await signUpOverApi(page.request, { businessName });
  await signInOverApi(page, account.email, account.password);
  const setup = await page.request.patch(`/api/businesses/${account.business.id}`, {
    data: {
      business: {
        industry: 'Restaurant / Café',
        working_hours_attributes: openAllWeek(),
        business_items_attributes: items.map(([name, price]) => ({ name, price, duration: 0, currency: 'USD' })),
      },
    },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  return account;
}

async function placeOrder(request: APIRequestContext, callerNumber: string, lines = ORDER_LINES) {
  const started = await request.post('/api/test-calls', { data: { caller_number: callerNumber } });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const said: string[] = [];
  for (const text of lines) {
    const turn = await request.post(`/api/test-calls/${id}/turns`, { data: { text } });
    expect(turn.status(), await turn.text()).toBe(200);
    said.push(((await turn.json()) as { say: string }).say);
  }
  expect(said.some((s) => /order is placed/i.test(s)), said.join('\n')).toBe(true);
  await request.post(`/api/test-calls/${id}/end`, { data: {} });
}

for (const width of [1280, 375]) test(`orders by phone appear live, are announced and move through their statuses (${width} px)`, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 800 });
  await kitchenOwner(page, 'Corner Cafe', [['Cappuccino', '4.50'], ['Croissant', '3.25']]);
  await placeOrder(page.request, '+13125550122');

  await page.goto('/dashboard');
  await openNav(page, 'Orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const cards = page.getByTestId('order');
  await expect(cards).toHaveCount(1);
  const first = cards.first();
  await expect(first).toContainText('Sam Ortiz');
  await expect(first).toContainText('Cappuccino');
  await expect(first).toContainText('Croissant');
  await expect(first.getByRole('row', { name: /Cappuccino/ })).toContainText('2');
  // Money as every other screen and the customer's text show it ("$9.00", not "9.00 USD"), the total on one line at 375 px.
  await expect(first.getByRole('row', { name: /Cappuccino/ })).toContainText('$9.00');
  await expect(first.getByTestId('order-total')).toHaveText('$12.25');
  const totalLines = await first.getByTestId('order-total').evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(totalLines).toBe(1);
  await expect(first).toContainText('Pickup at');
  await expect(first.getByTestId('order-status')).toHaveText('New');

  // A second order while the page is open: it appears without a reload and is announced.
  await placeOrder(page.request, '+13125550133');
  await expect(cards).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId('orders-announcement')).toHaveText('New order from Sam Ortiz: $12.25.');

  // Newest first: the second order is on top. Walk it to completed.
  const newest = cards.first();
  // The number as the other screens show it, not raw E.164.
  await expect(newest.locator('.or-meta')).toContainText('(312) 555-0133 · ordered');
  await expect(newest).not.toContainText('+13125550133');
  await newest.getByRole('button', { name: 'Start preparing' }).click();
  await expect(newest.getByTestId('order-status')).toHaveText('Preparing');
  await newest.getByRole('button', { name: 'Mark ready' }).click();
  await expect(newest.getByTestId('order-status')).toHaveText('Ready');
  await newest.getByRole('button', { name: 'Complete' }).click();
  await expect(newest.getByTestId('order-status')).toHaveText('Completed');
  await expect(newest.getByRole('button')).toHaveCount(0);

  // Cancelling the other texts its customer.
  const older = cards.nth(1);
  page.once('dialog', (d) => void d.accept());
  await older.getByRole('button', { name: 'Cancel order' }).click();
  await expect(older.getByTestId('order-status')).toHaveText('Cancelled');
  const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as any;
  const texts = JSON.stringify(outbox);
  expect(texts).toContain('Corner Cafe: sorry, we had to cancel your order ($12.25)');

  // The completed order cannot change any more: the API says so clearly.
  const listed = (await (await page.request.get('/api/orders')).json()) as { orders: Array<{ ref: string; status: string }> };
  const done = listed.orders.find((o) => o.status === 'completed')!;
  const refused = await page.request.patch(`/api/orders/${done.ref}`, { data: { status: 'cancelled' } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe('This order is already completed, so its status can no longer change.');
});

for (const width of [1280, 375]) test(`a salon marks a catalog item as a product and takes a phone order for it (${width} px)`, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 800 });
  await clearOfMidnight(page.request);
  const account = await signUpOverApi(page.request, { businessName: 'Shear Joy Salon' });
  await signInOverApi(page, account.email, account.password);
  const setup = await page.request.patch(`/api/businesses/${account.business.id}`, {
    data: { business: { industry: 'Hair / Beauty Salon', working_hours_attributes: openAllWeek() } },
  });
  expect(setup.status(), await setup.text()).toBe(200);

  // Assistant Configuration → Service Catalog: a product needs no duration.
  await page.goto('/dashboard/assistant');
  await page.getByRole('tab', { name: 'Service Catalog' }).click();
  await page.getByRole('button', { name: 'Add Service' }).click();
  await page.getByLabel('Service name').fill('Argan Shampoo');
  await page.getByRole('checkbox', { name: /Product: sold and ordered by callers/ }).check();
  await expect(page.getByLabel('Duration (minutes)')).toBeDisabled();
  await page.getByLabel('Price').fill('18');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const rows = page.getByTestId('service-row');
  await expect(rows.first()).toContainText('Argan Shampoo');
  await expect(rows.first()).toContainText('Product');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  const me = (await (await page.request.get('/api/businesses/me')).json()) as { business_items: Array<{ name: string; product: boolean; duration: number | null }> };
  expect(me.business_items).toEqual([expect.objectContaining({ name: 'Argan Shampoo', product: true, duration: null })]);

  // A caller orders it; the Orders view has it.
  await placeOrder(page.request, '+13125550144', ['I would like to buy two argan shampoos', "that's all", 'pickup', 'in 2 hours', 'Robin Hale', 'yes', 'no notes', 'yes']);
  await page.goto('/dashboard');
  await openNav(page, 'Orders');
  const card = page.getByTestId('order').first();
  await expect(card).toContainText('Robin Hale');
  await expect(card.getByRole('row', { name: /Argan Shampoo/ })).toContainText('2');
  await expect(card.getByTestId('order-total')).toHaveText('$36.00');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const width of [1280, 375]) test(`an order line's options said by the caller ("no pickles") are shown under the item (${width} px)`, async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height: 800 });
  await kitchenOwner(page, 'Route 9 Burgers', [['Cheeseburger', '9.50'], ['Onion Rings', '4.00']]);
  await placeOrder(page.request, '+13125550123', ['can i get a cheeseburger no pickles and onion rings', "that's all", 'pickup', 'in 20 minutes', 'Dana Reyes', 'yes', 'no notes', 'yes']);

  await page.goto('/dashboard');
  await openNav(page, 'Orders');
  const card = page.getByTestId('order').first();
  await expect(card).toContainText('Cheeseburger');
  await expect(card).toContainText('no pickles');
  await expect(card).toContainText('Onion Rings');
  // The option sits inside the card, not spilling past it at a phone's width.
  const cardBox = (await card.boundingBox())!;
  const optionBox = (await card.getByText('no pickles').boundingBox())!;
  expect(optionBox.x + optionBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  await page.screenshot({ path: test.info().outputPath(`order-options-${width}.png`), fullPage: true });
});
