import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import {
  PHONE_POOL_PARTITION,
  SMS_OUTBOX_PARTITION,
  WORKFLOW_EXECUTIONS_PARTITION,
  phonePoolKey,
  smsOutboxKey,
  workflowExecutionKey,
} from './keys.js';

/**
 * What the local stand-ins keep in the table (never used in AWS by the product's own requests): the pool of
 * fictional phone numbers (adapters/local-phone-pool.ts), the SMS outbox (adapters/outbox-sms.ts) and the local
 * workflow runner's running executions (local/local-workflows.ts). Here so that every DynamoDB command lives in data/.
 */

/** The local pool of fictional numbers: a static catalogue, one item per number under `LOCAL#PHONE_POOL`. */
export class PhonePoolRepo {
  constructor(private readonly db: Db) {}

  get tableName() {
    return this.db.tableName;
  }

  async count(): Promise<number> {
    const probe = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': PHONE_POOL_PARTITION },
        Select: 'COUNT',
      }),
    );
    return probe.Count ?? 0;
  }

  /** Writes the entries (idempotent: the same static items every time), 25 to a batch, retrying what was not processed. */
  async putAll(entries: Array<{ phone_number: string }>): Promise<void> {
    const items = entries.map((e) => ({ PutRequest: { Item: { ...phonePoolKey(e.phone_number), ...e } } }));
    for (let i = 0; i < items.length; i += 25) {
      let batch: typeof items | undefined = items.slice(i, i + 25);
      for (let attempt = 0; batch?.length && attempt < 5; attempt++) {
        const out = await this.db.doc.send(new BatchWriteCommand({ RequestItems: { [this.db.tableName]: batch } }));
        batch = out.UnprocessedItems?.[this.db.tableName] as typeof items | undefined;
      }
    }
  }

  /** One page (25) of the pool's numbers starting with `prefix` (E.164, e.g. '+1415'), in number order. */
  async page(prefix: string, startKey?: Record<string, unknown>): Promise<{ numbers: string[]; next?: Record<string, unknown> }> {
    const page = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :area)',
        ExpressionAttributeValues: { ':pk': PHONE_POOL_PARTITION, ':area': phonePoolKey(prefix).SK },
        Limit: 25,
        ExclusiveStartKey: startKey,
      }),
    );
    return { numbers: (page.Items ?? []).map((i) => i.phone_number as string), next: page.LastEvaluatedKey };
  }
}

export interface OutboxSmsItem {
  id: string;
  sent_at: string;
  to: string;
  body: string;
}

/** The local SMS outbox: every text that would have been sent, newest first. */
export class SmsOutboxRepo {
  constructor(private readonly db: Db) {}

  async put(sms: OutboxSmsItem): Promise<void> {
    await this.db.doc.send(new PutCommand({ TableName: this.db.tableName, Item: { ...smsOutboxKey(sms.sent_at, sms.id), ...sms } }));
  }

  async list(limit: number): Promise<OutboxSmsItem[]> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': SMS_OUTBOX_PARTITION },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((i) => ({ id: i.id, sent_at: i.sent_at, to: i.to, body: i.body }));
  }
}

export interface WorkflowExecutionItem {
  executionId: string;
  workflow: string;
  input: unknown;
}

/** The local workflow runner's executions still running, so a restart resumes them. */
export class WorkflowExecutionsRepo {
  constructor(private readonly db: Db) {}

  async put(execution: WorkflowExecutionItem): Promise<void> {
    await this.db.doc.send(new PutCommand({ TableName: this.db.tableName, Item: { ...workflowExecutionKey(execution.executionId), ...execution } }));
  }

  async delete(executionId: string): Promise<void> {
    await this.db.doc.send(new DeleteCommand({ TableName: this.db.tableName, Key: workflowExecutionKey(executionId) }));
  }

  async all(): Promise<WorkflowExecutionItem[]> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': WORKFLOW_EXECUTIONS_PARTITION },
      }),
    );
    return (out.Items ?? []).map((i) => ({ executionId: i.executionId, workflow: i.workflow, input: i.input }));
  }
}
