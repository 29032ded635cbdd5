import type { BusinessAggregate } from '../business/aggregate.js';
import { NOTIFICATION_DEFAULTS } from '../accounts/profile.js';
import { toE164 } from '../phone.js';
import type { Services } from '../services.js';
import { log, METRIC } from '../log.js';
import type { UserRecord } from '../accounts/model.js';

/** What the owner is told about, as it happens (Notifications & Updates decides by which channels). */
export type OwnerEvent = 'booking' | 'change' | 'order' | 'message' | 'unanswered_handover';

export interface OwnerNotice {
  event: OwnerEvent;
  /** Short: the email's subject after the business name, and the start of the SMS. */
  title: string;
  /** The details, one per line. */
  lines: string[];
  /** A path in the dashboard (e.g. /dashboard/recordings?call=...): made absolute with PUBLIC_BASE_URL. */
  link: string;
  isTest: boolean;
}

/** SMS bodies stay within two segments. */
const SMS_LIMIT = 300;

/**
 * Tells the owner about a booking (or a caller's move or cancellation of one), an order, a message or a handover nobody answered, by email when the owner's
 * email notifications are on and by SMS when SMS notifications are on (and a phone number is saved). Read at the
 * moment of sending, so a switch turned off stops the next notice. A failed send is logged, never turned into a
 * failed booking or order.
 */
export class OwnerNotifier {
  constructor(private readonly services: Services) {}

  /** `read`: the owner as read already (a caller's turn reads it beside its own write). */
  async notify(agg: BusinessAggregate, notice: OwnerNotice, read?: Promise<UserRecord | null>): Promise<{ email: boolean; sms: boolean }> {
    const sent = { email: false, sms: false };
    let owner;
    try {
      owner = await (read ?? this.services.repos.users.get(agg.business.owner_id));
    } catch (error) {
      log.error('owner notification: owner not read', { error: String(error) });
      return sent;
    }
    if (!owner) return sent;
    const emailOn = owner.email_notifications ?? NOTIFICATION_DEFAULTS.email_notifications;
    const smsOn = owner.sms_notifications ?? NOTIFICATION_DEFAULTS.sms_notifications;
    const url = `${this.services.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}${notice.link}`;
    const test = notice.isTest ? ' (test call)' : '';
    if (emailOn && owner.email) {
      try {
        await this.services.email.send({
          to: owner.email,
          subject: `${agg.business.name}: ${notice.title}${test}`,
          text: [...notice.lines, '', `Open it: ${url}`, '', 'You get these emails because email notifications are on in User Settings → Notifications & Updates.'].join('\n'),
        });
        sent.email = true;
      } catch (error) {
        log.error('owner email failed', { error: String(error) });
        log.count(METRIC.emailFailed);
      }
    }
    const phone = smsOn && owner.phone_number ? toE164(owner.phone_number) : null;
    if (phone) {
      const body = `${agg.business.name}: ${notice.title}${test}. ${notice.lines.slice(0, 2).join(' ')}`;
      try {
        await this.services.sms.send({ to: phone, body: `${body.slice(0, SMS_LIMIT - url.length - 1)} ${url}` });
        sent.sms = true;
      } catch (error) {
        log.error('owner SMS failed', { error: String(error) });
        log.count(METRIC.smsFailed);
      }
    }
    return sent;
  }
}
