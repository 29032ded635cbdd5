import { Arn, ArnFormat, Aws, CfnOutput, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { ConfigurationSet, EmailIdentity, Identity, SuppressionReasons } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { Bindable } from './data-table.js';

export interface MessagingProps {
  readonly stage: string;
  /** EMAIL_FROM of every Lambda. */
  readonly emailFrom: string;
  /** The SES domain identity this stack creates (DKIM); without it the sender's identity is managed outside the stack. */
  readonly senderDomain?: string;
  /** The registered toll-free or 10DLC number SMS are sent from (SNS origination number). */
  readonly smsOriginationIdentity?: string;
}

/**
 * Email and SMS that deliver (issue 19, item 4): an SES configuration set whose suppression list stops sending to
 * addresses that bounced or complained, the sender domain as an SES identity with Easy DKIM using that set, and the
 * SMS origination number. Every sender gets its grants and environment from bindEmail/bindSms, so the Lambdas, the
 * workflows and the code hook cannot drift apart.
 */
export class Messaging extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly identity?: EmailIdentity;
  private readonly props: MessagingProps;

  constructor(scope: Construct, id: string, props: MessagingProps) {
    super(scope, id);
    this.props = props;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `receptionist-${props.stage}`,
      // Hard bounces and complaints land on the account's suppression list; SES then drops later sends to them.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    if (props.senderDomain) {
      this.identity = new EmailIdentity(this, 'SenderDomain', {
        identity: Identity.domain(props.senderDomain),
        configurationSet: this.configurationSet,
      });
      // The three CNAME records to publish in the domain's DNS (Easy DKIM); SES verifies the domain once they resolve.
      [
        [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
        [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
        [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
      ].forEach(([name, value], i) => new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${name} CNAME ${value}`, description: `DKIM record ${i + 1} of ${props.senderDomain}` }));
    }
  }

  /** ses:SendEmail on the sender's identities and the configuration set, plus EMAIL_FROM and SES_CONFIGURATION_SET. */
  bindEmail(target: Bindable): void {
    const stack = Stack.of(this);
    const domain = this.props.emailFrom.split('@')[1];
    const identityArn = (identity: string) =>
      Arn.format({ service: 'ses', resource: 'identity', resourceName: identity, arnFormat: ArnFormat.SLASH_RESOURCE_NAME }, stack);
    // SES authorises against whichever identity is verified (the address or its domain) and the configuration set used.
    target.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          identityArn(this.props.emailFrom),
          ...(domain ? [identityArn(domain)] : []),
          Arn.format(
            { service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName, arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
            stack,
          ),
        ],
      }),
    );
    target.addEnvironment('EMAIL_FROM', this.props.emailFrom);
    target.addEnvironment('SES_CONFIGURATION_SET', this.configurationSet.configurationSetName);
  }

  /**
   * sns:Publish for SMS only: NotResource excludes every topic ARN, so the grant reaches phone numbers (which have no
   * ARN) and never a topic. SMS_ORIGINATION_NUMBER is the registered number the texts come from.
   */
  bindSms(target: Bindable): void {
    target.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        notResources: [`arn:${Aws.PARTITION}:sns:*:*:*`],
        conditions: { StringEquals: { 'aws:RequestedRegion': Aws.REGION } },
      }),
    );
    if (this.props.smsOriginationIdentity) target.addEnvironment('SMS_ORIGINATION_NUMBER', this.props.smsOriginationIdentity);
  }
}
