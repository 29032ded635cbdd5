import type { RepositoryName } from '../core/repository-scope.js';

/**
 * Every /api route group: one Hono sub-app each, served by its own Lambda in AWS and mounted on the
 * local server under the same prefix. CDK (lib/api.ts) and the local server both read this list.
 */
export interface RouteGroup {
  /** Short name; the Lambda's id and its folder under functions/api/. */
  readonly name: string;
  /** Path prefix under the site; API Gateway routes `${prefix}` and `${prefix}/{proxy+}` here. */
  readonly prefix: string;
  /** What the group's Lambda may touch; CDK turns these into least-privilege grants. */
  readonly needs: ReadonlyArray<'table' | 'email' | 'sms' | 'workflows' | 'connect' | 'outbound-calls' | 'polly' | 'google'>;
  /**
   * The repositories its routes use (its Lambda builds and bundles only these: its entry lists their classes); the
   * local server gives the group these alone, so a missing one fails in every local run and test. Absent: all of them.
   */
  readonly repos?: readonly RepositoryName[];
}

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  { name: 'health', prefix: '/api/health', needs: [], repos: [] },
  { name: 'auth', prefix: '/api/auth', needs: ['table', 'email'], repos: ['business', 'emailLinks', 'passwordReset', 'rateLimit', 'scrape', 'sessions', 'users'] },
  { name: 'users', prefix: '/api/users', needs: ['table'], repos: ['business', 'emailLinks', 'rateLimit', 'scrape', 'sessions', 'users'] },
  { name: 'businesses', prefix: '/api/businesses', needs: ['table', 'workflows', 'google'], repos: ['appointments', 'business', 'emailLinks', 'google', 'rateLimit', 'scrape', 'sessions', 'users'] },
  // workflows: choosing the daily summary's hour starts its execution.
  { name: 'profiles', prefix: '/api/profiles', needs: ['table', 'workflows'], repos: ['business', 'emailLinks', 'rateLimit', 'scrape', 'sessions', 'users'] },
  { name: 'newsletter', prefix: '/api/newsletter', needs: ['table'], repos: ['business', 'emailLinks', 'newsletter', 'passwordReset', 'rateLimit', 'scrape', 'sessions', 'users'] },
  { name: 'assistant-configurations', prefix: '/api/assistant-configurations', needs: ['table'], repos: ['business', 'sessions', 'users'] },
  { name: 'scrapings', prefix: '/api/scrapings', needs: ['table', 'workflows'], repos: ['business', 'scrape', 'sessions', 'users'] },
  { name: 'appointments', prefix: '/api/appointments', needs: ['table', 'email', 'sms', 'workflows', 'google'], repos: ['appointments', 'business', 'callOutcomes', 'google', 'rateLimit', 'reminderMarks', 'sessions', 'users'] },
  { name: 'phone-numbers', prefix: '/api/phone-numbers', needs: ['table', 'connect'], repos: ['business', 'phoneNumbers', 'sessions', 'users'] },
  { name: 'test-calls', prefix: '/api/test-calls', needs: ['table', 'email', 'sms', 'workflows', 'outbound-calls', 'polly', 'google'] },
  { name: 'calls', prefix: '/api/calls', needs: ['table'], repos: ['appointments', 'business', 'calls', 'knowledgeGaps', 'messages', 'sessions', 'users'] },
  { name: 'google', prefix: '/api/google', needs: ['table', 'google'], repos: ['appointments', 'business', 'google', 'sessions', 'users'] },
  { name: 'go-live', prefix: '/api/go-live', needs: ['table'], repos: ['business', 'goLive', 'sessions', 'users'] },
  { name: 'orders', prefix: '/api/orders', needs: ['table', 'sms'], repos: ['appointments', 'business', 'orders', 'sessions', 'users'] },
  { name: 'search', prefix: '/api/search', needs: ['table'], repos: ['business', 'search', 'sessions', 'users'] },
  { name: 'reports', prefix: '/api/reports', needs: ['table'], repos: ['appointments', 'business', 'callStats', 'calls', 'google', 'knowledgeGaps', 'rateLimit', 'reminderMarks', 'sessions', 'users'] },
  { name: 'customers', prefix: '/api/customers', needs: ['table'], repos: ['business', 'customers', 'sessions', 'users'] },
  { name: 'account', prefix: '/api/account', needs: ['table', 'email', 'workflows', 'connect', 'google'], repos: ['accountErase', 'appointments', 'business', 'calls', 'export', 'google', 'sessions', 'users'] },
];
