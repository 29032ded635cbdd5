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
}

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  { name: 'health', prefix: '/api/health', needs: [] },
  { name: 'auth', prefix: '/api/auth', needs: ['table', 'email'] },
  { name: 'users', prefix: '/api/users', needs: ['table'] },
  { name: 'businesses', prefix: '/api/businesses', needs: ['table', 'workflows', 'google'] },
  // workflows: choosing the daily summary's hour starts its execution.
  { name: 'profiles', prefix: '/api/profiles', needs: ['table', 'workflows'] },
  { name: 'newsletter', prefix: '/api/newsletter', needs: ['table'] },
  { name: 'assistant-configurations', prefix: '/api/assistant-configurations', needs: ['table'] },
  { name: 'scrapings', prefix: '/api/scrapings', needs: ['table', 'workflows'] },
  { name: 'appointments', prefix: '/api/appointments', needs: ['table', 'email', 'sms', 'workflows', 'google'] },
  { name: 'phone-numbers', prefix: '/api/phone-numbers', needs: ['table', 'connect'] },
  { name: 'test-calls', prefix: '/api/test-calls', needs: ['table', 'email', 'sms', 'workflows', 'outbound-calls', 'polly', 'google'] },
  { name: 'calls', prefix: '/api/calls', needs: ['table'] },
  { name: 'google', prefix: '/api/google', needs: ['table', 'google'] },
  { name: 'go-live', prefix: '/api/go-live', needs: ['table'] },
  { name: 'orders', prefix: '/api/orders', needs: ['table', 'sms'] },
  { name: 'search', prefix: '/api/search', needs: ['table'] },
  { name: 'reports', prefix: '/api/reports', needs: ['table'] },
  { name: 'customers', prefix: '/api/customers', needs: ['table'] },
  { name: 'account', prefix: '/api/account', needs: ['table', 'email', 'workflows', 'connect', 'google'] },
];
