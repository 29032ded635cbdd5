import { sesEmailSender } from '../../adapters/ses-email.js';
import { wiring } from '../composition.js';

/** Email through Amazon SES, from the stage's sender (route-group need 'email'). */
export const sesEmail = wiring('email', ({ config }) => ({
  email: sesEmailSender({ from: config.EMAIL_FROM, configurationSet: config.SES_CONFIGURATION_SET }),
}));
