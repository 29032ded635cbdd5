import { useId, type ReactNode } from 'react';
import type { Draft } from './draft';

/** How a tab edits the draft and shows field marks; the page owns the state. */
export interface DraftProps {
  draft: Draft;
  update: (change: (draft: Draft) => Draft) => void;
  /** The mark for a field ('item:<key>:price', ...), when it should be shown. */
  errorFor: (field: string) => string | undefined;
  /** Marks a field as visited, so its problem shows without waiting for Save. */
  touch: (field: string) => void;
}

export function SettingsCard({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={className ? `as-card ${className}` : 'as-card'} aria-labelledby={`${id}-title`}>
      <header className="as-card__header">
        <div>
          <h2 id={`${id}-title`} className="as-card__title">
            {title}
          </h2>
          {description ? <p className="as-card__description">{description}</p> : null}
        </div>
        {actions ? <div className="as-card__actions">{actions}</div> : null}
      </header>
      <div className="as-card__body">{children}</div>
    </section>
  );
}

/** A checkbox drawn as a switch; role=switch so assistive technology says on/off. */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  description,
  title,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
  description?: string;
  title?: string;
}) {
  const id = useId();
  return (
    <label className={disabled ? 'as-switch is-disabled' : 'as-switch'} title={title}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-desc` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="as-switch__track" aria-hidden="true">
        <span className="as-switch__thumb" />
      </span>
      <span className={hideLabel ? 'visually-hidden' : 'as-switch__text'}>
        <span className="as-switch__label">{label}</span>
        {description ? (
          <span id={`${id}-desc`} className="as-switch__description">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="as-field-error">
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5h.01" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="as-empty">
      <p className="as-empty__title">{title}</p>
      {children ? <p className="as-empty__text">{children}</p> : null}
    </div>
  );
}

export const PlusIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

export const TrashIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);

export const EditIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </svg>
);
