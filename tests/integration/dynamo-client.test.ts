import { randomUUID } from 'node:crypto';
import { GetCommand as SdkGetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnreachable, isKeyTooLong } from '../../functions/api/http.js';
import { createDb, type Db } from '../../functions/data/client.js';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '../../functions/data/dynamo-commands.js';
import { isConditionFailure } from '../../functions/data/errors.js';
import { ensureTable } from '../../functions/local/dynamodb-local.js';
import { freePort } from '../../functions/local/ports.js';

/**
 * The data layer's DynamoDB transport (functions/data/client.ts, dynamo-http.ts) against DynamoDB Local: the shapes and
 * errors the repositories were written against with the SDK's document client.
 */
let db: Db;
beforeAll(async () => {
  const endpoint = inject('dynamoEndpoint');
  const tableName = `t-${randomUUID()}`;
  await ensureTable(endpoint, tableName);
  db = createDb({ tableName, endpoint });
});

const pk = () => `TEST#${randomUUID()}`;
const caught = (p: Promise<unknown>) => p.then(() => expect.unreachable('the command succeeded'), (e: unknown) => e as Record<string, unknown>);

describe('the DynamoDB client', () => {
  it('writes and reads native values; undefined values are left out, as removeUndefinedValues did', async () => {
    const PK = pk();
    const item = {
      PK, SK: 'A', text: 'hello', count: 42, ratio: 0.5, yes: true, none: null, gone: undefined,
      nested: { a: 1, b: undefined, list: ['x', 2, { c: false }, undefined] }, tags: new Set(['a', 'b']),
    };
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: item }));
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { PK, SK: 'A' }, ConsistentRead: true }));
    expect(Item).toEqual({
      PK, SK: 'A', text: 'hello', count: 42, ratio: 0.5, yes: true, none: null,
      nested: { a: 1, list: ['x', 2, { c: false }] }, tags: new Set(['a', 'b']),
    });
    const missing = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { PK, SK: 'nothing' } }));
    expect(missing.Item).toBeUndefined();
  });

  it('pages a Query with plain keys: LastEvaluatedKey comes back as strings and is taken as ExclusiveStartKey', async () => {
    const PK = pk();
    const sks = ['a', 'b', 'c', 'd', 'e'];
    await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: sks.map((SK) => ({ PutRequest: { Item: { PK, SK, n: SK } } })) } }));
    const seen: string[] = [];
    const keys: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PK },
          Limit: 2, ScanIndexForward: false, ExclusiveStartKey: start, ConsistentRead: true,
        }),
      );
      seen.push(...(out.Items ?? []).map((i) => i.SK as string));
      start = out.LastEvaluatedKey;
      if (start) keys.push(start);
    } while (start);
    expect(seen).toEqual([...sks].reverse());
    expect(keys[0]).toEqual({ PK, SK: 'd' });
    const counted = await db.doc.send(
      new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PK }, Select: 'COUNT' }),
    );
    expect(counted.Count).toBe(5);
    expect(counted.Items).toBeUndefined();
  });

  it('answers updates and deletes with the attributes asked for', async () => {
    const PK = pk();
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { PK, SK: 'A', hits: 1 } }));
    const updated = await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName, Key: { PK, SK: 'A' }, UpdateExpression: 'ADD hits :one SET label = :l',
        ExpressionAttributeValues: { ':one': 1, ':l': 'two' }, ReturnValues: 'ALL_NEW',
      }),
    );
    expect(updated.Attributes).toEqual({ PK, SK: 'A', hits: 2, label: 'two' });
    const deleted = await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: { PK, SK: 'A' }, ReturnValues: 'ALL_OLD' }));
    expect(deleted.Attributes).toEqual({ PK, SK: 'A', hits: 2, label: 'two' });
  });

  it('batch-gets by keys, and leaves the input it was given as it was', async () => {
    const PK = pk();
    const sks = Array.from({ length: 30 }, (_, i) => `K${String(i).padStart(2, '0')}`);
    for (let i = 0; i < sks.length; i += 25) {
      const out = await db.doc.send(
        new BatchWriteCommand({ RequestItems: { [db.tableName]: sks.slice(i, i + 25).map((SK) => ({ PutRequest: { Item: { PK, SK, v: i } } })) } }),
      );
      expect(out.UnprocessedItems ?? {}).toEqual({});
    }
    const input = { RequestItems: { [db.tableName]: { Keys: sks.slice(0, 20).map((SK) => ({ PK, SK })), ConsistentRead: true } } };
    const before = structuredClone(input);
    const out = await db.doc.send(new BatchGetCommand(input));
    expect(out.Responses?.[db.tableName]?.map((i) => i.SK).sort()).toEqual(sks.slice(0, 20));
    expect(input).toEqual(before);
  });

  it("names a failed condition as DynamoDB does, and a cancelled transaction with its reasons; the transaction's input is left as it was", async () => {
    const PK = pk();
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { PK, SK: 'A', version: 1 } }));
    const conditional = await caught(
      db.doc.send(new PutCommand({ TableName: db.tableName, Item: { PK, SK: 'A' }, ConditionExpression: 'attribute_not_exists(PK)' })),
    );
    expect(conditional.name).toBe('ConditionalCheckFailedException');
    expect(isConditionFailure(conditional)).toBe(true);

    const input = {
      TransactItems: [
        { Put: { TableName: db.tableName, Item: { PK, SK: 'B', at: 1 } } },
        { Update: { TableName: db.tableName, Key: { PK, SK: 'A' }, UpdateExpression: 'SET version = :v', ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':v': 3, ':read': 2 } } },
      ],
    };
    const before = structuredClone(input);
    const cancelled = await caught(db.doc.send(new TransactWriteCommand(input)));
    expect(cancelled.name).toBe('TransactionCanceledException');
    expect((cancelled.CancellationReasons as Array<{ Code: string }>).map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(isConditionFailure(cancelled)).toBe(true);
    expect(input).toEqual(before);
    // The same input sent again (as a retry would) still works once its condition holds.
    input.TransactItems[1]!.Update!.ExpressionAttributeValues![':read'] = 1;
    await db.doc.send(new TransactWriteCommand(input));
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { PK, SK: 'A' }, ConsistentRead: true }));
    expect(Item?.version).toBe(3);
  });

  it('names an oversized key a ValidationException that the API answers as a bad request', async () => {
    const error = await caught(db.doc.send(new GetCommand({ TableName: db.tableName, Key: { PK: 'x'.repeat(3000), SK: 'A' } })));
    expect(error.name).toBe('ValidationException');
    expect(isKeyTooLong(error)).toBe(true);
  });

  it("takes the SDK's document commands too (the tests seed with them)", async () => {
    const PK = pk();
    await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { PK, SK: 'A', v: 'sdk' } }));
    const out = await db.doc.send(new SdkGetCommand({ TableName: db.tableName, Key: { PK, SK: 'A' } }));
    expect(out.Item?.v).toBe('sdk');
  });

  it('reports a database it cannot reach as unreachable (503 in the API), after its retries', async () => {
    const closed = createDb({ tableName: db.tableName, endpoint: `http://127.0.0.1:${await freePort()}` });
    const error = await caught(closed.doc.send(new GetCommand({ TableName: db.tableName, Key: { PK: 'x', SK: 'y' } })));
    expect(error.code).toBe('ECONNREFUSED');
    expect(isDatabaseUnreachable(error)).toBe(true);
  });
});
