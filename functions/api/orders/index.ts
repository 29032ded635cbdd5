import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createOrdersApp } from './app.js';

export const handler = lambdaHandler(createOrdersApp);
