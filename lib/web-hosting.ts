import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { VIEWER_ADDRESS_CODE, VIEWER_ADDRESS_HEADER } from './edge-protection.js';
import { REPO_ROOT } from './api-function.js';
import {
  CONTENT_SECURITY_POLICY,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from '../functions/api/security-headers.js';
import { acknowledge, acknowledgeFindings } from './nag.js';

/** Where `npm run build` (Vite) writes the SPA. */
export const WEB_DIST_DIR = join(REPO_ROOT, 'dist', 'web');

/** The pre-rendered landing page (web/landing.html), answered for `/` only. */
export const LANDING_DOCUMENT = 'landing.html';

/**
 * CloudFront Function (viewer request) for the SPA: `/` gets the pre-rendered landing page; any other path
 * whose last segment has no file extension is a client-side route and gets the app's empty shell, /index.html
 * (so a deep link never shows the landing page first); files and anything under /api pass through.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/api' || uri.indexOf('/api/') === 0) {
    return request;
  }
  if (uri === '/') {
    request.uri = '/${LANDING_DOCUMENT}';
    return request;
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;

const PLACEHOLDER_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receptionist</title></head>
<body><p>The web app has not been built yet. Run <code>npm run build</code>, then deploy again.</p></body></html>
`;

/**
 * The SPA to upload: dist/web when it has been built, otherwise a one-page placeholder written to the
 * OS temp dir (outside the repo and cdk.out, so synth never bundles its own output).
 */
export function webAssetDir(distDir = WEB_DIST_DIR): { dir: string; placeholder: boolean } {
  if (existsSync(join(distDir, 'index.html'))) return { dir: distDir, placeholder: false };
  const dir = join(tmpdir(), 'receptionist-web-placeholder');
  mkdirSync(dir, { recursive: true });
  // Both documents the rewrite answers with: `/` and every other route.
  for (const name of ['index.html', LANDING_DOCUMENT]) {
    const file = join(dir, name);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== PLACEHOLDER_HTML) writeFileSync(file, PLACEHOLDER_HTML);
  }
  return { dir, placeholder: true };
}

export interface WebHostingProps {
  readonly stage: string;
  /** Origin for `/api/*`. */
  readonly httpApi: HttpApi;
  /** Override the uploaded directory (tests); defaults to {@link webAssetDir}. */
  readonly webDir?: string;
  /** The WAF web ACL (ARN) in front of the distribution (lib/edge-protection.ts). */
  readonly webAclArn?: string;
  /** Custom domain of the site and its us-east-1 ACM certificate. */
  readonly domain?: { readonly domainName: string; readonly certificateArn: string };
  /** The API's custom domain (its execute-api endpoint is then disabled); default the HTTP API's own endpoint. */
  readonly apiOriginDomain?: string;
}

/**
 * Private S3 bucket + CloudFront (Origin Access Control) serving the SPA, with `/api/*` forwarded
 * uncached to the HTTP API so the browser sees one origin (cookies stay first-party, no CORS).
 */
