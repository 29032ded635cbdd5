import './polyfills.js';
import { StateMachine } from 'aws-local-stepfunctions';
import type { Services } from '../core/services.js';
import type { WorkflowRunner } from '../core/ports.js';
import { newId } from '../core/ids.js';
import type { Db } from '../data/client.js';
import { WorkflowExecutionsRepo } from '../data/local-stand-ins-repo.js';
import { WORKFLOWS, type WorkflowFailure, type WorkflowSpec } from '../workflows/registry.js';

const LOCAL_TASK_RESOURCE = 'arn:aws:lambda:local:000000000000:function:local-task';

export interface LocalWorkflowOptions {
  /** Shorten Wait states in tests: state name → milliseconds. */
  waitTimeOverrides?: Record<string, number>;
  retryIntervalOverrides?: Record<string, number>;
  specs?: WorkflowSpec[];
  onError?: (executionId: string, error: unknown) => void;
}

function taskStateNames(definition: Record<string, any>): string[] {
  const names: string[] = [];
  for (const [name, state] of Object.entries<any>(definition.States ?? {})) {
    if (state.Type === 'Task') names.push(name);
    for (const branch of state.Branches ?? []) names.push(...taskStateNames(branch));
    if (state.Iterator) names.push(...taskStateNames(state.Iterator));
    if (state.ItemProcessor) names.push(...taskStateNames(state.ItemProcessor));
  }
  return names;
}

/**
 * Step Functions on one machine: the same ASL run by aws-local-stepfunctions, every Task bound to its handler.
 * Running executions are recorded in the table, so `resume()` after a restart picks them up again (workflows
 * are written to be safe to re-run from the start: their tasks are idempotent).
 */
export function createLocalWorkflowRunner(getServices: () => Services & { db: Db }, options: LocalWorkflowOptions = {}) {
  const specs = options.specs ?? WORKFLOWS;
  const running = new Map<string, { abort: () => void; done: Promise<unknown> }>();
  /** Executions interrupted by a shutdown keep their record, so resume() restarts them. */
  const interrupted = new Set<string>();
  const validated = new Set<string>();

  const executions = () => new WorkflowExecutionsRepo(getServices().db);
  const record = (executionId: string, workflow: string, input: unknown) => executions().put({ executionId, workflow, input });
  const forget = (executionId: string) => executions().delete(executionId);

  const launch = (executionId: string, spec: WorkflowSpec, input: unknown) => {
    const definition = spec.definition(LOCAL_TASK_RESOURCE);
    // Validating an ASL takes 1-2 s of CPU and blocks the server; a workflow's definition is validated once.
    const machine = new StateMachine(definition as never, {
      validationOptions: (validated.has(spec.name) ? { noValidate: true } : { checkArn: false }) as never,
    });
    validated.add(spec.name);
    const handlers: Record<string, (input: any) => Promise<any>> = {};
    for (const name of taskStateNames(definition)) {
      handlers[name] = async (payload: { task: string; input: unknown }) => {
        const task = spec.tasks[payload.task];
        if (!task) throw new Error(`Unknown task '${payload.task}' of workflow '${spec.name}'`);
        return (await task(payload.input, getServices())) ?? null;
      };
    }
    const execution = machine.run(input as never, {
      overrides: {
        taskResourceLocalHandlers: handlers,
        waitTimeOverrides: options.waitTimeOverrides,
        retryIntervalOverrides: options.retryIntervalOverrides,
      },
      noThrowOnAbort: true,
    });
    const done = execution.result
      .catch(async (error: unknown) => {
        if (options.onError) options.onError(executionId, error);
        else console.error(JSON.stringify({ level: 'error', message: `workflow ${executionId} failed`, error: String(error) }));
        // As the EventBridge rule does in AWS: the workflow's onFailure task learns how the execution ended.
        const onFailure = spec.onFailure ? spec.tasks[spec.onFailure] : undefined;
        if (onFailure) {
          const failure: WorkflowFailure = { input, status: 'FAILED', error: (error as { name?: string })?.name, cause: String((error as Error)?.message ?? error) };
          await onFailure(failure, getServices()).catch((e: unknown) =>
            console.error(JSON.stringify({ level: 'error', message: `onFailure of ${executionId} failed`, error: String(e) })),
          );
        }
      })
      .finally(async () => {
        if (running.get(executionId)?.done === done) running.delete(executionId);
        if (interrupted.delete(executionId)) return;
        await forget(executionId).catch(() => {});
      });
    running.set(executionId, { abort: execution.abort, done });
  };

  const runner: WorkflowRunner & { resume(): Promise<number>; idle(): Promise<void>; stopAll(): void } = {
    executionId: (workflow, executionName) => (specs.some((s) => s.name === workflow) ? `${workflow}:${executionName}` : null),
    async start(workflow, input, executionName) {
      const spec = specs.find((s) => s.name === workflow);
      if (!spec) throw new Error(`No workflow named '${workflow}' is registered`);
      const executionId = `${workflow}:${executionName ?? newId()}`;
      // Same name again (a retried request) is the same execution, as in Step Functions.
      if (running.has(executionId)) return { executionId };
      await record(executionId, workflow, input);
      launch(executionId, spec, input);
      return { executionId };
    },
    async stop(executionId) {
      const execution = running.get(executionId);
      running.delete(executionId);
      execution?.abort();
      await forget(executionId);
    },
    /** Restarts executions that were running when the process stopped. */
    async resume() {
      let count = 0;
      for (const item of await executions().all()) {
        const spec = specs.find((s) => s.name === item.workflow);
        if (!spec || running.has(item.executionId)) continue;
        launch(item.executionId, spec, item.input);
        count++;
      }
      return count;
    },
    /** Resolves when every execution started so far has finished (tests). */
    async idle() {
      while (running.size) await Promise.all([...running.values()].map((r) => r.done));
    },
    stopAll() {
      for (const [id, r] of running) {
        interrupted.add(id);
        r.abort();
      }
      running.clear();
    },
  };
  return runner;
}
