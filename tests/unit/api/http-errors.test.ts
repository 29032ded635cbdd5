import { describe, expect, it } from 'vitest';
import { createGroupApp, isDatabaseUnreachable } from '../../../functions/api/http.js';

/** Issue 12, item 12: a database that cannot be reached (restarting locally, throttling in AWS) is 503 + Retry-After, not 500. */
function appThrowing(error: unknown) {
  const app = createGroupApp('/api/x', { config: { PUBLIC_BASE_URL: 'http://localhost:3000' } });
  app.get('/', () => {
    throw error;
  });
  return app;
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });

describe('errors from the database', () => {
  it.each([
    ['a refused connection', refused],
    ['a refused connection wrapped by the SDK', Object.assign(new Error('socket'), { name: 'TimeoutError', cause: refused })],
    ['Node fetch/undici aggregate', Object.assign(new Error('fetch failed'), { errors: [refused] })],
    ['DynamoDB throttling', Object.assign(new Error('slow down'), { name: 'ThrottlingException' })],
    ['provisioned throughput', Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' })],
  ])('%s answers 503 with Retry-After', async (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    const res = await appThrowing(error).request('http://localhost/api/x');
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).error).toMatch(/database is not available/);
  });

  it.each([
    'Hash primary key values must be under 2048 bytes, and range primary key values must be under 1024 bytes',
    'One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of2048 bytes',
    'One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of 1024 bytes',
  ])('a key over DynamoDB\'s size limit is the client\'s mistake: 422 (%s)', async (message) => {
    const res = await appThrowing(Object.assign(new Error(message), { name: 'ValidationException' })).request('http://localhost/api/x');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: 'A value in the request is too long.', errors: ['A value in the request is too long.'] });
  });

  it('any other fault stays a 500 with the generic message', async () => {
    const error = Object.assign(new Error('The provided key element does not match the schema'), { name: 'ValidationException' });
    expect(isDatabaseUnreachable(error)).toBe(false);
    const res = await appThrowing(error).request('http://localhost/api/x');
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
