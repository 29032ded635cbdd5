import type { Db } from '../../functions/data/client.js';

export interface DynamoCallCounter {
  /** Every DynamoDB command sent since the last reset, by command name (GetCommand, QueryCommand, ...), in order. */
  readonly calls: string[];
  /** The same requests' inputs (TableName, KeyConditionExpression, Limit, ...), in the same order. */
  readonly inputs: Array<Record<string, unknown>>;
  /**
   * Sequential round trips since the last reset: the longest chain of requests each sent after the one before it
   * had answered. Requests in flight together (Promise.all) count once.
   */
  roundTrips(): number;
  /** Items the answers since the last reset carried (a Get's item, a Query's or a BatchGet's items). */
  items(): number;
  /** The size of those items, as JSON text in bytes (close to DynamoDB's own item size): what the reads carried. */
  bytes(): number;
  /** The requests since the last reset, one line per round trip (names of the requests sent in that wave). */
  waves(): string[][];
  reset(): void;
  /** Puts the client's own `send` back. */
  restore(): void;
}

interface Timed {
  name: string;
  start: number;
  end: number;
}

/**
 * Counts the DynamoDB requests made through `db` (the document client every repository uses), so a test or
 * a bench can assert how many round trips an operation costs. Wraps `send` in place: the services the server
 * already holds see the wrapper.
 */
export function countDynamoCalls(db: Db): DynamoCallCounter {
  const doc = db.doc as unknown as { send: (command: { constructor: { name: string }; input?: unknown }, ...rest: unknown[]) => Promise<unknown> };
  const original = doc.send;
  const calls: string[] = [];
  const inputs: Array<Record<string, unknown>> = [];
  const timed: Timed[] = [];
  let items = 0;
  let bytes = 0;
  let tick = 0; // a logical clock: send and answer order, immune to timer resolution
  doc.send = function (this: unknown, command, ...rest) {
    calls.push(command.constructor.name);
    inputs.push((command.input ?? {}) as Record<string, unknown>);
    const entry: Timed = { name: command.constructor.name, start: ++tick, end: Infinity };
    timed.push(entry);
    const settle = () => void (entry.end = ++tick);
    const sent = original.call(this, command, ...rest);
    sent.then((out) => {
      settle();
      items += itemsIn(out);
      bytes += bytesIn(out);
    }, settle);
    return sent;
  };
  const depths = () => {
    const depth: number[] = [];
    timed.forEach((t, i) => {
      let before = 0;
      for (let j = 0; j < i; j++) if (timed[j]!.end < t.start) before = Math.max(before, depth[j]!);
      depth.push(before + 1);
    });
    return depth;
  };
  return {
    calls,
    inputs,
    roundTrips: () => Math.max(0, ...depths()),
    waves() {
      const d = depths();
      const out: string[][] = [];
      timed.forEach((t, i) => (out[d[i]! - 1] ??= []).push(t.name));
      return out;
    },
    items: () => items,
    bytes: () => bytes,
    reset: () => {
      items = 0;
      bytes = 0;
      calls.splice(0);
      inputs.splice(0);
      timed.splice(0);
    },
    restore: () => void (doc.send = original),
  };
}

function itemsOf(out: unknown): unknown[] {
  const o = (out ?? {}) as { Item?: unknown; Items?: unknown[]; Responses?: Record<string, unknown[]> | unknown[] };
  if (Array.isArray(o.Items)) return o.Items;
  if (o.Item) return [o.Item];
  if (o.Responses && !Array.isArray(o.Responses)) return Object.values(o.Responses).flatMap((list) => (Array.isArray(list) ? list : []));
  return [];
}

function bytesIn(out: unknown): number {
  // Sets (string sets of slot locks) have no JSON form of their own: as arrays.
  const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (v instanceof Set ? [...v] : typeof v === 'bigint' ? String(v) : v)) ?? '';
  return itemsOf(out).reduce<number>((n, item) => n + Buffer.byteLength(json(item)), 0);
}

function itemsIn(out: unknown): number {
  const o = (out ?? {}) as { Item?: unknown; Items?: unknown[]; Responses?: Record<string, unknown[]> | unknown[] };
  if (Array.isArray(o.Items)) return o.Items.length;
  if (o.Item) return 1;
  if (o.Responses && !Array.isArray(o.Responses)) return Object.values(o.Responses).reduce((n, list) => n + (Array.isArray(list) ? list.length : 0), 0);
  return 0;
}
