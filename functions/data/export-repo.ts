import { QueryCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { APPOINTMENT_PREFIX, CALL_PREFIX, CUSTOMER_PREFIX, MESSAGE_PREFIX, ORDER_PREFIX, businessPartition } from './keys.js';
import type { ExportSection } from '../contract/account-export.js';

export type { ExportSection };

/** Which sort-key prefixes of the business partition are the owner's data (slot locks, counters etc. are not). */
const SECTIONS: Array<[string, ExportSection]> = [
  [APPOINTMENT_PREFIX, 'appointments'],
  [CALL_PREFIX, 'calls'],
  [ORDER_PREFIX, 'orders'],
  [MESSAGE_PREFIX, 'messages'],
  [CUSTOMER_PREFIX, 'customers'],
];
const STRIP = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'first_name_lc', 'last_name_lc', 'phone_digits', 'effect_key']);

/** 'Download my data': the business partition read page by page (one Query per page, resumable by cursor). */
export class ExportRepo {
  constructor(private readonly db: Db) {}

  async page(businessId: string, limit: number, cursorSk?: string) {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId) },
        Limit: limit,
        ExclusiveStartKey: cursorSk ? { PK: businessPartition(businessId), SK: cursorSk } : undefined,
      }),
    );
    const sections: Record<ExportSection, Record<string, unknown>[]> = { appointments: [], calls: [], orders: [], messages: [], customers: [] };
    for (const item of out.Items ?? []) {
      const section = SECTIONS.find(([prefix]) => String(item.SK).startsWith(prefix))?.[1];
      if (!section) continue;
      const clean: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(item)) if (!STRIP.has(k)) clean[k] = v instanceof Set ? [...v] : v;
      sections[section].push(clean);
    }
    const next = out.LastEvaluatedKey ? String(out.LastEvaluatedKey.SK) : null;
    return { sections, next };
  }
}
