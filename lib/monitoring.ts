import { Duration, Stack } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { NodeLambda } from './api-function.js';
import type { Api } from './api.js';

/** Namespace of the product's own metrics (Powertools Metrics, functions/aws/observability.ts). */
export const METRICS_NAMESPACE = 'Receptionist';
/** Metric the Lex code hook emits for every turn Lex could not match to an intent (FallbackIntent). */
export const LEX_FALLBACK_METRIC = 'LexFallbackTurns';
export const SMS_FAILED_METRIC = 'SmsFailed';

export interface MonitoringProps {
  readonly stage: string;
  /** Where alarms are emailed (the subscription must be confirmed from the first message). */
  readonly alertEmail?: string;
  readonly api: Api;
  /** Every Lambda of the stack, by a short name (alarm names). */
  readonly functions: ReadonlyMap<string, NodeLambda>;
  readonly stateMachines: Readonly<Record<string, IStateMachine>>;
  /** Connect instance id and the assistant flow's name (flow errors), when telephony is deployed. */
  readonly connect?: { readonly instanceId: string; readonly contactFlowName: string };
  /** SES configuration set name (bounces and complaints). */
  readonly configurationSetName: string;
  /** POWERTOOLS_SERVICE_NAME of the stage's Lambdas (the dimension of the product's metrics). */
  readonly serviceName: string;
}

