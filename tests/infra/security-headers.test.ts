import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../lib/app.js';
import { CONTENT_SECURITY_POLICY, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY } from '../../functions/api/security-headers.js';
import { SKIP_BUNDLING } from './helpers.js';

/** Issue 12, item 8: CloudFront sends the same security headers as the local server, on the SPA and on /api. */
describe('CloudFront response headers policy', () => {
  const { stack } = buildApp('headers', { nag: false, workflows: [], context: SKIP_BUNDLING });
  const template = Template.fromStack(stack);

  it('sets the shared CSP, Permissions-Policy, HSTS, nosniff, frame and referrer policies', () => {
    const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(1);
    const config = policies[0]!.Properties.ResponseHeadersPolicyConfig;
    expect(config.SecurityHeadersConfig).toEqual({
      ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'same-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true, Override: true },
    });
    expect(config.CustomHeadersConfig.Items).toEqual([{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }]);
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(PERMISSIONS_POLICY).toContain('microphone=(self)');
  });

  it('applies it to the SPA and to /api/*', () => {
    const [policyId] = Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const behaviors = [distribution.DefaultCacheBehavior, ...distribution.CacheBehaviors];
    expect(behaviors.map((b: any) => b.PathPattern ?? 'default')).toEqual(['default', '/api/*']);
    for (const behavior of behaviors) expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });
});
