import type { Wiring } from '../../aws/composition.js';
import { lambdaHandler } from '../../aws/lambda-handler.js';
import { connectNumbers } from '../../aws/wiring/phone-numbers.js';
import { createPhoneNumbersApp } from './app.js';

/** The phone-numbers Lambda's composition root: the table and its needs (functions/api/route-groups.ts). */
export const wirings: readonly Wiring[] = [connectNumbers];
export const handler = lambdaHandler(createPhoneNumbersApp, wirings);
