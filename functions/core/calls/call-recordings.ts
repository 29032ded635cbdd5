import type { CallRecord } from './model.js';
import type { RecordingStore } from '../ports.js';

/** One machine keeps no audio. */
export const noRecordings: RecordingStore = {
  async playbackUrl() {
    return null;
  },
  async remove() {},
};

const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '/');

/**
 * The key prefixes a call's recording can have: Connect files it under a UTC date, the call's start day or, for a call
 * that ran past midnight UTC, the day it ended. Empty when the call has no contact id or recordings are not configured.
 */
export function recordingPrefixes(call: CallRecord, location: string | undefined): string[] {
  const contactId = typeof call.contact_id === 'string' ? call.contact_id : null;
  if (!location || !contactId) return [];
  const base = location.endsWith('/') ? location : `${location}/`;
  const days = new Set([day(call.started_at), ...(call.ended_at ? [day(call.ended_at)] : [])]);
  return [...days].map((d) => `${base}${d}/${contactId}_`);
}
