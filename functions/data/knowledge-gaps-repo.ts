import { PutCommand, QueryCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { isConditionFailure } from './errors.js';
import { KNOWLEDGE_GAP_PREFIX, businessPartition, knowledgeGapKey } from './keys.js';
import type { KnowledgeGapRecord } from '../core/calls/model.js';

export class KnowledgeGapsRepo {
  constructor(private readonly db: Db) {}

  /** The gaps of [fromIso, toIso), at most `limit` (knowledgeGapsBetween). */
  between(businessId: string, fromIso: string, toIso: string, limit: number): Promise<KnowledgeGapRecord[]> {
    return knowledgeGapsBetween(this.db, businessId, fromIso, toIso, limit);
  }

  /** Stores the gap once; false when it was already stored (a retried turn). */
  async create(gap: KnowledgeGapRecord): Promise<boolean> {
    try {
      await this.db.doc.send(new PutCommand({ ...this.gapPut(gap), ConditionExpression: 'attribute_not_exists(PK)' }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** The gap's item (a turn's transaction puts it without a condition: its id is the call's and the effect's, so a second put is the same gap). */
  gapPut(gap: KnowledgeGapRecord) {
    return { TableName: this.db.tableName, Item: { ...knowledgeGapKey(gap.business_id, gap.created_at, gap.id), ...gap } };
  }

  /** One page, newest first; `cursor` is the previous page's `next` (`<created_at>#<id>`). */
  async page(businessId: string, limit: number, cursor?: string): Promise<{ gaps: KnowledgeGapRecord[]; next: string | null }> {
    const upper = cursor ? `${KNOWLEDGE_GAP_PREFIX}${cursor}` : `${KNOWLEDGE_GAP_PREFIX}~`;
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        // BETWEEN is inclusive: the cursor's own item is dropped below.
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':lo': KNOWLEDGE_GAP_PREFIX, ':hi': upper },
        ScanIndexForward: false,
        Limit: limit + 1,
      }),
    );
    const items = (out.Items ?? []).filter((i) => !cursor || i.SK !== upper);
    const gaps = items.slice(0, limit).map(({ PK: _pk, SK: _sk, ...rest }) => rest as KnowledgeGapRecord);
    const more = items.length > limit || (!!out.LastEvaluatedKey && items.length === limit);
    const last = gaps[gaps.length - 1];
    return { gaps, next: more && last ? `${last.created_at}#${last.id}` : null };
  }
}

/** Gaps created in [fromIso, toIso), newest first, at most `limit` (the insights page groups them). */
export async function knowledgeGapsBetween(db: Db, businessId: string, fromIso: string, toIso: string, limit: number): Promise<KnowledgeGapRecord[]> {
  const gaps: KnowledgeGapRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':lo': `${KNOWLEDGE_GAP_PREFIX}${fromIso}`, ':hi': `${KNOWLEDGE_GAP_PREFIX}${toIso}` },
        ScanIndexForward: false,
        Limit: Math.min(limit - gaps.length, 500),
        ExclusiveStartKey: startKey,
      }),
    );
    for (const { PK: _pk, SK: _sk, ...rest } of out.Items ?? []) gaps.push(rest as KnowledgeGapRecord);
    startKey = out.LastEvaluatedKey;
  } while (startKey && gaps.length < limit);
  return gaps;
}
