import type { Services } from '../../core/services.js';
import { ExportService } from '../../core/account-data/export-service.js';
import { createGroupApp } from '../http.js';
import { requireUser } from '../session-cookies.js';

/** The owner's own data: GET /api/account/export (paginated by `cursor`; the web client joins the pages). */
export function createAccountApp(services: Services) {
  const app = createGroupApp('/api/account');
  const exporter = new ExportService(services);
  app.use('*', requireUser(services));
  app.get('/export', async (c) => c.json(await exporter.page(c.get('userId'), c.req.query())));
  return app;
}
