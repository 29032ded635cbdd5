import type { Services } from '../services.js';
import type { UserRecord } from './model.js';
import { AppError, changedElsewhere, unauthorized, validationList } from '../errors.js';
import { toE164 } from '../phone.js';
import { BusinessService } from '../business/business-service.js';
import { parseOrThrow } from '../validation.js';
import { verifyPassword } from '../auth/passwords.js';
import {
  CHANGE_PASSWORD_FAILURE_LIMIT,
  CHANGE_PASSWORD_WINDOW_SECONDS,
  CURRENT_PASSWORD_BUCKET,
  CURRENT_PASSWORD_INCORRECT,
  tooManyAttempts,
} from './change-password.js';
import { EmailLinkService } from './email-links.js';
import { newId } from '../ids.js';
import { DAILY_SUMMARY_WORKFLOW } from '../notifications/workflow-names.js';
import type { RateLimitRepository, UsersRepository } from '../repositories.js';
import { EMAIL_CHANGE_NEEDS_PASSWORD, type Profile } from '../../contract/profiles.js';
import { profilePatchSchema } from '../../contract/profiles-schemas.js';

export { EMAIL_CHANGE_NEEDS_PASSWORD };

/** Notification preferences of an account that never chose: booking emails on, SMS and product news off. */
export const NOTIFICATION_DEFAULTS = { email_notifications: true, sms_notifications: false, product_updates: false } as const;
const PROFILE_CHANGED =
  'Your details were changed in another tab or on another device after you opened this page, so your changes were not saved. Reload to see the latest version.';
export const SMS_NEEDS_PHONE = 'SMS notifications need a phone number: add one or turn SMS notifications off';

type NotificationField = keyof typeof NOTIFICATION_DEFAULTS;
const NOTIFICATION_FIELDS = Object.keys(NOTIFICATION_DEFAULTS) as NotificationField[];

const notificationsOf = (user: UserRecord) => ({
  email_notifications: user.email_notifications ?? NOTIFICATION_DEFAULTS.email_notifications,
  sms_notifications: user.sms_notifications ?? NOTIFICATION_DEFAULTS.sms_notifications,
  product_updates: user.product_updates ?? NOTIFICATION_DEFAULTS.product_updates,
  daily_summary_hour: user.daily_summary_hour ?? null,
});

/** User Settings' profile (spec section 7: GET /profiles/me, PATCH /profiles/), plus notification preferences. */
export class ProfileService {
  private readonly users: UsersRepository;
  private readonly businesses: BusinessService;
  private readonly limits: RateLimitRepository;
  private readonly emailLinks: EmailLinkService;
  constructor(private readonly services: Services) {
    this.users = services.repos.users;
    this.businesses = new BusinessService(services);
    this.limits = services.repos.rateLimit;
    this.emailLinks = new EmailLinkService(services);
  }

  async get(userId: string): Promise<Profile> {
    const user = await this.users.get(userId);
    if (!user) throw unauthorized();
    const business = await this.businesses.loadOwned(userId);
    return {
      business_name: business.business.name,
      lock_version: user.profile_version ?? 0,
      user: { email: user.email, phone_number: user.phone_number, full_name: user.full_name ?? '', ...notificationsOf(user) },
    };
  }

