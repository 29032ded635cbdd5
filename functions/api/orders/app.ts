import type { Services } from '../../core/services.js';
import { OrderService } from '../../core/orders/order-service.js';
import { createGroupApp, readJson } from '../http.js';
import { requireUser } from '../session-cookies.js';

/** The Orders view: GET /api/orders (newest first, `limit`, `after`) and PATCH /api/orders/{ref} {status}. */
export function createOrdersApp(services: Services) {
  const app = createGroupApp('/api/orders', services);
  const orders = new OrderService(services);
  app.use('*', requireUser(services));
  app.get('/', async (c) => c.json(await orders.list(c.get('userId'), c.req.query())));
  app.patch('/:ref', async (c) => c.json(await orders.setStatus(c.get('userId'), c.req.param('ref'), await readJson(c))));
  return app;
}
