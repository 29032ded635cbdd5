import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createGoLiveApp } from './app.js';

export const handler = lambdaHandler(createGoLiveApp);
