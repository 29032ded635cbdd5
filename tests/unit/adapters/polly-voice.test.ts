import { beforeEach, describe, expect, it } from 'vitest';
import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { mockClient } from 'aws-sdk-client-mock';
import { pollyVoiceSynthesizer } from '../../../functions/adapters/polly-voice.js';
import { POLLY_VOICES } from '../../../functions/assistant/polly-voices.js';
import { VOICES } from '../../../functions/core/assistant/settings.js';
import { AppError } from '../../../functions/core/errors.js';

const client = new PollyClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
const mock = mockClient(client);
const polly = pollyVoiceSynthesizer({ client });
const audio = new Uint8Array([0xff, 0xfb, 0x90, 0x64]);
const stream = () => ({ transformToByteArray: async () => audio }) as never;

beforeEach(() => mock.reset());

describe('pollyVoiceSynthesizer (SynthesizeSpeech)', () => {
  it.each(VOICES)('voice %s: neural MP3 in its Polly voice', async (voice) => {
    mock.on(SynthesizeSpeechCommand).resolves({ ContentType: 'audio/mpeg', AudioStream: stream() });
    const out = await polly.synthesize({ voice, text: 'Thank you for calling.' });
    expect(out).toEqual({ contentType: 'audio/mpeg', audio });
    expect(mock.commandCalls(SynthesizeSpeechCommand)[0]!.args[0].input).toEqual({
      Engine: 'neural',
      OutputFormat: 'mp3',
      TextType: 'text',
      VoiceId: POLLY_VOICES[voice],
      Text: 'Thank you for calling.',
    });
  });

  it('throttling or a Polly failure is a 503 with a human message', async () => {
    for (const name of ['ThrottlingException', 'ServiceFailureException']) {
      mock.on(SynthesizeSpeechCommand).rejects(Object.assign(new Error(name), { name, $metadata: {} }));
      const error = await polly.synthesize({ voice: 'alloy', text: 'Hi' }).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(503);
      expect((error as AppError).message).toBe('The voice preview is busy right now. Please try again in a moment.');
    }
  });

  it('text Polly will not speak is a 422', async () => {
    mock.on(SynthesizeSpeechCommand).rejects(Object.assign(new Error('too long'), { name: 'TextLengthExceededException', $metadata: {} }));
    const error = (await polly.synthesize({ voice: 'alloy', text: 'Hi' }).catch((e: unknown) => e)) as AppError;
    expect([error.status, error.message]).toEqual([422, 'This text cannot be spoken as a preview. Shorten it and try again.']);
  });

  it('no audio, or an unknown error, is not disguised', async () => {
    mock.on(SynthesizeSpeechCommand).resolves({});
    await expect(polly.synthesize({ voice: 'alloy', text: 'Hi' })).rejects.toThrow('Polly returned no audio');
    mock.on(SynthesizeSpeechCommand).rejects(Object.assign(new Error('nope'), { name: 'AccessDeniedException', $metadata: {} }));
    await expect(polly.synthesize({ voice: 'alloy', text: 'Hi' })).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });
});
