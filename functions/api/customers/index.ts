import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createCustomersApp } from './app.js';

export const handler = lambdaHandler(createCustomersApp);
