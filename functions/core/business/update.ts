import * as z from '../zod-mini.js';
import { AppError, changedElsewhere, validationList } from '../errors.js';
import { toE164, toValidE164 } from '../phone.js';
import { TEMPLATE_VARIABLES, TRANSFER_SCENARIOS, VOICES, assistantSettingsFields } from '../assistant/settings.js';
import type {
  AssistantRecord,
  BusinessAggregate,
  BusinessRoot,
  NestedListName,
  NestedRecords,
  Scenario,
  ScenarioQuestion,
} from './aggregate.js';
import { NESTED_LISTS } from './aggregate.js';
import { NESTED_DEFAULTS, NESTED_SCHEMAS, businessFields } from './schemas.js';
import { shiftProblems, type Shift } from './hours.js';
import { checkWebsite } from './website.js';
import { mergeNestedAttributes, type NestedAttributes } from '../../contract/nested-attributes.js';

const meta = { id: z.optional(z.string().check(z.minLength(1))), _destroy: z.optional(z.boolean()) };
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));

const scenarioQuestionAttrs = z.partial(
  z.strictObject({ ...meta, question: text(500), is_required: z.boolean(), scenario_id: z.optional(z.string()) }),
);
const scenarioAttrs = z.partial(
  z.strictObject({
    ...meta,
    trigger: text(500),
    post_collection_action: text(500),
    scenario_questions_attributes: z.array(scenarioQuestionAttrs).check(z.maxLength(50, 'has too many questions')),
  }),
);
const transferScenarioAttrs = z.partial(z.strictObject({ ...meta, text: text(200) }));

/** Assistant fields a save may change; the assistant screen sends only the changed ones (spec section 7). */
export const assistantPatchFields = {
  greeting_phrase: text(1000),
  voice: z.enum(VOICES, { message: `must be one of ${VOICES.join(', ')}` }),
  transfer_calls_enabled: z.boolean(),
  transfer_phone_number: z.union([z.string().check(z.trim(), z.maxLength(40)), z.null()]),
  after_hours_transfer_phone_number: z.union([z.string().check(z.trim(), z.maxLength(40)), z.null()]),
  transfer_scenarios_attributes: z.array(transferScenarioAttrs).check(z.maxLength(20, 'has too many records')),
  scenarios_attributes: z.array(scenarioAttrs).check(z.maxLength(50, 'has too many scenarios')),
  ...assistantSettingsFields,
};
const lockVersion = z.number().check(z.int(), z.gte(0));

export const assistantPatchSchema = z.partial(z.strictObject({ ...assistantPatchFields, lock_version: lockVersion }));
export type AssistantPatch = z.infer<typeof assistantPatchSchema>;

export const businessPatchSchema = z.partial(
  z.strictObject({
    ...businessFields,
    ...assistantPatchFields,
    business_addresses_attributes: NESTED_SCHEMAS.business_addresses.partial,
    business_items_attributes: NESTED_SCHEMAS.business_items.partial,
    business_questions_attributes: NESTED_SCHEMAS.business_questions.partial,
    working_hours_attributes: NESTED_SCHEMAS.working_hours.partial,
    lock_version: lockVersion,
  }),
);
export type BusinessPatch = z.infer<typeof businessPatchSchema>;

const ASSISTANT_KEYS = Object.keys(assistantPatchFields) as (keyof typeof assistantPatchFields)[];
const ROOT_KEYS = Object.keys(businessFields) as (keyof typeof businessFields)[];

export interface PlanContext {
  now: Date;
  newId: () => string;
  /** Accept a loopback or private website (FETCH_ALLOW_PRIVATE: tests serving sample sites). */
  allowPrivateWebsite?: boolean;
}

/** What one save writes; the repository turns it into a single conditional transaction. */
export interface BusinessPlan {
  root: BusinessRoot | null;
  assistant: AssistantRecord | null;
  puts: Array<{ list: NestedListName; record: NestedRecords[NestedListName] }>;
  deletes: Array<{ list: NestedListName; id: string }>;
}

const LIST_LABEL: Record<NestedListName, string> = {
  business_addresses: 'Address',
  business_items: 'Service',
  business_questions: 'Question',
  working_hours: 'Working hours',
};

