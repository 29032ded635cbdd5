import { voicePreview } from './test-call-api';
import { canSpeak, playAudio, speak } from './speech';
import { MAX_PREVIEW_TEXT } from '../../../../functions/contract/calls';


/**
 * 'AI Voice Preview': asks the API for `text` (default: the business's greeting) in `voice` and plays it, as
 * Amazon Polly's audio in AWS or through the browser's speech synthesis locally. Answers the words said and a line to
 * show beside the button: a muted device, or a browser without voices, still shows what would be heard.
 */
export async function playVoicePreview(voice: string, text?: string | null): Promise<{ text: string; note: string }> {
  const wanted = text?.trim().slice(0, MAX_PREVIEW_TEXT) || null;
  const reply = await voicePreview(voice || 'alloy', wanted);
  if (reply.mode === 'polly') {
    await playAudio(reply.content_type, reply.audio_base64);
    return { text: reply.text, note: `Your assistant says: "${reply.text}"` };
  }
  if (canSpeak()) {
    speak(reply.text, reply.voice);
    return { text: reply.text, note: `Your assistant says: "${reply.text}"` };
  }
  return { text: reply.text, note: `This browser cannot play speech. Your assistant says: "${reply.text}"` };
}
