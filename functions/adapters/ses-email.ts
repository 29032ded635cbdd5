import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { EmailMessage, EmailSender } from '../core/ports.js';

/** Email through SES v2 (the aws-ses-v2-local emulator locally, by endpoint override). */
export function sesEmailSender(options: { from: string; endpoint?: string; region?: string; configurationSet?: string }): EmailSender {
  // The SDK is imported and the client made on the first email, not at cold start (most requests send none).
  let client: SESv2Client | undefined;
  return {
    async send(message: EmailMessage) {
      const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
      client ??= new SESv2Client({
        region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
        ...(options.endpoint ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      });
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: options.from,
          // Bounces and complaints of the stage's configuration set feed the suppression list (lib/messaging.ts).
          ...(options.configurationSet ? { ConfigurationSetName: options.configurationSet } : {}),
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
              },
            },
          },
        }),
      );
    },
  };
}
