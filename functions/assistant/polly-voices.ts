import { VOICES, type Voice } from '../core/assistant/settings.js';

/**
 * The spec's eight voice names (the owner picks one on the assistant screen) and the Amazon Polly voice that
 * speaks for each in AWS: the contact flow sets it with UpdateContactTextToSpeechVoice, and the AI Voice Preview
 * synthesizes with it. All are US-English voices of Polly's neural engine, chosen so the eight differ audibly
 * (four feminine, four masculine, none a child's voice).
 */
export const POLLY_ENGINE = 'Neural' as const;

export const POLLY_VOICES: Readonly<Record<Voice, string>> = {
  alloy: 'Joanna',
  ash: 'Matthew',
  ballad: 'Stephen',
  coral: 'Ruth',
  echo: 'Gregory',
  sage: 'Danielle',
  shimmer: 'Kendra',
  verse: 'Joey',
};

/** Connect's voice when none is set, and ours for an unknown or missing choice. */
export const DEFAULT_POLLY_VOICE = POLLY_VOICES.alloy;

/** The Polly voice for a stored voice name; anything unknown (or an old value) speaks with the default. */
export function pollyVoiceFor(voice: string | null | undefined): string {
  return (VOICES as readonly string[]).includes(voice ?? '') ? POLLY_VOICES[voice as Voice] : DEFAULT_POLLY_VOICE;
}
