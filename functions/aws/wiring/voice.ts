import { pollyVoiceSynthesizer } from '../../adapters/polly-voice.js';
import { wiring } from '../composition.js';

/** 'AI Voice Preview' through Amazon Polly (need 'polly'). */
export const pollyVoice = wiring('polly', () => ({ voice: pollyVoiceSynthesizer() }));
