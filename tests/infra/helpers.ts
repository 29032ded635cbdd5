import { Template } from 'aws-cdk-lib/assertions';
import type { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

type Json = Record<string, any>;

/**
 * Context that skips Lambda bundling (esbuild) during synth: templates are the same but for the assets' hashes, and a
 * synth takes about 1 s instead of 20. stack.test.ts synthesizes the default app with bundling, as `cdk synth` does,
 * and bundles.test.ts bundles every Lambda entry.
 */
export const SKIP_BUNDLING = { 'aws:cdk:bundling-stacks': [] as string[] };

export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Json;
}

/** The Lambda function resource of a route group (matched by its description). */
export function groupFunction(template: Template, groupName: string): { id: string; props: Json } {
  const fns = template.findResources('AWS::Lambda::Function');
  const hits = Object.entries(fns).filter(([, r]) =>
    String(r.Properties?.Description ?? '').includes(` route group ${groupName} (`),
  );
  if (hits.length !== 1) throw new Error(`expected exactly one function for group ${groupName}, found ${hits.length}`);
  const [id, resource] = hits[0]!;
  return { id, props: resource.Properties };
}

/** Every Allow/Deny statement attached to a function's execution role (inline and AWS::IAM::Policy). */
export function roleStatements(template: Template, fnProps: Json): Statement[] {
  const roleId = fnProps.Role?.['Fn::GetAtt']?.[0];
  if (!roleId) throw new Error('function has no role reference');
  const statements: Statement[] = [];
  const role = template.findResources('AWS::IAM::Role')[roleId];
  for (const p of role?.Properties?.Policies ?? []) statements.push(...p.PolicyDocument.Statement);
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
    const roles: unknown[] = policy.Properties.Roles ?? [];
    if (roles.some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleId }))) {
      statements.push(...policy.Properties.PolicyDocument.Statement);
    }
  }
  return statements;
}

export function actionsOf(statements: Statement[]): string[] {
  return statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

export function managedPolicies(template: Template, fnProps: Json): unknown[] {
  const roleId = fnProps.Role['Fn::GetAtt'][0];
  return template.findResources('AWS::IAM::Role')[roleId]?.Properties?.ManagedPolicyArns ?? [];
}

/** Logical ids referenced anywhere in a value (Ref, Fn::GetAtt, ${X} in Fn::Sub). */
export function referencedIds(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const v of value) referencedIds(v, out);
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value as Json)) {
      if (key === 'Ref' && typeof v === 'string' && !v.startsWith('AWS::')) out.add(v);
      else if (key === 'Fn::GetAtt') out.add(Array.isArray(v) ? String(v[0]) : String(v).split('.')[0]!);
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(v) ? v[0] : v;
        for (const m of String(text).matchAll(/\$\{([A-Za-z0-9]+)(\.[A-Za-z.]+)?\}/g)) out.add(m[1]!);
        if (Array.isArray(v)) referencedIds(v[1], out);
      } else referencedIds(v, out);
    }
  }
  return out;
}

/** A dependency cycle among the template's resources, or undefined. */
export function findCycle(template: Template): string[] | undefined {
  const resources = template.toJSON().Resources as Record<string, Json>;
  const edges = new Map<string, string[]>();
  for (const [id, r] of Object.entries(resources)) {
    const deps = referencedIds({ p: r.Properties, m: r.Metadata });
    const dependsOn = r.DependsOn ? (Array.isArray(r.DependsOn) ? r.DependsOn : [r.DependsOn]) : [];
    for (const d of dependsOn) deps.add(d);
    edges.set(id, [...deps].filter((d) => d in resources));
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'visiting') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'visiting');
    stack.push(id);
    for (const d of edges.get(id) ?? []) {
      const cycle = visit(d);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * cdk-nag 3 reports through CDK policy validation, not annotations. After a synth (aspects have run and
 * acknowledged their findings), re-run the AwsSolutions pack over the tree and list what is left.
 */
export function nagViolations(app: App): { rule: string; severity: string; paths: string[] }[] {
  const result = new AwsSolutionsChecks(app).validateScope(app);
  return result.violations.map((v) => ({
    rule: v.ruleName,
    severity: String(v.severity),
    paths: v.violatingResources.map((r) => r.constructPath ?? r.resourceLogicalId ?? '?'),
  }));
}
