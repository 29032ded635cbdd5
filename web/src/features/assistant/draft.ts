import { parsePhoneNumberFromString } from '../../lib/phone';
import { savedTimeZone, type Business, type BusinessItem, type DayOfWeek } from '../../../../functions/contract/businesses';
import type { AssistantConfiguration, AssistantSettings, Scenario } from '../../../../functions/contract/assistant-configurations';
import { nestedAttributeChanges } from '../../../../functions/contract/nested-attributes';
import { variantRowsOf, variantValues, type VariantRow } from '../../components/variants-editor';
import {
  DAYS,
  DEFAULT_CLOSE,
  DEFAULT_OPEN,
  SETTING_KEYS,
  TRANSFER_SCENARIOS,
} from './constants';

/*
 * The assistant screen's editable copy ("draft") of the business and the assistant, and the rules that
 * turn it into the two saves of spec section 7: only changed fields, `*_attributes` lists where a saved
 * record removed is `{id, _destroy: true}` and an unsaved one is simply not sent.
 *
 * Records are immutable: an edit replaces the one record it touches, so "unchanged since the save
 * started" is a reference comparison (used when a save's answer comes back, see reconcile*).
 */

/** The settings the assistant screen edits (SETTING_KEYS). */
export type AssistantSettingsValues = Pick<AssistantSettings, (typeof SETTING_KEYS)[number]>;

/** The assistant as GET /api/assistant-configurations/me answers it. */
export type AssistantConfig = AssistantConfiguration;

export interface Baseline {
  business: Business;
  assistant: AssistantConfig;
}

export interface DraftQuestion {
  key: string;
  id?: string;
  question: string;
  answer: string;
}
export interface DraftShift {
  key: string;
  id?: string;
  day: DayOfWeek;
  open_time: string;
  close_time: string;
  disabled: boolean;
}
export interface DraftItem {
  key: string;
  id?: string;
  name: string;
  /** As typed; a decimal string. */
  price: string;
  /** As typed; '' means not specified. */
  duration: string;
  currency: string;
  enabled: boolean;
  /** A product: ordered by callers, no duration (absent: a service). */
  product?: boolean;
  /** Sizes or options at their own prices (absent or []: one price). */
  variants?: VariantRow[];
  /** Minutes of the arrival window callers are promised (contract/arrival-windows.ts); absent or 0: an exact time. */
  arrival_window?: number;
}
export interface DraftScenarioQuestion {
  key: string;
  id?: string;
  question: string;
  is_required: boolean;
}
export interface DraftScenario {
  key: string;
  id?: string;
  trigger: string;
  post_collection_action: string;
  questions: DraftScenarioQuestion[];
}

export interface BusinessDraft {
  questions: DraftQuestion[];
  shifts: DraftShift[];
  time_zone: string;
  items: DraftItem[];
}
export interface AssistantDraft {
  greeting_phrase: string;
  voice: string;
  transfer_calls_enabled: boolean;
  transfer_phone_number: string;
  /** Optional: where urgent callers go after hours ('' when none). */
  after_hours_transfer_phone_number: string;
  /** The ticked scenarios, by text. */
  transfer_scenarios: readonly string[];
  scenarios: DraftScenario[];
  settings: AssistantSettingsValues;
}
export type Draft = BusinessDraft & AssistantDraft;

let sequence = 0;
/** A key for React lists and for matching a record created by a save to its draft. */
export const newKey = (prefix = 'n') => `${prefix}${++sequence}`;

// ---------------------------------------------------------------------------------------------------
// Building the draft from what the server answered

export function businessDraft(business: Business): BusinessDraft {
  return {
    questions: business.business_questions.map((q) => ({ key: newKey('q'), id: q.id, question: q.question, answer: q.answer })),
    shifts: business.working_hours.length
      ? business.working_hours.map((h) => ({
          key: newKey('h'),
          id: h.id,
          day: h.day_of_week,
          open_time: h.open_time,
          close_time: h.close_time,
          disabled: h.disabled,
        }))
      : defaultShifts(),
    // '' while the business never saved a zone: the picker then asks for one (it runs in the default meanwhile).
    time_zone: savedTimeZone(business),
    items: business.business_items.map((item) => itemFromServer(item, newKey('i'))),
  };
}

