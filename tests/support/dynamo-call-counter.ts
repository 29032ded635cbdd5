import type { Db } from '../../functions/data/client.js';

export interface DynamoCallCounter {
  /** Every DynamoDB command sent since the last reset, by command name (GetCommand, QueryCommand, ...), in order. */
  readonly calls: string[];
  reset(): void;
  /** Puts the client's own `send` back. */
  restore(): void;
}

/**
 * Counts the DynamoDB requests made through `db` (the document client every repository uses), so a test or
 * a bench can assert how many round trips an operation costs. Wraps `send` in place: the services the server
 * already holds see the wrapper.
 */
export function countDynamoCalls(db: Db): DynamoCallCounter {
  const doc = db.doc as unknown as { send: (command: { constructor: { name: string } }, ...rest: unknown[]) => Promise<unknown> };
  const original = doc.send;
  const calls: string[] = [];
  doc.send = function (this: unknown, command, ...rest) {
    calls.push(command.constructor.name);
    return original.call(this, command, ...rest);
  };
  return {
    calls,
    reset: () => void calls.splice(0),
    restore: () => void (doc.send = original),
  };
}
