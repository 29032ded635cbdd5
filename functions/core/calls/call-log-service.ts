import type { Services } from '../services.js';
import { AppError, notFound, validationList } from '../errors.js';
import { parseOrThrow } from '../validation.js';
import { ownedBusinessRoot } from '../business/owned-root.js';
import { zoneOf } from '../appointments/zone.js';
import { STALE_CALL_MS, STALE_TEST_CALL_MS, callToJson, type CallJson } from './call-view.js';
import { recordingPrefixes } from './call-recordings.js';
import { callListQuerySchema } from './call-list-query.js';
import type { CallsRepository } from '../repositories.js';
import type { CallRecord } from './model.js';
import { withLegacyUrgency } from './message-urgency.js';

export const DEFAULT_CALL_PAGE = 25;

export interface CallPage {
  calls: CallJson[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  next_cursor: string | null;
  /** The business's zone: dates in the filters are its calendar days. */
  time_zone: string;
}

/** The Call Recording Logs: every real and test call of the owner's business, newest first. */
export class CallLogService {
  private readonly calls: CallsRepository;
  constructor(private readonly services: Services) {
    this.calls = services.repos.calls;
  }

  async list(userId: string, query: Record<string, string | undefined>): Promise<CallPage> {
    const q = parseOrThrow(callListQuerySchema, query);
    const business = await ownedBusinessRoot(this.services, userId);
    const zone = zoneOf(business);
    // luxon is a lazy chunk: loaded on the first filtered request only.
    const bounds = q.from || q.to ? await import('./call-log-bounds.js') : undefined;
    const fromIso = q.from ? bounds!.callLogBound(q.from, zone, 'start') : undefined;
    const toIso = q.to ? bounds!.callLogBound(q.to, zone, 'end') : undefined;
    if (fromIso && toIso && fromIso >= toIso) throw validationList(['From must be before To']);
    const now = this.services.now();
    const page = await this.calls.page(business.id, {
      fromIso,
      toIso,
      outcome: q.outcome,
      urgent: q.urgent === 'true',
      staleBeforeIso: new Date(now.getTime() - STALE_CALL_MS).toISOString(),
      staleTestBeforeIso: new Date(now.getTime() - STALE_TEST_CALL_MS).toISOString(),
      limit: q.limit ?? DEFAULT_CALL_PAGE,
      cursor: q.cursor,
    });
    const recordings = this.services.config.CALL_RECORDINGS_LOCATION;
    // The urgent filter's page also holds older calls whose message may be urgent: only those whose message is stay.
    const read = await this.withLegacyUrgency(business.id, page.calls);
    const calls = q.urgent === 'true' ? read.filter((c) => c.urgent === true) : read;
    return { calls: calls.map((c) => callToJson(c, now, false, recordings)), next_cursor: page.next, time_zone: zone };
  }

  async get(userId: string, callId: string): Promise<CallJson & { time_zone: string }> {
    const { business, call } = await this.owned(userId, callId);
    const [read] = await this.withLegacyUrgency(business.id, [call]);
    return { ...callToJson(read!, this.services.now(), true, this.services.config.CALL_RECORDINGS_LOCATION), time_zone: zoneOf(business) };
  }

  /** A short-lived link to the call's audio (Amazon Connect's recording); 404 with the reason when there is none. */
  async recordingUrl(userId: string, callId: string): Promise<string> {
    const { call } = await this.owned(userId, callId);
    const prefixes = recordingPrefixes(call, this.services.config.CALL_RECORDINGS_LOCATION);
    if (prefixes.length === 0) {
      throw new AppError('not_found', 'This call has no audio recording: test calls in the browser keep the transcript only.');
    }
    const url = await this.services.recordings.playbackUrl(prefixes);
    if (!url) {
      throw new AppError('not_found', 'The recording of this call is not available yet. Amazon Connect stores it a few minutes after the call ends.');
    }
    return url;
  }

  /** Calls stored before urgency was a field read urgent when their message carries the old mark. */
  private withLegacyUrgency<C extends CallRecord>(businessId: string, calls: C[]): Promise<C[]> {
    return withLegacyUrgency(calls, (from, to) => this.services.repos.messages.legacyUrgentCallIds(businessId, from, to));
  }

  private async owned(userId: string, callId: string) {
    const business = await ownedBusinessRoot(this.services, userId);
    const call = /^[A-Za-z0-9_-]{1,64}$/.test(callId) ? await this.calls.getById(callId) : null;
    if (!call || call.business_id !== business.id) throw notFound('Call');
    return { business, call };
  }
}
