import { QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client.js';
import type { AssistantRecord, BusinessAggregate, BusinessRoot, NestedListName } from '../core/business/aggregate.js';
import { NESTED_LISTS, sortNested } from '../core/business/aggregate.js';
import type { BusinessPlan } from '../core/business/update.js';
import { AGGREGATE_PREFIX, NESTED_PREFIX, assistantKey, businessKey, businessPartition, nestedKey } from './keys.js';
import { isConditionFailure } from './errors.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const strip = <T>(item: Record<string, unknown>): T => {
  const { PK: _pk, SK: _sk, business_id: _b, ...rest } = item;
  return rest as T;
};

export class BusinessRepo {
  constructor(private readonly db: Db) {}

  /** The whole aggregate in one strongly consistent Query (SK begins_with A#). */
  async load(businessId: string): Promise<BusinessAggregate | null> {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':prefix': AGGREGATE_PREFIX },
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(out.Items ?? []));
      startKey = out.LastEvaluatedKey;
    } while (startKey);

    let business: BusinessRoot | null = null;
    let assistant: AssistantRecord | null = null;
    const lists: Record<NestedListName, unknown[]> = {
      business_addresses: [],
      business_items: [],
      business_questions: [],
      working_hours: [],
    };
    for (const item of items) {
      const sk = item.SK as string;
      if (sk === businessKey(businessId).SK) business = strip<BusinessRoot>({ ...item, business_id: undefined });
      else if (sk === assistantKey(businessId).SK) assistant = { ...strip<AssistantRecord>(item), business_id: businessId };
      else {
        const list = NESTED_LISTS.find((l) => sk.startsWith(NESTED_PREFIX[l]));
        if (list) lists[list].push(strip(item));
      }
    }
    if (!business || !assistant) return null;
    return {
      business,
      assistant,
      business_addresses: sortNested('business_addresses', lists.business_addresses as never),
      business_items: sortNested('business_items', lists.business_items as never),
      business_questions: sortNested('business_questions', lists.business_questions as never),
      working_hours: sortNested('working_hours', lists.working_hours as never),
    };
  }

  /** Writes a new aggregate; extra items (e.g. the owner's user update) join the same transaction. */
  async create(agg: BusinessAggregate, extra: TransactItem[] = []): Promise<boolean> {
    const id = agg.business.id;
    const items: TransactItem[] = [
      { Put: { TableName: this.db.tableName, Item: { ...businessKey(id), ...agg.business }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: this.db.tableName, Item: { ...assistantKey(id), ...agg.assistant } } },
      ...NESTED_LISTS.flatMap((list) =>
        (agg[list] as Array<{ id: string }>).map((record) => ({
          Put: { TableName: this.db.tableName, Item: { ...nestedKey(id, list, record.id), ...record, business_id: id } },
        })),
      ),
      ...extra,
    ];
    try {
      await this.db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Writes a plan in one transaction, conditioned on the versions it was computed from, so two
   * concurrent saves can never interleave. Returns false when another save got there first.
   */
  async save(agg: BusinessAggregate, plan: BusinessPlan): Promise<boolean> {
    const id = agg.business.id;
    const table = this.db.tableName;
    const items: TransactItem[] = [];
    if (plan.root) {
      items.push({
        Put: {
          TableName: table,
          Item: { ...businessKey(id), ...plan.root },
          ConditionExpression: 'version = :v',
          ExpressionAttributeValues: { ':v': agg.business.version },
        },
      });
    }
    if (plan.assistant) {
      items.push({
        Put: {
          TableName: table,
          Item: { ...assistantKey(id), ...plan.assistant },
          ConditionExpression: 'version = :av',
          ExpressionAttributeValues: { ':av': agg.assistant.version },
        },
      });
    }
    for (const { list, record } of plan.puts) {
      items.push({ Put: { TableName: table, Item: { ...nestedKey(id, list, record.id), ...record, business_id: id } } });
    }
    for (const { list, id: recordId } of plan.deletes) {
      items.push({ Delete: { TableName: table, Key: nestedKey(id, list, recordId) } });
    }
    if (items.length === 0) return true;
    try {
      await this.db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