/**
 * The stage watched (issue 19, item 5): alarms on everything that breaks a call or a booking, to one encrypted SNS
 * topic mailed to the stage's alert address, and one dashboard with the same metrics.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const stack = Stack.of(this);
    // CloudWatch can only publish to a topic encrypted with a customer managed key whose policy lets it.
    const key = new Key(this, 'AlertsKey', { description: `Receptionist ${props.stage} alert topic`, enableKeyRotation: true });
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
      }),
    );
    this.topic = new Topic(this, 'Alerts', { displayName: `Receptionist ${props.stage} alerts`, masterKey: key, enforceSSL: true });
    if (props.alertEmail) this.topic.addSubscription(new EmailSubscription(props.alertEmail));
    const action = new SnsAction(this.topic);

    const alarm = (name: string, metric: IMetric, threshold: number, description: string, comparison = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD, evaluationPeriods = 1) => {
      const a = new Alarm(this, name, {
        alarmName: `receptionist-${props.stage}-${name}`,
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: comparison,
        evaluationPeriods,
        // No traffic is not a failure (an idle stage sends no metrics).
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(action);
      a.addOkAction(action);
      this.alarms.push(a);
      return a;
    };
    const fiveMinutes = Duration.minutes(5);

    // Lambdas: any error or throttle of any function.
    const lambdaErrors: IMetric[] = [];
    for (const [name, fn] of props.functions) {
      const errors = fn.fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' });
      lambdaErrors.push(errors);
      alarm(`lambda-${name}-errors`, errors, 1, `Lambda ${name} threw (its log group has the stack trace)`);
      alarm(`lambda-${name}-throttles`, fn.fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }), 1, `Lambda ${name} was throttled (account concurrency)`);
    }

    // API: server errors and slow answers.
    const apiDims = { ApiId: props.api.httpApi.apiId, Stage: '$default' };
    const api5xx = new Metric({ namespace: 'AWS/ApiGateway', metricName: '5xx', dimensionsMap: apiDims, statistic: 'Sum', period: fiveMinutes });
    const apiLatency = new Metric({ namespace: 'AWS/ApiGateway', metricName: 'Latency', dimensionsMap: apiDims, statistic: 'p95', period: fiveMinutes });
    const apiRequests = new Metric({ namespace: 'AWS/ApiGateway', metricName: 'Count', dimensionsMap: apiDims, statistic: 'Sum', period: fiveMinutes });
    alarm('api-5xx', api5xx, 5, 'The API answered 5 or more server errors in 5 minutes');
    alarm('api-latency-p95', apiLatency, 3000, 'p95 API latency over 3 s for 15 minutes', ComparisonOperator.GREATER_THAN_THRESHOLD, 3);

    // Workflows: a failed, timed-out or aborted execution (scrape, reminders).
    const sfnFailed: IMetric[] = [];
    for (const [i, [name, machine]] of Object.entries(props.stateMachines).entries()) {
      // Ids are unique per machine: the dashboard graphs every machine's expression together.
      const failed = new MathExpression({
        expression: `failed${i} + timedOut${i} + aborted${i}`,
        usingMetrics: {
          [`failed${i}`]: machine.metricFailed({ period: fiveMinutes, statistic: 'Sum' }),
          [`timedOut${i}`]: machine.metricTimedOut({ period: fiveMinutes, statistic: 'Sum' }),
          [`aborted${i}`]: machine.metricAborted({ period: fiveMinutes, statistic: 'Sum' }),
        },
        label: `${name} failed`,
        period: fiveMinutes,
      });
      sfnFailed.push(failed);
      alarm(`workflow-${name}-failed`, failed, 1, `A ${name} execution failed, timed out or was aborted`);
    }

    // Phone: flow errors and the instance's concurrent-call quota; Lex fallbacks (the catalog misses what callers say).
    const phoneMetrics: IMetric[] = [];
    if (props.connect) {
      const flowErrors = new Metric({
        namespace: 'AWS/Connect',
        metricName: 'ContactFlowErrors',
        dimensionsMap: { InstanceId: props.connect.instanceId, MetricGroup: 'ContactFlow', ContactFlowName: props.connect.contactFlowName },
        statistic: 'Sum',
        period: fiveMinutes,
      });
      const concurrent = new Metric({
        namespace: 'AWS/Connect',
        metricName: 'ConcurrentCallsPercentage',
        dimensionsMap: { InstanceId: props.connect.instanceId, MetricGroup: 'VoiceCalls' },
        statistic: 'Maximum',
        period: Duration.minutes(1),
      });
      phoneMetrics.push(flowErrors, concurrent);
      alarm('connect-flow-errors', flowErrors, 1, 'The assistant contact flow took an error branch (callers heard the apology)');
      alarm('connect-concurrent-calls', concurrent, 80, 'Concurrent calls above 80% of the instance quota (ask for more: docs/deploy.md)');
    }
    const fallbacks = new MathExpression({
      expression: 'IF(turns >= 20, fallback / turns * 100, 0)',
      usingMetrics: {
        fallback: new Metric({ namespace: METRICS_NAMESPACE, metricName: LEX_FALLBACK_METRIC, dimensionsMap: { service: props.serviceName }, statistic: 'Sum', period: Duration.hours(1) }),
        turns: new Metric({ namespace: METRICS_NAMESPACE, metricName: 'LexTurns', dimensionsMap: { service: props.serviceName }, statistic: 'Sum', period: Duration.hours(1) }),
      },
      label: 'Lex fallback turns (%)',
      period: Duration.hours(1),
    });
    phoneMetrics.push(fallbacks);
    alarm('lex-fallbacks', fallbacks, 25, 'More than a quarter of caller turns in an hour matched no intent (tune the intent catalog)');

    // Messages: SES bounces (the account's reputation metric; SES pauses sending at 10%) and SMS that failed.
    const bounceRate = new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', statistic: 'Maximum', period: Duration.hours(1) });
    const complaintRate = new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.ComplaintRate', statistic: 'Maximum', period: Duration.hours(1) });
    alarm('ses-bounce-rate', bounceRate, 0.04, 'SES bounce rate at 4% (SES reviews the account at 5% and may pause sending at 10%)');
    alarm('ses-complaint-rate', complaintRate, 0.001, 'SES complaint rate at 0.1% (SES reviews the account at 0.1%)');
    const smsFailed = new Metric({ namespace: 'AWS/SNS', metricName: 'NumberOfNotificationsFailed', dimensionsMap: { SMSType: 'Transactional', Country: 'US' }, statistic: 'Sum', period: fiveMinutes });
    const smsFailedByApp = new Metric({ namespace: METRICS_NAMESPACE, metricName: SMS_FAILED_METRIC, dimensionsMap: { service: props.serviceName }, statistic: 'Sum', period: fiveMinutes });
    alarm('sms-failed', smsFailed, 1, 'SNS could not deliver an SMS (carrier rejection, unregistered number, spend limit)');
    alarm('sms-refused', smsFailedByApp, 1, 'SNS refused to send an SMS (sandbox, spend limit, missing origination number)');

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `receptionist-${props.stage}`,
      defaultInterval: Duration.days(1),
      widgets: [
        [new TextWidget({ markdown: `# Receptionist ${props.stage}\nAlarms go to the SNS topic ${props.alertEmail ? `mailed to ${props.alertEmail}` : '(no alert email set)'}.`, width: 24, height: 2 })],
        [
          new GraphWidget({ title: 'API requests and 5xx', left: [apiRequests], right: [api5xx], width: 8 }),
          new GraphWidget({ title: 'API latency p95 (ms)', left: [apiLatency], width: 8 }),
          new GraphWidget({ title: 'Lambda errors', left: lambdaErrors, width: 8, legendPosition: undefined }),
        ],
        [
          new GraphWidget({ title: 'Workflows failed', left: sfnFailed, width: 8 }),
          new GraphWidget({ title: 'Phone: flow errors, concurrent calls %, Lex fallback %', left: phoneMetrics, width: 8 }),
          new GraphWidget({ title: 'Messages: SES bounce/complaint rate, SMS failed', left: [bounceRate, complaintRate], right: [smsFailed, smsFailedByApp], width: 8 }),
        ],
      ],
    });
  }
}
