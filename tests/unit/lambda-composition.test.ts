import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS } from '../../functions/api/route-groups.js';
import { composeLambda, type Wiring } from '../../functions/aws/composition.js';
import { sesEmail } from '../../functions/aws/wiring/email.js';
import { googleCalendar } from '../../functions/aws/wiring/google.js';
import { ALL_REPOSITORIES, type RepositoryClasses } from '../../functions/data/repositories.js';
import { UsersRepo } from '../../functions/data/users-repo.js';

// What lib/telephony.ts grants beyond a group's `needs`: the call log plays recordings, account deletion erases them.
const RECORDINGS = new Set(['calls', 'account']);

describe('per-Lambda composition roots (issue 15: each bundle holds only the adapters it uses)', () => {
  it.each(ROUTE_GROUPS.filter((g) => g.name !== 'health').map((g) => [g.name, g] as const))(
    '%s wires exactly the needs CDK grants it',
    async (name, group) => {
      const entry = (await import(`../../functions/api/${name}/index.ts`)) as { wirings: readonly Wiring[]; handler: unknown };
      expect(typeof entry.handler).toBe('function');
      const wired = entry.wirings.map((w) => w.need).sort();
      const granted = [...group.needs.filter((n) => n !== 'table'), ...(RECORDINGS.has(name) ? ['recordings'] : [])].sort();
      expect(wired).toEqual(granted);
    },
  );

  it.each(ROUTE_GROUPS.filter((g) => g.name !== 'health').map((g) => [g.name, g] as const))(
    '%s builds exactly the repositories route-groups.ts lists for it (the local server gives it those alone)',
    async (name, group) => {
      const entry = (await import(`../../functions/api/${name}/index.ts`)) as { repositories: RepositoryClasses };
      const listed = group.repos ?? Object.keys(ALL_REPOSITORIES);
      expect(Object.keys(entry.repositories).sort()).toEqual([...listed].sort());
      for (const [repo, Repo] of Object.entries(entry.repositories)) expect(Repo, `${name}: ${repo}`).toBe(ALL_REPOSITORIES[repo as keyof typeof ALL_REPOSITORIES]);
    },
  );

  const env = { TOKEN_SECRET: 'x'.repeat(40), TABLE_NAME: 'composition-test', AWS_REGION: 'us-east-1' };

  it('builds only the wired adapters; an unwired port rejects with the port and the fix in the message', async () => {
    const services = await composeLambda([sesEmail], { name: 'users', env, repositories: { users: UsersRepo } });
    expect(typeof services.email.send).toBe('function');
    expect(services.repos.users).toBeInstanceOf(UsersRepo);
    expect(services.google).toBeUndefined();
    await expect(services.sms.send({ to: '+15555550100', body: 'hi' })).rejects.toThrow(/users Lambda has no 'sms' wired/);
    await expect(services.workflows.start('reminder', {})).rejects.toThrow(/no 'workflows' wired: add its wiring \(functions\/aws\/wiring\/\)/);
    // Awaiting the port itself is not mistaken for a pending promise.
    expect(await Promise.resolve(services.voice)).toBe(services.voice);
  });

  it('builds only the listed repositories; calling another throws at once, naming it and where to list it', async () => {
    const services = await composeLambda([], { name: 'users', env, repositories: { users: UsersRepo } });
    // Reaching it is fine (services take their repositories in their constructors); calling it is not, even where a
    // caller would swallow a rejected promise.
    const calls = services.repos.calls;
    expect(() => calls.getById('c1')).toThrow(
      "The users Lambda has no 'calls' repository: add it to its repositories (functions/api/users/index.ts and its repos in functions/api/route-groups.ts)",
    );
    expect(await Promise.resolve(calls)).toBe(calls);
    expect(Object.keys(services.repos)).toEqual(['users']);
  });

  it('a route group handler answers API Gateway through its own composition root (users, no sign-up cookie)', async () => {
    Object.assign(process.env, env, { ROUTE_GROUP: 'users' });
    const { handler } = await import('../../functions/api/users/index.js');
    const res = (await handler(
      {
        version: '2.0',
        routeKey: '$default',
        rawPath: '/api/users/pending',
        rawQueryString: '',
        headers: { host: 'app.example' },
        requestContext: { http: { method: 'GET', path: '/api/users/pending', protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'test' }, requestId: 'r1', stage: '$default', domainName: 'app.example' },
        isBase64Encoded: false,
      } as never,
      { awsRequestId: 'r1', functionName: 'users' } as never,
    )) as { statusCode: number; body: string };
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: 'Sign-up not found' });
  });

  it('wires Google Calendar only where the stage set its secret and key (lib/google-calendar.ts)', async () => {
    expect((await composeLambda([googleCalendar], { env, repositories: {} })).google).toBeUndefined();
    const withGoogle = await composeLambda([googleCalendar], {
      repositories: {},
      env: { ...env, GOOGLE_OAUTH_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:g', GOOGLE_TOKEN_KEY_ID: 'arn:aws:kms:us-east-1:123456789012:key/k' },
    });
    expect(typeof withGoogle.google?.authorizationUrl).toBe('function');
    expect(typeof withGoogle.secretCipher?.encrypt).toBe('function');
  });
});