/**
 * Applies a PATCH businesses/{id} body to the stored aggregate (spec section 3: `*_attributes` lists,
 * `_destroy` removes a saved record, records without an id are created). Pure: throws a 422 listing
 * every problem, or returns what to write.
 */
export function planBusinessUpdate(agg: BusinessAggregate, patch: BusinessPatch, ctx: PlanContext): BusinessPlan {
  const errors: string[] = [];
  const nowIso = ctx.now.toISOString();
  const plan: BusinessPlan = { root: null, assistant: null, puts: [], deletes: [] };

  let root: BusinessRoot = { ...agg.business };
  let rootChanged = false;
  for (const key of ROOT_KEYS) {
    if (!(key in patch)) continue;
    let value = patch[key] as string | null;
    if (key === 'phone_number') {
      const e164 = toE164(value ?? '');
      if (!e164) {
        errors.push('Phone number is not a valid phone number');
        continue;
      }
      value = e164;
    }
    if (key === 'website') {
      // The sign-up's rules (http(s) only, a public host; no scheme means https), so no address gets in by a later save.
      const website = checkWebsite(value ?? '', { allowPrivate: ctx.allowPrivateWebsite });
      if (!website.ok) {
        errors.push(`Website ${website.problem}`);
        continue;
      }
      value = website.url;
    }
    if ((key === 'website' || key === 'industry' || key === 'google_calendar_id') && value === '') value = null;
    root = { ...root, [key]: value };
    rootChanged = true;
  }

  let clock = 0;
  for (const list of NESTED_LISTS) {
    const attrsList = patch[`${list}_attributes` as const] as Array<NestedAttributes<Record<string, unknown>>> | undefined;
    if (!attrsList) continue;
    const merged = mergeNestedAttributes<NestedRecords[NestedListName], NestedAttributes<Record<string, unknown>>>(
      agg[list],
      attrsList,
      {
        label: (index) => `${LIST_LABEL[list]} ${index + 1}`,
        build: (attrs, existing, label) => {
          const { id: _id, _destroy: _d, ...fields } = attrs;
          const base: Record<string, unknown> = existing
            ? (existing as unknown as Record<string, unknown>)
            : // Records created in one save keep the order they were sent in.
              { id: ctx.newId(), ...NESTED_DEFAULTS[list], created_at: new Date(ctx.now.getTime() + clock++).toISOString() };
          const parsed = NESTED_SCHEMAS[list].full.safeParse({ ...base, ...fields });
          if (!parsed.success) {
            for (const issue of parsed.error.issues) errors.push(`${label}: ${describeIssue(issue)}`);
            return null;
          }
          return { ...parsed.data, id: base.id, created_at: base.created_at } as NestedRecords[NestedListName];
        },
      },
      errors,
    );
    for (const id of merged.removed) plan.deletes.push({ list, id });
    for (const record of merged.written) plan.puts.push({ list, record });
    if (list === 'working_hours') errors.push(...shiftProblems(merged.records as Shift[]));
    rootChanged = true;
  }

  const assistantPatch: AssistantPatch = {};
  for (const key of ASSISTANT_KEYS) if (key in patch) (assistantPatch as Record<string, unknown>)[key] = patch[key];
  if (Object.keys(assistantPatch).length > 0) {
    const result = applyAssistantPatch(agg.assistant, assistantPatch, ctx);
    errors.push(...result.errors);
    plan.assistant = result.assistant;
  }

  if (errors.length) throw validationList(errors);
  if (rootChanged) plan.root = { ...root, version: agg.business.version + 1, updated_at: nowIso };
  return plan;
}

const PHONE_FIELDS = [
  ['transfer_phone_number', 'Transfer phone number'],
  ['after_hours_transfer_phone_number', 'After-hours on-call phone number'],
] as const;

