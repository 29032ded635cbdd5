import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteGroup } from '../functions/api/route-groups.js';
import { Api } from './api.js';
import { DataTable } from './data-table.js';
import { TokenSecret } from './secrets.js';
import { WebHosting } from './web-hosting.js';
import { Workflows } from './workflows.js';
import { PhoneNumberAccess } from './phone-numbers.js';
import { Telephony } from './telephony.js';
import { GoogleCalendar } from './google-calendar.js';
import { CALENDAR_EVENT_WORKFLOW } from '../functions/core/google/calendar-service.js';
import { WORKFLOWS, type WorkflowSpec } from '../functions/workflows/registry.js';

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
  /** Workflows to deploy as state machines (default: every registered workflow). */
  readonly workflows?: readonly WorkflowSpec[];
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
  readonly workflows: Workflows;
  readonly telephony: Telephony;
  readonly googleCalendar: GoogleCalendar;

  constructor(scope: Construct, id: string, props: ReceptionistStackProps) {
    super(scope, id, props);

    this.dataTable = new DataTable(this, 'Data');
    this.tokenSecret = new TokenSecret(this, 'TokenSecret', { stage: props.stage });
    this.workflows = new Workflows(this, 'Workflows', {
      stage: props.stage,
      specs: props.workflows ?? WORKFLOWS,
      dataTable: this.dataTable,
      tokenSecret: this.tokenSecret,
      emailFrom: props.emailFrom,
    });
    this.api = new Api(this, 'Api', {
      // With no workflow registered, the API keeps its stage-scoped placeholder grant.
      stateMachines: Object.keys(this.workflows.stateMachines).length ? this.workflows.stateMachines : undefined,
      stage: props.stage,
      routeGroups: props.routeGroups,
      dataTable: this.dataTable,
      tokenSecret: this.tokenSecret,
      emailFrom: props.emailFrom,
    });
    this.web = new WebHosting(this, 'Web', { stage: props.stage, httpApi: this.api.httpApi, webDir: props.webDir });
    this.api.setPublicBaseUrl(props.publicBaseUrl ?? this.web.url);
    this.workflows.setPublicBaseUrl(props.publicBaseUrl ?? this.web.url);
    // Amazon Connect (context connectInstanceArn, else a new instance), the Lex bot, the flow and recordings.
    this.telephony = new Telephony(this, 'Telephony', {
      stage: props.stage,
      api: this.api,
      dataTable: this.dataTable,
      accessLogsBucket: this.web.logsBucket,
    });
    // Connect permissions for onboarding's phone numbers: claimed on the assistant's instance, associated with its flow.
    new PhoneNumberAccess(this, 'PhoneNumbers', {
      api: this.api,
      instanceArn: this.telephony.instanceArn,
      contactFlowId: this.telephony.contactFlowId,
    });

    // Google Calendar: the OAuth client's secret and the token key, granted to every function that talks to Google
    // (after Telephony, whose code hook reads the owner's busy time).
    const calendarTasks = this.workflows.taskFunctionOf[CALENDAR_EVENT_WORKFLOW];
    this.googleCalendar = new GoogleCalendar(this, 'GoogleCalendar', {
      stage: props.stage,
      api: this.api,
      extraFunctions: calendarTasks ? [calendarTasks] : [],
      siteUrl: props.publicBaseUrl ?? this.web.url,
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.url, description: 'The product (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'HTTP API endpoint (the site reaches it as /api)' });
    new CfnOutput(this, 'TableName', { value: this.dataTable.tableName });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'AccessLogsBucketName', { value: this.web.logsBucket.bucketName });
    new CfnOutput(this, 'TokenSecretArn', { value: this.tokenSecret.secretArn });
  }
}
