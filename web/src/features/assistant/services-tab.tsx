import { useEffect, useRef } from 'react';
import { CURRENCIES } from './constants';
import { newKey, type Draft, type DraftItem } from './draft';
import { itemProblems, type ItemValues } from './validation';
import { EditIcon, EmptyState, FieldError, PlusIcon, SettingsCard, Switch, TrashIcon, type DraftProps } from './ui';
import { VariantsEditor, variantRowIssues, type VariantRow } from '../../components/variants-editor';
import { formatServicePrice } from '../../lib/money';
import { ARRIVAL_WINDOW_OPTIONS, arrivalWindowLabel } from '../../../../functions/contract/arrival-windows';

/** The one service open for editing (spec section 4: one at a time, with Save and Cancel). */
export interface ItemEditor {
  key: string;
  /** Added with Add Service and not yet saved in the editor: Cancel drops it. */
  isNew: boolean;
  values: ItemValues & { currency: string; product: boolean; variants: VariantRow[]; arrival_window: number };
  showErrors: boolean;
}

/**
 * Spec section 3: the default service. A restaurant or fast-food business adds a product instead (ordered by
 * callers, no duration): its menu is not offered as 30-minute bookings.
 */
export const newService = (product = false): DraftItem => ({
  key: newKey('i'),
  name: 'New Service',
  price: '0.00',
  duration: product ? '' : '30',
  currency: 'USD',
  enabled: true,
  product,
});

/** Puts the editor's values into the draft, or reports why it cannot (the fields get marked). */
export function commitEditor(draft: Draft, editor: ItemEditor): { draft: Draft; ok: boolean } {
  if (Object.keys(itemProblems(editor.values.product ? { ...editor.values, duration: '' } : editor.values)).length) return { draft, ok: false };
  if (variantRowIssues(editor.values.variants, editor.values.product).length) return { draft, ok: false };
  const { name, price, duration, currency, product, variants, arrival_window } = editor.values;
  return {
    ok: true,
    draft: {
      ...draft,
      items: draft.items.map((i) =>
        i.key === editor.key
          ? {
              ...i,
              name: name.trim(),
              price: price.trim(),
              duration: product ? '' : duration.trim(),
              currency,
              product,
              // An item that never had variants stays without the field, so its save sends what it did before.
              ...(variants.length || i.variants
                ? { variants: variants.map((r) => ({ ...r, name: r.name.trim(), price: r.price.trim(), duration: product ? '' : r.duration.trim() })) }
                : {}),
              // Likewise an item never given a window stays without the field.
              ...(arrival_window || i.arrival_window !== undefined ? { arrival_window: product ? 0 : arrival_window } : {}),
            }
          : i,
      ),
    },
  };
}

/** True when the open editor holds something not yet in the draft. */
export function editorHasChanges(draft: Draft, editor: ItemEditor | null): boolean {
  if (!editor) return false;
  const item = draft.items.find((i) => i.key === editor.key);
  if (!item) return false;
  const v = editor.values;
  return (
    item.name !== v.name ||
    item.price !== v.price ||
    item.duration !== v.duration ||
    item.currency !== v.currency ||
    (item.product === true) !== v.product ||
    JSON.stringify(item.variants ?? []) !== JSON.stringify(v.variants) ||
    (item.arrival_window ?? 0) !== v.arrival_window
  );
}

export function formatDuration(duration: string): string {
  const n = Number(duration);
  return duration.trim() === '' || !Number.isFinite(n) || n === 0 ? 'Not specified' : `${n} min`;
}

