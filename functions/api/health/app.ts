import type { Services } from '../../core/services.js';
import type { AppConfig } from '../../core/config.js';
import { DATABASE_RETRY_AFTER_SECONDS, createGroupApp } from '../http.js';

/**
 * Liveness for a person or a load balancer. Where the process runs its own database (npm start), the answer
 * includes the database's state and is 503 with Retry-After while it is not answering.
 */
export function createHealthApp(services: Pick<Services, 'now' | 'database'> & { config: Pick<AppConfig, 'STAGE'> & Partial<AppConfig> }) {
  const app = createGroupApp('/api/health', services);
  app.get('/', async (c) => {
    const body = { status: 'ok', stage: services.config.STAGE, time: services.now().toISOString() };
    if (!services.database) return c.json(body);
    const database = await services.database.check();
    if (database === 'up') return c.json({ ...body, database });
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json({ ...body, status: 'unavailable', database }, 503);
  });
  return app;
}