/** Spec section 3: with no saved hours, every day shows 08:00 to 20:00 (saved only once changed). */
export function defaultShifts(): DraftShift[] {
  return DAYS.map((day) => ({ key: newKey('h'), day, open_time: DEFAULT_OPEN, close_time: DEFAULT_CLOSE, disabled: false }));
}

const itemFromServer = (item: BusinessItem, key: string): DraftItem => ({
  key,
  id: item.id,
  name: item.name,
  price: item.price,
  duration: item.duration === null || item.duration === undefined ? '' : String(item.duration),
  currency: item.currency,
  enabled: item.enabled,
  product: item.product === true,
  ...(item.variants?.length ? { variants: variantRowsOf(item.variants) } : {}),
  ...(item.arrival_window ? { arrival_window: item.arrival_window } : {}),
});

export function assistantDraft(assistant: AssistantConfig): AssistantDraft {
  const settings = Object.fromEntries(SETTING_KEYS.map((k) => [k, assistant[k]])) as unknown as AssistantSettingsValues;
  return {
    greeting_phrase: assistant.greeting_phrase ?? '',
    voice: assistant.voice,
    transfer_calls_enabled: assistant.transfer_calls_enabled,
    transfer_phone_number: assistant.transfer_phone_number ?? '',
    after_hours_transfer_phone_number: assistant.after_hours_transfer_phone_number ?? '',
    transfer_scenarios: assistant.transfer_scenarios.map((t) => t.text),
    scenarios: assistant.scenarios.map((s) => scenarioFromServer(s, newKey('s'))),
    settings,
  };
}

const scenarioFromServer = (s: Scenario, key: string, questionKeys = new Map<string, string>()): DraftScenario => ({
  key,
  id: s.id,
  trigger: s.trigger,
  post_collection_action: s.post_collection_action,
  questions: s.scenario_questions.map((q) => ({
    key: questionKeys.get(q.id) ?? newKey('sq'),
    id: q.id,
    question: q.question,
    is_required: q.is_required,
  })),
});

export const buildDraft = (baseline: Baseline): Draft => ({ ...businessDraft(baseline.business), ...assistantDraft(baseline.assistant) });

// ---------------------------------------------------------------------------------------------------
// Values as the API stores them

/** '25.5' -> '25.50' (as the API stores it); anything else is returned trimmed (validation refuses it). */
export function normalizeMoney(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return trimmed;
  return `${BigInt(match[1])}.${(match[2] ?? '').padEnd(2, '0')}`;
}

export const durationValue = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The E.164 form the API stores, or null when the text is not a valid number. */
export function phoneE164(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), 'US');
  return parsed && parsed.isValid() ? parsed.number : null;
}

const itemValues = (item: DraftItem) => ({
  name: item.name.trim(),
  price: normalizeMoney(item.price),
  duration: item.product ? null : durationValue(item.duration),
  currency: item.currency.trim().toUpperCase(),
  enabled: item.enabled,
  product: item.product === true,
  // Left out while the item has none and never had any, so such saves send what they sent before variants existed.
  ...(item.variants ? { variants: variantValues(item.variants, item.product === true).map((v) => ({ ...v, price: normalizeMoney(v.price) })) } : {}),
  // Left out while never set, as variants are; a product is never booked, so it has no window.
  ...(item.arrival_window !== undefined ? { arrival_window: item.product ? 0 : item.arrival_window } : {}),
});

const shiftValues = (s: DraftShift) => ({ day_of_week: s.day, open_time: s.open_time, close_time: s.close_time, disabled: s.disabled });

// ---------------------------------------------------------------------------------------------------
// Changes: what each save sends

export interface BusinessCreated {
  items: string[];
  questions: string[];
  shifts: string[];
}
export interface BusinessChanges {
  body: Record<string, unknown>;
  created: BusinessCreated;
}

