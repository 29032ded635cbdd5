import type { Services } from '../../core/services.js';
import { CustomerService } from '../../core/customers/customer-service.js';
import { createGroupApp } from '../http.js';
import { requireUser } from '../session-cookies.js';

/** Customers: GET /api/customers (newest contact first, `limit`, `after`) and GET /api/customers/{id} (with history). */
export function createCustomersApp(services: Services) {
  const app = createGroupApp('/api/customers', services);
  const customers = new CustomerService(services);
  app.use('*', requireUser(services));
  app.get('/', async (c) => c.json(await customers.list(c.get('userId'), c.req.query())));
  app.get('/:id', async (c) => c.json(await customers.detail(c.get('userId'), c.req.param('id'), c.req.query())));
  return app;
}