/** Applies assistant fields (PATCH /assistant-configurations/{id}, or the same fields on a business save). */
export function applyAssistantPatch(
  current: AssistantRecord,
  patch: AssistantPatch,
  ctx: PlanContext,
): { assistant: AssistantRecord; errors: string[] } {
  const errors: string[] = [];
  const { transfer_scenarios_attributes, scenarios_attributes, lock_version: _lv, ...plain } = patch;
  const next: AssistantRecord = { ...current, ...plain, updated_at: ctx.now.toISOString(), version: current.version + 1 };

  // Both numbers: blank clears (the on-call one is optional), anything else must be a phone number, kept in E.164.
  for (const [key, label] of PHONE_FIELDS) {
    if (!(key in plain)) continue;
    const raw = plain[key]?.trim() ?? '';
    const e164 = raw === '' ? null : toValidE164(raw);
    if (raw !== '' && !e164) errors.push(`${label} is not a valid phone number`);
    else next[key] = e164;
  }
  if (next.transfer_calls_enabled && !next.transfer_phone_number && !errors.length) {
    errors.push('Transfer phone number is required when transfer to a human is enabled');
  }

  for (const key of ['confirmation_template', 'reminder_template'] as const) {
    if (key in plain) errors.push(...templateProblems(key === 'confirmation_template' ? 'Confirmation template' : 'Reminder template', next[key]));
  }

  if (transfer_scenarios_attributes) {
    next.transfer_scenarios = mergeNestedAttributes(
      current.transfer_scenarios,
      transfer_scenarios_attributes,
      {
        label: (index) => `Transfer scenario ${index + 1}`,
        check: (attrs, existing, label) => {
          const textValue = attrs.text ?? existing?.text;
          return textValue && (TRANSFER_SCENARIOS as readonly string[]).includes(textValue)
            ? []
            : [`${label}: must be one of: ${TRANSFER_SCENARIOS.join('; ')}`];
        },
        build: (attrs, existing, _label, list) => {
          const textValue = (attrs.text ?? existing?.text)!;
          if (existing) return { id: existing.id, text: textValue };
          // A checkbox ticked twice (double click, two tabs) still means one scenario.
          if ([...list.values()].some((t) => t.text === textValue)) return null;
          return { id: ctx.newId(), text: textValue };
        },
      },
      errors,
    ).records;
  }

  if (scenarios_attributes) {
    next.scenarios = mergeNestedAttributes(
      current.scenarios,
      scenarios_attributes,
      {
        label: (index) => `Intake scenario ${index + 1}`,
        build: (attrs, existing, label) => {
          const { id: _id, _destroy: _d, scenario_questions_attributes, ...fields } = attrs;
          const scenario: Scenario = existing
            ? { ...existing, ...fields }
            : { id: ctx.newId(), trigger: '', post_collection_action: '', scenario_questions: [], ...fields };
          if (!scenario.trigger) errors.push(`${label}: Trigger can't be blank`);
          scenario.scenario_questions = mergeNestedAttributes(
            scenario.scenario_questions,
            scenario_questions_attributes ?? [],
            {
              label: (qIndex) => `${label}, question ${qIndex + 1}`,
              build: (qa, existingQuestion, qLabel) => {
                const question: ScenarioQuestion = existingQuestion
                  ? { ...existingQuestion, ...pickDefined({ question: qa.question, is_required: qa.is_required }) }
                  : { id: ctx.newId(), question: qa.question ?? '', is_required: qa.is_required ?? false, scenario_id: scenario.id };
                if (!question.question) errors.push(`${qLabel}: Question can't be blank`);
                question.scenario_id = scenario.id;
                return question;
              },
            },
            errors,
          ).records;
          return scenario;
        },
      },
      errors,
    ).records;
  }
  return { assistant: next, errors };
}

/** A message template must say something and use only the variables the sender fills in. */
export function templateProblems(label: string, template: string): string[] {
  if (!template.trim()) return [`${label} can't be blank`];
  const unknown = [...template.matchAll(/\[[^\]\n]*\]/g)]
    .map((m) => m[0])
    .filter((token) => !(TEMPLATE_VARIABLES as readonly string[]).includes(token));
  return [...new Set(unknown)].map(
    (token) => `${label}: ${token} is not a template variable (use ${TEMPLATE_VARIABLES.join(', ')})`,
  );
}

const pickDefined = <T extends Record<string, unknown>>(obj: T): Partial<T> =>
  Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? String(issue.path[issue.path.length - 1]) : '';
  const name = field ? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ') : 'Value';
  const message = issue.code === 'invalid_type' && issue.input === undefined ? "can't be blank" : issue.message;
  return `${name} ${message}`;
}

export const conflictError = () =>
  changedElsewhere(
    'These settings were changed elsewhere (another tab or device) after you loaded them. Reload to see the latest version, then make your changes again.',
  );
