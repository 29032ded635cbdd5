import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, type BatchWriteCommandOutput } from './dynamo-commands.js';
import type { Db } from './client.js';
import {
  ACCOUNT_DELETIONS_PARTITION,
  APPOINTMENT_PREFIX,
  CALL_PREFIX,
  accountDeletionKey,
  businessPartition,
  callRefKey,
  confirmationCodeKey,
  emailGuardKey,
  phoneNumberKey,
  rateLimitPartition,
  searchPartition,
  searchShardPartitions,
  tenantPointerPartition,
  type Key,
} from './keys.js';
import type { DeletionMarker } from '../core/account-data/model.js';

/** Everything account deletion reads and erases, by the tenant's partitions and the pointers its records name. */
export class AccountEraseRepo {
  constructor(private readonly db: Db) {}

  async putMarker(marker: DeletionMarker): Promise<void> {
    await this.db.doc.send(new PutCommand({ TableName: this.db.tableName, Item: { ...accountDeletionKey(marker.user_id), ...marker } }));
  }
  async getMarker(userId: string): Promise<DeletionMarker | null> {
    const out = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: accountDeletionKey(userId), ConsistentRead: true }));
    if (!out.Item) return null;
    const { PK: _p, SK: _s, ...rest } = out.Item;
    return rest as DeletionMarker;
  }
  async pendingMarkers(): Promise<DeletionMarker[]> {
    const items = await this.all(ACCOUNT_DELETIONS_PARTITION);
    return items.map(({ PK: _p, SK: _s, ...rest }) => rest as unknown as DeletionMarker);
  }
  async markEmailSent(userId: string): Promise<void> {
    const marker = await this.getMarker(userId);
    if (marker) await this.putMarker({ ...marker, email_sent: true });
  }
  async deleteMarker(userId: string): Promise<void> {
    await this.db.doc.send(new DeleteCommand({ TableName: this.db.tableName, Key: accountDeletionKey(userId) }));
  }

  /** The appointments (for their reminders and code guards) and calls (for their id pointers) of the business. */
  async appointmentsAndCalls(businessId: string) {
    // Only what deletion needs: a call's transcript never comes into memory.
    const items = await this.all(businessPartition(businessId), 'SK, id, confirmation_code, #r, contact_id, started_at, ended_at', { '#r': 'reminder' });
    return {
      appointments: items.filter((i) => String(i.SK).startsWith(APPOINTMENT_PREFIX)),
      calls: items.filter((i) => String(i.SK).startsWith(CALL_PREFIX)),
    };
  }

  async phoneLink(e164: string) {
    const out = await this.db.doc.send(new GetCommand({ TableName: this.db.tableName, Key: phoneNumberKey(e164), ConsistentRead: true }));
    return out.Item ?? null;
  }

  /** Deletes the pointers records of the business name: confirmation-code guards, call refs, the phone link. */
  async deleteKeys(keys: Key[]): Promise<void> {
    await this.batchDelete(keys);
  }

  /** Every item of the partition, page by page (the tenant's own partitions only). */
  async erasePartition(pk: string): Promise<number> {
    let erased = 0;
    for (;;) {
      const out = await this.db.doc.send(
        new QueryCommand({ TableName: this.db.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, ProjectionExpression: 'PK, SK', Limit: 500 }),
      );
      const keys = (out.Items ?? []).map((i) => ({ PK: String(i.PK), SK: String(i.SK) }));
      if (keys.length === 0) return erased;
      await this.batchDelete(keys);
      erased += keys.length;
    }
  }

  /** Several partitions, a few at a time (most of the search's shard partitions are empty: one Query each). */
  async erasePartitions(pks: readonly string[]): Promise<number> {
    let erased = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < pks.length) erased += await this.erasePartition(pks[next++]!);
      }),
    );
    return erased;
  }

  businessPartitions(businessId: string): string[] {
    return [
      businessPartition(businessId),
      // The search's manifests, then every shard its token items can be in (a fixed set: nothing is left behind
      // even where a manifest missed a token).
      searchPartition(businessId),
      ...searchShardPartitions(businessId),
      // Per-business throttles (Call Me Now, voice previews): TTL-bound, erased so nothing names the business.
      ...['call-me', 'voice-preview'].map((bucket) => rateLimitPartition(bucket, businessId)),
    ];
  }

  /** Items keyed by a token hash that name the user (refresh tokens, reset and emailed links, Google authorizations). */
  async eraseTenantPointers(userId: string): Promise<number> {
    let erased = 0;
    const done = new Set<string>();
    for (;;) {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk',
          ExpressionAttributeValues: { ':pk': tenantPointerPartition(userId) },
          ProjectionExpression: 'PK, SK',
          Limit: 500,
        }),
      );
      // The index is eventually consistent: items just deleted may be listed again; those are not deleted twice.
      const keys = (out.Items ?? []).map((i) => ({ PK: String(i.PK), SK: String(i.SK) })).filter((k) => !done.has(`${k.PK}|${k.SK}`));
      if (keys.length === 0) return erased;
      await this.batchDelete(keys);
      keys.forEach((k) => done.add(`${k.PK}|${k.SK}`));
      erased += keys.length;
    }
  }

  /** Per-email throttle counters (TTL-bound anyway; erased so nothing names the address). */
  emailPartitions(email: string): string[] {
    return ['login', 'password-reset', 'email-link-confirm-email', 'email-link-continue-signup'].map((bucket) => rateLimitPartition(bucket, email));
  }
  userPartition(userId: string): string {
    return `USER#${userId}`;
  }
  guardKeys(input: { codeHashes: string[]; callIds: string[]; email: string; phone: string | null }): Key[] {
    return [
      ...input.codeHashes.map(confirmationCodeKey),
      ...input.callIds.map(callRefKey),
      emailGuardKey(input.email),
      ...(input.phone ? [phoneNumberKey(input.phone)] : []),
    ];
  }

  private async all(pk: string, projection?: string, names?: Record<string, string>): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.doc.send(
        new QueryCommand({
          TableName: this.db.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ProjectionExpression: projection,
          ExpressionAttributeNames: names,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }

  private async batchDelete(keys: Key[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 25) {
      let pending: unknown[] | undefined = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; pending && pending.length > 0; attempt++) {
        if (attempt > 10) throw new Error('DynamoDB kept refusing the deletes; the deletion marker stays and it resumes later');
        const out: BatchWriteCommandOutput = await this.db.doc.send(new BatchWriteCommand({ RequestItems: { [this.db.tableName]: pending as never } }));
        pending = out.UnprocessedItems?.[this.db.tableName];
        if (pending?.length) await new Promise((r) => setTimeout(r, 20 * 2 ** Math.min(attempt, 6)));
      }
    }
  }
}
