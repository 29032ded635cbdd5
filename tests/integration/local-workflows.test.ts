import { describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { createLocalWorkflowRunner } from '../../functions/local/local-workflows.js';
import { taskState, type WorkflowFailure, type WorkflowSpec } from '../../functions/workflows/registry.js';

const calls: string[] = [];
const echo: WorkflowSpec = {
  name: 'echo',
  definition: (resource) => ({
    StartAt: 'Pause',
    States: {
      Pause: { Type: 'Wait', Seconds: 3600, Next: 'Record' },
      Record: { ...taskState('record', resource), End: true },
    },
  }),
  tasks: {
    record: async (input: { word: string }) => {
      calls.push(input.word);
      return { recorded: input.word };
    },
  },
};

describe('local Step Functions runner', () => {
  it('runs the ASL with Tasks bound to handlers, honours wait overrides, and stops executions', async () => {
    const ctx = await createTestServices();
    const runner = createLocalWorkflowRunner(() => ctx.services, { specs: [echo], waitTimeOverrides: { Pause: 10 } });
    await runner.start('echo', { word: 'hello' }, 'one');
    await runner.start('echo', { word: 'hello' }, 'one'); // same name: same execution, not a second one
    await runner.idle();
    expect(calls.filter((c) => c === 'hello')).toHaveLength(1);

    const slow = createLocalWorkflowRunner(() => ctx.services, { specs: [echo], waitTimeOverrides: { Pause: 60_000 } });
    const { executionId } = await slow.start('echo', { word: 'never' }, 'two');
    await slow.stop(executionId);
    await slow.idle();
    expect(calls).not.toContain('never');
  });

  it('resumes executions that were waiting when the process stopped', async () => {
    const ctx = await createTestServices();
    const before = createLocalWorkflowRunner(() => ctx.services, { specs: [echo], waitTimeOverrides: { Pause: 60_000 } });
    await before.start('echo', { word: 'resumed' }, 'three');
    before.stopAll(); // the process dies; the execution record stays

    const after = createLocalWorkflowRunner(() => ctx.services, { specs: [echo], waitTimeOverrides: { Pause: 10 } });
    expect(await after.resume()).toBe(1);
    await after.idle();
    expect(calls).toContain('resumed');
    expect(await after.resume()).toBe(0);
  });

  it("runs the workflow's onFailure task when an execution fails where no catcher can act (States.Runtime)", async () => {
    const ctx = await createTestServices();
    const failures: WorkflowFailure[] = [];
    const broken: WorkflowSpec = {
      name: 'broken',
      onFailure: 'failed',
      definition: (resource) => ({
        StartAt: 'Work',
        States: {
          // The task's result has no `missing`: OutputPath fails at run time, which States.ALL does not catch.
          Work: { ...taskState('work', resource), OutputPath: '$.missing.path', Catch: [{ ErrorEquals: ['States.ALL'], Next: 'Caught' }], End: true },
          Caught: { Type: 'Succeed' },
        },
      }),
      tasks: {
        work: async () => ({ done: true }),
        failed: async (failure: WorkflowFailure) => {
          failures.push(failure);
          return {};
        },
      },
    };
    const runner = createLocalWorkflowRunner(() => ctx.services, { specs: [broken], onError: () => {} });
    await runner.start('broken', { business_id: 'b-1', execution_name: 'x' }, 'run-1');
    await runner.idle();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ input: { business_id: 'b-1', execution_name: 'x' }, status: 'FAILED' });
  });
});

