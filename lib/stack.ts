import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteGroup } from '../functions/api/route-groups.js';
import { Api } from './api.js';
import { DataTable } from './data-table.js';
import { TokenSecret } from './secrets.js';
import { WebHosting } from './web-hosting.js';

export interface ReceptionistStackProps extends StackProps {
  readonly stage: string;
  readonly routeGroups: readonly RouteGroup[];
  /** Sender of every email (EMAIL_FROM). */
  readonly emailFrom: string;
  /**
   * PUBLIC_BASE_URL override, e.g. a custom domain in front of the distribution.
   * Default: https://<CloudFront domain> of this stack.
   */
  readonly publicBaseUrl?: string;
  /** Directory uploaded to the site bucket (tests); default dist/web or a placeholder page. */
  readonly webDir?: string;
}

/**
 * One stage of the product. Dependency order inside the template (no cycles):
 * table, secret → HTTP API (no routes needed) → CloudFront (origin = API endpoint)
 * → Lambdas (PUBLIC_BASE_URL = CloudFront domain) → routes and integrations.
 */
export class ReceptionistStack extends Stack {
  readonly dataTable: DataTable;
  readonly tokenSecret: TokenSecret;
  readonly api: Api;
  readonly web: WebHosting;

  constructor(scope: Construct, id: string, props: ReceptionistStackProps) {
    super(scope, id, props);

    this.dataTable = new DataTable(this, 'Data');
    this.tokenSecret = new TokenSecret(this, 'TokenSecret', { stage: props.stage });
    this.api = new Api(this, 'Api', {
      stage: props.stage,
      routeGroups: props.routeGroups,
      dataTable: this.dataTable,
      tokenSecret: this.tokenSecret,
      emailFrom: props.emailFrom,
    });
    this.web = new WebHosting(this, 'Web', { stage: props.stage, httpApi: this.api.httpApi, webDir: props.webDir });
    this.api.setPublicBaseUrl(props.publicBaseUrl ?? this.web.url);

    new CfnOutput(this, 'SiteUrl', { value: this.web.url, description: 'The product (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'HTTP API endpoint (the site reaches it as /api)' });
    new CfnOutput(this, 'TableName', { value: this.dataTable.tableName });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'AccessLogsBucketName', { value: this.web.logsBucket.bucketName });
    new CfnOutput(this, 'TokenSecretArn', { value: this.tokenSecret.secretArn });
  }
}
