import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface Db {
  doc: DynamoDBDocumentClient;
  tableName: string;
}

export interface DbOptions {
  tableName: string;
  /** DynamoDB Local's URL; absent in AWS. */
  endpoint?: string;
  region?: string;
}

export function createDb({ tableName, endpoint, region }: DbOptions): Db {
  const client = new DynamoDBClient({
    region: region ?? process.env.AWS_REGION ?? 'us-east-1',
    ...(endpoint
      ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 3 }
      : {}),
  });
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return { doc, tableName };
}
