import { QueryCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { APPOINTMENT_PREFIX, CALL_PREFIX, CUSTOMER_PREFIX, ORDER_PREFIX, businessPartition } from './keys.js';
import { SearchIndex, type SearchEntry } from './search-index.js';
import { appointmentEntry, callEntry, customerEntry, orderEntry } from './search-records.js';
import type { SearchKind } from '../core/search/model.js';

type Reader = (item: Record<string, any>) => { id: string; entry: SearchEntry } | null;

const RECORDS: Array<{ prefix: string; kind: SearchKind; read: Reader }> = [
  { prefix: APPOINTMENT_PREFIX, kind: 'appointment', read: (i) => ({ id: String(i.id), entry: appointmentEntry(i as never) }) },
  { prefix: CALL_PREFIX, kind: 'call', read: (i) => ({ id: String(i.id), entry: callEntry(i as never) }) },
  { prefix: ORDER_PREFIX, kind: 'order', read: (i) => ({ id: String(i.id), entry: orderEntry(i as never) }) },
  {
    prefix: CUSTOMER_PREFIX,
    kind: 'customer',
    read: (i) => {
      const entry = customerEntry({ ...i, phone_number: String(i.SK).slice(CUSTOMER_PREFIX.length) });
      return entry ? { id: entry.id, entry } : null;
    },
  },
];

/**
 * Writes the search index of every appointment, call, order and customer of a business as the write paths would
 * (idempotent: a record already indexed this way is left as it is). For items written before the index's key
 * format changed: each record's write also deletes its first-design token items, named by its old manifest.
 * Reads the business partition by key range, page by page.
 */
export async function reindexBusiness(db: Db, businessId: string): Promise<number> {
  const index = new SearchIndex(db);
  let records = 0;
  for (const { prefix, kind, read } of RECORDS) {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':from': prefix, ':to': `${prefix}\uffff` },
          ExclusiveStartKey: start,
          Limit: 100,
        }),
      );
      for (const item of out.Items ?? []) {
        const record = read(item);
        if (!record) continue;
        await index.index(businessId, kind, record.id, record.entry);
        records++;
      }
      start = out.LastEvaluatedKey;
    } while (start);
  }
  return records;
}
