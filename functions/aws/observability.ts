import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import type { Context } from 'aws-lambda';
import { setObserver } from '../core/log.js';

/**
 * Powertools for AWS Lambda behind every Lambda (issue 19, item 5): the domain code's `log` (functions/core/log.ts) goes
 * to the Logger (JSON with level, service, cold start, function and request id), its counters to Metrics (CloudWatch EMF,
 * namespace POWERTOOLS_METRICS_NAMESPACE, dimension `service`), and each invocation is an X-Ray subsegment with the
 * outgoing HTTPS calls (the AWS SDK's) under it. Service name and namespace come from the environment CDK sets
 * (lib/api-function.ts). Only Lambda entry points import this module; the local server keeps the console observer.
 */
export const logger = new Logger();
export const metrics = new Metrics();
export const tracer = new Tracer();

setObserver({
  error: (message, fields) => logger.error(message, fields ?? {}),
  warn: (message, fields) => logger.warn(message, fields ?? {}),
  info: (message, fields) => logger.info(message, fields ?? {}),
  count: (name, value = 1) => metrics.addMetric(name, MetricUnit.Count, value),
});

/**
 * Wraps a Lambda handler: request id and cold start on every log line of the invocation, a `## handler` X-Ray
 * subsegment (errors recorded on it), the ColdStart metric, and the invocation's counters flushed when it ends.
 */
export function instrumented<E, R>(name: string, handler: (event: E, context: Context) => Promise<R>): (event: E, context: Context) => Promise<R> {
  return async (event, context) => {
    logger.addContext(context ?? ({} as Context));
    metrics.captureColdStartMetric();
    const segment = tracer.getSegment();
    const subsegment = segment?.addNewSubsegment(`## ${name}`);
    if (subsegment) tracer.setSegment(subsegment);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
    try {
      return await handler(event, context);
    } catch (error) {
      tracer.addErrorAsMetadata(error as Error);
      logger.error('invocation failed', { error: error as Error });
      throw error;
    } finally {
      subsegment?.close();
      if (segment) tracer.setSegment(segment);
      // Most invocations count nothing: publishing an empty buffer would only log a warning.
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
      logger.resetKeys();
    }
  };
}
