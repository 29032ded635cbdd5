import { connectPhoneNumbers } from '../../adapters/connect-phone-numbers.js';
import { localPhonePool } from '../../adapters/local-phone-pool.js';
import { wiring } from '../composition.js';

/** Assistant phone numbers (need 'connect'). */
export const connectNumbers = wiring('connect', ({ config, db }) => ({
  // Until the telephony stack provides a Connect instance, a stage hands out the fictional pool's numbers.
  phoneNumbers: config.CONNECT_INSTANCE_ARN
    ? connectPhoneNumbers({ instanceArn: config.CONNECT_INSTANCE_ARN, contactFlowId: config.CONNECT_CONTACT_FLOW_ID })
    : localPhonePool(() => db),
}));
