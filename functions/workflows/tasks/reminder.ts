import { reminderWorkflow } from '../reminder.js';
import { sesEmail } from '../../aws/wiring/email.js';
import { snsSms } from '../../aws/wiring/sms.js';
import { taskLambda } from '../task-handler.js';

/** The reminder workflow's task Lambda: it texts and emails the client (its wirings). */
export const handler = taskLambda(reminderWorkflow(), [sesEmail, snsSms]);
