import { useId, type ReactNode } from 'react';

/** One card of the settings screen: a titled region with an optional status or action on the right. */
export function SettingsSection({
  title,
  description,
  actions,
  children,
  tone = 'default',
  icon,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  icon?: ReactNode;
}) {
  const id = useId();
  return (
    <section className={tone === 'danger' ? 'st-card st-card--danger' : 'st-card'} aria-labelledby={`${id}-title`}>
      <header className="st-card__header">
        {icon ? (
          <span className="st-card__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <div className="st-card__heading">
          <h2 id={`${id}-title`} className="st-card__title">
            {title}
          </h2>
          {description ? <p className="st-card__description">{description}</p> : null}
        </div>
        {actions ? <div className="st-card__actions">{actions}</div> : null}
      </header>
      <div className="st-card__body">{children}</div>
    </section>
  );
}