export function businessChanges(business: Business, draft: BusinessDraft): BusinessChanges | null {
  const body: Record<string, unknown> = {};
  const created: BusinessCreated = { items: [], questions: [], shifts: [] };

  const items = nestedAttributeChanges(
    draft.items,
    business.business_items,
    itemValues,
    (s) => ({
      name: s.name,
      price: s.price,
      duration: s.duration ?? null,
      currency: s.currency,
      enabled: s.enabled,
      product: s.product === true,
      variants: (s.variants ?? []).map((v) => ({ name: v.name, price: v.price, duration: s.product ? null : v.duration })),
      arrival_window: s.arrival_window ?? 0,
    }),
    created.items,
  );
  if (items.length) body.business_items_attributes = items;

  const questions = nestedAttributeChanges(
    draft.questions,
    business.business_questions,
    (q) => ({ question: q.question.trim(), answer: q.answer.trim() }),
    (s) => ({ question: s.question, answer: s.answer }),
    created.questions,
  );
  if (questions.length) body.business_questions_attributes = questions;

  if (business.working_hours.length === 0) {
    // Nothing saved yet: the defaults on screen are saved as a whole once the owner changes them.
    const shown = draft.shifts.map((s) => JSON.stringify(shiftValues(s))).sort();
    const defaults = defaultShifts().map((s) => JSON.stringify(shiftValues(s))).sort();
    if (JSON.stringify(shown) !== JSON.stringify(defaults)) {
      body.working_hours_attributes = draft.shifts.map(shiftValues);
      created.shifts.push(...draft.shifts.map((s) => s.key));
    }
  } else {
    const hours = nestedAttributeChanges(
      draft.shifts,
      business.working_hours,
      shiftValues,
      (h) => ({ day_of_week: h.day_of_week, open_time: h.open_time, close_time: h.close_time, disabled: h.disabled }),
      created.shifts,
    );
    if (hours.length) body.working_hours_attributes = hours;
  }

  if (draft.time_zone && draft.time_zone !== savedTimeZone(business)) body.time_zone = draft.time_zone;

  return Object.keys(body).length ? { body, created } : null;
}

export interface AssistantCreated {
  scenarios: string[];
  /** Scenario key -> keys of its questions created by the save. */
  questions: Record<string, string[]>;
}
export interface AssistantChanges {
  body: Record<string, unknown>;
  created: AssistantCreated;
}

export function assistantChanges(assistant: AssistantConfig, draft: AssistantDraft): AssistantChanges | null {
  const body: Record<string, unknown> = {};
  const created: AssistantCreated = { scenarios: [], questions: {} };

  if (draft.greeting_phrase.trim() !== (assistant.greeting_phrase ?? '')) body.greeting_phrase = draft.greeting_phrase.trim();
  if (draft.voice !== assistant.voice) body.voice = draft.voice;
  if (draft.transfer_calls_enabled !== assistant.transfer_calls_enabled) body.transfer_calls_enabled = draft.transfer_calls_enabled;
  const typed = draft.transfer_phone_number.trim();
  const comparable = typed === '' ? '' : (phoneE164(typed) ?? typed);
  if (comparable !== (assistant.transfer_phone_number ?? '')) body.transfer_phone_number = typed;
  const onCall = draft.after_hours_transfer_phone_number.trim();
  const onCallComparable = onCall === '' ? '' : (phoneE164(onCall) ?? onCall);
  if (onCallComparable !== (assistant.after_hours_transfer_phone_number ?? '')) body.after_hours_transfer_phone_number = onCall === '' ? null : onCall;

  const savedTransfer = new Map(assistant.transfer_scenarios.map((t) => [t.text, t.id]));
  const transfer: Record<string, unknown>[] = [];
  for (const text of TRANSFER_SCENARIOS) {
    const ticked = draft.transfer_scenarios.includes(text);
    const savedId = savedTransfer.get(text);
    if (ticked && !savedId) transfer.push({ text });
    if (!ticked && savedId) transfer.push({ id: savedId, _destroy: true });
  }
  if (transfer.length) body.transfer_scenarios_attributes = transfer;

  const savedScenarios = new Map(assistant.scenarios.map((s) => [s.id, s]));
  const scenarios: Record<string, unknown>[] = [];
  const keptScenarios = new Set<string>();
  for (const scenario of draft.scenarios) {
    const existing = scenario.id ? savedScenarios.get(scenario.id) : undefined;
    const createdQuestions: string[] = [];
    const questionAttrs = nestedAttributeChanges(
      scenario.questions,
      existing?.scenario_questions ?? [],
      (q) => ({ question: q.question.trim(), is_required: q.is_required }),
      (q) => ({ question: q.question, is_required: q.is_required }),
      createdQuestions,
    );
    if (createdQuestions.length) created.questions[scenario.key] = createdQuestions;
    const fields = { trigger: scenario.trigger.trim(), post_collection_action: scenario.post_collection_action.trim() };
    if (existing) {
      keptScenarios.add(existing.id);
      const changed: Record<string, unknown> = {};
      if (fields.trigger !== existing.trigger) changed.trigger = fields.trigger;
      if (fields.post_collection_action !== existing.post_collection_action) changed.post_collection_action = fields.post_collection_action;
      if (questionAttrs.length) changed.scenario_questions_attributes = questionAttrs;
      if (Object.keys(changed).length) scenarios.push({ id: existing.id, ...changed });
    } else {
      scenarios.push({ ...fields, scenario_questions_attributes: questionAttrs });
      created.scenarios.push(scenario.key);
    }
  }
  for (const s of assistant.scenarios) if (!keptScenarios.has(s.id)) scenarios.push({ id: s.id, _destroy: true });
  if (scenarios.length) body.scenarios_attributes = scenarios;

  for (const key of SETTING_KEYS) {
    const value = draft.settings[key];
    const normalized = typeof value === 'string' ? value.trim() : value;
    if (normalized !== assistant[key]) body[key] = normalized;
  }

  return Object.keys(body).length ? { body, created } : null;
}

