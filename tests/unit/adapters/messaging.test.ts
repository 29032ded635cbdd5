import { beforeEach, describe, expect, it } from 'vitest';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { snsSmsSender } from '../../../functions/adapters/sns-sms.js';
import { sesEmailSender } from '../../../functions/adapters/ses-email.js';

const credentials = { accessKeyId: 'x', secretAccessKey: 'y' };
const sns = new SNSClient({ region: 'us-east-1', credentials });
const snsMock = mockClient(sns);
const sesMock = mockClient(SESv2Client);

beforeEach(() => {
  snsMock.reset();
  sesMock.reset();
});

describe('SMS through SNS (issue 19: texts that deliver)', () => {
  it('sends from the registered origination number, transactional', async () => {
    snsMock.on(PublishCommand).resolves({ MessageId: 'm-1' });
    await snsSmsSender(sns, { originationNumber: '+18885550100' }).send({ to: '+12125550147', body: 'See you at 3' });
    const input = snsMock.commandCalls(PublishCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ PhoneNumber: '+12125550147', Message: 'See you at 3' });
    expect(input.TopicArn).toBeUndefined();
    expect(input.MessageAttributes).toEqual({
      'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
      'AWS.MM.SMS.OriginationNumber': { DataType: 'String', StringValue: '+18885550100' },
    });
  });

  it('without a number (a dev stage) leaves the choice to SNS', async () => {
    snsMock.on(PublishCommand).resolves({ MessageId: 'm-2' });
    await snsSmsSender(sns).send({ to: '+12125550147', body: 'hi' });
    expect(Object.keys(snsMock.commandCalls(PublishCommand)[0]!.args[0].input.MessageAttributes ?? {})).toEqual(['AWS.SNS.SMS.SMSType']);
  });
});

describe('email through SES', () => {
  it("sends with the stage's configuration set, so bounces and complaints are suppressed", async () => {
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'e-1' });
    await sesEmailSender({ from: 'no-reply@example.com', configurationSet: 'receptionist-prod', region: 'us-east-1' }).send({
      to: 'client@example.org',
      subject: 'Booked',
      text: 'See you',
    });
    const input = sesMock.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ FromEmailAddress: 'no-reply@example.com', ConfigurationSetName: 'receptionist-prod', Destination: { ToAddresses: ['client@example.org'] } });
  });

  it('without one (locally) sends none', async () => {
    sesMock.on(SendEmailCommand).resolves({ MessageId: 'e-2' });
    await sesEmailSender({ from: 'no-reply@example.com', region: 'us-east-1' }).send({ to: 'a@example.org', subject: 's', text: 't' });
    expect(sesMock.commandCalls(SendEmailCommand)[0]!.args[0].input.ConfigurationSetName).toBeUndefined();
  });
});
