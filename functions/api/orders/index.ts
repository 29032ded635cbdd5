import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { snsSms } from '../../aws/wiring/sms.js';
import { createOrdersApp } from './app.js';

/** The orders Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [snsSms];
export const handler = lambdaHandler(createOrdersApp, wirings);
