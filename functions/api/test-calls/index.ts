import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { sesEmail } from '../../aws/wiring/email.js';
import { snsSms } from '../../aws/wiring/sms.js';
import { stepFunctions } from '../../aws/wiring/workflows.js';
import { connectOutboundCalls } from '../../aws/wiring/outbound-calls.js';
import { pollyVoice } from '../../aws/wiring/voice.js';
import { googleCalendar } from '../../aws/wiring/google.js';
import { createTestCallsApp } from './app.js';
import { ALL_REPOSITORIES, type RepositoryClasses } from '../../data/repositories.js';

/** The test-calls Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [sesEmail, snsSms, stepFunctions, connectOutboundCalls, pollyVoice, googleCalendar];
/** Its repositories: the calls it answers run the whole domain (functions/api/route-groups.ts lists none, so all). */
export const repositories: RepositoryClasses = ALL_REPOSITORIES;
export const handler = lambdaHandler(createTestCallsApp, wirings, repositories);
