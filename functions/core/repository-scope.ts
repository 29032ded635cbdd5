import type { Repositories } from './repositories.js';

/** A repository's name in `services.repos`. */
export type RepositoryName = keyof Repositories;

/**
 * A repository this Lambda did not build. Reaching it is allowed (services take their repositories in their
 * constructors, used or not), but calling one of its methods is a programming error: the Lambda's list forgot it. It throws at once,
 * even where the caller would swallow a rejected promise, and says where to add it.
 */
function notListed(lambda: string, name: string): never {
  return new Proxy(
    {},
    {
      get(_target, property) {
        // Not a thenable: awaiting such a repository must not look like a pending promise.
        if (property === 'then') return undefined;
        return () => {
          throw new Error(
            `The ${lambda} Lambda has no '${name}' repository: add it to its repositories (functions/api/${lambda}/index.ts and its repos in functions/api/route-groups.ts)`,
          );
        };
      },
    },
  ) as never;
}

/**
 * The repositories one Lambda's routes use, out of `built`: each group's Lambda builds only those (issue 15: a cold
 * start parses its whole bundle, and the repositories of calls, appointments and the turn commit weigh ~40 KB), and the
 * local server hands each group the same list, so every local run and test checks the list a Lambda deploys with.
 */
export function scopedRepositories(built: Partial<Repositories>, names: readonly RepositoryName[], lambda: string): Repositories {
  const listed = new Set<string | symbol>(names);
  const missing = new Map<string | symbol, unknown>();
  return new Proxy(built as Repositories, {
    get(target, property, receiver) {
      if (listed.has(property)) return Reflect.get(target, property, receiver);
      if (typeof property === 'symbol' || property === 'then') return undefined;
      if (!missing.has(property)) missing.set(property, notListed(lambda, property));
      return missing.get(property);
    },
  });
}
