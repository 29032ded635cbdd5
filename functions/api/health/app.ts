import type { Services } from '../../core/services.js';
import { createGroupApp } from '../http.js';

export function createHealthApp(services: Pick<Services, 'now' | 'config'>) {
  const app = createGroupApp('/api/health');
  app.get('/', (c) => c.json({ status: 'ok', stage: services.config.STAGE, time: services.now().toISOString() }));
  return app;
}
