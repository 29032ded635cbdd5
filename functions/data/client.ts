import awsLite from '@aws-lite/client';
import dynamodbPlugin from '@aws-lite/dynamodb';
import { OPERATION_OF_SDK_COMMAND, type DocCommand, type DynamoOperation, type OutputOf } from './dynamo-commands.js';

/**
 * The DynamoDB transport every repository sends its commands through (dynamo-commands.ts). It is aws-lite
 * (`@aws-lite/client` with its DynamoDB plugin), bundled into each Lambda, rather than the AWS SDK's document client:
 * the SDK took 100-460 ms of every table-using Lambda's cold import on the development machine, and about half of
 * each request's own time (issue 15, docs/benchmarks.md). Inputs and outputs keep lib-dynamodb's shapes and
 * `removeUndefinedValues`; errors keep DynamoDB's names (`ConditionalCheckFailedException`, ...) and
 * `CancellationReasons`, which errors.ts reads.
 */
export interface DocClient {
  send<C extends DocCommand>(command: C): Promise<OutputOf<C>>;
}

export interface Db {
  doc: DocClient;
  tableName: string;
}

export interface DbOptions {
  tableName: string;
  /** DynamoDB Local's URL; absent in AWS. */
  endpoint?: string;
  region?: string;
}

type Method = (input: Record<string, unknown>) => Promise<Record<string, unknown>>;
type LiteDynamo = Record<DynamoOperation, Method>;

export function createDb({ tableName, endpoint, region }: DbOptions): Db {
  // aws-lite builds its client asynchronously (credentials, region): on the first command, not at a cold start's
  // import. A failed build is not kept, so the next command tries again.
  let client: Promise<LiteDynamo> | undefined;
  const dynamo = () =>
    (client ??= awsLite({
      region: region ?? process.env.AWS_REGION ?? 'us-east-1',
      // In AWS the credentials come from the Lambda's environment; DynamoDB Local takes any.
      ...(endpoint ? { endpoint, accessKeyId: 'local', secretAccessKey: 'local' } : {}),
      plugins: [dynamodbPlugin],
      // The SDK's default of 3 attempts: throttling, 5xx and dropped connections are tried again, with backoff.
      retries: 2,
      keepAlive: true,
      // DynamoDB answers `application/x-amz-json-1.0`, which aws-lite would first try to decode whole as an item
      // (and drop the attempt when it throws); the plugin decodes the fields that hold items.
      responseContentType: 'application/json',
      awsjsonMarshall: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    } as Parameters<typeof awsLite>[0]).then(
      (c) => (c as unknown as { DynamoDB: LiteDynamo }).DynamoDB,
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));

  const doc: DocClient = {
    async send(command) {
      const operation = operationOf(command);
      const method = (await dynamo())[operation];
      let out: Record<string, unknown>;
      try {
        out = await method(requestOf(operation, command.input as Record<string, unknown>));
      } catch (error) {
        throw dynamoError(error);
      }
      if (out.LastEvaluatedKey) out.LastEvaluatedKey = unmarshallKey(out.LastEvaluatedKey as Record<string, WireValue>);
      return out as never;
    },
  };
  return { doc, tableName };
}

function operationOf(command: DocCommand): DynamoOperation {
  const operation = (command as { operation?: DynamoOperation }).operation ?? OPERATION_OF_SDK_COMMAND[command.constructor.name];
  if (!operation) throw new TypeError(`Not a DynamoDB document command: ${command.constructor.name}`);
  return operation;
}

/**
 * The input as aws-lite's DynamoDB methods take it. They marshal Key, Item and ExpressionAttributeValues, but not
 * a Query's ExclusiveStartKey; and the batch-get and transaction methods write their marshalled values into the
 * objects they are given, which the caller may send again (a retry) or keep (the tests' call counter): those get
 * copies.
 */
function requestOf(operation: DynamoOperation, input: Record<string, unknown>): Record<string, unknown> {
  switch (operation) {
    case 'Query':
    case 'Scan':
      return input.ExclusiveStartKey ? { ...input, ExclusiveStartKey: marshallKey(input.ExclusiveStartKey as Record<string, unknown>) } : input;
    case 'BatchGetItem': {
      const requests = input.RequestItems as Record<string, object>;
      return { ...input, RequestItems: Object.fromEntries(Object.entries(requests).map(([table, request]) => [table, { ...request }])) };
    }
    case 'TransactWriteItems': {
      const items = input.TransactItems as Array<Record<string, object>>;
      return { ...input, TransactItems: items.map((item) => Object.fromEntries(Object.entries(item).map(([kind, write]) => [kind, { ...write }]))) };
    }
    default:
      return input;
  }
}

type WireValue = { S?: string; N?: string; B?: string };

/** A table or index key (string, number or binary attributes only, as DynamoDB allows) in DynamoDB's JSON. */
function marshallKey(key: Record<string, unknown>): Record<string, WireValue> {
  return Object.fromEntries(
    Object.entries(key).map(([name, value]) => {
      if (typeof value === 'string') return [name, { S: value }];
      if (typeof value === 'number' || typeof value === 'bigint') return [name, { N: String(value) }];
      if (value instanceof Uint8Array) return [name, { B: Buffer.from(value).toString('base64') }];
      throw new TypeError(`Key attribute ${name} must be a string, a number or binary`);
    }),
  );
}

function unmarshallKey(key: Record<string, WireValue>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(key).map(([name, value]) => [
      name,
      value.S !== undefined ? value.S : value.N !== undefined ? Number(value.N) : new Uint8Array(Buffer.from(value.B ?? '', 'base64')),
    ]),
  );
}

const NETWORK_CODE = /\b(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|UND_ERR_SOCKET)\b/;

/**
 * aws-lite names a DynamoDB error by its type (`ConditionalCheckFailedException`, `TransactionCanceledException`
 * with `CancellationReasons`, `ValidationException`, `ProvisionedThroughputExceededException`), as the SDK did; a
 * connection that failed after the retries keeps only its message, so its code (ECONNREFUSED, ...) is put back
 * for the API's "database not available" answer (api/http.ts).
 */
function dynamoError(error: unknown): unknown {
  if (error instanceof Error && !(error as { code?: unknown }).code) {
    const network = NETWORK_CODE.exec(error.message);
    if (network && !(error as { statusCode?: unknown }).statusCode) Object.assign(error, { code: network[1] });
  }
  return error;
}
