import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { setObserver } from '../core/log.js';

/**
 * Powertools for AWS Lambda behind every Lambda (issue 19, item 5): the domain code's `log` (functions/core/log.ts) goes
 * to the Logger (JSON with level, service, cold start, function and request id), its counters to Metrics (CloudWatch EMF,
 * namespace POWERTOOLS_METRICS_NAMESPACE, dimension `service`). Service name and namespace come from the environment
 * CDK sets (lib/api-function.ts). Only Lambda entry points import this module; the local server keeps the console
 * observer. X-Ray: every Lambda has active tracing (the runtime records each invocation); only the Lex code hook adds
 * the Powertools Tracer's subsegments (functions/aws/tracing.ts), which would cost every other Lambda ~115 KB of bundle.
 */
export const logger = new Logger();
export const metrics = new Metrics();

setObserver({
  error: (message, fields) => logger.error(message, fields ?? {}),
  warn: (message, fields) => logger.warn(message, fields ?? {}),
  info: (message, fields) => logger.info(message, fields ?? {}),
  count: (name, value = 1) => metrics.addMetric(name, MetricUnit.Count, value),
});

/** An invocation's trace: opened before the handler runs, told of its error, closed when it ends. */
export interface InvocationTrace {
  fail(error: Error): void;
  end(): void;
}

/** Opens the trace of one invocation named `name` (functions/aws/tracing.ts: X-Ray through the Powertools Tracer). */
export type InvocationTracing = (name: string) => InvocationTrace;

/**
 * Wraps a Lambda handler: request id and cold start on every log line of the invocation, the ColdStart metric, the
 * invocation's counters flushed when it ends, and, given `tracing`, its own trace (errors recorded on it).
 */
export function instrumented<E, R>(
  name: string,
  handler: (event: E, context: Context) => Promise<R>,
  tracing?: InvocationTracing,
): (event: E, context: Context) => Promise<R> {
  return async (event, context) => {
    logger.addContext(context ?? ({} as Context));
    metrics.captureColdStartMetric();
    const trace = tracing?.(name);
    try {
      return await handler(event, context);
    } catch (error) {
      trace?.fail(error as Error);
      logger.error('invocation failed', { error: error as Error });
      throw error;
    } finally {
      trace?.end();
      // Most invocations count nothing: publishing an empty buffer would only log a warning.
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
      logger.resetKeys();
    }
  };
}
