import type { Services } from '../../core/services.js';
import { SearchService } from '../../core/search/search-service.js';
import { createGroupApp } from '../http.js';
import { requireUser } from '../session-cookies.js';

/** GET /api/search?q=...: the dashboard top bar's search (at most 20 results, newest first). */
export function createSearchApp(services: Services) {
  const app = createGroupApp('/api/search', services);
  const search = new SearchService(services);
  app.use('*', requireUser(services));
  app.get('/', async (c) => c.json(await search.search(c.get('userId'), c.req.query('q'))));
  return app;
}
