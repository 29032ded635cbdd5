import { AspectPriority, Aspects, CfnResource, Validations, type IAspect } from 'aws-cdk-lib';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export interface Acknowledgement {
  /** cdk-nag rule id, or `RuleId[FindingId]` for one finding (e.g. `AwsSolutions-IAM5[Resource::*]`). */
  readonly id: string;
  /** Why the finding is acceptable here: specific to this resource, never a generic excuse. */
  readonly reason: string;
}

/**
 * Acknowledges cdk-nag findings on a construct and everything below it
 * (cdk-nag 3 uses CDK's Validations and checks the resource and all its ancestors).
 */
export function acknowledge(scope: IConstruct, ...acks: Acknowledgement[]): void {
  for (const ack of acks) {
    assertReason(ack.id, ack.reason);
    Validations.of(scope).acknowledge({ id: ack.id, reason: ack.reason });
  }
}

/** Granular rules whose findings can be matched by pattern. */
const GRANULAR_RULES = {
  'AwsSolutions-IAM4': rules.iam.IAMNoManagedPolicies,
  'AwsSolutions-IAM5': rules.iam.IAMNoWildcardPermissions,
} as const;

export interface FindingPattern {
  /** Matched against the finding, e.g. `Resource::arn:<AWS::Partition>:states:us-east-1:<AWS::AccountId>:stateMachine:x-*`. */
  readonly pattern: RegExp;
  readonly reason: string;
}

/**
 * Acknowledges only the findings of a granular rule (IAM4/IAM5) that match one of the patterns, on every
 * resource under `scope` (cdk-nag 2's `appliesTo: [{ regex }]`). Findings embed region, account and
 * logical ids, which are only known at synthesis, so they are matched in an aspect that runs before
 * validation. A finding that matches no pattern stays an error.
 */
export function acknowledgeFindings(
  scope: IConstruct,
  ruleId: keyof typeof GRANULAR_RULES,
  patterns: readonly FindingPattern[],
): void {
  for (const p of patterns) assertReason(`${ruleId} ${p.pattern}`, p.reason);
  Aspects.of(scope).add(new AcknowledgeMatchingFindings(ruleId, patterns), { priority: AspectPriority.READONLY });
}

class AcknowledgeMatchingFindings implements IAspect {
  constructor(
    private readonly ruleId: keyof typeof GRANULAR_RULES,
    private readonly patterns: readonly FindingPattern[],
  ) {}

  visit(node: IConstruct): void {
    if (!CfnResource.isCfnResource(node)) return;
    const result = GRANULAR_RULES[this.ruleId](node);
    if (!Array.isArray(result)) return;
    for (const finding of result) {
      const match = this.patterns.find((p) => matches(p.pattern, finding));
      if (match) Validations.of(node).acknowledge({ id: `${this.ruleId}[${finding}]`, reason: match.reason });
    }
  }
}

function matches(pattern: RegExp, value: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(value);
}

function assertReason(id: string, reason: string): void {
  if (reason.trim().length < 30) throw new Error(`Acknowledgement of ${id} needs a specific reason`);
}
