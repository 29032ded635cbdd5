import type { Db } from '../data/client.js';
import type { SmsMessage, SmsSender } from '../core/ports.js';
import { SmsOutboxRepo } from '../data/local-stand-ins-repo.js';
import { newId } from '../core/ids.js';

export interface OutboxSms extends SmsMessage {
  id: string;
  sent_at: string;
}

/** The local stand-in for SNS: every text that would have been sent, kept in the table. */
export function outboxSmsSender(db: Db, now: () => Date = () => new Date()): SmsSender & { list(limit?: number): Promise<OutboxSms[]> } {
  const outbox = new SmsOutboxRepo(db);
  return {
    async send(message: SmsMessage) {
      await outbox.put({ id: newId(), sent_at: now().toISOString(), to: message.to, body: message.body });
    },
    list: (limit = 200) => outbox.list(limit),
  };
}
