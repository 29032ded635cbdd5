import { dailySummaryWorkflow } from '../daily-summary.js';
import { taskLambda } from '../task-handler.js';

/** The daily-summary workflow's task Lambda. */
export const handler = taskLambda(dailySummaryWorkflow());
