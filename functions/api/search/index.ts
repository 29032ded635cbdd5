import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createSearchApp } from './app.js';

/** The search Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [];
export const handler = lambdaHandler(createSearchApp, wirings);
