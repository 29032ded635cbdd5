import { DAYS_OF_WEEK, MAX_SERVICE_MINUTES, priceProblem, sellsProducts, type Business, type DayOfWeek } from '../../../../functions/contract/businesses';
import { variantRowIssues, variantRowsOf, variantValues, type VariantRow } from '../../components/variants-editor';

/**
 * AI config step 2 ('Personalize Customer Interaction') as an in-memory draft (spec section 3): saved records
 * plus new rows; one blank question and one blank item when there are none, and the seven days of the week
 * (08:00–20:00 when none are saved, spec section 9). Saving turns it into the nested `*_attributes` lists:
 * removed saved rows are sent with `_destroy: true`, removed unsaved rows are just dropped.
 */
export const DAYS: readonly DayOfWeek[] = DAYS_OF_WEEK;
export const DAY_LABEL: Record<DayOfWeek, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
export const DEFAULT_OPEN = '08:00';
export const DEFAULT_CLOSE = '20:00';
/** A service added with 'Add Product or Service' (spec section 3). */
export const NEW_SERVICE = { name: 'New Service', price: '0.00', duration: '30' };

export interface QuestionRow {
  key: string;
  id?: string;
  question: string;
  answer: string;
}
export interface ItemRow {
  key: string;
  id?: string;
  name: string;
  /** As typed; a decimal string. */
  price: string;
  /** Minutes as typed; '' is "not specified". */
  duration: string;
  currency: string;
  /** Sold and ordered by callers (a pizza, a drink), never booked: no duration. */
  product: boolean;
  /** Sizes or options at their own prices (absent or []: one price). */
  variants?: VariantRow[];
}
export interface HoursRow {
  key: string;
  id?: string;
  day_of_week: DayOfWeek;
  open: boolean;
  open_time: string;
  close_time: string;
}
export interface PersonalizeDraft {
  questions: QuestionRow[];
  items: ItemRow[];
  hours: HoursRow[];
  /** Ids of saved records the owner removed. */
  removedQuestions: string[];
  removedItems: string[];
}

let counter = 0;
const key = () => `row-${++counter}`;

export const blankQuestion = (): QuestionRow => ({ key: key(), question: '', answer: '' });
export const blankItem = (product = false): ItemRow => ({ key: key(), name: '', price: '', duration: '', currency: 'USD', product });
/**
 * The row 'Add Product or Service' adds: the spec's default service, or in a restaurant or fast-food business a
 * product without a duration, so a typed menu is ordered by callers rather than offered as 30-minute bookings.
 */
export const newService = (product = false): ItemRow =>
  product ? { key: key(), ...NEW_SERVICE, duration: '', currency: 'USD', product } : { key: key(), ...NEW_SERVICE, currency: 'USD', product };

export function draftFromBusiness(
  business: Pick<Business, 'business_questions' | 'business_items' | 'working_hours'> & { industry?: string | null },
): PersonalizeDraft {
  const questions = business.business_questions.map((q) => ({ key: key(), id: q.id, question: q.question, answer: q.answer }));
  const items = business.business_items.map((i) => ({
    key: key(),
    id: i.id,
    name: i.name,
    price: i.price,
    duration: i.duration === null || i.duration === undefined ? '' : String(i.duration),
    currency: i.currency || 'USD',
    product: i.product === true,
    // Left out while the item has none, so a save of it sends what it sent before variants existed.
    ...(i.variants?.length ? { variants: variantRowsOf(i.variants) } : {}),
  }));
  const hours = DAYS.map((day): HoursRow => {
    // Onboarding shows one opening per day; further shifts (set on the assistant screen) are left as they are.
    const saved = business.working_hours.filter((h) => h.day_of_week === day).sort((a, b) => a.open_time.localeCompare(b.open_time))[0];
    return saved
      ? { key: key(), id: saved.id, day_of_week: day, open: !saved.disabled, open_time: saved.open_time, close_time: saved.close_time }
      : { key: key(), day_of_week: day, open: true, open_time: DEFAULT_OPEN, close_time: DEFAULT_CLOSE };
  });
  return {
    questions: questions.length ? questions : [blankQuestion()],
    items: items.length ? items : [blankItem(sellsProducts(business.industry))],
    hours,
    removedQuestions: [],
    removedItems: [],
  };
}

