import { browserOutboundCaller } from '../../adapters/browser-media.js';
import { connectOutboundCaller } from '../../adapters/connect-outbound-caller.js';
import { wiring } from '../composition.js';

/** 'Call Me Now' (need 'outbound-calls'). */
export const connectOutboundCalls = wiring('outbound-calls', ({ config }) => ({
  // Rings the owner through the assistant's contact flow once telephony is deployed (lib/telephony.ts).
  outboundCaller:
    config.CONNECT_INSTANCE_ARN && config.CONNECT_CONTACT_FLOW_ID
      ? connectOutboundCaller({ instanceArn: config.CONNECT_INSTANCE_ARN, contactFlowId: config.CONNECT_CONTACT_FLOW_ID })
      : browserOutboundCaller,
}));
