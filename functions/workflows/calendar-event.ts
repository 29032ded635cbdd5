import { CALENDAR_ERRORS, CALENDAR_EVENT_WORKFLOW, GoogleCalendarService } from '../core/google/calendar-service.js';
import { formatPhone } from '../contract/phone.js';
import type { WorkflowSpec } from './spec.js';

/** Retry timing of an event write: 5 s, 10 s, 20 s ... about 10 minutes in all, then the card shows the failure. */
export const CALENDAR_RETRY = { IntervalSeconds: 5, MaxAttempts: 7, BackoffRate: 2 } as const;

/**
 * One execution per appointment write (create, move, cancel, delete): `Sync` makes the Google event match the
 * appointment as it is when the task runs, so executions may repeat or overlap. Google being busy or down is
 * retried with backoff; a refused or revoked grant is not. A lasting failure is recorded for the Calendar Sync
 * card by `RecordFailure`. The booking itself never waits for any of it.
 */
export function calendarEventWorkflow(): WorkflowSpec {
  return {
    name: CALENDAR_EVENT_WORKFLOW,
    taskEntry: 'functions/workflows/tasks/calendar-event.ts',
    definition: (taskResource) => ({
      Comment: "Mirror an appointment in the owner's Google Calendar, retried with backoff; a lasting failure is recorded.",
      StartAt: 'Sync',
      States: {
        Sync: {
          Type: 'Task',
          Resource: taskResource,
          Parameters: { task: 'sync', 'input.$': '$' },
          ResultPath: '$.sync',
          Retry: [
            { ErrorEquals: [CALENDAR_ERRORS.retry], ...CALENDAR_RETRY },
            // Lambda's own hiccups (throttling, a cold start that failed) are worth a few quick retries too.
            {
              ErrorEquals: ['Lambda.ServiceException', 'Lambda.AWSLambdaException', 'Lambda.SdkClientException', 'Lambda.TooManyRequestsException'],
              IntervalSeconds: 2,
              MaxAttempts: 3,
              BackoffRate: 2,
            },
          ],
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RecordFailure' }],
          Next: 'Done',
        },
        RecordFailure: {
          Type: 'Task',
          Resource: taskResource,
          Parameters: { task: 'record_failure', 'input.$': '$' },
          ResultPath: null,
          Retry: [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }],
          Next: 'Failed',
        },
        Failed: { Type: 'Fail', Error: 'CalendarEventNotWritten', Cause: 'The event could not be written; the Calendar Sync card shows why.' },
        Done: { Type: 'Succeed' },
      },
    }),
    tasks: {
      sync: (input, services) => new GoogleCalendarService(services).syncEvent(input, formatPhone),
      record_failure: (input, services) => new GoogleCalendarService(services).recordEventFailure(input),
    },
  };
}
