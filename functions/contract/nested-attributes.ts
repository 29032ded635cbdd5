/**
 * The spec's nested-list writes (section 3): a save sends `<list>_attributes`, where a record with an id changes that
 * saved record, `{id, _destroy: true}` removes it, and a record without an id is created. The server applies such a
 * list (`mergeNestedAttributes`); the web builds one from an edited draft (`nestedAttributeChanges`).
 */

/** One entry of a `*_attributes` list. */
export type NestedAttributes<F> = Partial<F> & { id?: string; _destroy?: boolean };

export interface NestedMergeSteps<R extends { id: string }, A extends { id?: string; _destroy?: boolean }> {
  /** How a problem with the entry at `index` is introduced ("Service 2"). */
  label(index: number): string;
  /** Problems found before the id is looked up; any skips the entry. `existing` is the saved record it names, if any. */
  check?(attrs: A, existing: R | undefined, label: string): string[];
  /**
   * The record the entry makes: `existing` is the saved record its id names, undefined for a new one. Pushes its
   * problems to `errors`; null leaves the list as it is. `current` is the list so far.
   */
  build(attrs: A, existing: R | undefined, label: string, current: ReadonlyMap<string, R>): R | null;
}

export interface NestedMerge<R> {
  /** The whole list after the save, saved records first in their order, then the created ones. */
  records: R[];
  /** Records created or changed, once each, in the order first sent. */
  written: R[];
  /** Ids of saved records removed. */
  removed: string[];
}

/** Applies a `*_attributes` list to the saved records; an id that names no saved record is a problem. */
export function mergeNestedAttributes<R extends { id: string }, A extends { id?: string; _destroy?: boolean }>(
  saved: readonly R[],
  attrsList: readonly A[],
  steps: NestedMergeSteps<R, A>,
  errors: string[],
): NestedMerge<R> {
  const current = new Map<string, R>(saved.map((r) => [r.id, r]));
  const written = new Map<string, R>();
  const removed: string[] = [];
  attrsList.forEach((attrs, index) => {
    const label = steps.label(index);
    const { id, _destroy } = attrs;
    if (_destroy) {
      // Unsaved records marked for removal are simply dropped; a saved one is deleted.
      if (id && current.has(id)) {
        current.delete(id);
        written.delete(id);
        removed.push(id);
      }
      return;
    }
    const existing = id ? current.get(id) : undefined;
    const problems = steps.check?.(attrs, existing, label) ?? [];
    if (problems.length) {
      errors.push(...problems);
      return;
    }
    if (id && !existing) {
      errors.push(`${label}: there is no saved record with id ${id}`);
      return;
    }
    const record = steps.build(attrs, existing, label, current);
    if (!record) return;
    current.set(record.id, record);
    written.set(record.id, record);
  });
  return { records: [...current.values()], written: [...written.values()], removed };
}

/**
 * A nested list's `*_attributes` from an edited draft: changed fields of saved records, new records whole, removed ones
 * destroyed. The keys of the draft records the save creates are added to `created`.
 */
export function nestedAttributeChanges<D extends { key: string; id?: string }, S extends { id: string }, V extends Record<string, unknown>>(
  draft: D[],
  saved: S[],
  values: (d: D) => V,
  savedValues: (s: S) => V,
  created: string[],
): Record<string, unknown>[] {
  const savedById = new Map(saved.map((s) => [s.id, s]));
  const attrs: Record<string, unknown>[] = [];
  const kept = new Set<string>();
  for (const record of draft) {
    const v = values(record);
    const existing = record.id ? savedById.get(record.id) : undefined;
    if (existing) {
      kept.add(existing.id);
      const before = savedValues(existing);
      const changed = Object.fromEntries(Object.entries(v).filter(([k, value]) => !sameValue(value, before[k])));
      if (Object.keys(changed).length) attrs.push({ id: existing.id, ...changed });
    } else {
      attrs.push(v);
      created.push(record.key);
    }
  }
  for (const s of saved) if (!kept.has(s.id)) attrs.push({ id: s.id, _destroy: true });
  return attrs;
}

/** Plain values compare as they are; a list or an object (an item's variants) by its content. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && JSON.stringify(a) === JSON.stringify(b);
}
