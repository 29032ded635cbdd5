import { lambdaHandler } from '../../aws/lambda-handler.js';
import { createAssistantConfigurationsApp } from './app.js';

export const handler = lambdaHandler(createAssistantConfigurationsApp);
