import type { Services } from '../../core/services.js';
import { ProfileService } from '../../core/accounts/profile.js';
import { createGroupApp, readJson } from '../http.js';
import { requireUser } from '../session-cookies.js';

export function createProfilesApp(services: Services) {
  const app = createGroupApp('/api/profiles', services);
  const profiles = new ProfileService(services);
  app.use('*', requireUser(services));
  app.get('/me', async (c) => c.json(await profiles.get(c.get('userId'))));
  app.patch('/', async (c) => c.json(await profiles.update(c.get('userId'), await readJson(c))));
  return app;
}
