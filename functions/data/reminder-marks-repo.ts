import { DeleteCommand, PutCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { reminderSentKey } from './keys.js';
import { isConditionFailure } from './errors.js';

/** The sent-marker that lets a reminder go out at most once per schedule and channel, even when its execution reruns. */
export class ReminderMarksRepo {
  constructor(private readonly db: Db) {}

  /** Marks the channel sent before sending; false when an earlier run already did. The marker expires `expiresAt` (epoch s). */
  async claim(mark: { businessId: string; scheduleId: string; channel: string; appointmentId: string; sentAt: string; expiresAt: number }): Promise<boolean> {
    try {
      await this.db.doc.send(
        new PutCommand({
          TableName: this.db.tableName,
          Item: {
            ...reminderSentKey(mark.businessId, mark.scheduleId, mark.channel),
            appointment_id: mark.appointmentId,
            channel: mark.channel,
            sent_at: mark.sentAt,
            expiresAt: mark.expiresAt,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Takes the marker back when the send failed, so a rerun tries again; a failure here is left to the marker's expiry. */
  async release(businessId: string, scheduleId: string, channel: string): Promise<void> {
    await this.db.doc.send(new DeleteCommand({ TableName: this.db.tableName, Key: reminderSentKey(businessId, scheduleId, channel) })).catch(() => {});
  }
}
