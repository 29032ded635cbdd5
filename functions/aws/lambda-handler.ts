import type { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { Services } from '../core/services.js';
import { composeLambda, type Wiring } from './composition.js';
import type { RepositoryClasses } from '../data/repositories.js';
import { instrumented } from './observability.js';
import { parseConfigOf } from '../core/config.js';

/**
 * Wraps a route group's app for API Gateway. The group's entry (functions/api/<group>/index.ts) is its composition
 * root: it names the wirings its routes use, which match its `needs` in functions/api/route-groups.ts (CDK's grants),
 * and the repositories they use, which match its `repos` there; services are built once per cold start.
 */
export function lambdaHandler(create: (services: Services) => Hono<any>, wirings: readonly Wiring[], repositories: RepositoryClasses) {
  let ready: Promise<ReturnType<typeof handle>> | null = null;
  const name = parseConfigOf(process.env, ['ROUTE_GROUP']).ROUTE_GROUP ?? 'route-group';
  return instrumented(name, async (event: APIGatewayProxyEventV2, context: Context) => {
    ready ??= composeLambda(wirings, { name, repositories }).then((services) => handle(create(services)));
    const fn = await ready;
    return fn(event as never, context as never);
  });
}
