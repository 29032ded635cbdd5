import { calendarEventWorkflow } from '../calendar-event.js';
import { googleCalendar } from '../../aws/wiring/google.js';
import { taskLambda } from '../task-handler.js';

/** The calendar-event workflow's task Lambda (the Google clients ship here and in the API, not with the reminders). */
export const handler = taskLambda(calendarEventWorkflow(), [googleCalendar]);
