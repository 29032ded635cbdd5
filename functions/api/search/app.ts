import type { Services } from '../../core/services.js';
import { SearchService } from '../../core/search/search-service.js';
import { createGroupApp } from '../http.js';
import { readAsUser } from '../session-cookies.js';

/**
 * GET /api/search?q=...: the dashboard top bar's search (at most 20 results, newest first). Asked at each keystroke,
 * so its index Queries go beside the session's check (readAsUser): a warm search is one DynamoDB round trip.
 */
export function createSearchApp(services: Services) {
  const app = createGroupApp('/api/search', services);
  const search = new SearchService(services);
  const asUser = readAsUser(services);
  app.get('/', async (c) => c.json(await asUser(c, (user) => search.search(user.userId, c.req.query('q')))));
  return app;
}
