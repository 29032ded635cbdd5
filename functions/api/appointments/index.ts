import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { sesEmail } from '../../aws/wiring/email.js';
import { snsSms } from '../../aws/wiring/sms.js';
import { stepFunctions } from '../../aws/wiring/workflows.js';
import { googleCalendar } from '../../aws/wiring/google.js';
import { createAppointmentsApp } from './app.js';

/** The appointments Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [sesEmail, snsSms, stepFunctions, googleCalendar];
export const handler = lambdaHandler(createAppointmentsApp, wirings);
