import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { s3Recordings } from '../../aws/wiring/recordings.js';
import { createCallsApp } from './app.js';

/** The calls Lambda's composition root: the table, its needs (functions/api/route-groups.ts) and the call recordings (lib/telephony.ts). */
export const wirings: readonly Wiring[] = [s3Recordings];
export const handler = lambdaHandler(createCallsApp, wirings);
