import type { Hono } from 'hono';
import type { Services } from '../core/services.js';
import type { AppEnv } from './http.js';
import { createHealthApp } from './health/app.js';
import { createAuthApp } from './auth/app.js';
import { createUsersApp } from './users/app.js';
import { createBusinessesApp } from './businesses/app.js';
import { createProfilesApp } from './profiles/app.js';
import { createNewsletterApp } from './newsletter/app.js';
import { createAssistantConfigurationsApp } from './assistant-configurations/app.js';
import { createScrapingsApp } from './scrapings/app.js';
import { createAppointmentsApp } from './appointments/app.js';
import { createPhoneNumbersApp } from './phone-numbers/app.js';
import { createTestCallsApp } from './test-calls/app.js';
import { createCallsApp } from './calls/app.js';
import { createGoogleApp } from './google/app.js';
import { createGoLiveApp } from './go-live/app.js';
import { createOrdersApp } from './orders/app.js';
import { createSearchApp } from './search/app.js';
import { createAccountApp } from './account/app.js';
import { createReportsApp } from './reports/app.js';
import { createCustomersApp } from './customers/app.js';

/** Every route group's app factory by name (names as in route-groups.ts); the local server mounts them all. */
export const GROUP_APPS: Record<string, (services: Services) => Hono<AppEnv>> = {
  health: createHealthApp,
  auth: createAuthApp,
  users: createUsersApp,
  businesses: createBusinessesApp,
  profiles: createProfilesApp,
  newsletter: createNewsletterApp,
  'assistant-configurations': createAssistantConfigurationsApp,
  scrapings: createScrapingsApp,
  appointments: createAppointmentsApp,
  'phone-numbers': createPhoneNumbersApp,
  'test-calls': createTestCallsApp,
  calls: createCallsApp,
  google: createGoogleApp,
  'go-live': createGoLiveApp,
  orders: createOrdersApp,
  search: createSearchApp,
  account: createAccountApp,
  reports: createReportsApp,
  customers: createCustomersApp,
};
