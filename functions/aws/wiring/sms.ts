import { snsSmsSender } from '../../adapters/sns-sms.js';
import { wiring } from '../composition.js';

/** Text messages through Amazon SNS, from the stage's origination number if it has one (need 'sms'). */
export const snsSms = wiring('sms', ({ config }) => ({
  sms: snsSmsSender(undefined, { originationNumber: config.SMS_ORIGINATION_NUMBER }),
}));
