import * as z from '../zod-mini.js';
import { VOICES, type Voice } from '../assistant/settings.js';
import { BusinessService } from '../business/business-service.js';
import { parseOrThrow } from '../validation.js';
import { AppError, badRequest } from '../errors.js';
import { toValidE164 } from '../phone.js';
import type { Services } from '../services.js';
import type { OutboundCaller, VoiceSynthesizer } from '../ports.js';
import { MAX_PREVIEW_TEXT, type CallMeReply, type VoicePreviewReply } from '../../contract/calls.js';
import type { RateLimitRepository } from '../repositories.js';
import { dialogEngine } from './dialog-engine.js';

export { MAX_PREVIEW_TEXT };

/**
 * The two edges of onboarding's 'Call Me Now' and the assistant screen's 'AI Voice Preview' that differ between
 * AWS and one machine. The composition roots choose the implementation: Amazon Connect and Amazon Polly in AWS
 * (functions/adapters/connect-outbound-caller.ts, functions/adapters/polly-voice.ts), the browser locally
 * (functions/adapters/browser-media.ts: the web opens the in-browser call panel, or speaks with speechSynthesis).
 */

export { TEST_CALL_ATTRIBUTE } from './test-call-attribute.js';

/**
 * Real calls and Polly audio cost money (and an outbound call to any number is a toll-fraud target): per business,
 * at most this many placed test calls and synthesized previews per hour. Browser mode (locally) is not counted.
 */
export const CALL_ME_PER_HOUR = 5;
export const VOICE_PREVIEWS_PER_HOUR = 60;
const HOUR = 3600;

// On zod's functional API (core/zod-mini.ts): the chained API's ~60 KB left out of test-calls (issue 15). The same
// checks, in the same order.
export const callMeSchema = z.strictObject({
  phone_number: z.optional(z.union([z.string().check(z.trim(), z.maxLength(40, 'is too long')), z.null()])),
});

export const voicePreviewSchema = z.strictObject({
  voice: z.enum(VOICES, { message: `must be one of ${VOICES.join(', ')}` }),
  text: z.optional(
    z.union([z.string().check(z.trim(), z.maxLength(MAX_PREVIEW_TEXT, `must be at most ${MAX_PREVIEW_TEXT} characters`)), z.null()]),
  ),
});

export type { CallMeReply, VoicePreviewReply };

/** POST /api/test-calls/call-me and /voice-preview (the owner's business only). */
export class TestCallMediaService {
  private readonly businesses: BusinessService;
  private readonly limits: RateLimitRepository;
  constructor(private readonly services: Services) {
    this.businesses = new BusinessService(services);
    this.limits = services.repos.rateLimit;
  }

  /** 429 once `bucket` has reached `limit` this hour for the business. */
  private async checkLimit(bucket: string, businessId: string, limit: number, what: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.limits.count(bucket, businessId, HOUR, this.services.now());
    if (count >= limit) {
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      throw new AppError('rate_limited', `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfterSeconds });
    }
  }

  async callMe(userId: string, body: unknown): Promise<CallMeReply> {
    const input = parseOrThrow(callMeSchema, body ?? {});
    const agg = await this.businesses.loadOwned(userId);
    const given = input.phone_number || agg.business.phone_number || '';
    if (!given.trim()) {
      throw badRequest('There is no phone number to call. Enter the number the assistant should call, with its country code (e.g. +1 415 555 0100).');
    }
    const destination = toValidE164(given);
    if (!destination) {
      throw badRequest(`"${given}" is not a valid phone number. Enter it with its country code, e.g. +1 415 555 0100.`);
    }
    const limited = `You can have your assistant call you ${CALL_ME_PER_HOUR} times an hour; use Start Test Call to keep talking to it in the browser.`;
    await this.checkLimit('call-me', agg.business.id, CALL_ME_PER_HOUR, limited);
    const placed = await this.services.outboundCaller.call({
      businessId: agg.business.id,
      destination,
      source: agg.business.assistant_phone_number || null,
    });
    if (!placed) return { mode: 'browser', phone_number: destination };
    await this.limits.hit('call-me', agg.business.id, HOUR, this.services.now());
    return { mode: 'phone', contact_id: placed.contactId, phone_number: destination };
  }

  async voicePreview(userId: string, body: unknown): Promise<VoicePreviewReply> {
    const input = parseOrThrow(voicePreviewSchema, body ?? {});
    const agg = await this.businesses.loadOwned(userId);
    // Without a text, the business's greeting exactly as the engine opens a call right now.
    const text = input.text || (await dialogEngine()).greet({ business: agg, now: this.services.now(), callerNumber: null }).say.slice(0, MAX_PREVIEW_TEXT);
    await this.checkLimit('voice-preview', agg.business.id, VOICE_PREVIEWS_PER_HOUR, `You can play ${VOICE_PREVIEWS_PER_HOUR} voice previews an hour.`);
    const audio = await this.services.voice.synthesize({ voice: input.voice, text });
    if (!audio) return { mode: 'browser', text, voice: input.voice };
    await this.limits.hit('voice-preview', agg.business.id, HOUR, this.services.now());
    return { mode: 'polly', content_type: audio.contentType, audio_base64: Buffer.from(audio.audio).toString('base64'), text, voice: input.voice };
  }
}
