import { DAY_LABELS, TEMPLATE_VARIABLES } from './constants';
import { phoneE164, type Draft, type DraftShift } from './draft';
import { toMinutes } from './time-slots';
import { MAX_SERVICE_MINUTES, priceProblem } from '../../../../functions/contract/businesses';

/**
 * Field marks for the bad inputs of the issue, checked before anything is sent (the API refuses the same
 * things). Keys name the field: 'transfer_phone_number', 'item:<key>:price', 'shift:<key>', ...
 */
export type FieldErrors = Record<string, string>;

export type TabId = 'identity' | 'hours' | 'services';

export function tabOfField(field: string): TabId {
  if (field.startsWith('item:')) return 'services';
  if (field.startsWith('shift:') || field.startsWith('day:') || field.endsWith('_template')) return 'hours';
  return 'identity';
}

export interface ItemValues {
  name: string;
  price: string;
  duration: string;
}

export function itemProblems(values: ItemValues): Partial<Record<keyof ItemValues, string>> {
  const problems: Partial<Record<keyof ItemValues, string>> = {};
  if (!values.name.trim()) problems.name = 'Enter a name for this service.';
  const price = values.price.trim();
  const priceWrong = priceProblem(price);
  if (price === '') problems.price = 'Enter a price (0 for free).';
  else if (priceWrong) problems.price = `The price ${priceWrong}.`;
  const duration = values.duration.trim();
  if (duration !== '') {
    const n = Number(duration);
    if (!Number.isFinite(n)) problems.duration = 'Enter the duration in minutes.';
    else if (n < 0) problems.duration = "The duration can't be negative.";
    else if (!Number.isInteger(n)) problems.duration = 'Use a whole number of minutes.';
    else if (n > MAX_SERVICE_MINUTES) problems.duration = `Use at most ${MAX_SERVICE_MINUTES} minutes.`;
  }
  return problems;
}

export function templateProblem(template: string): string | undefined {
  if (!template.trim()) return "The message can't be empty.";
  const unknown = [...template.matchAll(/\[[^\]\n]*\]/g)]
    .map((m) => m[0])
    .find((token) => !(TEMPLATE_VARIABLES as readonly string[]).includes(token));
  if (unknown) return `${unknown} is not a variable. Use ${TEMPLATE_VARIABLES.join(', ')}.`;
  return undefined;
}

/** Problems with one day's shifts, keyed by shift: ends before it starts, or overlaps another open shift. */
export function shiftProblems(shifts: DraftShift[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const s of shifts) {
    if (toMinutes(s.close_time) <= toMinutes(s.open_time)) errors[`shift:${s.key}`] = 'The closing time must be after the opening time.';
  }
  const byDay = new Map<string, DraftShift[]>();
  for (const s of shifts) if (!s.disabled) byDay.set(s.day, [...(byDay.get(s.day) ?? []), s]);
  for (const [day, list] of byDay) {
    const sorted = [...list].sort((a, b) => toMinutes(a.open_time) - toMinutes(b.open_time));
    for (let i = 1; i < sorted.length; i++) {
      if (toMinutes(sorted[i].open_time) < toMinutes(sorted[i - 1].close_time)) {
        const message = `This shift overlaps another shift on ${DAY_LABELS[day as DraftShift['day']]}.`;
        errors[`shift:${sorted[i].key}`] ??= message;
        errors[`shift:${sorted[i - 1].key}`] ??= message;
      }
    }
  }
  return errors;
}

export function validateDraft(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  const phone = draft.transfer_phone_number.trim();
  if (phone && !phoneE164(phone)) errors.transfer_phone_number = 'Enter a valid phone number, e.g. +1 212 555 0147.';
  else if (!phone && draft.transfer_calls_enabled) errors.transfer_phone_number = 'Enter the number calls are transferred to.';
  const onCall = draft.after_hours_transfer_phone_number.trim();
  if (onCall && !phoneE164(onCall)) errors.after_hours_transfer_phone_number = 'Enter a valid phone number, e.g. +1 212 555 0147, or leave it empty.';
  if (draft.greeting_phrase.length > 1000) errors.greeting_phrase = 'Keep the greeting under 1000 characters.';

  for (const q of draft.questions) {
    if (!q.question.trim()) errors[`faq:${q.key}:question`] = 'Enter the question, or remove this FAQ.';
    // The assistant never speaks a question without its answer: the caller would hear "I don't know" instead.
    else if (!q.answer.trim()) errors[`faq:${q.key}:answer`] = 'Enter the answer the assistant should give, or remove this FAQ.';
  }
  for (const s of draft.scenarios) {
    if (!s.trigger.trim()) errors[`scenario:${s.key}:trigger`] = 'Describe when this scenario applies.';
    for (const q of s.questions) {
      if (!q.question.trim()) errors[`sq:${q.key}:question`] = 'Enter the question, or remove it.';
    }
  }
  Object.assign(errors, shiftProblems(draft.shifts));
  for (const item of draft.items) {
    for (const [field, message] of Object.entries(itemProblems(item))) errors[`item:${item.key}:${field}`] = message;
  }
  for (const key of ['confirmation_template', 'reminder_template'] as const) {
    const problem = templateProblem(draft.settings[key]);
    if (problem) errors[key] = problem;
  }
  return errors;
}
