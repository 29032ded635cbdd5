import type { PollyClient, VoiceId } from '@aws-sdk/client-polly';
import { pollyVoiceFor } from '../assistant/polly-voices.js';
import { unavailable, validationList } from '../core/errors.js';
import type { VoiceSynthesizer } from '../core/ports.js';

/** Polly's answers meaning "busy or down right now". */
const BUSY = new Set(['ThrottlingException', 'ServiceFailureException', 'TooManyRequestsException', 'InternalFailure', 'ServiceUnavailable']);

/**
 * 'AI Voice Preview' in AWS: Amazon Polly's neural engine, MP3, with the same Polly voice the contact flow sets for
 * the owner's choice (functions/assistant/polly-voices.ts), so the preview sounds like the calls.
 */
export function pollyVoiceSynthesizer(options: { client?: PollyClient } = {}): VoiceSynthesizer {
  // The SDK is imported and the client made on the first preview, not at cold start.
  let client = options.client;
  return {
    async synthesize({ voice, text }) {
      const { PollyClient, SynthesizeSpeechCommand } = await import('@aws-sdk/client-polly');
      client ??= new PollyClient({});
      try {
        const out = await client.send(
          new SynthesizeSpeechCommand({ Engine: 'neural', OutputFormat: 'mp3', TextType: 'text', VoiceId: pollyVoiceFor(voice) as VoiceId, Text: text }),
        );
        if (!out.AudioStream) throw new Error('Polly returned no audio');
        return { contentType: out.ContentType ?? 'audio/mpeg', audio: await out.AudioStream.transformToByteArray() };
      } catch (error) {
        const name = (error as { name?: string })?.name ?? '';
        if (BUSY.has(name)) throw unavailable('The voice preview is busy right now. Please try again in a moment.', 10);
        if (name === 'TextLengthExceededException' || name === 'InvalidSsmlException') {
          throw validationList(['This text cannot be spoken as a preview. Shorten it and try again.']);
        }
        throw error;
      }
    },
  };
}