export function removeQuestion(draft: PersonalizeDraft, rowKey: string): PersonalizeDraft {
  const row = draft.questions.find((q) => q.key === rowKey);
  return {
    ...draft,
    questions: draft.questions.filter((q) => q.key !== rowKey),
    removedQuestions: row?.id ? [...draft.removedQuestions, row.id] : draft.removedQuestions,
  };
}

export function removeItem(draft: PersonalizeDraft, rowKey: string): PersonalizeDraft {
  const row = draft.items.find((i) => i.key === rowKey);
  return {
    ...draft,
    items: draft.items.filter((i) => i.key !== rowKey),
    removedItems: row?.id ? [...draft.removedItems, row.id] : draft.removedItems,
  };
}

const blankQ = (q: QuestionRow) => !q.question.trim() && !q.answer.trim();
const blankI = (i: ItemRow) => !i.name.trim() && !i.price.trim() && !i.duration.trim() && !i.variants?.length;
const FIELD_WORD = { name: 'the name', price: 'the price', duration: 'the duration' } as const;

/** Problems a person can fix, one sentence each; empty when the draft can be saved. */
export function validatePersonalize(draft: PersonalizeDraft): string[] {
  const problems: string[] = [];
  draft.questions.forEach((q, i) => {
    if (!blankQ(q) && !q.question.trim()) problems.push(`Question ${i + 1}: write the question the answer belongs to.`);
    // The assistant never speaks a question without its answer: the caller would hear "I don't know" instead.
    if (!blankQ(q) && !q.answer.trim()) problems.push(`Question ${i + 1}: write the answer your assistant should give, or delete the question.`);
  });
  draft.items.forEach((item, i) => {
    if (blankI(item)) return;
    const label = `Product or service ${i + 1}`;
    if (!item.name.trim()) problems.push(`${label}: a name is required.`);
    const price = item.price.trim() ? priceProblem(item.price) : undefined;
    if (price) problems.push(`${label}: the price ${price}.`);
    const duration = item.product ? '' : item.duration.trim();
    if (duration && !/^\d+$/.test(duration)) problems.push(`${label}: the duration must be a whole number of minutes.`);
    else if (duration && Number(duration) > MAX_SERVICE_MINUTES) problems.push(`${label}: the duration must be at most ${MAX_SERVICE_MINUTES} minutes.`);
    // The contract's rules for sizes and options, said of the option ("Product or service 2, option 3: the price ...").
    for (const issue of variantRowIssues(item.variants ?? [], item.product)) {
      problems.push(
        issue.index === undefined
          ? `${label}: the sizes and options ${issue.message}.`
          : `${label}, option ${issue.index + 1}: ${issue.field ? `${FIELD_WORD[issue.field]} ` : ''}${issue.message}.`,
      );
    }
  });
  for (const h of draft.hours) {
    if (h.open && (!h.open_time || !h.close_time)) problems.push(`${DAY_LABEL[h.day_of_week]}: choose an opening and a closing time.`);
    else if (h.open && h.close_time <= h.open_time) problems.push(`${DAY_LABEL[h.day_of_week]}: the closing time must be after the opening time.`);
  }
  return problems;
}

