import type { Services } from '../../core/services.js';
import { AssistantConfigurationService } from '../../core/assistant/assistant-service.js';
import { createGroupApp, readJson } from '../http.js';
import { requireUser } from '../session-cookies.js';

/** The assistant screen's save (spec section 7: PATCH /assistant-configurations/{id}) and its read. */
export function createAssistantConfigurationsApp(services: Services) {
  const app = createGroupApp('/api/assistant-configurations', services);
  const assistants = new AssistantConfigurationService(services);
  app.use('*', requireUser(services));
  app.get('/me', async (c) => c.json(await assistants.getMine(c.get('userId'))));
  app.patch('/:id', async (c) => c.json(await assistants.update(c.get('userId'), c.req.param('id'), await readJson(c))));
  return app;
}
