import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorText, type FetchLike } from '../../../web/src/lib/api';

interface Call {
  url: string;
  init: RequestInit;
}

type Handler = (call: Call, index: number) => Response | Promise<Response>;

/** A fetch that records calls and answers each URL from a queue of handlers (the last one repeats). */
function fakeFetch(routes: Record<string, Handler[]>) {
  const calls: Call[] = [];
  const seen: Record<string, number> = {};
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    const path = url.split('?')[0]!;
    const handlers = routes[path];
    if (!handlers) throw new Error(`unexpected request to ${url}`);
    const index = seen[path] ?? 0;
    seen[path] = index + 1;
    const handler = handlers[Math.min(index, handlers.length - 1)]!;
    return handler(call, index);
  };
  const count = (path: string) => calls.filter((c) => c.url.split('?')[0] === path).length;
  return { fetch, calls, count };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = json(401, { error: 'Unauthorized' });
const refreshOk = json(200, { ok: true });

describe('api client', () => {
  it('sends JSON with credentials under /api and parses the JSON answer', async () => {
    const fake = fakeFetch({ '/api/businesses': [json(201, { id: 'b1' })] });
    const api = createApiClient({ fetch: fake.fetch });

    await expect(api.post('/businesses', { business: { name: 'Acme' } })).resolves.toEqual({ id: 'b1' });

    const [call] = fake.calls;
    expect(call!.init.method).toBe('POST');
    expect(call!.init.credentials).toBe('include');
    expect(call!.init.body).toBe(JSON.stringify({ business: { name: 'Acme' } }));
    expect((call!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('declares JSON on every state-changing call, body-less ones and the refresh included (the API refuses others)', async () => {
    const fake = fakeFetch({
      '/api/auth/logout': [() => new Response(null, { status: 204 })],
      '/api/appointments/a1': [() => new Response(null, { status: 204 })],
      '/api/test-calls/c1/end': [unauthorized, json(200, {})],
      '/api/auth/refresh': [refreshOk],
      '/api/businesses/me': [json(200, {})],
    });
    const api = createApiClient({ fetch: fake.fetch });

    await api.post('/auth/logout');
    await api.delete('/appointments/a1');
    await api.post('/test-calls/c1/end');
    await api.get('/businesses/me');

    const typeOf = (c: Call) => (c.init.headers as Record<string, string>)['Content-Type'];
    const stateChanging = fake.calls.filter((c) => c.init.method !== 'GET');
    expect(stateChanging.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/auth/logout',
      'DELETE /api/appointments/a1',
      'POST /api/test-calls/c1/end',
      'POST /api/auth/refresh',
      'POST /api/test-calls/c1/end',
    ]);
    expect(stateChanging.map(typeOf)).toEqual(Array(5).fill('application/json'));
    expect(stateChanging.map((c) => c.init.body)).toEqual(Array(5).fill(undefined));
    expect(typeOf(fake.calls.find((c) => c.init.method === 'GET')!)).toBeUndefined();
  });

  it('accepts paths with or without the leading slash or /api prefix, and drops empty query values', async () => {
    const fake = fakeFetch({ '/api/appointments/': [json(200, {})] });
    const api = createApiClient({ fetch: fake.fetch });

    await api.get('appointments/', { query: { status: 'upcoming', first_name: '', last_name: undefined } });
    await api.get('/api/appointments/');

    expect(fake.calls.map((c) => c.url)).toEqual(['/api/appointments/?status=upcoming', '/api/appointments/']);
  });

  it('resolves null for 204 and throws ApiError with status, body and the server message', async () => {
    const fake = fakeFetch({
      '/api/auth/logout': [() => new Response(null, { status: 204 })],
      '/api/businesses/x': [json(404, { error: 'Business not found' })],
    });
    const api = createApiClient({ fetch: fake.fetch });

    await expect(api.post('/auth/logout')).resolves.toBeNull();
    const error = await api.get('/businesses/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { error: 'Business not found' }, message: 'Business not found' });
    expect(errorText(error)).toBe('Business not found');
  });

  it('turns a network failure into ApiError status 0', async () => {
    const api = createApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(api.get('/health')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('on 401 Unauthorized refreshes once and retries the original request once', async () => {
    const fake = fakeFetch({
      '/api/businesses/me': [unauthorized, json(200, { id: 'b1', name: 'Acme' })],
      '/api/auth/refresh': [refreshOk],
    });
    const api = createApiClient({ fetch: fake.fetch });

    await expect(api.get('/businesses/me')).resolves.toEqual({ id: 'b1', name: 'Acme' });

    expect(fake.calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/businesses/me',
      'POST /api/auth/refresh',
      'GET /api/businesses/me',
    ]);
    expect(fake.calls[1]!.init.credentials).toBe('include');
  });

  it('resends the same body on the retry', async () => {
    const fake = fakeFetch({
      '/api/businesses/b1': [unauthorized, json(200, { ok: true })],
      '/api/auth/refresh': [refreshOk],
    });
    const api = createApiClient({ fetch: fake.fetch });

    await api.patch('/businesses/b1', { business: { industry: 'Restaurant' } });

    const bodies = fake.calls.filter((c) => c.url === '/api/businesses/b1').map((c) => c.init.body);
    expect(bodies).toEqual([
      JSON.stringify({ business: { industry: 'Restaurant' } }),
      JSON.stringify({ business: { industry: 'Restaurant' } }),
    ]);
  });

  it('retries once, not twice: a second 401 after a successful refresh is rejected', async () => {
    const fake = fakeFetch({
      '/api/businesses/me': [unauthorized],
      '/api/auth/refresh': [refreshOk],
    });
    const api = createApiClient({ fetch: fake.fetch });

    await expect(api.get('/businesses/me')).rejects.toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    expect(fake.count('/api/businesses/me')).toBe(2);
    expect(fake.count('/api/auth/refresh')).toBe(1);
  });

  it('rejects the original error when the refresh fails, without retrying', async () => {
    const fake = fakeFetch({
      '/api/businesses/me': [unauthorized],
      '/api/auth/refresh': [json(401, { error: 'Unauthorized' })],
    });
    const api = createApiClient({ fetch: fake.fetch });

    const error = await api.get('/businesses/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    expect(fake.count('/api/businesses/me')).toBe(1);
    expect(fake.count('/api/auth/refresh')).toBe(1);
  });

  it('rejects the original error when the refresh request itself cannot be sent', async () => {
    const fake = fakeFetch({
      '/api/businesses/me': [unauthorized],
      '/api/auth/refresh': [
        () => {
          throw new TypeError('fetch failed');
        },
      ],
    });
    const api = createApiClient({ fetch: fake.fetch });

    await expect(api.get('/businesses/me')).rejects.toMatchObject({ status: 401 });
    expect(fake.count('/api/businesses/me')).toBe(1);
  });

  it('does not refresh for a 401 with another error text (a failed sign-in)', async () => {
    const fake = fakeFetch({
      '/api/auth/login': [json(401, { error: 'Invalid email or password' })],
      '/api/auth/refresh': [refreshOk],
    });
    const api = createApiClient({ fetch: fake.fetch });

    await expect(api.post('/auth/login', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(fake.count('/api/auth/refresh')).toBe(0);
    expect(fake.count('/api/auth/login')).toBe(1);
  });

  it('does not refresh for other statuses, nor for requests sent without credentials', async () => {
    const fake = fakeFetch({
      '/api/businesses/me': [json(403, { error: 'Unauthorized' })],
      '/api/appointments/confirm/': [unauthorized],
      '/api/auth/refresh': [refreshOk],
    });
    const api = createApiClient({ fetch: fake.fetch });

    await expect(api.get('/businesses/me')).rejects.toMatchObject({ status: 403 });
    await expect(
      api.post('/appointments/confirm/', { confirmation_code: 'c' }, { credentials: 'omit' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fake.count('/api/auth/refresh')).toBe(0);
  });

  it('does not try to refresh when the refresh call itself answers 401', async () => {
    const fake = fakeFetch({ '/api/auth/refresh': [unauthorized] });
    const api = createApiClient({ fetch: fake.fetch });

    await expect(api.post('/auth/refresh')).rejects.toMatchObject({ status: 401 });
    expect(fake.count('/api/auth/refresh')).toBe(1);
  });

  it('concurrent 401s share one refresh and each retries once', async () => {
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const fake = fakeFetch({
      '/api/businesses/me': [unauthorized, json(200, { id: 'b1' })],
      '/api/profiles/me': [unauthorized, json(200, { business_name: 'Acme' })],
      '/api/google/status': [unauthorized, json(200, { connected: false })],
      '/api/auth/refresh': [
        async () => {
          await refreshGate;
          return refreshOk();
        },
      ],
    });
    const api = createApiClient({ fetch: fake.fetch });

    const all = Promise.all([api.get('/businesses/me'), api.get('/profiles/me'), api.get('/google/status')]);
    // Let all three first attempts come back 401 while the refresh is still in flight.
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseRefresh();

    await expect(all).resolves.toEqual([{ id: 'b1' }, { business_name: 'Acme' }, { connected: false }]);
    expect(fake.count('/api/auth/refresh')).toBe(1);
    expect(fake.count('/api/businesses/me')).toBe(2);
    expect(fake.count('/api/profiles/me')).toBe(2);
    expect(fake.count('/api/google/status')).toBe(2);
  });

  it('concurrent 401s all reject with their own original error when the shared refresh fails', async () => {
    const fake = fakeFetch({
      '/api/businesses/me': [unauthorized],
      '/api/profiles/me': [unauthorized],
      '/api/auth/refresh': [json(401, { error: 'Unauthorized' })],
    });
    const api = createApiClient({ fetch: fake.fetch });

    const results = await Promise.allSettled([api.get('/businesses/me'), api.get('/profiles/me')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fake.count('/api/auth/refresh')).toBe(1);
    expect(fake.count('/api/businesses/me')).toBe(1);
    expect(fake.count('/api/profiles/me')).toBe(1);
  });

  it('a later 401, after the shared refresh settled, starts a new refresh', async () => {
    const fake = fakeFetch({
      '/api/businesses/me': [unauthorized, json(200, { id: 'b1' }), unauthorized, json(200, { id: 'b1' })],
      '/api/auth/refresh': [refreshOk],
    });
    const api = createApiClient({ fetch: fake.fetch });

    await api.get('/businesses/me');
    await api.get('/businesses/me');
    expect(fake.count('/api/auth/refresh')).toBe(2);
  });
});
