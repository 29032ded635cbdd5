import type { Services } from '../../core/services.js';
import { AppointmentService } from '../../core/appointments/appointment-service.js';
import { dashboardStats } from '../../core/appointments/stats.js';
import { createGroupApp, readJson, VIEWER_ADDRESS_HEADER } from '../http.js';
import { requireUser } from '../session-cookies.js';
import { clientAddress } from '../client-address.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/appointments.js';

/** Spec section 7: /appointments/ (list, create), /appointments/{id}/ (update, delete), /appointments/confirm/. */
export function createAppointmentsApp(services: Services) {
  const app = createGroupApp('/api/appointments', services);
  const appointments = new AppointmentService(services);

  // Without credentials (spec section 6): the caller follows the link from the SMS or email.
  app.post('/confirm', async (c) => c.json(await appointments.confirm(await readJson(c), clientAddress(c))));

  app.use('*', requireUser(services));

  /**
   * The spec's client treats the answer's values as the list, so the page is an object keyed by `_id` in
   * start-time order; the next page's cursor travels in X-Next-Cursor (pass it back as `after`).
   */
  app.get('/', async (c) => {
    const page = await appointments.list(c.get('userId'), c.req.query());
    if (page.next_cursor) c.header('X-Next-Cursor', page.next_cursor);
    return c.json(Object.fromEntries(page.appointments.map((a) => [a._id, a])));
  });

  app.get('/stats', async (c) => c.json(await dashboardStats(services, c.get('userId'))));

  app.post('/', async (c) => c.json(await appointments.create(c.get('userId'), await readJson(c), c.req.header(IDEMPOTENCY_KEY_HEADER)), 201));

  app.get('/:id', async (c) => c.json(await appointments.get(c.get('userId'), c.req.param('id'))));

  app.put('/:id', async (c) => c.json(await appointments.update(c.get('userId'), c.req.param('id'), await readJson(c))));

  app.delete('/:id', async (c) => {
    await appointments.remove(c.get('userId'), c.req.param('id'), c.req.query());
    return c.body(null, 204);
  });

  return app;
}
