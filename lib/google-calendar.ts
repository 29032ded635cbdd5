import { CfnOutput, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { NodeLambda } from './api-function.js';
import type { Api } from './api.js';
import { acknowledge } from './nag.js';

export interface GoogleCalendarProps {
  readonly stage: string;
  /** Its 'google' route groups and companion functions (the Lex code hook) get the grants. */
  readonly api: Api;
  /** Further functions that talk to Google (the calendar-event workflow's task Lambda). */
  readonly extraFunctions?: readonly NodeLambda[];
  /** The site's URL; Google must know `${siteUrl}/api/google/callback` as a redirect URI. */
  readonly siteUrl: string;
}

/**
 * Google Calendar for one stage: the OAuth client's id and secret in Secrets Manager (filled in by the deployer,
 * docs/deploy.md), and the KMS key that encrypts every business's Google tokens at rest. Each function that talks
 * to Google may read that one secret and encrypt/decrypt with that one key, only with the encryption context the
 * code uses (the business id, or the PKCE verifier's state), and nothing else.
 */
export class GoogleCalendar extends Construct {
  readonly secret: Secret;
  readonly key: Key;

  constructor(scope: Construct, id: string, props: GoogleCalendarProps) {
    super(scope, id);
    this.secret = new Secret(this, 'OAuthClient', {
      description: `Receptionist ${props.stage}: Google OAuth client as JSON {"client_id", "client_secret"}; replace the placeholder (docs/deploy.md)`,
      // A placeholder the deployer overwrites with put-secret-value; the code refuses it with a clear log line.
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ client_id: 'REPLACE_ME' }),
        generateStringKey: 'client_secret',
        excludePunctuation: true,
      },
    });
    acknowledge(this.secret, {
      id: 'AwsSolutions-SMG4',
      reason: "A third party's OAuth client secret: it is rotated in the Google Cloud console and pasted here (docs/deploy.md); Secrets Manager cannot rotate it.",
    });

    this.key = new Key(this, 'TokenKey', {
      description: `Receptionist ${props.stage}: encrypts the businesses' Google Calendar tokens`,
      enableKeyRotation: true,
      // Losing the key loses every stored grant; owners would have to reconnect. Kept when the stack goes.
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const fn of [...props.api.allFunctionsNeeding('google'), ...(props.extraFunctions ?? [])]) this.bind(fn);

    new CfnOutput(this, 'OAuthSecretArn', {
      value: this.secret.secretArn,
      description: 'Put the Google OAuth client here: {"client_id":"...","client_secret":"..."}',
    });
    new CfnOutput(this, 'OAuthRedirectUri', {
      value: `${props.siteUrl}/api/google/callback`,
      description: "Add this as an authorized redirect URI of the Google OAuth client",
    });
  }

  /** Read the OAuth client, encrypt and decrypt tokens: the grants and the environment that names them. */
  bind(fn: NodeLambda): void {
    this.secret.grantRead(fn);
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['kms:Encrypt', 'kms:Decrypt'],
        resources: [this.key.keyArn],
        // Only with the contexts the code binds: a business's tokens, or an authorization's PKCE verifier.
        conditions: { 'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['business_id', 'purpose', 'state'] } },
      }),
    );
    fn.addEnvironment('GOOGLE_OAUTH_SECRET_ARN', this.secret.secretArn);
    fn.addEnvironment('GOOGLE_TOKEN_KEY_ID', this.key.keyArn);
  }
}
