import { checkDailySummary, sendDailySummary } from '../core/notifications/daily-summary.js';
import { DAILY_SUMMARY_WORKFLOW } from '../core/notifications/workflow-names.js';
import { taskState, type WorkflowSpec } from './spec.js';

/**
 * The owner's daily summary email, one execution per business while the summary is on: `Check` re-reads the owner's
 * chosen hour and answers the seconds until that hour in the business's zone (so daylight-saving changes and a new
 * choice are followed), `Wait`, then `Send` (once per business and day: a conditional marker), and round again.
 * A relative wait (SecondsPath), so the local runner under a CLOCK_START clock waits the same span.
 */
export function dailySummaryWorkflow(): WorkflowSpec {
  return {
    name: DAILY_SUMMARY_WORKFLOW,
    taskEntry: 'functions/workflows/tasks/daily-summary.ts',
    definition: (taskResource) => ({
      Comment: "Daily summary: wait until the owner's chosen local hour, email yesterday's figures once, repeat.",
      StartAt: 'Check',
      States: {
        Check: { ...taskState('check', taskResource), ResultPath: '$.check', Next: 'Route' },
        Route: {
          Type: 'Choice',
          Choices: [{ Variable: '$.check.action', StringEquals: 'wait', Next: 'WaitForHour' }],
          Default: 'Done',
        },
        WaitForHour: { Type: 'Wait', SecondsPath: '$.check.wait_seconds', Next: 'Send' },
        Send: { ...taskState('send', taskResource), ResultPath: '$.send', Next: 'Check' },
        Done: { Type: 'Succeed' },
      },
    }),
    tasks: {
      check: (input, services) => checkDailySummary(input, services),
      send: (input, services) => sendDailySummary(input, services),
    },
  };
}
