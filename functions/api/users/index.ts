import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createUsersApp } from './app.js';

export const handler = lambdaHandler(createUsersApp);
