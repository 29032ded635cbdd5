import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createAuthApp } from './app.js';

export const handler = lambdaHandler(createAuthApp);