export const hasChanges = (baseline: Baseline, draft: Draft) =>
  businessChanges(baseline.business, draft) !== null || assistantChanges(baseline.assistant, draft) !== null;

// ---------------------------------------------------------------------------------------------------
// After a save: the draft takes the ids of the records the save created, and every value that was not
// edited while the save was on its way takes the server's form ('25.5' -> '25.50'). Values edited
// meanwhile stay as typed, so they remain pending changes. Returns null when the answer cannot be
// matched (the caller then rebuilds that part of the draft from the server).

function newIdsByKey<S extends { id: string }>(createdKeys: string[], saved: S[], before: Set<string>): Map<string, string> | null {
  const fresh = saved.filter((s) => !before.has(s.id));
  if (fresh.length !== createdKeys.length) return null;
  return new Map(createdKeys.map((key, i) => [key, fresh[i].id]));
}

export function reconcileBusiness(
  now: BusinessDraft,
  sent: BusinessDraft,
  created: BusinessCreated,
  before: Business,
  saved: Business,
): BusinessDraft | null {
  const itemIds = newIdsByKey(created.items, saved.business_items, new Set(before.business_items.map((i) => i.id)));
  const questionIds = newIdsByKey(created.questions, saved.business_questions, new Set(before.business_questions.map((q) => q.id)));
  if (!itemIds || !questionIds) return null;

  // Hours come back sorted by day and time, so created shifts are matched by their values.
  const shiftIds = new Map<string, string>();
  const beforeHours = new Set(before.working_hours.map((h) => h.id));
  const freshHours = saved.working_hours.filter((h) => !beforeHours.has(h.id));
  if (freshHours.length !== created.shifts.length) return null;
  const sentShifts = new Map(sent.shifts.map((s) => [s.key, s]));
  for (const key of created.shifts) {
    const s = sentShifts.get(key)!;
    const match = freshHours.find(
      (h) =>
        ![...shiftIds.values()].includes(h.id) &&
        h.day_of_week === s.day &&
        h.open_time === s.open_time &&
        h.close_time === s.close_time &&
        h.disabled === s.disabled,
    );
    if (!match) return null;
    shiftIds.set(key, match.id);
  }

  const sentItems = new Set(sent.items);
  const savedItems = new Map(saved.business_items.map((i) => [i.id, i]));
  const items = now.items.map((item) => {
    const id = item.id ?? itemIds.get(item.key);
    const server = id ? savedItems.get(id) : undefined;
    if (server && sentItems.has(item)) return itemFromServer(server, item.key);
    return id ? { ...item, id } : item;
  });

  const sentQuestions = new Set(sent.questions);
  const savedQuestions = new Map(saved.business_questions.map((q) => [q.id, q]));
  const questions = now.questions.map((q) => {
    const id = q.id ?? questionIds.get(q.key);
    const server = id ? savedQuestions.get(id) : undefined;
    if (server && sentQuestions.has(q)) return { key: q.key, id, question: server.question, answer: server.answer };
    return id ? { ...q, id } : q;
  });

  const shifts = now.shifts.map((s) => {
    const id = s.id ?? shiftIds.get(s.key);
    return id ? { ...s, id } : s;
  });

  return {
    items,
    questions,
    shifts,
    time_zone: now.time_zone === sent.time_zone ? savedTimeZone(saved) : now.time_zone,
  };
}

