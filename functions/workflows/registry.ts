import type { WorkflowSpec } from './spec.js';
import { scrapeWorkflow } from './scrape.js';
import { reminderWorkflow } from './reminder.js';
import { calendarEventWorkflow } from './calendar-event.js';
import { dailySummaryWorkflow } from './daily-summary.js';

export * from './spec.js';

/** Every workflow of the product; each issue that adds one registers it here (a one-line insertion). */
export const WORKFLOWS: WorkflowSpec[] = [
  scrapeWorkflow,
  reminderWorkflow(),
  calendarEventWorkflow(),
  dailySummaryWorkflow(),
];

export function findWorkflow(name: string): WorkflowSpec | undefined {
  return WORKFLOWS.find((w) => w.name === name);
}
