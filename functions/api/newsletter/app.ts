import type { Services } from '../../core/services.js';
import { NewsletterService } from '../../core/newsletter/subscriptions.js';
import { createGroupApp, readJson } from '../http.js';

export function createNewsletterApp(services: Services) {
  const app = createGroupApp('/api/newsletter', services);
  const newsletter = new NewsletterService(services);
  app.post('/subscriptions', async (c) => {
    const { created, email, message } = await newsletter.subscribe(await readJson(c));
    return c.json({ email, message }, created ? 201 : 200);
  });
  return app;
}
