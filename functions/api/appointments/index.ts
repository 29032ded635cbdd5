import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { sesEmail } from '../../aws/wiring/email.js';
import { snsSms } from '../../aws/wiring/sms.js';
import { stepFunctions } from '../../aws/wiring/workflows.js';
import { googleCalendar } from '../../aws/wiring/google.js';
import { createAppointmentsApp } from './app.js';
import type { RepositoryClasses } from '../../data/repositories.js';
import { AppointmentsRepo } from '../../data/appointments-repo.js';
import { BusinessRepo } from '../../data/business-repo.js';
import { CallOutcomesRepo } from '../../data/call-outcomes-repo.js';
import { GoogleRepo } from '../../data/google-repo.js';
import { RateLimitRepo } from '../../data/rate-limit-repo.js';
import { ReminderMarksRepo } from '../../data/reminder-marks-repo.js';
import { SessionsRepo } from '../../data/sessions-repo.js';
import { UsersRepo } from '../../data/users-repo.js';

/** The appointments Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [sesEmail, snsSms, stepFunctions, googleCalendar];
/** The repositories its routes use, as its `repos` in functions/api/route-groups.ts: only these are built and bundled. */
export const repositories: RepositoryClasses = { appointments: AppointmentsRepo, business: BusinessRepo, callOutcomes: CallOutcomesRepo, google: GoogleRepo, rateLimit: RateLimitRepo, reminderMarks: ReminderMarksRepo, sessions: SessionsRepo, users: UsersRepo };
export const handler = lambdaHandler(createAppointmentsApp, wirings, repositories);
