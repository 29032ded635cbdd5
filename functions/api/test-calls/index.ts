import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createTestCallsApp } from './app.js';

export const handler = lambdaHandler(createTestCallsApp);
