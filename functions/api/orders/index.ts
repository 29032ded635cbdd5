import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { snsSms } from '../../aws/wiring/sms.js';
import { createOrdersApp } from './app.js';
import type { RepositoryClasses } from '../../data/repositories.js';
import { AppointmentsRepo } from '../../data/appointments-repo.js';
import { BusinessRepo } from '../../data/business-repo.js';
import { GoogleRepo } from '../../data/google-repo.js';
import { OrdersRepo } from '../../data/orders-repo.js';
import { RateLimitRepo } from '../../data/rate-limit-repo.js';
import { ReminderMarksRepo } from '../../data/reminder-marks-repo.js';
import { SessionsRepo } from '../../data/sessions-repo.js';
import { UsersRepo } from '../../data/users-repo.js';

/** The orders Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [snsSms];
/** The repositories its routes use, as its `repos` in functions/api/route-groups.ts: only these are built and bundled. */
export const repositories: RepositoryClasses = { appointments: AppointmentsRepo, business: BusinessRepo, google: GoogleRepo, orders: OrdersRepo, rateLimit: RateLimitRepo, reminderMarks: ReminderMarksRepo, sessions: SessionsRepo, users: UsersRepo };
export const handler = lambdaHandler(createOrdersApp, wirings, repositories);
