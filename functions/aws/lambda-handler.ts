import type { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { Services } from '../core/services.js';
import { buildLambdaServices } from './composition.js';
import { instrumented } from './observability.js';
import { parseConfigOf } from '../core/config.js';

/** Wraps a route group's app for API Gateway; services are built once per cold start. */
export function lambdaHandler(create: (services: Services) => Hono<any>) {
  let ready: Promise<ReturnType<typeof handle>> | null = null;
  return instrumented(parseConfigOf(process.env, ['ROUTE_GROUP']).ROUTE_GROUP ?? 'route-group', async (event: APIGatewayProxyEventV2, context: Context) => {
    ready ??= buildLambdaServices().then((services) => handle(create(services)));
    const fn = await ready;
    return fn(event as never, context as never);
  });
}
