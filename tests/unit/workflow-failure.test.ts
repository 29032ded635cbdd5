import { describe, expect, it } from 'vitest';
import { failureFromEventDetail, findWorkflow } from '../../functions/workflows/registry.js';
import { SCRAPE_WORKFLOW } from '../../functions/core/scrape/scrape-service.js';

describe('workflow failures outside the ASL catchers (issue 19, item 9)', () => {
  it("reads Step Functions' status-change detail: the execution's own input, status, error and cause", () => {
    const input = { business_id: 'b-1', website: 'https://example.com', execution_name: 'x-1' };
    expect(failureFromEventDetail({ status: 'FAILED', input: JSON.stringify(input), error: 'States.Runtime', cause: 'bad path' })).toEqual({
      input,
      status: 'FAILED',
      error: 'States.Runtime',
      cause: 'bad path',
    });
    expect(failureFromEventDetail({ status: 'TIMED_OUT', input: null, error: null, cause: null })).toEqual({ input: {}, status: 'TIMED_OUT', error: undefined, cause: undefined });
    expect(failureFromEventDetail({ status: 'ABORTED', input: '{not json' }).input).toEqual({});
  });

  it('the scrape names its failure task, one of its own tasks, and catches States.DataLimitExceeded by name', () => {
    const scrape = findWorkflow(SCRAPE_WORKFLOW)!;
    expect(scrape.onFailure).toBe('failed');
    expect(typeof scrape.tasks[scrape.onFailure!]).toBe('function');
    const states = scrape.definition('arn:task').States as Record<string, { Catch?: { ErrorEquals: string[] }[] }>;
    for (const name of ['Begin', 'FetchHome', 'ReadPages', 'Save']) {
      expect(states[name]!.Catch!.map((c) => c.ErrorEquals[0]), name).toEqual(['States.DataLimitExceeded', 'States.ALL']);
    }
  });
});
