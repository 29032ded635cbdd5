import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createProfilesApp } from './app.js';

export const handler = lambdaHandler(createProfilesApp);
