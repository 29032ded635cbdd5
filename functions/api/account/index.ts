import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createAccountApp } from './app.js';

export const handler = lambdaHandler(createAccountApp);
