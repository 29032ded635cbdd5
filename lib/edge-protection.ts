import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { ACCESS_COOKIE } from '../functions/api/session-cookies.js';
import { VIEWER_ADDRESS_HEADER } from '../functions/api/http.js';

/** Requests per 5 minutes one signed-in session may make to /api before WAF answers 429. */
export const PER_SESSION_LIMIT = 1500;
/** Requests per 5 minutes one client address may make before WAF answers 429 (sign-up, login, the site). */
export const PER_ADDRESS_LIMIT = 3000;

/**
 * The header the API reads the client's address from (functions/api/appointments/app.ts clientAddress). CloudFront's own
 * CloudFront-Viewer-Address can only reach the origin with a policy that also forwards the viewer's Host, which the
 * API's domain refuses; so the viewer-request function below writes the viewer's address into this header, replacing
 * whatever the client sent.
 */
export { VIEWER_ADDRESS_HEADER };

/** CloudFront Function (viewer request) of the /api/* behaviour. */
export const VIEWER_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}
`;

/**
 * AWS WAF in front of CloudFront (issue 19, item 6): AWS managed common and IP-reputation rule sets, a per-session rate
 * rule keyed by the access-token cookie (one tenant's burst does not throttle the others) and a per-address rate rule
 * for everything else (sign-up, login, the site). A CLOUDFRONT web ACL must be created in us-east-1.
 */
export class EdgeProtection extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { readonly stage: string }) {
    super(scope, id);
    const visibility = (name: string) => ({ cloudWatchMetricsEnabled: true, metricName: `receptionist-${props.stage}-${name}`, sampledRequestsEnabled: true });
    const tooMany = { block: { customResponse: { responseCode: 429 } } };
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `receptionist-${props.stage}`,
      description: `Receptionist ${props.stage}: managed rules and per-session / per-address rate limits`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('web-acl'),
      rules: [
        {
          name: 'AWSManagedRulesAmazonIpReputationList',
          priority: 0,
          overrideAction: { none: {} },
          statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' } },
          visibilityConfig: visibility('ip-reputation'),
        },
        {
          name: 'AWSManagedRulesCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The API takes JSON bodies up to 256 KB (onboarding drafts); the set's 8 KB body limit would block them.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('common'),
        },
        {
          name: 'PerSessionRate',
          priority: 2,
          action: tooMany,
          statement: {
            rateBasedStatement: {
              limit: PER_SESSION_LIMIT,
              evaluationWindowSec: 300,
              aggregateKeyType: 'CUSTOM_KEYS',
              // Requests without the cookie are not counted here (the per-address rule covers them).
              customKeys: [{ cookie: { name: ACCESS_COOKIE, textTransformations: [{ priority: 0, type: 'NONE' }] } }],
            },
          },
          visibilityConfig: visibility('per-session'),
        },
        {
          name: 'PerAddressRate',
          priority: 3,
          action: tooMany,
          statement: { rateBasedStatement: { limit: PER_ADDRESS_LIMIT, evaluationWindowSec: 300, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('per-address'),
        },
      ],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
