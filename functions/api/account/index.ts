import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { sesEmail } from '../../aws/wiring/email.js';
import { stepFunctions } from '../../aws/wiring/workflows.js';
import { connectNumbers } from '../../aws/wiring/phone-numbers.js';
import { googleCalendar } from '../../aws/wiring/google.js';
import { s3Recordings } from '../../aws/wiring/recordings.js';
import { createAccountApp } from './app.js';

/** The account Lambda's composition root: the table, its needs (functions/api/route-groups.ts) and the call recordings (lib/telephony.ts). */
export const wirings: readonly Wiring[] = [sesEmail, stepFunctions, connectNumbers, googleCalendar, s3Recordings];
export const handler = lambdaHandler(createAccountApp, wirings);
