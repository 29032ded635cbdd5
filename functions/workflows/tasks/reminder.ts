import { reminderWorkflow } from '../reminder.js';
import { taskLambda } from '../task-handler.js';

/** The reminder workflow's task Lambda. */
export const handler = taskLambda(reminderWorkflow());
