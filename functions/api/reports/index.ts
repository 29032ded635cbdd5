import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createReportsApp } from './app.js';

export const handler = lambdaHandler(createReportsApp);
