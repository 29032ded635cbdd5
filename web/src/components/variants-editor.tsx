import { MAX_ITEM_VARIANTS, variantIssues, type VariantIssue } from '../../../functions/contract/item-variants';
import type { ItemVariant } from '../../../functions/contract/businesses';

/** One variant row as typed (sizes or options of an item at their own prices). */
export interface VariantRow {
  key: string;
  name: string;
  /** As typed; a decimal string. */
  price: string;
  /** As typed; '' means the item's own duration. */
  duration: string;
}

let sequence = 0;
export const newVariantRow = (): VariantRow => ({ key: `v${++sequence}`, name: '', price: '', duration: '' });

export const variantRowsOf = (variants: readonly ItemVariant[] | undefined): VariantRow[] =>
  (variants ?? []).map((v) => ({ key: `v${++sequence}`, name: v.name, price: v.price, duration: v.duration === null ? '' : String(v.duration) }));

/** The rows as the API takes them; a product's variants have no duration. */
export const variantValues = (rows: readonly VariantRow[], product: boolean): Array<{ name: string; price: string; duration: number | null }> =>
  rows.map((r) => ({
    name: r.name.trim(),
    price: r.price.trim(),
    duration: product || r.duration.trim() === '' ? null : Number(r.duration.trim()),
  }));

/** The contract's problems of the rows (the API refuses the same), for a product without durations. */
export const variantRowIssues = (rows: readonly VariantRow[], product: boolean): VariantIssue[] => variantIssues(variantValues(rows, product));

/**
 * The sizes or options of one item, under its fields: add and remove rows, each with a name, a price and (for a
 * service) its own duration. Plain labelled inputs and buttons, so it is used by keyboard as the rest of the form.
 */
export function VariantsEditor({
  idPrefix,
  itemLabel,
  rows,
  onChange,
  withDuration,
  showErrors,
}: {
  /** Unique per item: the inputs' ids start with it. */
  idPrefix: string;
  /** Said in the buttons' accessible names ("Add a size or option to Pepperoni Pizza"). */
  itemLabel: string;
  rows: VariantRow[];
  onChange: (rows: VariantRow[]) => void;
  withDuration: boolean;
  showErrors: boolean;
}) {
  const issues = showErrors ? variantRowIssues(rows, !withDuration) : [];
  const problem = (index: number, field: 'name' | 'price' | 'duration') => issues.find((i) => i.index === index && i.field === field)?.message;
  const set = (key: string, patch: Partial<VariantRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const full = rows.length >= MAX_ITEM_VARIANTS;
  return (
    <fieldset className="variants" data-testid="variants-editor">
      <legend className="variants__legend">Sizes or options (optional)</legend>
      <p className="variants__hint" id={`${idPrefix}-variants-hint`}>
        Each at its own price, like Small 12&quot; and Large 16&quot;. Callers are asked which one they want.
      </p>
      {rows.length ? (
        <ul className="variants__rows">
          {rows.map((row, i) => {
            const id = `${idPrefix}-variant-${row.key}`;
            const nameProblem = problem(i, 'name');
            const priceWrong = problem(i, 'price');
            const durationProblem = problem(i, 'duration');
            return (
              <li key={row.key} className={withDuration ? 'variants__row variants__row--timed' : 'variants__row'} data-testid="variant-row">
                <div className="variants__field">
                  <label htmlFor={`${id}-name`}>Option {i + 1} name</label>
                  <input
                    id={`${id}-name`}
                    value={row.name}
                    placeholder="Large 16&quot;"
                    maxLength={80}
                    aria-invalid={nameProblem ? true : undefined}
                    aria-describedby={nameProblem ? `${id}-name-error` : undefined}
                    onChange={(e) => set(row.key, { name: e.target.value })}
                  />
                  {nameProblem ? <span className="variants__error" id={`${id}-name-error`} role="alert">Name {nameProblem}</span> : null}
                </div>
                <div className="variants__field">
                  <label htmlFor={`${id}-price`}>Option {i + 1} price</label>
                  <input
                    id={`${id}-price`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={row.price}
                    placeholder="0.00"
                    aria-invalid={priceWrong ? true : undefined}
                    aria-describedby={priceWrong ? `${id}-price-error` : undefined}
                    onChange={(e) => set(row.key, { price: e.target.value })}
                  />
                  {priceWrong ? <span className="variants__error" id={`${id}-price-error`} role="alert">Price {priceWrong}</span> : null}
                </div>
                {withDuration ? (
                  <div className="variants__field">
                    <label htmlFor={`${id}-duration`}>Option {i + 1} minutes</label>
                    <input
                      id={`${id}-duration`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      value={row.duration}
                      placeholder="Same"
                      aria-invalid={durationProblem ? true : undefined}
                      aria-describedby={durationProblem ? `${id}-duration-error` : undefined}
                      onChange={(e) => set(row.key, { duration: e.target.value })}
                    />
                    {durationProblem ? <span className="variants__error" id={`${id}-duration-error`} role="alert">Duration {durationProblem}</span> : null}
                  </div>
                ) : null}
                <button
                  type="button"
                  className="btn btn--ghost btn--sm variants__remove"
                  aria-label={`Remove option ${i + 1}${row.name.trim() ? ` (${row.name.trim()})` : ''} of ${itemLabel}`}
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {issues.filter((i) => i.index === undefined).map((i) => (
        <p key={i.message} className="variants__error" role="alert">
          Options {i.message}
        </p>
      ))}
      <button
        type="button"
        className="btn btn--secondary btn--sm variants__add"
        aria-label={`Add a size or option to ${itemLabel}`}
        disabled={full}
        title={full ? `At most ${MAX_ITEM_VARIANTS} sizes or options` : undefined}
        onClick={() => onChange([...rows, newVariantRow()])}
      >
        + Add size or option
      </button>
    </fieldset>
  );
}
