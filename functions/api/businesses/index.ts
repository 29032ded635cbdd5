import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { stepFunctions } from '../../aws/wiring/workflows.js';
import { googleCalendar } from '../../aws/wiring/google.js';
import { createBusinessesApp } from './app.js';

/** The businesses Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [stepFunctions, googleCalendar];
export const handler = lambdaHandler(createBusinessesApp, wirings);