export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  readonly spaRewrite: CloudFrontFunction;
  /** The security headers of every answer, SPA and API: the values the local server sends (functions/api/security-headers.ts). */
  readonly securityHeaders: ResponseHeadersPolicy;
  /** True when dist/web was missing and the placeholder page was deployed. */
  readonly placeholder: boolean;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    // Holds S3 server access logs of the site bucket and CloudFront standard logs. CloudFront's
    // legacy log delivery writes with ACLs, hence OBJECT_WRITER (still no public access).
    this.logsBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.logsBucket, {
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into another bucket would only move the problem.',
    });

    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      // A bad upload can be rolled back to the previous build's objects for 30 days.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: '/ -> /landing.html; other SPA routes without a file extension -> /index.html (never /api)',
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    this.securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Receptionist ${props.stage}: CSP, Permissions-Policy, HSTS and the usual headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: frameOption(FRAME_OPTIONS), override: true },
        referrerPolicy: { referrerPolicy: referrerPolicy(REFERRER_POLICY), override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] },
    });

    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com; CloudFront wants just the host.
    const apiDomain = props.apiOriginDomain ?? Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    // The API throttles and logs by the viewer's address, which only the edge knows (lib/edge-protection.ts).
    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      comment: `Viewer address into ${VIEWER_ADDRESS_HEADER} for the API (replaces any client value)`,
      code: FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
      runtime: FunctionRuntime.JS_2_0,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Receptionist ${props.stage}`,
      webAclId: props.webAclArn,
      ...(props.domain
        ? {
            domainNames: [props.domain.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      // The rewrite answers `/` already; this keeps a request that skips it on the same page.
      defaultRootObject: LANDING_DOCUMENT,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders,
        compress: true,
        functionAssociations: [{ function: this.spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and headers reach the API; Host must stay the API's own domain.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
          responseHeadersPolicy: this.securityHeaders,
          compress: true,
        },
      },
    });
    acknowledge(this.distribution, {
      id: 'AwsSolutions-CFR1',
      reason: 'Business owners and their customers may be anywhere; there is no country the product must exclude.',
    });
    if (!props.domain) {
      acknowledge(this.distribution, {
        id: 'AwsSolutions-CFR4',
        reason:
          'A stage without a custom domain is served on the default *.cloudfront.net certificate, for which CloudFront does not allow a minimum TLS version; production stages must set domainName (TLSv1.2_2021).',
      });
    }

    const asset = props.webDir ? { dir: props.webDir, placeholder: false } : webAssetDir();
    this.placeholder = asset.placeholder;
    new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(asset.dir)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 256,
      logGroup: new LogGroup(this, 'DeployLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    this.suppressBucketDeploymentFindings();
  }

  /** https://<distribution domain>: the site, and PUBLIC_BASE_URL for links in email and SMS. */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * BucketDeployment's handler is a CDK-provided singleton at stack level; its role and runtime
   * are not ours to choose.
   */
  private suppressBucketDeploymentFindings(): void {
    const stack = Stack.of(this);
    const siteBucketId = stack.resolve(stack.getLogicalId(this.bucket.node.defaultChild as CfnBucket)) as string;
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      acknowledge(child, {
        id: 'AwsSolutions-L1',
        reason: 'Runtime of the CDK-provided BucketDeployment handler (Python) is pinned by aws-cdk-lib, not by this app.',
      });
      acknowledgeFindings(child, 'AwsSolutions-IAM4', [
        {
          pattern: /^Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole$/,
          reason: 'The CDK-provided BucketDeployment handler (runs only during deploys) writes its logs through AWSLambdaBasicExecutionRole.',
        },
      ]);
      acknowledgeFindings(child, 'AwsSolutions-IAM5', [
        {
          pattern: /^Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*$/,
          reason: "CDK's BucketDeployment grants: read the staged asset, sync (write/delete) the build into the site bucket; deploy-time only.",
        },
        {
          pattern: /^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-[^/]+\/\*$/,
          reason: 'Objects of the CDK bootstrap asset bucket, where the zipped SPA build is staged for the BucketDeployment handler.',
        },
        {
          pattern: new RegExp(`^Resource::<${siteBucketId}\\.Arn>/\\*$`),
          reason: 'Objects of this stack\'s site bucket, which the BucketDeployment handler replaces with the new build.',
        },
        {
          pattern: /^Resource::\*$/,
          reason: 'cloudfront:CreateInvalidation/GetInvalidation after each upload; CDK grants them on * (the handler only invalidates this distribution).',
        },
      ]);
    }
  }
}

function frameOption(value: string): HeadersFrameOption {
  if (value === 'DENY') return HeadersFrameOption.DENY;
  if (value === 'SAMEORIGIN') return HeadersFrameOption.SAMEORIGIN;
  throw new Error(`X-Frame-Options ${value} has no CloudFront equivalent`);
}

function referrerPolicy(value: string): HeadersReferrerPolicy {
  const match = Object.values(HeadersReferrerPolicy).find((p) => p === value);
  if (!match) throw new Error(`Referrer-Policy ${value} has no CloudFront equivalent`);
  return match as HeadersReferrerPolicy;
}
