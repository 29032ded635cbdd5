import { Annotations, Arn, ArnFormat, Aws, Lazy, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { ApiMapping, DomainName, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { RouteGroup } from '../functions/api/route-groups.js';
import { NodeLambda, routeGroupEntry } from './api-function.js';
import type { DataTable } from './data-table.js';
import { acknowledge, acknowledgeFindings } from './nag.js';
import type { TokenSecret } from './secrets.js';
import type { Messaging } from './messaging.js';

export type RouteGroupNeed = RouteGroup['needs'][number];

export interface ApiProps {
  readonly stage: string;
  /** Normally ROUTE_GROUPS; one Lambda and two routes per entry, grants from its `needs`. */
  readonly routeGroups: readonly RouteGroup[];
  readonly dataTable: DataTable;
  readonly tokenSecret: TokenSecret;
  /** Sender address (EMAIL_FROM); its SES identity must be verified in the account. */
  readonly emailFrom: string;
  /**
   * Workflow name (WorkflowSpec.name) → state machine, for the 'workflows' groups: granted, and passed as
   * STATE_MACHINE_ARNS. Until the workflows construct exists this is undefined and the grant falls back to
   * a placeholder scoped to this stage's state machine names (see also grantStateMachine()).
   */
  readonly stateMachines?: Readonly<Record<string, IStateMachine>>;
  /**
   * Steady-state requests per second and burst for the whole API: a ceiling that protects the account (default
   * 500 / 1000). Fairness between tenants is the WAF's per-session and per-address rate rules (lib/edge-protection.ts).
   */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
  /** SES configuration set, sender identity and SMS origination number (grants and environment). */
  readonly messaging: Messaging;
  /**
   * The custom domain CloudFront reaches the API on. With it the execute-api endpoint is disabled, so the API is only
   * reachable through CloudFront (and its WAF); without it (stages with no custom domain) CloudFront needs that endpoint.
   */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
}

export const DEFAULT_API_THROTTLE = { rateLimit: 500, burstLimit: 1000 } as const;

/** The name prefix every state machine of a stage gets; the placeholder grant is scoped to it. */
export function stateMachineNamePrefix(stage: string): string {
  return `Receptionist-${stage}-`;
}

/**
 * The HTTP API: one Lambda per route group (functions/api/<name>/index.ts), routed by
 * `ANY ${prefix}` and `ANY ${prefix}/{proxy+}`, each with only the permissions its `needs` list asks for.
 *
 * Authentication happens inside the Lambdas (HttpOnly cookie tokens), not in API Gateway.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  /** The API's custom domain (origin of CloudFront's /api/* behaviour) when the stage has one. */
  readonly domainName?: DomainName;
  /** Route group name → its function. */
  readonly functions: ReadonlyMap<string, NodeLambda>;
  private readonly groups: readonly RouteGroup[];
  private readonly props: ApiProps;
  /** Lambdas outside the HTTP API that run the same domain code (the Lex code hook), with their needs. */
  private readonly companions: { fn: NodeLambda; needs: readonly RouteGroupNeed[] }[] = [];
  private readonly stateMachineArns = new Map<string, string>();
  private publicBaseUrl?: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.groups = props.routeGroups;
    this.props = props;
    assertUniqueGroups(props.routeGroups);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `receptionist-${props.stage}`,
      description: `Receptionist ${props.stage} API (reached through CloudFront under /api)`,
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.customDomain !== undefined,
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? DEFAULT_API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        // One JSON object per request, with HTTP API fields (the default format is REST API's CLF).
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            path: '$context.path',
            route: '$context.routeKey',
            status: '$context.status',
            bytes: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    if (props.customDomain) {
      this.domainName = new DomainName(this, 'DomainName', {
        domainName: props.customDomain.domainName,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
      });
      new ApiMapping(this, 'Mapping', { api: this.httpApi, domainName: this.domainName, stage: this.stage });
    }

    const functions = new Map<string, NodeLambda>();
    for (const group of props.routeGroups) {
      const fn = new NodeLambda(this, `Group-${group.name}`, {
        entry: routeGroupEntry(group.name),
        description: `Receptionist ${props.stage} route group ${group.name} (${group.prefix})`,
        environment: {
          STAGE: props.stage,
          ROUTE_GROUP: group.name,
          SECURE_COOKIES: 'true',
          EMAIL_FROM: props.emailFrom,
        },
      });
      functions.set(group.name, fn);
      this.grantNeeds(group, fn, props);
      if (group.needs.includes('workflows')) {
        // functions/aws/wiring/workflows.ts reads { workflowName: stateMachineArn } from here.
        fn.addEnvironment(
          'STATE_MACHINE_ARNS',
          Lazy.string({ produce: () => Stack.of(this).toJsonString(Object.fromEntries(this.stateMachineArns)) }),
        );
      }

      const integration = new HttpLambdaIntegration(`${group.name}-integration`, fn.fn);
      const routes: HttpRoute[] = [
        ...this.httpApi.addRoutes({ path: group.prefix, methods: [HttpMethod.ANY], integration }),
        ...this.httpApi.addRoutes({ path: `${group.prefix}/{proxy+}`, methods: [HttpMethod.ANY], integration }),
      ];
      for (const route of routes) {
        acknowledge(route, {
          id: 'AwsSolutions-APIG4',
          reason:
            'Authentication is done in the Lambda from HttpOnly signed-cookie tokens (functions/core/auth); several routes (health, sign-up, login, refresh) are public by design.',
        });
      }
    }
    this.functions = functions;

    this.node.addValidation({
      validate: () =>
        this.publicBaseUrl === undefined
          ? ['Api.setPublicBaseUrl() was never called: the Lambdas would have no PUBLIC_BASE_URL']
          : [],
    });
  }

  get url(): string {
    return this.stage.url;
  }

  /**
   * PUBLIC_BASE_URL for every function. Set after construction because the usual value is the
   * CloudFront domain, and the distribution itself needs this API's endpoint as an origin.
   */
  setPublicBaseUrl(url: string): void {
    this.publicBaseUrl = url;
    for (const fn of this.functions.values()) fn.addEnvironment('PUBLIC_BASE_URL', url);
    for (const { fn } of this.companions) fn.addEnvironment('PUBLIC_BASE_URL', url);
  }

  /**
   * A Lambda outside the HTTP API that runs the same domain code as a route group (the Lex code hook of
   * lib/telephony.ts): the same environment (STAGE, EMAIL_FROM, PUBLIC_BASE_URL, STATE_MACHINE_ARNS) and the grants
   * of these `needs`. 'table' binds the table only: such a function never signs or verifies session tokens.
   */
  addCompanionFunction(name: string, fn: NodeLambda, needs: readonly RouteGroupNeed[]): void {
    this.companions.push({ fn, needs });
    fn.addEnvironment('STAGE', this.props.stage);
    fn.addEnvironment('EMAIL_FROM', this.props.emailFrom);
    if (this.publicBaseUrl !== undefined) fn.addEnvironment('PUBLIC_BASE_URL', this.publicBaseUrl);
    this.grantNeeds({ name, prefix: '/api/none', needs }, fn, this.props, { tokenSecret: false });
    if (needs.includes('workflows')) {
      fn.addEnvironment(
        'STATE_MACHINE_ARNS',
        Lazy.string({ produce: () => Stack.of(this).toJsonString(Object.fromEntries(this.stateMachineArns)) }),
      );
    }
  }

  /** The functions of every group whose `needs` include `need` (for grants added by later constructs). */
  functionsNeeding(need: RouteGroupNeed): NodeLambda[] {
    return this.groups.filter((g) => g.needs.includes(need)).map((g) => this.functions.get(g.name)!);
  }

  /** Route-group functions and companion functions whose needs include `need`. */
  allFunctionsNeeding(need: RouteGroupNeed): NodeLambda[] {
    return this.allNeeding(need);
  }

  private allNeeding(need: RouteGroupNeed): NodeLambda[] {
    return [...this.functionsNeeding(need), ...this.companions.filter((c) => c.needs.includes(need)).map((c) => c.fn)];
  }

  /**
   * Lets every 'workflows' group start (by `workflowName`) and stop executions of this state machine;
   * the ARN joins STATE_MACHINE_ARNS.
   */
  grantStateMachine(workflowName: string, stateMachine: IStateMachine): void {
    if (this.stateMachineArns.has(workflowName)) throw new Error(`Workflow '${workflowName}' is already granted`);
    this.stateMachineArns.set(workflowName, stateMachine.stateMachineArn);
    for (const fn of this.allNeeding('workflows')) {
      stateMachine.grantStartExecution(fn);
      stateMachine.grantExecution(fn, 'states:StopExecution');
    }
  }

  private grantNeeds(group: RouteGroup, fn: NodeLambda, props: ApiProps, options: { tokenSecret: boolean } = { tokenSecret: true }): void {
    const needs = new Set(group.needs);
    for (const need of needs) {
      switch (need) {
        case 'table':
          props.dataTable.bind(fn);
          // The table is where sessions live; every group that reads it authenticates, so it verifies tokens.
          if (options.tokenSecret) props.tokenSecret.bind(fn);
          break;
        case 'email':
          props.messaging.bindEmail(fn);
          break;
        case 'sms':
          props.messaging.bindSms(fn);
          break;
        case 'workflows':
          if (props.stateMachines) {
            for (const [name, sm] of Object.entries(props.stateMachines)) {
              this.stateMachineArns.set(name, sm.stateMachineArn);
              sm.grantStartExecution(fn);
              sm.grantExecution(fn, 'states:StopExecution');
            }
            acknowledgeFindings(fn.role, 'AwsSolutions-IAM5', [
              {
                // Region and account are literal when the stage names them (lib/stage-config.ts).
                pattern: /^Resource::arn:<AWS::Partition>:states:(<AWS::Region>|[a-z0-9-]+):(<AWS::AccountId>|\d{12}):execution:.*:\*\]?$/,
                reason: "Stopping an execution needs its ARN, whose name is only known at run time (execution:<this state machine>:*); limited to this stack's state machines.",
              },
            ]);
          } else {
            this.grantWorkflowPlaceholder(fn, props.stage);
          }
          break;
        case 'polly':
          this.grantPolly(fn);
          break;
        case 'connect':
        case 'outbound-calls':
        case 'google':
          // Granted by the constructs that own the Connect instance (lib/phone-numbers.ts: 'connect', the numbers;
          // lib/telephony.ts: 'outbound-calls', StartOutboundVoiceContact; lib/google-calendar.ts: 'google', the OAuth
          // client's secret and the token key) through functionsNeeding(need) / allFunctionsNeeding(need).
          break;
        default: {
          const unknown: never = need;
          throw new Error(`Route group ${group.name}: unknown need '${String(unknown)}'`);
        }
      }
    }
  }

  private grantWorkflowPlaceholder(fn: NodeLambda, stage: string): void {
    const prefix = stateMachineNamePrefix(stage);
    const stack = Stack.of(this);
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['states:StartExecution'],
        resources: [
          Arn.format({ service: 'states', resource: 'stateMachine', resourceName: `${prefix}*`, arnFormat: ArnFormat.COLON_RESOURCE_NAME }, stack),
        ],
      }),
    );
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['states:StopExecution'],
        resources: [
          Arn.format({ service: 'states', resource: 'execution', resourceName: `${prefix}*:*`, arnFormat: ArnFormat.COLON_RESOURCE_NAME }, stack),
        ],
      }),
    );
    acknowledgeFindings(fn.role, 'AwsSolutions-IAM5', [
      {
        pattern: new RegExp(`^Resource::arn:<AWS::Partition>:states:[^*]+:(stateMachine|execution):${escapeRegExp(prefix)}\\*(:\\*)?$`),
        reason: `Placeholder until the workflows construct passes its state machines: limited to this stage's state machines (${prefix}*) and their executions.`,
      },
    ]);
  }

  private grantPolly(fn: NodeLambda): void {
    fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['polly:SynthesizeSpeech'], resources: ['*'] }));
    acknowledge(fn.role, {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'polly:SynthesizeSpeech with built-in voices has no resource ARN (only lexicons do); read-only and stateless.',
    });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function assertUniqueGroups(groups: readonly RouteGroup[]): void {
  const names = new Set<string>();
  const prefixes = new Set<string>();
  for (const g of groups) {
    if (!/^[a-z][a-z0-9-]*$/.test(g.name)) throw new Error(`Route group name '${g.name}' must be kebab-case`);
    if (!/^\/api(\/[a-z0-9-]+)+$/.test(g.prefix)) throw new Error(`Route group ${g.name}: prefix '${g.prefix}' must look like /api/<segment>`);
    if (names.has(g.name)) throw new Error(`Duplicate route group name '${g.name}'`);
    if (prefixes.has(g.prefix)) throw new Error(`Duplicate route group prefix '${g.prefix}'`);
    names.add(g.name);
    prefixes.add(g.prefix);
  }
}
