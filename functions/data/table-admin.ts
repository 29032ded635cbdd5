import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { createTableInput, TTL_ATTRIBUTE } from './table-definition.js';

/**
 * The table-level calls the local server and the tests make to DynamoDB Local (creating the table, asking whether
 * it answers); in AWS, CDK creates the table. Here so that every DynamoDB command lives in data/.
 */
const localClient = (endpoint: string, extra: Partial<ConstructorParameters<typeof DynamoDBClient>[0]> = {}) =>
  new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, ...extra });

/** Creates the table from the shared definition unless it exists; idempotent. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localClient(endpoint);
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }),
    );
  } finally {
    client.destroy();
  }
}

/** Asks DynamoDB Local at `endpoint` whether it answers at all (one try each time): its start-up waits for this. */
export function databaseProbe(endpoint: string): { answers(): Promise<boolean>; close(): void } {
  const client = localClient(endpoint, { maxAttempts: 1 });
  return {
    answers: () => client.send(new ListTablesCommand({})).then(() => true, () => false),
    close: () => client.destroy(),
  };
}

/** Whether the table answers within about 2 s (one try): the local server's /api/health asks this. */
export async function tableAnswers(endpoint: string, tableName: string): Promise<boolean> {
  const client = localClient(endpoint, { maxAttempts: 1, requestHandler: { requestTimeout: 2000, connectionTimeout: 1000 } });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}