  async update(userId: string, body: unknown) {
    const patch = parseOrThrow(profilePatchSchema, body);
    const user = await this.users.get(userId);
    if (!user) throw unauthorized();
    const business = await this.businesses.loadOwned(userId);
    const readVersion = user.profile_version ?? 0;
    if (patch.lock_version !== undefined && patch.lock_version !== readVersion) throw changedElsewhere(PROFILE_CHANGED);
    const fields: { phone_number?: string | null; full_name?: string; daily_summary_hour?: number | null; daily_summary_run?: string | null } & Partial<
      Record<NotificationField, boolean>
    > = {};
    const summaryHour = patch.user?.daily_summary_hour;
    if (summaryHour !== undefined && summaryHour !== (user.daily_summary_hour ?? null)) {
      fields.daily_summary_hour = summaryHour;
      // A new run each time the hour is chosen: the older execution sees it is no longer current and stops.
      fields.daily_summary_run = summaryHour === null ? null : newId();
    }
    if (patch.user?.phone_number !== undefined) {
      const raw = patch.user.phone_number?.trim() ?? '';
      const phone = raw === '' ? null : toE164(raw);
      if (raw !== '' && !phone) throw validationList(['Phone number is not a valid phone number']);
      fields.phone_number = phone;
    }
    if (patch.user?.full_name !== undefined) fields.full_name = patch.user.full_name;
    for (const key of NOTIFICATION_FIELDS) {
      const value = patch.user?.[key];
      if (value !== undefined) fields[key] = value;
    }
    // Judged on the result, so clearing the phone while SMS is on is refused as well as the reverse.
    const phoneAfter = fields.phone_number !== undefined ? fields.phone_number : user.phone_number;
    const smsAfter = fields.sms_notifications ?? notificationsOf(user).sms_notifications;
    if (smsAfter && !phoneAfter) throw validationList([SMS_NEEDS_PHONE]);
    // Everything is checked before anything is written, so a refused email changes nothing else.
    const newEmail = patch.user?.email !== undefined && patch.user.email !== user.email ? patch.user.email : null;
    if (newEmail) {
      await this.proveCurrentPassword(user, patch.user?.current_password);
      const taken = await this.users.findIdByEmail(newEmail);
      if (taken && taken !== userId) {
        throw new AppError('validation', 'Email has already been taken', { errors: ['Email has already been taken'] });
      }
      // The whole save goes with the email, conditioned on the version read: another tab's save (or this one
      // submitted twice) cannot land in between, so a refused change has written nothing and sent no mail.
      const outcome = await this.users.changeEmail(user, newEmail, {
        fields,
        expectedVersion: user.profile_version ?? null,
        nextVersion: readVersion + 1,
      });
      if (outcome === 'changed_elsewhere') throw changedElsewhere(PROFILE_CHANGED);
      if (outcome === 'taken') {
        throw new AppError('validation', 'Email has already been taken', { errors: ['Email has already been taken'] });
      }
      // Notices must not turn a done change into an error the owner would retry.
      try {
        await this.services.email.send(emailChangedNotice(user.email, newEmail, user.full_name, this.services.now()));
      } catch (error) {
        console.error(JSON.stringify({ level: 'error', message: 'email-changed notice failed', error: String(error) }));
      }
      await this.emailLinks.sendQuietly({ ...user, email: newEmail, email_verified: false }, 'confirm-email');
    }
    const contactChanged =
      fields.full_name !== undefined || fields.phone_number !== undefined || newEmail !== null ||
      (patch.business_name !== undefined && patch.business_name !== business.business.name);
    // An email change wrote the fields with the email, above.
    if (!newEmail && contactChanged) {
      // Conditioned on the version read above, so a save that raced the check is refused too (and writes nothing).
      const saved = await this.users.update(userId, { ...fields, profile_version: readVersion + 1 }, { profile_version: user.profile_version ?? null });
      if (!saved) throw changedElsewhere(PROFILE_CHANGED);
    } else if (!newEmail && Object.keys(fields).length) await this.users.update(userId, fields);
    if (fields.daily_summary_run) {
      await this.services.workflows.start(
        DAILY_SUMMARY_WORKFLOW,
        { business_id: business.business.id, run: fields.daily_summary_run },
        `${business.business.id}-${fields.daily_summary_run}`.slice(0, 80),
      );
    }
    if (patch.business_name !== undefined && patch.business_name !== business.business.name) {
      await this.businesses.update(userId, business.business.id, { business: { name: patch.business_name } });
    }
    return this.get(userId);
  }

  /** 422 when the password is missing or wrong (wrong ones counted with the change-password form's), 429 past the limit. */
  private async proveCurrentPassword(user: UserRecord, password: string | undefined) {
    const now = this.services.now();
    const { count, retryAfterSeconds } = await this.limits.count(CURRENT_PASSWORD_BUCKET, user.id, CHANGE_PASSWORD_WINDOW_SECONDS, now);
    if (count >= CHANGE_PASSWORD_FAILURE_LIMIT) throw tooManyAttempts(retryAfterSeconds);
    if (!password) throw validationList([EMAIL_CHANGE_NEEDS_PASSWORD]);
    if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) {
      const failures = await this.limits.hit(CURRENT_PASSWORD_BUCKET, user.id, CHANGE_PASSWORD_WINDOW_SECONDS, now);
      if (failures > CHANGE_PASSWORD_FAILURE_LIMIT) throw tooManyAttempts(retryAfterSeconds);
      throw validationList([CURRENT_PASSWORD_INCORRECT]);
    }
  }
}

/** To the old address: it no longer signs in, and whoever owns it should know at once if this was not them. */
function emailChangedNotice(to: string, newEmail: string, fullName: string | null, at: Date) {
  const when = at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const text = [
    fullName ? `Hi ${fullName},` : 'Hi,',
    '',
    `The sign-in email of your AI Receptionist account was changed from ${to} to ${newEmail} on ${when}.`,
    'From now on you sign in, and receive account email, at the new address.',
    '',
    'If this was not you, contact support right away and reply to this email: someone who knew your password made this change.',
    '',
    'The AI Receptionist team',
  ].join('\n');
  return { to, subject: 'Your AI Receptionist email address was changed', text };
}
