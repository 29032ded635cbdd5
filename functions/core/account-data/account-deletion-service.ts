import * as z from '../zod-mini.js';
import type { Services } from '../services.js';
import { AppError, conflict, notFound } from '../errors.js';
import { parseOrThrow } from '../validation.js';
import { verifyPassword } from '../auth/passwords.js';
import { STALE_CALL_MS } from '../calls/call-view.js';
import { hashToken } from '../ids.js';
import type { DeletionMarker } from './model.js';
import { GoogleCalendarService } from '../google/calendar-service.js';
import { recordingPrefixes } from '../calls/call-recordings.js';
import type { CallRecord } from '../calls/model.js';
import type { AccountEraseRepository } from '../repositories.js';

const body = z.object({
  confirmation: z.literal('DELETE', { message: 'must be DELETE, typed exactly' }),
  current_password: z.string({ message: 'is required' }).check(z.minLength(1, 'is required'), z.maxLength(200, 'is too long')),
});

/**
 * Account deletion (issue 18): after the typed DELETE and the current password, a marker is written, then every
 * record of the tenant is erased by its partitions and the pointers its records name, reminders are stopped through
 * the workflow port, the number goes back through the phone-number port, every session ends and a confirmation is
 * emailed. Each step is idempotent and the marker goes last, so `resumePending` finishes an interrupted deletion.
 */
export class AccountDeletionService {
  private readonly erase: AccountEraseRepository;
  constructor(private readonly services: Services) {
    this.erase = services.repos.accountErase;
  }

  async request(userId: string, raw: unknown): Promise<{ message: string }> {
    const input = parseOrThrow(body, raw);
    const user = await this.services.repos.users.get(userId);
    if (!user) throw notFound('Account');
    if (!user.password_hash || !(await verifyPassword(input.current_password, user.password_hash))) {
      throw new AppError('validation', 'The current password is not correct.', { errors: ['The current password is not correct.'] });
    }
    const root = user.business_id ? await this.services.repos.business.load(user.business_id) : null;
    if (user.business_id) {
      const now = this.services.now().getTime();
      const { calls } = await this.services.repos.calls.recent(user.business_id, 10);
      const live = calls.some((c) => c.outcome === null && now - Date.parse(c.last_activity_at ?? c.started_at) < STALE_CALL_MS);
      if (live) throw conflict('A call is in progress on your assistant. Try again when it has ended.');
    }
    const marker: DeletionMarker = {
      user_id: user.id,
      business_id: user.business_id,
      email: user.email,
      full_name: user.full_name,
      assistant_phone_number: root?.business.assistant_phone_number ?? null,
      started_at: this.services.now().toISOString(),
    };
    await this.erase.putMarker(marker);
    await this.process(marker);
    return { message: 'Account deletion process initiated. You will receive a confirmation email.' };
  }

  /** Finishes every deletion a crash interrupted (run on start of the local server; a scheduled task in AWS). */
  async resumePending(): Promise<number> {
    const markers = await this.erase.pendingMarkers();
    for (const marker of markers) await this.process(marker);
    return markers.length;
  }

  async process(marker: DeletionMarker): Promise<void> {
    const businessId = marker.business_id;
    let codeHashes: string[] = [];
    let callIds: string[] = [];
    if (businessId) {
      const { appointments, calls } = await this.erase.appointmentsAndCalls(businessId);
      for (const a of appointments) {
        const executionId = (a.reminder as { execution_id?: string | null } | null)?.execution_id;
        if (executionId) {
          try {
            await this.services.workflows.stop(executionId);
          } catch (error) {
            // An execution that already ended cannot be stopped; its sent-marker and appointment go anyway.
            console.warn(JSON.stringify({ level: 'warn', message: 'reminder stop failed', executionId, error: String(error) }));
          }
        }
      }
      codeHashes = appointments.map((a) => hashToken(String(a.confirmation_code)));
      callIds = calls.map((c) => String(c.id));
      // Recordings of calls through Connect (AWS); a failure throws and leaves the marker, so the deletion resumes.
      const prefixes = calls.flatMap((c) => recordingPrefixes(c as unknown as CallRecord, this.services.config.CALL_RECORDINGS_LOCATION));
      if (prefixes.length && this.services.recordings.remove) await this.services.recordings.remove(prefixes);
      // The calendar grant is revoked at Google, then its tokens go with the partition.
      await new GoogleCalendarService(this.services).revokeForDeletion(businessId);
      if (marker.assistant_phone_number) {
        const link = await this.erase.phoneLink(marker.assistant_phone_number);
        if (link && link.business_id === businessId) {
          await this.services.phoneNumbers.release(marker.assistant_phone_number, {
            provider_id: (link.provider_id as string | null) ?? null,
            provider_arn: (link.provider_arn as string | null) ?? null,
          });
        }
      }
    }
    // Pointers first (they are found through the records), then the partitions, then the user: a crash in between
    // leaves the marker, and the next run finds what is left.
    const phoneKeyOwned = marker.assistant_phone_number && businessId ? (await this.erase.phoneLink(marker.assistant_phone_number))?.business_id === businessId : false;
    await this.erase.deleteKeys(
      this.erase.guardKeys({ codeHashes, callIds, email: marker.email, phone: phoneKeyOwned ? marker.assistant_phone_number : null }),
    );
    if (businessId) await this.erase.erasePartitions(this.erase.businessPartitions(businessId));
    await this.services.repos.sessions.deleteAllFamilies(marker.user_id);
    // Refresh tokens, reset and emailed links, Google authorizations in progress: found by the user's pointer index.
    await this.erase.eraseTenantPointers(marker.user_id);
    for (const pk of this.erase.emailPartitions(marker.email)) await this.erase.erasePartition(pk);
    await this.erase.erasePartition(this.erase.userPartition(marker.user_id));
    if (!marker.email_sent) {
      await this.services.email.send({
        to: marker.email,
        subject: 'Your AI Receptionist account has been deleted',
        text: [
          `Hello${marker.full_name ? ` ${marker.full_name}` : ''},`,
          '',
          'Your AI Receptionist account and everything it held (business profile, assistant, appointments, calls, orders and messages) have been deleted.',
          marker.assistant_phone_number ? `Your assistant's number ${marker.assistant_phone_number} no longer answers.` : '',
          '',
          'If you did not ask for this, reply to this email.',
        ].join('\n'),
      });
      await this.erase.markEmailSent(marker.user_id);
    }
    await this.erase.deleteMarker(marker.user_id);
  }
}
