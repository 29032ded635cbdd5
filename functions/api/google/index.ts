import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { googleCalendar } from '../../aws/wiring/google.js';
import { createGoogleApp } from './app.js';

/** The google Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [googleCalendar];
export const handler = lambdaHandler(createGoogleApp, wirings);
