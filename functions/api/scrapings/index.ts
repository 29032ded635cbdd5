import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createScrapingsApp } from './app.js';

export const handler = lambdaHandler(createScrapingsApp);
