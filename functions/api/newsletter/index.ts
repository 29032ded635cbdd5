import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createNewsletterApp } from './app.js';

export const handler = lambdaHandler(createNewsletterApp);
