import { dailySummaryWorkflow } from '../daily-summary.js';
import { sesEmail } from '../../aws/wiring/email.js';
import { snsSms } from '../../aws/wiring/sms.js';
import { taskLambda } from '../task-handler.js';

/** The daily-summary workflow's task Lambda: it emails and texts the owner (its wirings). */
export const handler = taskLambda(dailySummaryWorkflow(), [sesEmail, snsSms]);
