import { api } from '../../lib/api';

export type CallAction = 'continue' | 'transfer' | 'message' | 'hangup';
export type CallOutcome = 'answered' | 'booked' | 'ordered' | 'message' | 'transferred' | 'abandoned';
export const CALL_OUTCOMES: readonly CallOutcome[] = ['answered', 'booked', 'ordered', 'message', 'transferred', 'abandoned'];

export interface TurnReply {
  say: string;
  action: CallAction;
  transfer_to?: string;
  ended: boolean;
}
export interface StartReply extends TurnReply {
  id: string;
}

export interface TranscriptLine {
  speaker: 'assistant' | 'caller';
  text: string;
  at: string;
  action?: CallAction;
  transfer_to?: string;
  /** The owner's records the facts of this line came from (FAQ, service, hours, address). */
  sources?: Array<{ kind: 'faq' | 'service' | 'hours' | 'address'; id: string }>;
}

export interface CallSummary {
  id: string;
  direction: 'inbound' | 'outbound';
  is_test: boolean;
  caller_number: string | null;
  dialed_number: string | null;
  started_at: string;
  ended_at: string | null;
  duration_seconds: number | null;
  outcome: CallOutcome | null;
  status: 'in_progress' | 'ended';
  summary: string | null;
  transfer_to: string | null;
  recording_url: string | null;
  /** Where Amazon Connect stored the audio (an s3:// key prefix), for calls through Connect; not a browser link. */
  recording_location?: string | null;
  turn_count: number;
}
export interface CallDetail extends CallSummary {
  transcript: TranscriptLine[];
  time_zone?: string;
}
export interface CallPage {
  calls: CallSummary[];
  next_cursor: string | null;
  time_zone: string;
}

/** Unsaved settings of the assistant screen, applied to one test call only (never saved). */
export interface CallOverrides {
  assistant_overrides?: Record<string, unknown>;
  business_overrides?: Record<string, unknown>;
}

export const startTestCall = (body: CallOverrides & { caller_number?: string | null }) => api.post<StartReply>('/test-calls', body);
export const sendTurn = (id: string, text: string) => api.post<TurnReply>(`/test-calls/${encodeURIComponent(id)}/turns`, { text });
export const hangUpTestCall = (id: string) => api.post<CallDetail>(`/test-calls/${encodeURIComponent(id)}/end`, {});
export const getTestCall = (id: string) => api.get<CallDetail>(`/test-calls/${encodeURIComponent(id)}`);

/** 'Call Me Now': locally the browser call panel opens ('browser'); in AWS Amazon Connect rings the owner ('phone'). */
export type CallMeReply = { mode: 'browser'; phone_number?: string } | { mode: 'phone'; contact_id: string; phone_number?: string };
export const callMe = (phoneNumber?: string | null) =>
  api.post<CallMeReply>('/test-calls/call-me', phoneNumber ? { phone_number: phoneNumber } : {});

/** 'AI Voice Preview': locally the browser speaks `text`; in AWS Amazon Polly's audio comes back. */
export type VoicePreviewReply =
  | { mode: 'browser'; text: string; voice: string }
  | { mode: 'polly'; content_type: string; audio_base64: string; text: string; voice?: string };
export const voicePreview = (voice: string, text?: string | null) =>
  api.post<VoicePreviewReply>('/test-calls/voice-preview', text ? { voice, text } : { voice });

export const listCalls = (query: { outcome?: string; from?: string; to?: string; cursor?: string | null; limit?: number }, signal?: AbortSignal) =>
  api.get<CallPage>('/calls', { query, signal });
export const getCall = (id: string, signal?: AbortSignal) => api.get<CallDetail>(`/calls/${encodeURIComponent(id)}`, { signal });

export const OUTCOME_LABEL: Record<CallOutcome, string> = {
  answered: 'Answered',
  booked: 'Booked',
  ordered: 'Ordered',
  message: 'Message',
  transferred: 'Transferred',
  abandoned: 'Abandoned',
};
