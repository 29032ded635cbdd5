import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createSearchApp } from './app.js';

export const handler = lambdaHandler(createSearchApp);
