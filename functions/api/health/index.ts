import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createHealthApp } from './app.js';

export const handler = lambdaHandler(createHealthApp);
