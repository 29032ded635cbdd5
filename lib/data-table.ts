import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, type CfnTable } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { acknowledge } from './nag.js';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '../functions/data/table-definition.js';

/** Anything that can be granted access and given environment variables (NodeLambda, NodejsFunction). */
export interface Bindable extends IGrantable {
  addEnvironment(key: string, value: string): unknown;
}

/**
 * The single DynamoDB table, built from the same description DynamoDB Local uses
 * (functions/data/table-definition.ts), so the deployed keys and indexes are the tested ones.
 *
 * Every stage gets deletion protection and RETAIN: a `cdk destroy` (or a mistaken replacement)
 * must never take the data with it. Removing a table is a deliberate manual step (docs/deploy.md).
 */
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: TTL_ATTRIBUTE,
    });
    for (const gsi of GSIS) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }

  get tableName(): string {
    return this.table.tableName;
  }

  /** Item read/write on the table and its indexes (no table management actions). */
  grantReadWrite(grantee: IGrantable): void {
    this.table.grantReadWriteData(grantee);
  }

  /** Grants read/write (or only read) and sets TABLE_NAME, so the permission and the variable never drift apart. */
  bind(target: Bindable & Construct, access: 'read-write' | 'read' = 'read-write'): void {
    if (access === 'read') this.table.grantReadData(target);
    else this.grantReadWrite(target);
    target.addEnvironment('TABLE_NAME', this.table.tableName);
    const stack = Stack.of(this);
    const logicalId = stack.resolve(stack.getLogicalId(this.table.node.defaultChild as CfnTable)) as string;
    acknowledge(target, {
      id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/index/*]`,
      reason: 'Queries on the GSIs need the index ARNs; `<table-arn>/index/*` only covers the indexes of this one table.',
    });
  }
}
