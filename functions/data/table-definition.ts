/**
 * The one DynamoDB table, described once. CDK deploys it from this (lib/data-table.ts) and the local
 * server and the integration tests create it in DynamoDB Local from the same description.
 */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;

/** Global secondary indexes; every one projects ALL and has string keys. */
export const GSIS = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
] as const;

export type GsiName = (typeof GSIS)[number]['indexName'];

/** Epoch seconds; DynamoDB deletes expired items (refresh tokens, rate-limit windows, reset links). */
export const TTL_ATTRIBUTE = 'expiresAt';

/** CreateTable input for DynamoDB Local (PAY_PER_REQUEST, same keys and indexes as the deployed table). */
export function createTableInput(tableName: string) {
  const attributeNames = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const gsi of GSIS) {
    attributeNames.add(gsi.partitionKey);
    attributeNames.add(gsi.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributeNames].map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: GSIS.map((gsi) => ({
      IndexName: gsi.indexName,
      KeySchema: [
        { AttributeName: gsi.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: gsi.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