export function reconcileAssistant(
  now: AssistantDraft,
  sent: AssistantDraft,
  created: AssistantCreated,
  before: AssistantConfig,
  saved: AssistantConfig,
): AssistantDraft | null {
  const scenarioIds = newIdsByKey(created.scenarios, saved.scenarios, new Set(before.scenarios.map((s) => s.id)));
  if (!scenarioIds) return null;
  const savedScenarios = new Map(saved.scenarios.map((s) => [s.id, s]));
  const beforeScenarios = new Map(before.scenarios.map((s) => [s.id, s]));
  const sentScenarios = new Map(sent.scenarios.map((s) => [s.key, s]));

  let unmatched = false;
  const scenarios = now.scenarios.map((scenario) => {
    const id = scenario.id ?? scenarioIds.get(scenario.key);
    const server = id ? savedScenarios.get(id) : undefined;
    if (!id || !server) return scenario;
    const beforeQuestions = new Set((beforeScenarios.get(id)?.scenario_questions ?? []).map((q) => q.id));
    const questionIds = newIdsByKey(created.questions[scenario.key] ?? [], server.scenario_questions, beforeQuestions);
    if (!questionIds) {
      unmatched = true;
      return scenario;
    }
    const sentScenario = sentScenarios.get(scenario.key);
    const sentQuestions = new Set(sentScenario?.questions ?? []);
    const serverQuestions = new Map(server.scenario_questions.map((q) => [q.id, q]));
    return {
      key: scenario.key,
      id,
      trigger: sentScenario && scenario.trigger === sentScenario.trigger ? server.trigger : scenario.trigger,
      post_collection_action:
        sentScenario && scenario.post_collection_action === sentScenario.post_collection_action
          ? server.post_collection_action
          : scenario.post_collection_action,
      questions: scenario.questions.map((q) => {
        const qid = q.id ?? questionIds.get(q.key);
        const sq = qid ? serverQuestions.get(qid) : undefined;
        if (sq && sentQuestions.has(q)) return { key: q.key, id: qid, question: sq.question, is_required: sq.is_required };
        return qid ? { ...q, id: qid } : q;
      }),
    };
  });
  if (unmatched) return null;

  const fresh = assistantDraft(saved);
  const pick = <K extends keyof AssistantDraft>(key: K): AssistantDraft[K] => (now[key] === sent[key] ? fresh[key] : now[key]);
  const settings = Object.fromEntries(
    SETTING_KEYS.map((k) => [k, now.settings[k] === sent.settings[k] ? fresh.settings[k] : now.settings[k]]),
  ) as unknown as AssistantSettingsValues;
  return {
    greeting_phrase: pick('greeting_phrase'),
    voice: pick('voice'),
    transfer_calls_enabled: pick('transfer_calls_enabled'),
    transfer_phone_number: pick('transfer_phone_number'),
    after_hours_transfer_phone_number: pick('after_hours_transfer_phone_number'),
    transfer_scenarios: pick('transfer_scenarios'),
    scenarios,
    settings,
  };
}
