import { marshallMap, unmarshallMap, type AttributeMap } from './attribute-values.js';
import { OPERATION_OF_SDK_COMMAND, type DocCommand, type DynamoOperation, type OutputOf } from './dynamo-commands.js';
import { dynamoHttp } from './dynamo-http.js';

/**
 * The DynamoDB transport every repository sends its commands through (dynamo-commands.ts): DynamoDB's JSON API
 * over HTTPS (dynamo-http.ts, SigV4 by `aws4`), values converted by attribute-values.ts. Not the AWS SDK's document
 * client, which took 100-460 ms of every table-using Lambda's cold import, nor aws-lite after it (~116 KB of each
 * bundle): this is ~6 KB (issue 15, docs/benchmarks.md). Inputs and outputs keep lib-dynamodb's shapes and
 * `removeUndefinedValues`; errors keep DynamoDB's names (`ConditionalCheckFailedException`, ...) and
 * `CancellationReasons`, which errors.ts reads; tests/integration/dynamo-client.test.ts holds that contract.
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

export function createDb({ tableName, endpoint, region }: DbOptions): Db {
  const call = dynamoHttp({
    endpoint,
    region: region ?? process.env.AWS_REGION ?? 'us-east-1',
    // The SDK's default of 3 attempts: throttling, 5xx and dropped connections are tried again, with backoff.
    maxAttempts: 3,
  });
  const doc: DocClient = {
    async send(command) {
      const operation = operationOf(command);
      let out: Record<string, unknown>;
      try {
        out = await call(operation, requestOf(operation, command.input as Params));
      } catch (error) {
        throw withItemsOfReasons(error);
      }
      return responseOf(operation, out) as never;
    },
  };
  return { doc, tableName };
}

function operationOf(command: DocCommand): DynamoOperation {
  const operation = (command as { operation?: DynamoOperation }).operation ?? OPERATION_OF_SDK_COMMAND[command.constructor.name];
  if (!operation) throw new TypeError(`Not a DynamoDB document command: ${command.constructor.name}`);
  return operation;
}

type Params = Record<string, unknown>;
const mapValues = <T, U>(record: Record<string, T>, f: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)]));

/** The native values of a request's items, keys and expression values in DynamoDB's JSON; a copy: the input is kept. */
function marshallFields(params: Params): Params {
  const out = { ...params };
  for (const field of ['Key', 'Item', 'ExpressionAttributeValues', 'ExclusiveStartKey']) {
    if (out[field] !== undefined) out[field] = marshallMap(out[field] as object);
  }
  return out;
}

/** A write of a BatchWriteItem (`PutRequest`/`DeleteRequest`) or a TransactWriteItems (`Put`/`Update`/...). */
const marshallWrite = (write: Record<string, Params>) => mapValues(write, marshallFields);

function requestOf(operation: DynamoOperation, input: Params): Params {
  switch (operation) {
    case 'BatchGetItem':
      return { ...input, RequestItems: mapValues(input.RequestItems as Record<string, Params>, (request) => ({ ...request, Keys: (request.Keys as object[]).map(marshallMap) })) };
    case 'BatchWriteItem':
      return { ...input, RequestItems: mapValues(input.RequestItems as Record<string, Array<Record<string, Params>>>, (writes) => writes.map(marshallWrite)) };
    case 'TransactWriteItems':
      return { ...input, TransactItems: (input.TransactItems as Array<Record<string, Params>>).map(marshallWrite) };
    default:
      return marshallFields(input);
  }
}

const unmarshallWrite = (write: Record<string, Params>) =>
  mapValues(write, (request) => {
    const out = { ...request };
    for (const field of ['Item', 'Key']) if (out[field]) out[field] = unmarshallMap(out[field] as AttributeMap);
    return out;
  });

/** The answer with native values, as the document client gave it. */
function responseOf(operation: DynamoOperation, out: Params): Params {
  for (const field of ['Item', 'Attributes', 'LastEvaluatedKey']) {
    if (out[field]) out[field] = unmarshallMap(out[field] as AttributeMap);
  }
  if (Array.isArray(out.Items)) out.Items = (out.Items as AttributeMap[]).map(unmarshallMap);
  if (operation === 'BatchGetItem') {
    if (out.Responses) out.Responses = mapValues(out.Responses as Record<string, AttributeMap[]>, (items) => items.map(unmarshallMap));
    if (out.UnprocessedKeys) {
      out.UnprocessedKeys = mapValues(out.UnprocessedKeys as Record<string, Params>, (request) => ({ ...request, Keys: (request.Keys as AttributeMap[]).map(unmarshallMap) }));
    }
  }
  if (operation === 'BatchWriteItem' && out.UnprocessedItems) {
    out.UnprocessedItems = mapValues(out.UnprocessedItems as Record<string, Array<Record<string, Params>>>, (writes) => writes.map(unmarshallWrite));
  }
  return out;
}

/** A cancelled transaction's reasons carry the item that failed its condition (when asked for) as native values. */
function withItemsOfReasons(error: unknown): unknown {
  const reasons = (error as { CancellationReasons?: Params[] } | null)?.CancellationReasons;
  for (const reason of reasons ?? []) if (reason.Item) reason.Item = unmarshallMap(reason.Item as AttributeMap);
  return error;
}
