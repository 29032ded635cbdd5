import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createPhoneNumbersApp } from './app.js';

export const handler = lambdaHandler(createPhoneNumbersApp);
