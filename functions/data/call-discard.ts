import { TransactWriteCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { isConditionFailure } from './errors.js';
import { reindexCustomerAfterUndo, unindexCall } from './search-records.js';
import { customerContactUndo } from './customer-contact-undo.js';
import type { CustomerContact } from './customers-repo.js';
import { callKey, callRefKey, openCallKey } from './keys.js';
import type { CallRecord } from '../core/calls/model.js';

/**
 * Removes a call that is not to be logged (a test call the owner ended before saying anything; core/calls/
 * call-closer.ts) with everything its start wrote (calls-repo.ts `create`), if it is still at `expectedVersion`, in
 * one transaction: the call, the pointers that find it (by id, open call) and its caller's contact taken back (the
 * history entry, the call count, the last contact; the customer itself when this call made it). Then the search
 * entries follow: the call's removed, the customer's put right. No counters were added for it (a call is counted by
 * the write that ends it), so none move. False when a turn saved it first, or another end removed it. The start key's
 * guard stays until it expires, so a late retry of that start begins no second call (it learns the call ended).
 * `contact`: the contact its start recorded (calls-repo.ts `callContact`).
 */
export async function discardCall(db: Db, call: CallRecord, expectedVersion: number, contact: CustomerContact): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    // Read again on each attempt: a contact of the same caller written meanwhile (the replacing call's start).
    const undo = await customerContactUndo(db, contact);
    try {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: db.tableName,
                Key: callKey(call.business_id, call.started_at, call.id),
                ConditionExpression: 'version = :v',
                ExpressionAttributeValues: { ':v': expectedVersion },
              },
            },
            { Delete: { TableName: db.tableName, Key: openCallKey(call.business_id, call.started_at, call.id) } },
            { Delete: { TableName: db.tableName, Key: callRefKey(call.id) } },
            ...undo.items,
          ],
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
      // The call's own condition: a turn moved it on, or another end removed it.
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return false;
      // The customer changed since it was read, or a write of it clashed: read again (as writeWithContact retries).
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 15 * 2 ** attempt));
      continue;
    }
    await Promise.all([unindexCall(db, call), undo.e164 ? reindexCustomerAfterUndo(db, call.business_id, undo.e164) : undefined]);
    return true;
  }
}
