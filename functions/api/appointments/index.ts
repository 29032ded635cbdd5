import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createAppointmentsApp } from './app.js';

export const handler = lambdaHandler(createAppointmentsApp);
