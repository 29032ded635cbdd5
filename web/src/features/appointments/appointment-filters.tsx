import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { BusinessItem } from '../../../../functions/contract/businesses';
import { DEFAULT_FILTERS, type AppointmentFilters, type AppointmentStatus } from './appointments-api';
import { STATUS_LABELS } from './appointment-format';

const STATUS_CHOICES: Array<{ value: AppointmentStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'awaiting_confirmation', label: STATUS_LABELS.awaiting_confirmation },
  { value: 'upcoming', label: STATUS_LABELS.upcoming },
  { value: 'completed', label: STATUS_LABELS.completed },
  { value: 'cancelled', label: STATUS_LABELS.cancelled },
];

/** Spec section 2: the Filter button shows a dot when any filter is active ('All' is no status). */
export const anyFilterActive = (f: AppointmentFilters) => Object.values(f).some((v) => v !== '');

/** The Filter button and its panel: status (starting at 'upcoming'), names, phone and service. */
export function FilterButton({
  filters,
  items,
  onApply,
}: {
  filters: AppointmentFilters;
  items: BusinessItem[];
  onApply: (filters: AppointmentFilters) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const active = anyFilterActive(filters);

  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const set = (key: keyof AppointmentFilters, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply({
      status: draft.status,
      first_name: draft.first_name.trim(),
      last_name: draft.last_name.trim(),
      phone_number: draft.phone_number.trim(),
      business_item_id: draft.business_item_id,
    });
    setOpen(false);
    button.current?.focus();
  }

  function clear() {
    onApply({ ...DEFAULT_FILTERS, status: '' });
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div className="ap-filter" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="btn btn--secondary ap-filter__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        <FilterIcon />
        Filter
        {active ? (
          <>
            <span className="ap-filter__dot" data-testid="filter-dot" aria-hidden="true" />
            <span className="visually-hidden">(filters active)</span>
          </>
        ) : null}
      </button>
      {open ? (
        <form id={`${id}-panel`} className="ap-filter__panel" aria-label="Filter appointments" onSubmit={apply}>
          <div className="field">
            <label htmlFor={`${id}-status`}>Status</label>
            <select id={`${id}-status`} value={draft.status} onChange={(e) => set('status', e.target.value)}>
              {STATUS_CHOICES.map((c) => (
                <option key={c.value || 'all'} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className="ap-filter__row">
            <div className="field">
              <label htmlFor={`${id}-first`}>First name</label>
              <input id={`${id}-first`} value={draft.first_name} onChange={(e) => set('first_name', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-last`}>Last name</label>
              <input id={`${id}-last`} value={draft.last_name} onChange={(e) => set('last_name', e.target.value)} />
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-phone`}>Phone number</label>
            <input id={`${id}-phone`} type="tel" value={draft.phone_number} onChange={(e) => set('phone_number', e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-service`}>Service</label>
            <select id={`${id}-service`} value={draft.business_item_id} onChange={(e) => set('business_item_id', e.target.value)}>
              <option value="">Any service</option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
          <div className="ap-filter__actions">
            <button type="button" className="btn btn--secondary" onClick={clear}>
              Clear all
            </button>
            <button type="submit" className="btn btn--primary">
              Apply
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
