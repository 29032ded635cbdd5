import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { sesEmail } from '../../aws/wiring/email.js';
import { createAuthApp } from './app.js';

/** The auth Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [sesEmail];
export const handler = lambdaHandler(createAuthApp, wirings);
