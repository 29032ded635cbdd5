import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createCallsApp } from './app.js';

export const handler = lambdaHandler(createCallsApp);