/** The PATCH body's lists ('Continue to Configuration' writes questions, items and hours). */
export function personalizeAttributes(draft: PersonalizeDraft) {
  const business_questions_attributes: Array<Record<string, unknown>> = [];
  for (const q of draft.questions) {
    if (blankQ(q)) {
      if (q.id) business_questions_attributes.push({ id: q.id, _destroy: true });
      continue;
    }
    business_questions_attributes.push({ ...(q.id ? { id: q.id } : {}), question: q.question.trim(), answer: q.answer.trim() });
  }
  for (const id of draft.removedQuestions) business_questions_attributes.push({ id, _destroy: true });

  const business_items_attributes: Array<Record<string, unknown>> = [];
  for (const item of draft.items) {
    if (blankI(item)) {
      if (item.id) business_items_attributes.push({ id: item.id, _destroy: true });
      continue;
    }
    business_items_attributes.push({
      ...(item.id ? { id: item.id } : {}),
      name: item.name.trim(),
      price: item.price.trim() || '0',
      duration: item.product || item.duration.trim() === '' ? null : Number(item.duration),
      currency: item.currency || 'USD',
      product: item.product,
      ...(item.variants ? { variants: variantValues(item.variants, item.product) } : {}),
      ...(item.id ? {} : { enabled: true }),
    });
  }
  for (const id of draft.removedItems) business_items_attributes.push({ id, _destroy: true });

  const working_hours_attributes = draft.hours.map((h) => ({
    ...(h.id ? { id: h.id } : {}),
    day_of_week: h.day_of_week,
    open_time: h.open_time || DEFAULT_OPEN,
    close_time: h.close_time || DEFAULT_CLOSE,
    disabled: !h.open,
  }));
  return { business_questions_attributes, business_items_attributes, working_hours_attributes };
}

/**
 * After a save was refused because the business changed elsewhere (another tab, a retry that landed): the draft
 * rebuilt on the latest saved business without losing the typing. A row the owner left as loaded takes its latest
 * version (or goes, if deleted elsewhere); an edited row keeps the typing (as a new record if its saved one is
 * gone); rows added elsewhere are appended; each day keeps the typed hours only if the owner changed them.
 */
export function rebasePersonalize(
  loaded: PersonalizeDraft,
  typed: PersonalizeDraft,
  latest: Pick<Business, 'business_questions' | 'business_items' | 'working_hours'> & { industry?: string | null },
): PersonalizeDraft {
  const fresh = draftFromBusiness(latest);
  const questions = rebaseRows(loaded.questions, typed.questions, fresh.questions, blankQ);
  const items = rebaseRows(loaded.items, typed.items, fresh.items, blankI);
  const hours = typed.hours.map((row) => {
    const before = loaded.hours.find((h) => h.day_of_week === row.day_of_week);
    const now = fresh.hours.find((h) => h.day_of_week === row.day_of_week)!;
    if (before && sameRow(before, row)) return now;
    // The day's saved record as it is now, so the typed hours update it rather than add a second opening.
    return { ...row, id: now.id };
  });
  const stillSaved = (ids: Set<string>) => (id: string) => ids.has(id);
  return {
    questions,
    items,
    hours,
    removedQuestions: typed.removedQuestions.filter(stillSaved(new Set(latest.business_questions.map((q) => q.id)))),
    removedItems: typed.removedItems.filter(stillSaved(new Set(latest.business_items.map((i) => i.id)))),
  };
}

const sameRow = <T extends { key: string }>(a: T, b: T) => JSON.stringify({ ...a, key: '' }) === JSON.stringify({ ...b, key: '' });

function rebaseRows<T extends { key: string; id?: string }>(loaded: T[], typed: T[], fresh: T[], blank: (row: T) => boolean): T[] {
  const freshById = new Map(fresh.filter((r) => r.id).map((r) => [r.id!, r]));
  const loadedIds = new Set(loaded.filter((r) => r.id).map((r) => r.id!));
  const typedIds = new Set(typed.filter((r) => r.id).map((r) => r.id!));
  const rows: T[] = [];
  for (const row of typed) {
    if (!row.id) {
      rows.push(row);
      continue;
    }
    const before = loaded.find((r) => r.id === row.id);
    const now = freshById.get(row.id);
    if (before && sameRow(before, row)) {
      if (now) rows.push(now);
    } else {
      rows.push(now ? row : { ...row, id: undefined });
    }
  }
  const addedElsewhere = fresh.filter((r) => r.id && !loadedIds.has(r.id) && !typedIds.has(r.id));
  const merged = [...rows, ...addedElsewhere];
  // The placeholder blank row of an empty list is not needed once the list has records.
  const filled = merged.filter((r) => r.id || !blank(r));
  return filled.length ? filled : merged.length ? merged : fresh;
}
