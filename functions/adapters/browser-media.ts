import type { OutboundCaller, VoiceSynthesizer } from '../core/ports.js';

/**
 * One machine has no telephony: 'Call Me Now' opens the in-browser test-call panel (the same dialog engine through
 * /api/test-calls) and 'AI Voice Preview' is spoken by the browser's speechSynthesis.
 */
export const browserOutboundCaller: OutboundCaller = {
  async call() {
    return null;
  },
};

export const browserVoiceSynthesizer: VoiceSynthesizer = {
  async synthesize() {
    return null;
  },
};