export function ServicesTab({
  draft,
  update,
  editor,
  setEditor,
  sellsProducts = false,
}: DraftProps & { editor: ItemEditor | null; setEditor: (editor: ItemEditor | null) => void; sellsProducts?: boolean }) {
  function add() {
    const item = newService(sellsProducts);
    update((d) => ({ ...d, items: [item, ...d.items] }));
    setEditor({ key: item.key, isNew: true, values: valuesOf(item), showErrors: false });
  }

  function cancel() {
    if (!editor) return;
    if (editor.isNew) update((d) => ({ ...d, items: d.items.filter((i) => i.key !== editor.key) }));
    setEditor(null);
  }

  function save() {
    if (!editor) return;
    const result = commitEditor(draft, editor);
    if (!result.ok) {
      setEditor({ ...editor, showErrors: true });
      return;
    }
    update(() => result.draft);
    setEditor(null);
  }

  function remove(item: DraftItem) {
    update((d) => ({ ...d, items: d.items.filter((i) => i.key !== item.key) }));
    if (editor?.key === item.key) setEditor(null);
  }

  const enabledCount = draft.items.filter((i) => i.enabled).length;
  // Products are ordered, not booked: counted apart from the services.
  const productCount = draft.items.filter((i) => i.product).length;
  const serviceCount = draft.items.length - productCount;
  const counts = [
    `${serviceCount} service${serviceCount === 1 ? '' : 's'}`,
    ...(productCount ? [`${productCount} product${productCount === 1 ? '' : 's'}`] : []),
    `${enabledCount} offered`,
  ].join(', ');
  return (
    <SettingsCard
      title="Service Catalog"
      description={`The services and prices your assistant quotes and books${productCount ? ', and the products it takes orders for' : ''}. ${counts}.`}
      actions={
        <button
          type="button"
          className="btn btn--primary btn--sm"
          onClick={add}
          disabled={editor !== null}
          title={editor ? 'Save or cancel the service you are editing first' : undefined}
        >
          <PlusIcon /> Add Service
        </button>
      }
    >
      {draft.items.length === 0 ? (
        <EmptyState title="No services yet">Add what you offer, with its duration and price, so callers can book it.</EmptyState>
      ) : (
        <ul className="as-services">
          {draft.items.map((item) =>
            editor?.key === item.key ? (
              <ServiceEditor
                key={item.key}
                item={item}
                editor={editor}
                onChange={(values) => setEditor({ ...editor, values })}
                onToggle={(enabled) => update((d) => ({ ...d, items: d.items.map((i) => (i.key === item.key ? { ...i, enabled } : i)) }))}
                onSave={save}
                onCancel={cancel}
              />
            ) : (
              <li key={item.key} className={item.enabled ? 'as-service' : 'as-service is-disabled'} data-testid="service-row">
                <div className="as-service__main">
                  <span className="as-service__name">{item.name}</span>
                  <span className="as-service__meta">
                    <span>{item.product ? 'Product' : formatDuration(item.duration)}</span>
                    <span aria-hidden="true">·</span>
                    <span className="as-service__price">{formatServicePrice(item.price, item.currency)}</span>
                    {!item.product && item.arrival_window ? (
                      <>
                        <span aria-hidden="true">·</span>
                        <span data-testid="service-arrival-window">{`${item.arrival_window / 60}-hour arrival window`}</span>
                      </>
                    ) : null}
                    {!item.id ? <span className="as-pill as-pill--info">Not saved yet</span> : null}
                  </span>
                  {item.variants?.length ? (
                    <span className="as-service__variants" data-testid="service-variants">
                      {item.variants.map((v) => `${v.name} ${formatServicePrice(v.price, item.currency)}`).join(' · ')}
                    </span>
                  ) : null}
                </div>
                <Switch
                  checked={item.enabled}
                  onChange={(enabled) => update((d) => ({ ...d, items: d.items.map((i) => (i.key === item.key ? { ...i, enabled } : i)) }))}
                  label={`${item.name} enabled`}
                  hideLabel
                />
                <div className="as-service__actions">
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Edit ${item.name}`}
                    title={editor ? 'Save or cancel the service you are editing first' : 'Edit'}
                    disabled={editor !== null}
                    onClick={() => setEditor({ key: item.key, isNew: false, values: valuesOf(item), showErrors: false })}
                  >
                    <EditIcon />
                  </button>
                  <button type="button" className="icon-btn as-remove" aria-label={`Delete ${item.name}`} title="Delete" onClick={() => remove(item)}>
                    <TrashIcon />
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
    </SettingsCard>
  );
}

const valuesOf = (item: DraftItem): ItemEditor['values'] => ({
  name: item.name,
  price: item.price,
  duration: item.duration,
  currency: item.currency,
  product: item.product === true,
  variants: item.variants ?? [],
  arrival_window: item.arrival_window ?? 0,
});

function ServiceEditor({
  item,
  editor,
  onChange,
  onToggle,
  onSave,
  onCancel,
}: {
  item: DraftItem;
  editor: ItemEditor;
  onChange: (values: ItemEditor['values']) => void;
  onToggle: (enabled: boolean) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    nameRef.current?.focus();
    if (editor.isNew) nameRef.current?.select();
    // Only when the editor opens, not on every keystroke.
  }, []);
  const problems = editor.showErrors ? itemProblems(editor.values.product ? { ...editor.values, duration: '' } : editor.values) : {};
  const v = editor.values;
  const set = (patch: Partial<ItemEditor['values']>) => onChange({ ...v, ...patch });
  const k = item.key;
  const currencies = CURRENCIES.includes(v.currency as (typeof CURRENCIES)[number]) ? CURRENCIES : [...CURRENCIES, v.currency];

  return (
    <li className="as-service as-service--editing">
      <form
        className="as-service-form"
        aria-label={`Edit service ${item.name}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onCancel();
        }}
      >
        <div className="as-service-form__grid">
          <div className="as-field as-field--wide">
            <label htmlFor={`${k}-name`}>Service name</label>
            <input
              id={`${k}-name`}
              ref={nameRef}
              value={v.name}
              aria-invalid={problems.name ? true : undefined}
              aria-describedby={problems.name ? `${k}-name-error` : undefined}
              onChange={(e) => set({ name: e.target.value })}
            />
            <FieldError id={`${k}-name-error`} message={problems.name} />
          </div>
          <div className="as-field">
            <label htmlFor={`${k}-duration`}>Duration (minutes)</label>
            <input
              id={`${k}-duration`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={v.product ? '' : v.duration}
              disabled={v.product}
              placeholder={v.product ? 'Not needed' : 'Not specified'}
              aria-invalid={problems.duration ? true : undefined}
              aria-describedby={problems.duration ? `${k}-duration-error` : undefined}
              onChange={(e) => set({ duration: e.target.value })}
            />
            <FieldError id={`${k}-duration-error`} message={problems.duration} />
          </div>
          <div className="as-field as-field--row">
            <label className="as-check">
              <input type="checkbox" checked={v.product} onChange={(e) => set({ product: e.target.checked })} />
              Product: sold and ordered by callers (a drink, a shampoo), not booked; needs no duration
            </label>
          </div>
          <div className="as-field">
            <label htmlFor={`${k}-price`}>Price</label>
            <input
              id={`${k}-price`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={v.price}
              aria-invalid={problems.price ? true : undefined}
              aria-describedby={problems.price ? `${k}-price-error` : undefined}
              onChange={(e) => set({ price: e.target.value })}
            />
            <FieldError id={`${k}-price-error`} message={problems.price} />
          </div>
          <div className="as-field">
            <label htmlFor={`${k}-currency`}>Currency</label>
            <select id={`${k}-currency`} value={v.currency} onChange={(e) => set({ currency: e.target.value })}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <div className="as-field as-field--window">
            <label htmlFor={`${k}-window`}>Arrival window</label>
            <select
              id={`${k}-window`}
              value={v.product ? 0 : v.arrival_window}
              disabled={v.product}
              aria-describedby={`${k}-window-hint`}
              onChange={(e) => set({ arrival_window: Number(e.target.value) })}
            >
              {ARRIVAL_WINDOW_OPTIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {arrivalWindowLabel(minutes)}
                </option>
              ))}
            </select>
            <span id={`${k}-window-hint`} className="as-hint">
              Callers and texts get &lsquo;between 8 and 11 AM&rsquo; instead of an exact time.
            </span>
          </div>
        </div>
        <VariantsEditor
          idPrefix={k}
          itemLabel={v.name.trim() || 'this service'}
          rows={v.variants}
          onChange={(variants) => set({ variants })}
          withDuration={!v.product}
          showErrors={editor.showErrors}
        />
        <div className="as-service-form__footer">
          <Switch checked={item.enabled} onChange={onToggle} label="Offered to callers" />
          <div className="as-service-form__buttons">
            <button type="button" className="btn btn--secondary btn--sm" onClick={onCancel}>
              Cancel
            </button>
            <button type="submit" className="btn btn--primary btn--sm">
              Save
            </button>
          </div>
        </div>
      </form>
    </li>
  );
}
