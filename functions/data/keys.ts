/**
 * All DynamoDB key design lives here (see functions/data/README.md for the access-pattern table).
 * Nothing else in the code base spells a PK, SK or GSI key.
 */
export interface Key {
  PK: string;
  SK: string;
}

export const userKey = (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'USER' });
/** Uniqueness guard: one item per lowercased email, written in the same transaction as the user. */
export const emailGuardKey = (email: string): Key => ({ PK: `EMAIL#${email}`, SK: 'EMAIL' });

/** Business aggregate: root, addresses, items, questions, working hours and the assistant share one partition. */
export const businessPartition = (businessId: string) => `BIZ#${businessId}`;
export const businessKey = (businessId: string): Key => ({ PK: businessPartition(businessId), SK: 'BUSINESS' });
export const assistantKey = (businessId: string): Key => ({ PK: businessPartition(businessId), SK: 'ASSISTANT' });
export const scrapeKey = (businessId: string): Key => ({ PK: businessPartition(businessId), SK: 'SCRAPE' });

/** Nested business records; the SK prefix names the list, see NESTED_PREFIX. */
export const NESTED_PREFIX = {
  business_addresses: 'ADDR#',
  business_items: 'ITEM#',
  business_questions: 'Q#',
  working_hours: 'HOURS#',
} as const;
export type NestedList = keyof typeof NESTED_PREFIX;
export const nestedKey = (businessId: string, list: NestedList, recordId: string): Key => ({
  PK: businessPartition(businessId),
  SK: `${NESTED_PREFIX[list]}${recordId}`,
});

/** Assistant configuration ids are looked up directly (PATCH /assistant-configurations/{id}). */
export const assistantIdGuardKey = (assistantId: string): Key => ({ PK: `ASSISTANT#${assistantId}`, SK: 'ASSISTANT' });

/** Sessions: one family per login; refresh tokens are stored by hash and point at their family. */
export const sessionFamilyKey = (userId: string, familyId: string): Key => ({ PK: `USER#${userId}`, SK: `FAMILY#${familyId}` });
export const sessionFamilyPrefix = (userId: string) => ({ PK: `USER#${userId}`, SKPrefix: 'FAMILY#' });
export const refreshTokenKey = (tokenHash: string): Key => ({ PK: `REFRESH#${tokenHash}`, SK: 'REFRESH' });

/** Fixed-window counters for throttling (login failures per email, confirmation guesses per address). */
export const rateLimitKey = (bucket: string, subject: string, windowStart: number): Key => ({
  PK: `RATE#${bucket}#${subject}`,
  SK: `W#${windowStart}`,
});

/** Local SMS outbox (the stand-in for SNS): newest first by SK. */
export const smsOutboxKey = (sentAtIso: string, id: string): Key => ({ PK: 'OUTBOX#SMS', SK: `${sentAtIso}#${id}` });
export const SMS_OUTBOX_PARTITION = 'OUTBOX#SMS';
