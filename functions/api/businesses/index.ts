import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createBusinessesApp } from './app.js';

export const handler = lambdaHandler(createBusinessesApp);
