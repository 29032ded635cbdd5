import { useEffect, useId, useRef, useState } from 'react';
import { messagesOf } from './profile-draft';
import { updateProfile, type NotificationPrefs, type Profile } from './settings-api';
import { SettingsSection } from './settings-section';
import { BellIcon } from './settings-icons';

const OPTIONS: Array<{ key: keyof NotificationPrefs; label: string; description: string }> = [
  {
    key: 'email_notifications',
    label: 'Email notifications',
    description: 'New bookings, moves and cancellations, orders and messages your assistant takes, sent to your account email.',
  },
  {
    key: 'sms_notifications',
    label: 'SMS notifications',
    description: 'Text alerts for urgent calls and same-day bookings, sent to your contact phone number.',
  },
  {
    key: 'product_updates',
    label: 'Product updates',
    description: 'Occasional news about new features and improvements. No more than one email a month.',
  },
];

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/**
 * Notifications & Updates: each switch saves on its own (PATCH /api/profiles/ {user:{<pref>}}), so a
 * half-edited contact form is never sent along. A failed save puts the switch back.
 */
export function NotificationsSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const id = useId();
  const [prefs, setPrefs] = useState<NotificationPrefs>(() => pick(profile));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const pending = useRef(0);
  const savedTimer = useRef<number | undefined>(undefined);

  // Changes saved elsewhere (e.g. the phone cleared in Contact Information) flow back in.
  useEffect(() => {
    if (pending.current === 0) setPrefs(pick(profile));
  }, [profile]);

  useEffect(() => () => window.clearTimeout(savedTimer.current), []);

  const hasPhone = !!profile.user.phone_number;

  async function toggle(key: keyof NotificationPrefs, value: boolean) {
    const before = prefs[key];
    setPrefs((p) => ({ ...p, [key]: value }));
    setStatus({ kind: 'saving' });
    window.clearTimeout(savedTimer.current);
    pending.current += 1;
    try {
      const saved = await updateProfile({ user: { [key]: value } });
      pending.current -= 1;
      onSaved(saved);
      if (pending.current === 0) {
        setPrefs(pick(saved));
        setStatus({ kind: 'saved' });
        savedTimer.current = window.setTimeout(() => setStatus({ kind: 'idle' }), 3000);
      }
    } catch (error) {
      pending.current -= 1;
      console.error('Saving notification preferences failed', error);
      setPrefs((p) => ({ ...p, [key]: before }));
      setStatus({ kind: 'error', message: messagesOf(error, 'Your preference could not be saved. Please try again.').join(' ') });
    }
  }

  return (
    <SettingsSection
      title="Notifications & Updates"
      description="Choose how we keep you posted about calls, bookings and your account."
      icon={<BellIcon />}
      actions={
        <span className="st-inline-status" role="status" aria-live="polite" data-testid="notifications-status">
          {status.kind === 'saving' ? 'Saving...' : status.kind === 'saved' ? 'Saved' : ''}
        </span>
      }
    >
      {status.kind === 'error' ? (
        <div className="alert alert--error st-alert" role="alert">
          {status.message}
        </div>
      ) : null}
      <ul className="st-toggles">
        {OPTIONS.map((option) => {
          const needsPhone = option.key === 'sms_notifications' && !hasPhone && !prefs.sms_notifications;
          const descId = `${id}-${option.key}-desc`;
          return (
            <li key={option.key} className="st-toggle">
              <div className="st-toggle__text">
                <label htmlFor={`${id}-${option.key}`} className="st-toggle__label">
                  {option.label}
                </label>
                <p id={descId} className="st-toggle__description">
                  {option.description}
                  {needsPhone ? <span className="st-toggle__note"> Add a phone number in Contact Information to turn this on.</span> : null}
                </p>
              </div>
              <span className="st-switch">
                <input
                  id={`${id}-${option.key}`}
                  type="checkbox"
                  role="switch"
                  checked={prefs[option.key]}
                  disabled={needsPhone}
                  aria-describedby={descId}
                  onChange={(event) => void toggle(option.key, event.target.checked)}
                />
                <span className="st-switch__track" aria-hidden="true">
                  <span className="st-switch__thumb" />
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <DailySummaryChoice profile={profile} onSaved={onSaved} />
    </SettingsSection>
  );
}

const pick = (profile: Profile): NotificationPrefs => ({
  email_notifications: profile.user.email_notifications,
  sms_notifications: profile.user.sms_notifications,
  product_updates: profile.user.product_updates,
});

const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;

/** The daily summary email: off, or at a local hour of the business's day (PATCH {user:{daily_summary_hour}}). */
function DailySummaryChoice({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const id = useId();
  const [value, setValue] = useState<string>(profile.user.daily_summary_hour == null ? '' : String(profile.user.daily_summary_hour));
  const [status, setStatus] = useState<string>('');
  useEffect(() => setValue(profile.user.daily_summary_hour == null ? '' : String(profile.user.daily_summary_hour)), [profile.user.daily_summary_hour]);
  async function choose(next: string) {
    const before = value;
    setValue(next);
    setStatus('Saving...');
    try {
      const saved = await updateProfile({ user: { daily_summary_hour: next === '' ? null : Number(next) } });
      onSaved(saved);
      setStatus('Saved');
    } catch (error) {
      setValue(before);
      setStatus(messagesOf(error, 'Your choice could not be saved. Please try again.').join(' '));
    }
  }
  return (
    <div className="st-toggle st-daily-summary">
      <div className="st-toggle__text">
        <label htmlFor={`${id}-hour`} className="st-toggle__label">
          Daily summary email
        </label>
        <p id={`${id}-desc`} className="st-toggle__description">
          Yesterday&apos;s calls, bookings, orders, messages and new unanswered questions, at this hour of your business&apos;s day.{' '}
          <span role="status" aria-live="polite" data-testid="daily-summary-status">
            {status}
          </span>
        </p>
      </div>
      <select id={`${id}-hour`} className="st-select" aria-describedby={`${id}-desc`} value={value} onChange={(e) => void choose(e.target.value)}>
        <option value="">Off</option>
        {Array.from({ length: 24 }, (_, h) => (
          <option key={h} value={String(h)}>
            {hourLabel(h)}
          </option>
        ))}
      </select>
    </div>
  );
}
