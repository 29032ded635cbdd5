import { CfnOutput, Stack, Token, type StackProps } from 'aws-cdk-lib';
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
import type { IntentDefinition } from '../functions/assistant/intent-catalog.js';
import type { StageConfig } from './stage-config.js';
import { Messaging } from './messaging.js';
import { Monitoring } from './monitoring.js';
import { EdgeProtection } from './edge-protection.js';
import { type NodeLambda, powertoolsServiceName } from './api-function.js';

export interface ReceptionistStackProps extends StackProps {
  readonly stage: string;
  /** The stage's typed settings (lib/stage-config.ts). */
  readonly config: StageConfig;
  /** The Lex bot's intent catalog (default INTENT_CATALOG). */
  readonly intentCatalog?: readonly IntentDefinition[];
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
  readonly messaging: Messaging;
  readonly monitoring: Monitoring;
  /** The WAF web ACL, when this stack is in us-east-1 (CloudFront's web ACLs live there). */
  readonly edge?: EdgeProtection;
  readonly googleCalendar: GoogleCalendar;

  constructor(scope: Construct, id: string, props: ReceptionistStackProps) {
    super(scope, id, props);

    const config = props.config;
    this.dataTable = new DataTable(this, 'Data');
    this.messaging = new Messaging(this, 'Messaging', {
      stage: props.stage,
      emailFrom: props.emailFrom,
      senderDomain: config.senderDomain,
      smsOriginationIdentity: config.smsOriginationIdentity,
    });
    this.tokenSecret = new TokenSecret(this, 'TokenSecret', { stage: props.stage });
    this.workflows = new Workflows(this, 'Workflows', {
      stage: props.stage,
      specs: props.workflows ?? WORKFLOWS,
      dataTable: this.dataTable,
      tokenSecret: this.tokenSecret,
      emailFrom: props.emailFrom,
      messaging: this.messaging,
    });
    this.api = new Api(this, 'Api', {
      messaging: this.messaging,
      customDomain: config.api,
      // With no workflow registered, the API keeps its stage-scoped placeholder grant.
      stateMachines: Object.keys(this.workflows.stateMachines).length ? this.workflows.stateMachines : undefined,
      stage: props.stage,
      routeGroups: props.routeGroups,
      dataTable: this.dataTable,
      tokenSecret: this.tokenSecret,
      emailFrom: props.emailFrom,
    });
    // CloudFront's web ACLs live in us-east-1: here when the stack is there (or region-agnostic), else the stage's
    // Receptionist-<stage>-edge stack makes it and webAclArn names it (lib/app.ts).
    const region = this.region;
    let webAclArn = config.webAclArn;
    if (!webAclArn) {
      if (!Token.isUnresolved(region) && region !== 'us-east-1') {
        throw new Error(
          `Stage ${props.stage}: the WAF web ACL of CloudFront must be created in us-east-1: deploy ${this.stackName}-edge first, then set webAclArn to its WebAclArn output.`,
        );
      }
      this.edge = new EdgeProtection(this, 'Edge', { stage: props.stage });
      webAclArn = this.edge.arn;
    }
    this.web = new WebHosting(this, 'Web', {
      stage: props.stage,
      httpApi: this.api.httpApi,
      webDir: props.webDir,
      webAclArn,
      domain: config.domainName && config.certificateArn ? { domainName: config.domainName, certificateArn: config.certificateArn } : undefined,
      apiOriginDomain: config.api?.domainName,
    });
    this.api.setPublicBaseUrl(props.publicBaseUrl ?? this.web.url);
    this.workflows.setPublicBaseUrl(props.publicBaseUrl ?? this.web.url);
    // Amazon Connect (context connectInstanceArn, else a new instance), the Lex bot, the flow and recordings.
    this.telephony = new Telephony(this, 'Telephony', {
      stage: props.stage,
      api: this.api,
      dataTable: this.dataTable,
      accessLogsBucket: this.web.logsBucket,
      instanceArn: config.connectInstanceArn,
      existingRecordings: config.connectRecordingsBucket
        ? { bucketName: config.connectRecordingsBucket, prefix: config.connectRecordingsPrefix, keyArn: config.connectRecordingsKeyArn }
        : undefined,
      intentCatalog: props.intentCatalog,
      codeHookProvisionedConcurrency: config.codeHookProvisionedConcurrency,
      bedrock: { on: config.bedrock, modelId: config.bedrockModelId },
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

    const functions = new Map<string, NodeLambda>([
      ...[...this.api.functions].map(([name, fn]) => [name, fn] as const),
      ...this.workflows.taskFunctions.map((fn, i) => [`workflow-${Object.keys(this.workflows.stateMachines)[i] ?? i}`, fn] as const),
      ['contact-flow-lookup', this.telephony.lookup] as const,
      ['lex-code-hook', this.telephony.codeHook] as const,
    ]);
    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage: props.stage,
      alertEmail: config.alertEmail,
      api: this.api,
      functions,
      stateMachines: this.workflows.stateMachines,
      connect: { instanceId: this.telephony.instanceId, contactFlowName: this.telephony.contactFlow.name },
      configurationSetName: this.messaging.configurationSet.configurationSetName,
      serviceName: powertoolsServiceName(this.stackName),
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.url, description: 'The product (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'HTTP API endpoint (the site reaches it as /api)' });
    new CfnOutput(this, 'TableName', { value: this.dataTable.tableName });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'AccessLogsBucketName', { value: this.web.logsBucket.bucketName });
    new CfnOutput(this, 'TokenSecretArn', { value: this.tokenSecret.secretArn });
    new CfnOutput(this, 'AlertTopicArn', { value: this.monitoring.topic.topicArn, description: 'Alarms of the stage (confirm the email subscription)' });
    new CfnOutput(this, 'DashboardName', { value: this.monitoring.dashboard.dashboardName });
    if (this.edge) new CfnOutput(this, 'WebAclArn', { value: this.edge.arn });
    if (this.api.domainName) {
      new CfnOutput(this, 'ApiOriginDnsTarget', {
        value: this.api.domainName.regionalDomainName,
        description: `CNAME ${config.api!.domainName} to this (CloudFront reaches the API there)`,
      });
    }
  }
}
