import { Tracer } from '@aws-lambda-powertools/tracer';
import type { InvocationTracing } from './observability.js';

/**
 * X-Ray subsegments through the Powertools Tracer: a `## <name>` subsegment per invocation with cold start and service
 * annotations, and the outgoing HTTPS calls (DynamoDB's through Node's https, functions/data/dynamo-http.ts, and the AWS SDK's: Bedrock, SES, SNS) under it. Only the Lex code
 * hook uses it: a caller's turn is where a slow call must be found, and the Tracer brings aws-xray-sdk-core and
 * cls-hooked (~115 KB, and their import time) into the bundle. The other Lambdas keep Lambda's active tracing alone.
 */
export const tracer = new Tracer();

export const xrayTracing: InvocationTracing = (name) => {
  const segment = tracer.getSegment();
  const subsegment = segment?.addNewSubsegment(`## ${name}`);
  if (subsegment) tracer.setSegment(subsegment);
  tracer.annotateColdStart();
  tracer.addServiceNameAnnotation();
  return {
    fail: (error) => tracer.addErrorAsMetadata(error),
    end: () => {
      subsegment?.close();
      if (segment) tracer.setSegment(segment);
    },
  };
};
