import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createGoogleApp } from './app.js';

export const handler = lambdaHandler(createGoogleApp);
