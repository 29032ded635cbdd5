import { QueryCommand } from './dynamo-commands.js';
import { readUrgency } from '../core/calls/message-urgency.js';
import type { Db } from './client.js';
import { writeWithContact, type CustomerContact } from './customers-repo.js';
import { indexCustomer } from './search-records.js';
import { MESSAGE_PREFIX, businessPartition, messageKey } from './keys.js';
import type { MessageRecord } from '../core/calls/model.js';

export class MessagesRepo {
  constructor(private readonly db: Db) {}

  /** Stores the message once, with its customer's contact (one transaction); false when it was already stored (same id). */
  async create(message: MessageRecord): Promise<boolean> {
    const stored = await writeWithContact(this.db, [this.messageItem(message)], messageContact(message));
    if (stored) await indexCustomer(this.db, message.business_id, message.phone_number);
    return stored;
  }

  /** The message's own item, new (for a transaction that writes it with its contact). */
  messageItem(message: MessageRecord) {
    return {
      Put: {
        TableName: this.db.tableName,
        Item: { ...messageKey(message.business_id, message.created_at, message.id), ...message },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }

  /** The business's messages, newest first, one page. */
  async recent(businessId: string, limit = 50): Promise<MessageRecord[]> {
    const out = await this.db.doc.send(
      new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':prefix': MESSAGE_PREFIX },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    // A message stored before urgency was a field reads urgent by its text's old mark.
    return (out.Items ?? []).map(({ PK: _pk, SK: _sk, ...rest }) => {
      const record = rest as MessageRecord;
      return { ...record, ...readUrgency(record.message, record.urgent) };
    });
  }

  legacyUrgentCallIds(businessId: string, fromIso: string, toIso: string): Promise<Set<string>> {
    return legacyUrgentCallIds(this.db, businessId, fromIso, toIso);
  }
}

/** The old mark (message-urgency.ts) as a prefix DynamoDB can filter on. */
const LEGACY_URGENT_PREFIX = 'URGENT:';

/** Messages are few beside calls; a span's legacy ones are read whole, in pages of this many. */
const LEGACY_PAGE = 200;

/** The calls whose message, taken in [fromIso, toIso], starts with the old URGENT: mark (one Query, its pages). */
export async function legacyUrgentCallIds(db: Db, businessId: string, fromIso: string, toIso: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.doc.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lo AND :hi',
        FilterExpression: 'begins_with(#message, :mark)',
        ProjectionExpression: 'call_id',
        ExpressionAttributeNames: { '#message': 'message' },
        // '~' sorts after every ISO character and id: the upper bound takes in the last instant's messages.
        ExpressionAttributeValues: { ':pk': businessPartition(businessId), ':lo': `${MESSAGE_PREFIX}${fromIso}`, ':hi': `${MESSAGE_PREFIX}${toIso}~`, ':mark': LEGACY_URGENT_PREFIX },
        Limit: LEGACY_PAGE,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) if (typeof item.call_id === 'string') ids.add(item.call_id);
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

/** The customer contact a message records. */
export function messageContact(message: MessageRecord): CustomerContact {
  return {
    business_id: message.business_id,
    phone: message.phone_number,
    name: message.name,
    kind: 'message',
    record_id: message.call_id,
    at: message.created_at,
    title: 'Message',
    detail: message.message || '(no message)',
  };
}
