import { WAIT_CHUNK_SECONDS, REMINDER_WORKFLOW, checkReminder, sendReminder } from '../core/appointments/reminders.js';
import { taskState, type WorkflowSpec } from './spec.js';

/**
 * One execution per appointment schedule (its name is the schedule id). `Check` reads the appointment and the
 * business's settings and answers how long to wait; waits longer than 20 days go in 20-day steps (the local
 * runner's timers cannot hold more than ~24.8 days, and Step Functions is fine with loops), then one Wait until
 * the reminder time and `Send`. Every state is safe to run again: a resumed or retried execution re-reads
 * everything and `Send` sends each channel at most once.
 */
export function reminderWorkflow(): WorkflowSpec {
  return {
    name: REMINDER_WORKFLOW,
    taskEntry: 'functions/workflows/tasks/reminder.ts',
    definition: (taskResource) => ({
      Comment: 'Appointment reminder: wait until the reminder time (in steps of at most 20 days), then send it once.',
      StartAt: 'Check',
      States: {
        Check: { ...taskState('check', taskResource), ResultPath: '$.check', Next: 'Route' },
        Route: {
          Type: 'Choice',
          Choices: [
            { Variable: '$.check.action', StringEquals: 'wait_chunk', Next: 'WaitChunk' },
            { Variable: '$.check.action', StringEquals: 'wait_until', Next: 'WaitUntilReminder' },
          ],
          Default: 'Done',
        },
        WaitChunk: { Type: 'Wait', Seconds: WAIT_CHUNK_SECONDS, Next: 'Check' },
        WaitUntilReminder: { Type: 'Wait', TimestampPath: '$.check.remind_at', Next: 'Send' },
        Send: { ...taskState('send', taskResource), ResultPath: '$.send', Next: 'Done' },
        Done: { Type: 'Succeed' },
      },
    }),
    tasks: {
      check: (input, services) => checkReminder(input, services),
      send: (input, services) => sendReminder(input, services),
    },
  };
}
