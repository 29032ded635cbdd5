/**
 * The one API client of the SPA (spec section 7): base path /api, cookies on, JSON in and out.
 *
 * Automatic retry: a 401 whose body is {"error":"Unauthorized"} means the short-lived access cookie
 * is missing or expired, so the client posts /api/auth/refresh once and repeats the original request
 * once. Concurrent 401s wait on the same refresh, because the refresh token rotates: two parallel
 * refreshes would present the same token twice and look like token reuse to the server.
 */

import { CHANGED_ELSEWHERE } from '../../../functions/contract/errors';

export const API_BASE = '/api';

/** A non-2xx answer (or a network failure, status 0). `body` is the parsed JSON, text, or null. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? messageOf(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A 409 because the record was saved elsewhere (another tab, another device) since this page read it. */
export const isChangedElsewhere = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && (error.body as { reason?: unknown } | null)?.reason === CHANGED_ELSEWHERE;

/** The server's `{error: string}` text of a failure, if there is one. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown } | null;
    if (body && typeof body === 'object' && typeof body.error === 'string') return body.error;
  }
  return undefined;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Sent as JSON when not undefined. */
  body?: unknown;
  /** Appended as a query string; null, undefined and '' values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** 'include' unless told; the appointment confirmation call is made with 'omit' (spec section 6). */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** Given the successful response's headers (a list's X-Next-Cursor). */
  onHeaders?: (headers: Headers) => void;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl?: string;
  /** Injected by tests; the global fetch otherwise (looked up per call so it can be stubbed). */
  fetch?: FetchLike;
}

export interface ApiClient {
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

const REFRESH_PATH = '/auth/refresh';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const base = (options.baseUrl ?? API_BASE).replace(/\/+$/, '');
  const doFetch: FetchLike = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  let refreshing: Promise<boolean> | null = null;

  /** One refresh at a time; everyone who got a 401 meanwhile waits for the same outcome. */
  function refreshSession(): Promise<boolean> {
    refreshing ??= doFetch(base + REFRESH_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    })
      .then((response) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function send(method: string, url: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const init: RequestInit = { method, headers, credentials: options.credentials ?? 'include' };
    // The API refuses a state-changing call not declared as JSON, body or not (its CSRF guard, with Origin).
    if (options.body !== undefined || !SAFE_METHODS.has(method.toUpperCase())) headers['Content-Type'] ??= 'application/json';
    if (options.body !== undefined) init.body = JSON.stringify(options.body);
    if (options.signal) init.signal = options.signal;
    try {
      return await doFetch(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, null, 'Network error: the server could not be reached.');
    }
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const relative = normalisePath(path, base);
    const url = base + relative + queryString(options.query);

    let response = await send(method, url, options);
    let body = await readBody(response);

    const mayRefresh =
      response.status === 401 &&
      isUnauthorizedBody(body) &&
      relative !== REFRESH_PATH &&
      options.credentials !== 'omit';

    if (mayRefresh) {
      const original = new ApiError(response.status, body);
      if (!(await refreshSession())) throw original;
      response = await send(method, url, options);
      body = await readBody(response);
    }

    if (!response.ok) throw new ApiError(response.status, body);
    options.onHeaders?.(response.headers);
    return body as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

/**
 * A failed call as sentences a person can read: the 422 list, else the server's error, else `fallback`;
 * a network failure says so.
 */
export function errorMessages(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError) {
    if (error.status === 0) return ['The server could not be reached. Check your connection and try again.'];
    const body = error.body as { error?: unknown; errors?: unknown } | null;
    if (body && typeof body === 'object') {
      if (Array.isArray(body.errors) && body.errors.length) return body.errors.map(String);
      if (typeof body.error === 'string' && body.error !== 'Unauthorized') return [body.error];
    }
    if (error.status === 401) return ['Your session has ended. Please sign in again.'];
    if (error.status >= 500) return ['Something went wrong on our side. Please try again in a moment.'];
  }
  return [fallback];
}

/** The shared client every screen uses. */
export const api: ApiClient = createApiClient();

/** '/businesses/me', 'businesses/me' and '/api/businesses/me' all mean the same resource. */
function normalisePath(path: string, base: string): string {
  let p = path.startsWith('/') ? path : `/${path}`;
  if (base && (p === base || p.startsWith(`${base}/`))) p = p.slice(base.length) || '/';
  return p;
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isUnauthorizedBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && (body as { error?: unknown }).error === 'Unauthorized';
}

function isAbort(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';
}

function messageOf(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, errors } = body as { error?: unknown; errors?: unknown };
    if (typeof error === 'string') return error;
    if (Array.isArray(errors) && errors.length > 0) return errors.map(String).join(', ');
  }
  if (typeof body === 'string' && body.length > 0 && body.length < 200) return body;
  return `Request failed with status ${status}`;
}
