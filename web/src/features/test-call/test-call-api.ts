import { api } from '../../lib/api';
import { fetchProfile } from '../settings/settings-api';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../functions/contract/appointments';
import type {
  CallDetail,
  CallLogOutcome as CallOutcome,
  CallMeReply,
  CallPage,
  StartReply,
  TurnReply,
  VoicePreviewReply,
} from '../../../../functions/contract/calls';

export {
  CALL_LOG_OUTCOMES as CALL_OUTCOMES,
  type CallAction,
  type CallDetail,
  type CallMeReply,
  type CallJson as CallSummary,
  type CallLogOutcome as CallOutcome,
  type CallPage,
  type StartReply,
  type TranscriptEntry as TranscriptLine,
  type TurnReply,
  type VoicePreviewReply,
} from '../../../../functions/contract/calls';


/** Unsaved settings of the assistant screen, applied to one test call only (never saved). */
export interface CallOverrides {
  assistant_overrides?: Record<string, unknown>;
  business_overrides?: Record<string, unknown>;
}

/** `startKey`: one per call the owner asks for, so a double click or a retry answers the call the first request began. */
export const startTestCall = (body: CallOverrides & { caller_number?: string | null }, startKey: string) =>
  api.post<StartReply>('/test-calls', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: startKey } });
export const sendTurn = (id: string, text: string) => api.post<TurnReply>(`/test-calls/${encodeURIComponent(id)}/turns`, { text });
export const hangUpTestCall = (id: string) => api.post<CallDetail>(`/test-calls/${encodeURIComponent(id)}/end`, {});
export const getTestCall = (id: string) => api.get<CallDetail>(`/test-calls/${encodeURIComponent(id)}`);

export const callMe = (phoneNumber?: string | null) =>
  api.post<CallMeReply>('/test-calls/call-me', phoneNumber ? { phone_number: phoneNumber } : {});

export const voicePreview = (voice: string, text?: string | null) =>
  api.post<VoicePreviewReply>('/test-calls/voice-preview', text ? { voice, text } : { voice });

/** Whether the owner's email notifications are on: the panel says a message is emailed only when it is. */
export const emailNotificationsOn = (signal?: AbortSignal) =>
  fetchProfile(signal).then((p) => p.user.email_notifications);

export const listCalls = (query: { outcome?: string; urgent?: 'true'; from?: string; to?: string; cursor?: string | null; limit?: number }, signal?: AbortSignal) =>
  api.get<CallPage>('/calls', { query, signal });
export const getCall = (id: string, signal?: AbortSignal) => api.get<CallDetail>(`/calls/${encodeURIComponent(id)}`, { signal });

export const OUTCOME_LABEL: Record<CallOutcome, string> = {
  answered: 'Answered',
  booked: 'Booked',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  ordered: 'Ordered',
  message: 'Message',
  transferred: 'Transferred',
  unanswered: 'Unanswered',
  abandoned: 'Abandoned',
};
