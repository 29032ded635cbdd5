import { Arn, ArnFormat, Stack, Token } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import type { Api } from './api.js';
import { acknowledgeFindings } from './nag.js';

/** arn:aws:connect:<region>:<account>:instance/<uuid> */
export const CONNECT_INSTANCE_ARN = /^arn:aws[a-z-]*:connect:[a-z0-9-]+:\d{12}:instance\/[0-9a-f-]{36}$/;

export interface PhoneNumberAccessProps {
  readonly api: Api;
  /**
   * The Amazon Connect instance whose inventory the assistant numbers come from: the telephony construct's
   * (lib/telephony.ts; a token when the stack creates the instance), else context `connectInstanceArn`. When absent,
   * the 'connect' groups get no Connect permissions and the product hands out the fictional pool's numbers
   * (functions/aws/wiring/phone-numbers.ts).
   */
  readonly instanceArn?: string;
  /** The inbound contact flow a claimed number is associated with (the telephony construct's, else context `connectContactFlowId`). */
  readonly contactFlowId?: string;
}

/**
 * What onboarding's phone-number adapter (functions/adapters/connect-phone-numbers.ts) needs in Connect, for every
 * route group whose needs include 'connect': search the instance's available numbers, claim one, watch the
 * claim, associate it with the assistant's contact flow, and release it if linking fails. The instance and flow
 * ids reach the Lambda as CONNECT_INSTANCE_ARN and CONNECT_CONTACT_FLOW_ID.
 */
export class PhoneNumberAccess extends Construct {
  constructor(scope: Construct, id: string, props: PhoneNumberAccessProps) {
    super(scope, id);
    const instanceArn = props.instanceArn ?? stringContext(this, 'connectInstanceArn');
    const contactFlowId = props.contactFlowId ?? stringContext(this, 'connectContactFlowId');
    if (!instanceArn) {
      if (contactFlowId) throw new Error('connectContactFlowId is set but connectInstanceArn is not');
      return;
    }
    const literalArn = !Token.isUnresolved(instanceArn);
    if (literalArn && !CONNECT_INSTANCE_ARN.test(instanceArn)) {
      throw new Error(`Invalid connectInstanceArn: ${instanceArn} (expected arn:aws:connect:<region>:<account>:instance/<id>)`);
    }
    if (contactFlowId !== undefined && !Token.isUnresolved(contactFlowId) && !/^[0-9a-f-]{36}$/.test(contactFlowId)) {
      throw new Error(`Invalid connectContactFlowId: ${contactFlowId} (expected the flow's id, a UUID)`);
    }
    const stack = Stack.of(this);
    // An instance this stack creates is in the stack's own partition, region and account.
    const [, partition, , region, account] = literalArn ? instanceArn.split(':') : [undefined, stack.partition, undefined, stack.region, stack.account];
    // Connect numbers can only be claimed in the instance's own region.
    if (literalArn && !Token.isUnresolved(stack.region) && region !== stack.region) {
      throw new Error(`connectInstanceArn is in ${region}, but the stack deploys to ${stack.region}`);
    }
    // Phone number ids are assigned by Connect when a number is claimed, so they cannot be named in advance.
    const phoneNumbers = Arn.format(
      { partition, service: 'connect', region, account, resource: 'phone-number', resourceName: '*', arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
    );
    const contactFlow = `${instanceArn}/contact-flow/${contactFlowId ?? '*'}`;

    for (const fn of props.api.functionsNeeding('connect')) {
      fn.addEnvironment('CONNECT_INSTANCE_ARN', instanceArn);
      if (contactFlowId) fn.addEnvironment('CONNECT_CONTACT_FLOW_ID', contactFlowId);
      fn.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['connect:SearchAvailablePhoneNumbers', 'connect:ClaimPhoneNumber'],
          resources: [instanceArn, phoneNumbers],
        }),
      );
      fn.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['connect:DescribePhoneNumber', 'connect:ReleasePhoneNumber'],
          resources: [phoneNumbers],
        }),
      );
      if (contactFlowId) {
        fn.role.addToPrincipalPolicy(
          new PolicyStatement({
            actions: ['connect:AssociatePhoneNumberContactFlow'],
            resources: [phoneNumbers, instanceArn, contactFlow],
          }),
        );
      }
      acknowledgeFindings(fn.role, 'AwsSolutions-IAM5', [
        {
          pattern: /^Resource::arn:(aws[a-z-]*|<AWS::Partition>):connect:([a-z0-9-]+|<AWS::Region>):(\d{12}|<AWS::AccountId>):phone-number\/\*$/,
          reason:
            'Connect assigns a phone number id only when the number is claimed, so claim, describe, associate and release cannot name it in advance; limited to phone numbers of this account and region.',
        },
      ]);
    }
  }
}

function stringContext(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value;
}
