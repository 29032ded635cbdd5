import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { sesEmail } from '../../aws/wiring/email.js';
import { stepFunctions } from '../../aws/wiring/workflows.js';
import { connectNumbers } from '../../aws/wiring/phone-numbers.js';
import { googleCalendar } from '../../aws/wiring/google.js';
import { s3Recordings } from '../../aws/wiring/recordings.js';
import { createAccountApp } from './app.js';
import type { RepositoryClasses } from '../../data/repositories.js';
import { AccountEraseRepo } from '../../data/account-erase-repo.js';
import { AppointmentsRepo } from '../../data/appointments-repo.js';
import { BusinessRepo } from '../../data/business-repo.js';
import { CallsRepo } from '../../data/calls-repo.js';
import { ExportRepo } from '../../data/export-repo.js';
import { GoogleRepo } from '../../data/google-repo.js';
import { SessionsRepo } from '../../data/sessions-repo.js';
import { UsersRepo } from '../../data/users-repo.js';

/** The account Lambda's composition root: the table, its needs (functions/api/route-groups.ts) and the call recordings (lib/telephony.ts). */
export const wirings: readonly Wiring[] = [sesEmail, stepFunctions, connectNumbers, googleCalendar, s3Recordings];
/** The repositories its routes use, as its `repos` in functions/api/route-groups.ts: only these are built and bundled. */
export const repositories: RepositoryClasses = { accountErase: AccountEraseRepo, appointments: AppointmentsRepo, business: BusinessRepo, calls: CallsRepo, export: ExportRepo, google: GoogleRepo, sessions: SessionsRepo, users: UsersRepo };
export const handler = lambdaHandler(createAccountApp, wirings, repositories);
