import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { stepFunctions } from '../../aws/wiring/workflows.js';
import { createScrapingsApp } from './app.js';

/** The scrapings Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [stepFunctions];
export const handler = lambdaHandler(createScrapingsApp, wirings);
