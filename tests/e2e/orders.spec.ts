import { expect, test, type APIRequestContext } from '@playwright/test';
import { clearOfMidnight, openAllWeek, signInOverApi, signUpOverApi } from './support';

/*
 * Orders (issue 18, item 5): orders taken by phone (here: test calls over the API, the same engine) are listed live,
 * announced, moved new → preparing → ready → completed or cancelled (which texts the customer).
 */

const ORDER_LINES = ['I want to order two cappuccinos and a croissant', "that's all", 'pickup', 'in 20 minutes', 'Sam Ortiz', 'yes', 'no notes', 'yes'];

async function placeOrder(request: APIRequestContext, callerNumber: string) {
  const started = await request.post('/api/test-calls', { data: { caller_number: callerNumber } });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const said: string[] = [];
  for (const text of ORDER_LINES) {
    const turn = await request.post(`/api/test-calls/${id}/turns`, { data: { text } });
    expect(turn.status(), await turn.text()).toBe(200);
    said.push(((await turn.json()) as { say: string }).say);
  }
  expect(said.some((s) => /order is placed/i.test(s)), said.join('\n')).toBe(true);
  await request.post(`/api/test-calls/${id}/end`, { data: {} });
}

test('orders by phone appear live, are announced and move through their statuses', async ({ page }) => {
  test.setTimeout(120_000);
  await clearOfMidnight(page.request);
  const account = await signUpOverApi(page.request, { businessName: 'Corner Cafe' });
  await signInOverApi(page, account.email, account.password);
  const setup = await page.request.patch(`/api/businesses/${account.business.id}`, {
    data: {
      business: {
        industry: 'Restaurant / Café',
        working_hours_attributes: openAllWeek(),
        business_items_attributes: [
          { name: 'Cappuccino', price: '4.50', duration: 0, currency: 'USD' },
          { name: 'Croissant', price: '3.25', duration: 0, currency: 'USD' },
        ],
      },
    },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  await placeOrder(page.request, '+13125550122');

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const cards = page.getByTestId('order');
  await expect(cards).toHaveCount(1);
  const first = cards.first();
  await expect(first).toContainText('Sam Ortiz');
  await expect(first).toContainText('Cappuccino');
  await expect(first).toContainText('Croissant');
  await expect(first.getByRole('row', { name: /Cappuccino/ })).toContainText('2');
  await expect(first.getByTestId('order-total')).toHaveText('12.25 USD');
  await expect(first).toContainText('Pickup at');
  await expect(first.getByTestId('order-status')).toHaveText('New');

  // A second order while the page is open: it appears without a reload and is announced.
  await placeOrder(page.request, '+13125550133');
  await expect(cards).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByTestId('orders-announcement')).toHaveText('New order from Sam Ortiz: 12.25 USD.');

  // Newest first: the second order is on top. Walk it to completed.
  const newest = cards.first();
  await expect(newest).toContainText('+13125550133');
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
  expect(texts).toContain('Corner Cafe: sorry, we had to cancel your order (12.25 USD)');

  // The completed order cannot change any more: the API says so clearly.
  const listed = (await (await page.request.get('/api/orders')).json()) as { orders: Array<{ ref: string; status: string }> };
  const done = listed.orders.find((o) => o.status === 'completed')!;
  const refused = await page.request.patch(`/api/orders/${done.ref}`, { data: { status: 'cancelled' } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe('This order is already completed, so its status can no longer change.');
});
