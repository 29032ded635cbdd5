import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fromAttributeValue, marshallMap, toAttributeValue, unmarshallMap } from '../../functions/data/attribute-values.js';
import { createDb } from '../../functions/data/client.js';
import { BatchWriteCommand, GetCommand, TransactWriteCommand } from '../../functions/data/dynamo-commands.js';
import { dynamoHttp } from '../../functions/data/dynamo-http.js';

/**
 * The DynamoDB transport (functions/data/dynamo-http.ts, client.ts) against a stand-in for DynamoDB's HTTP API:
 * what DynamoDB Local cannot be made to do (throttle, fail with a 5xx). tests/integration/dynamo-client.test.ts holds
 * the rest against DynamoDB Local.
 */
interface Seen {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
type Answer = { status: number; body: unknown };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers each request with the next of `answers` (the last one again when they run out). */
async function standIn(answers: Answer[]): Promise<{ endpoint: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
      const answer = answers[Math.min(seen.length, answers.length) - 1]!;
      res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

const throttled = { status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException', message: 'Rate exceeded' } };
const caught = (p: Promise<unknown>) => p.then(() => expect.unreachable('the request succeeded'), (e: unknown) => e as Record<string, unknown>);

describe('the DynamoDB transport', () => {
  it('signs a JSON request for the operation with SigV4 and the region', async () => {
    const { endpoint, seen } = await standIn([{ status: 200, body: {} }]);
    await dynamoHttp({ endpoint, region: 'eu-west-2', maxAttempts: 3 })('GetItem', { TableName: 't' });
    const { headers, body } = seen[0]!;
    expect(headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    expect(headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/eu-west-2\/dynamodb\/aws4_request, SignedHeaders=.*x-amz-target.*, Signature=[0-9a-f]{64}$/);
    expect(body).toEqual({ TableName: 't' });
  });

  it('tries a throttled request again, with backoff, up to 3 attempts in all', async () => {
    const ok = await standIn([throttled, throttled, { status: 200, body: { Item: { PK: { S: 'a' } } } }]);
    const out = await createDb({ tableName: 't', endpoint: ok.endpoint }).doc.send(new GetCommand({ TableName: 't', Key: { PK: 'a' } }));
    expect(out.Item).toEqual({ PK: 'a' });
    expect(ok.seen).toHaveLength(3);
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const never = await standIn([throttled]);
    const error = await caught(createDb({ tableName: 't', endpoint: never.endpoint }).doc.send(new GetCommand({ TableName: 't', Key: { PK: 'a' } })));
    expect(error.name).toBe('ThrottlingException');
    expect(error.message).toBe('Rate exceeded');
    expect(never.seen).toHaveLength(3);
  });

  it('tries a 5xx again, and answers a client error at once', async () => {
    const flaky = await standIn([{ status: 500, body: { __type: 'com.amazon.coral.service#InternalFailure' } }, { status: 200, body: {} }]);
    await dynamoHttp({ endpoint: flaky.endpoint, region: 'us-east-1', maxAttempts: 3 })('PutItem', {});
    expect(flaky.seen).toHaveLength(2);
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const refused = await standIn([{ status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ValidationException', Message: 'bad key' } }]);
    const error = await caught(dynamoHttp({ endpoint: refused.endpoint, region: 'us-east-1', maxAttempts: 3 })('PutItem', {}));
    expect([error.name, error.code, error.message, error.statusCode]).toEqual(['ValidationException', 'ValidationException', 'bad key', 400]);
    expect(refused.seen).toHaveLength(1);
  });

  it("gives a cancelled transaction's reasons with the failed item as native values", async () => {
    const { endpoint } = await standIn([
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          Message: 'Transaction cancelled',
          CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { PK: { S: 'a' }, version: { N: '2' } } }],
        },
      },
    ]);
    const error = await caught(
      createDb({ tableName: 't', endpoint }).doc.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { PK: 'a' } } }] })),
    );
    expect(error.name).toBe('TransactionCanceledException');
    expect(error.CancellationReasons).toEqual([{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: { PK: 'a', version: 2 } }]);
  });

  it("answers a batch write's unprocessed writes as native values, to be sent again as they are", async () => {
    const { endpoint, seen } = await standIn([
      { status: 200, body: { UnprocessedItems: { t: [{ PutRequest: { Item: { PK: { S: 'b' }, n: { N: '1' } } } }, { DeleteRequest: { Key: { PK: { S: 'c' } } } }] } } },
    ]);
    const out = await createDb({ tableName: 't', endpoint }).doc.send(
      new BatchWriteCommand({ RequestItems: { t: [{ PutRequest: { Item: { PK: 'b', n: 1 } } }, { DeleteRequest: { Key: { PK: 'c' } } }] } }),
    );
    expect(seen[0]!.body).toEqual({ RequestItems: { t: [{ PutRequest: { Item: { PK: { S: 'b' }, n: { N: '1' } } } }, { DeleteRequest: { Key: { PK: { S: 'c' } } } }] } });
    expect(out.UnprocessedItems).toEqual({ t: [{ PutRequest: { Item: { PK: 'b', n: 1 } } }, { DeleteRequest: { Key: { PK: 'c' } } }] });
  });
});

describe("DynamoDB's attribute values, as util-dynamodb converts them", () => {
  it('converts every kind of value both ways, leaving undefined out', () => {
    const item = {
      s: 'x', n: 1.5, big: 2n ** 60n, yes: false, none: null, gone: undefined, bin: new Uint8Array([1, 2, 255]),
      list: [1, undefined, 'a', { deep: [true] }], map: new Map([['k', 'v']]), ss: new Set(['a', 'b']), ns: new Set([1, 2]),
      bs: new Set([new Uint8Array([7])]),
    };
    const wire = marshallMap(item);
    expect(wire).toEqual({
      s: { S: 'x' }, n: { N: '1.5' }, big: { N: '1152921504606846976' }, yes: { BOOL: false }, none: { NULL: true },
      bin: { B: 'AQL/' }, list: { L: [{ N: '1' }, { S: 'a' }, { M: { deep: { L: [{ BOOL: true }] } } }] }, map: { M: { k: { S: 'v' } } },
      ss: { SS: ['a', 'b'] }, ns: { NS: ['1', '2'] }, bs: { BS: ['Bw=='] },
    });
    expect(unmarshallMap(wire)).toEqual({
      s: 'x', n: 1.5, big: 2n ** 60n, yes: false, none: null, bin: new Uint8Array([1, 2, 255]),
      list: [1, 'a', { deep: [true] }], map: { k: 'v' }, ss: new Set(['a', 'b']), ns: new Set([1, 2]), bs: new Set([new Uint8Array([7])]),
    });
  });

  it('refuses what DynamoDB cannot store or the document client refused', () => {
    expect(() => toAttributeValue(new Date(0))).toThrow(/Unsupported type/);
    expect(() => toAttributeValue(Number.NaN)).toThrow(/Special numeric value NaN/);
    expect(() => toAttributeValue(2 ** 60)).toThrow(/MAX_SAFE_INTEGER/);
    expect(() => toAttributeValue(new Set())).toThrow(/non-empty set/);
    expect(() => fromAttributeValue({} as never)).toThrow(/No value defined/);
  });
});
