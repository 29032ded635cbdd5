import { taskState, type WorkflowFailure, type WorkflowSpec } from './spec.js';
import { SCRAPE_WORKFLOW } from '../core/scrape/scrape-service.js';
import { ScrapeTasks } from '../core/scrape/scrape-tasks.js';

/**
 * The website scrape (issue: onboarding). Input `{business_id, website, execution_name}`.
 *
 *   Begin ─► IsCurrent ─► FetchHome ─► HomeRead? ─► ReadPages (Map, ≤3 at a time) ─► Save
 *                │                          └─► MarkError
 *                └─► Superseded (the owner changed the website; a newer execution owns the status)
 *
 * Fetch failures are results, not errors (`{ok:false, reason}`), so a site that times out is not retried
 * three times; Task errors (DynamoDB) are retried by taskState's policy and then end in MarkError. What no catcher
 * sees (States.Runtime, an oversized state, the 300 s execution timeout) ends in the onFailure task `failed`, which
 * marks the scrape `error` too: a scrape never stays `in_progress`.
 */
const CATCH_ALL = ['States.ALL'];
/** Named on its own: States.ALL does not match it. */
const CATCH_DATA_LIMIT = ['States.DataLimitExceeded'];
export const scrapeWorkflow: WorkflowSpec = {
  name: SCRAPE_WORKFLOW,
  taskEntry: 'functions/workflows/tasks/scrape.ts',
  definition: (resource) => ({
    Comment: 'Reads a business web site and stores what it finds as onboarding drafts',
    TimeoutSeconds: 300,
    StartAt: 'Begin',
    States: {
      Begin: {
        ...taskState('begin', resource, { TimeoutSeconds: 30 }),
        Catch: [
          { ErrorEquals: CATCH_DATA_LIMIT, ResultPath: '$.error', Next: 'MarkError' },
          { ErrorEquals: CATCH_ALL, ResultPath: '$.error', Next: 'MarkError' },
        ],
        Next: 'IsCurrent',
      },
      IsCurrent: {
        Type: 'Choice',
        Choices: [{ Variable: '$.current', BooleanEquals: false, Next: 'Superseded' }],
        Default: 'FetchHome',
      },
      Superseded: { Type: 'Succeed' },
      FetchHome: {
        ...taskState('fetchHome', resource, { TimeoutSeconds: 60 }),
        ResultPath: '$.home',
        Catch: [
          { ErrorEquals: CATCH_DATA_LIMIT, ResultPath: '$.error', Next: 'MarkError' },
          { ErrorEquals: CATCH_ALL, ResultPath: '$.error', Next: 'MarkError' },
        ],
        Next: 'HomeRead',
      },
      HomeRead: {
        Type: 'Choice',
        Choices: [{ Variable: '$.home.ok', BooleanEquals: true, Next: 'ReadPages' }],
        Default: 'MarkError',
      },
      ReadPages: {
        Type: 'Map',
        ItemsPath: '$.home.links',
        ItemSelector: { 'url.$': '$$.Map.Item.Value' },
        MaxConcurrency: 3,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: 'FetchPage',
          States: { FetchPage: { ...taskState('fetchPage', resource, { TimeoutSeconds: 60 }), End: true } },
        },
        ResultPath: '$.pages',
        // A page that fails for good only means less data: save what the home page gave.
        Catch: [
          { ErrorEquals: CATCH_DATA_LIMIT, ResultPath: '$.pagesError', Next: 'Save' },
          { ErrorEquals: CATCH_ALL, ResultPath: '$.pagesError', Next: 'Save' },
        ],
        Next: 'Save',
      },
      Save: {
        ...taskState('save', resource, { TimeoutSeconds: 60 }),
        Catch: [
          { ErrorEquals: CATCH_DATA_LIMIT, ResultPath: '$.error', Next: 'MarkError' },
          { ErrorEquals: CATCH_ALL, ResultPath: '$.error', Next: 'MarkError' },
        ],
        End: true,
      },
      MarkError: { ...taskState('markError', resource, { TimeoutSeconds: 30 }), End: true },
    },
  }),
  onFailure: 'failed',
  tasks: {
    begin: (input, services) => new ScrapeTasks(services).begin(input),
    fetchHome: (input, services) => new ScrapeTasks(services).fetchHome(input),
    fetchPage: (input, services) => new ScrapeTasks(services).fetchOne(input),
    save: (input, services) => new ScrapeTasks(services).save(input),
    markError: (input, services) => new ScrapeTasks(services).markError(input),
    failed: (failure: WorkflowFailure, services) =>
      new ScrapeTasks(services).markError({ ...(failure.input as object), error: { Error: failure.error ?? `States.${failure.status}`, Cause: failure.cause } } as never),
  },
};
