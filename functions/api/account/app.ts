import type { Services } from '../../core/services.js';
import { ExportService } from '../../core/account-data/export-service.js';
import { AccountDeletionService } from '../../core/account-data/account-deletion-service.js';
import { createGroupApp, readJson } from '../http.js';
import { clearSessionCookies, requireUser } from '../session-cookies.js';

/** The owner's own data: GET /api/account/export (paginated by `cursor`; the web client joins the pages), POST /api/account/delete. */
export function createAccountApp(services: Services) {
  const app = createGroupApp('/api/account', services);
  const exporter = new ExportService(services);
  app.use('*', requireUser(services));
  app.get('/export', async (c) => c.json(await exporter.page(c.get('userId'), c.req.query())));
  // Deletes the account for real after {confirmation: 'DELETE', current_password}; the browser's cookies go too.
  app.post('/delete', async (c) => {
    const result = await new AccountDeletionService(services).request(c.get('userId'), await readJson(c));
    clearSessionCookies(c, services);
    return c.json(result);
  });
  return app;
}
