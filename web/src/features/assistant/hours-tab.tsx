import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { DayOfWeek } from '../../../../functions/contract/businesses';
import { CalendarSyncCard } from './calendar-sync-card';
import {
  ANSWER_DELAY_OPTIONS,
  BUFFER_OPTIONS,
  DAY_LABELS,
  DAYS,
  NEW_DAY_CLOSE,
  NEW_DAY_OPEN,
  REMINDER_HOURS_OPTIONS,
  TEMPLATE_VARIABLES,
} from './constants';
import { newKey, type AssistantSettingsValues, type Draft, type DraftShift } from './draft';
import { formatSlot, fromMinutes, slotsIncluding, toMinutes } from './time-slots';
import { DEFAULT_TIME_ZONE } from '../../../../functions/contract/businesses';
import { TIME_ZONES, browserZoneProposal, timeZoneOptions } from './time-zones';
import { FieldError, PlusIcon, SettingsCard, Switch, TrashIcon, type DraftProps } from './ui';

/** Business Hours tab (spec sections 2, 4, 9). */
export function HoursTab(props: DraftProps & { googleCalendarId: string | null }) {
  return (
    <div className="as-stack">
      <WorkingHoursCard {...props} />
      <CallHandlingCard {...props} />
      <div className="as-columns">
        <AppointmentSettingsCard {...props} />
        <CalendarSyncCard googleCalendarId={props.googleCalendarId} />
      </div>
      <RemindersCard {...props} />
      <TemplatesCard {...props} />
    </div>
  );
}

const DEFAULT_ZONE_NAME = TIME_ZONES.find((z) => z.zone === DEFAULT_TIME_ZONE)?.name.replace(/ \(.*\)$/, '') ?? DEFAULT_TIME_ZONE;

/** Turning a day off disables its shifts; on re-enables them, or adds 09:00–17:00 when it has none. */
export function toggleDay(shifts: DraftShift[], day: DayOfWeek, open: boolean): DraftShift[] {
  const ofDay = shifts.filter((s) => s.day === day);
  if (open && ofDay.length === 0) {
    return [...shifts, { key: newKey('h'), day, open_time: NEW_DAY_OPEN, close_time: NEW_DAY_CLOSE, disabled: false }];
  }
  return shifts.map((s) => (s.day === day ? { ...s, disabled: !open } : s));
}

/** A further shift starts an hour after the day's last one ends, within the day. */
function nextShift(ofDay: DraftShift[], day: DayOfWeek): DraftShift {
  const lastClose = Math.max(...ofDay.map((s) => toMinutes(s.close_time)));
  const start = Math.min(lastClose + 60, 23 * 60);
  const end = Math.min(start + 4 * 60, 23 * 60 + 30);
  return { key: newKey('h'), day, open_time: fromMinutes(start), close_time: fromMinutes(end), disabled: false };
}

function WorkingHoursCard({ draft, update, errorFor }: DraftProps) {
  const id = useId();
  const zones = useMemo(() => timeZoneOptions(new Date(), draft.time_zone || null), [draft.time_zone]);
  const unset = !draft.time_zone;
  const proposal = useMemo(() => (unset ? browserZoneProposal() : null), [unset]);
  const choose = (zone: string) => update((d) => ({ ...d, time_zone: zone }));
  const setShift = (key: string, patch: Partial<DraftShift>) =>
    update((d) => ({ ...d, shifts: d.shifts.map((s) => (s.key === key ? { ...s, ...patch } : s)) }));

  return (
    <SettingsCard
      title="Working Hours & Availability"
      description="When your business is open. The assistant books only inside these hours and tells callers when you are closed."
    >
      <div className="as-field as-field--zone">
        <label htmlFor={`${id}-zone`}>Time zone</label>
        {unset ? (
          // Never saved: the server runs the business in the default zone (README 'Time zone not set'); the owner confirms one.
          <div className="as-zone-unset" id={`${id}-zone-unset`} data-testid="zone-unset">
            <p>
              <strong>Not set yet.</strong> Until you choose one, hours, bookings and reminders use {DEFAULT_ZONE_NAME} ({DEFAULT_TIME_ZONE}).
            </p>
            <div className="as-zone-unset__actions">
              {proposal ? (
                <button type="button" className="btn btn--primary btn--sm" onClick={() => choose(proposal.zone)}>
                  Use {proposal.name} (this device)
                </button>
              ) : null}
              {proposal?.zone !== DEFAULT_TIME_ZONE ? (
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => choose(DEFAULT_TIME_ZONE)}>
                  Keep {DEFAULT_ZONE_NAME}
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
        <select
          id={`${id}-zone`}
          value={draft.time_zone}
          aria-describedby={unset ? `${id}-zone-unset` : undefined}
          onChange={(e) => {
            const value = e.target.value;
            update((d) => ({ ...d, time_zone: value }));
          }}
        >
          {unset ? (
            <option value="" disabled>
              Not set ({DEFAULT_ZONE_NAME} is used)
            </option>
          ) : null}
          {zones.map((z) => (
            <option key={z.zone} value={z.zone}>
              {z.label}
            </option>
          ))}
        </select>
        <p className="as-hint">Hours, same-day rules and reminder times follow this zone, daylight saving included.</p>
      </div>

      <ul className="as-days">
        {DAYS.map((day) => {
          const ofDay = draft.shifts.filter((s) => s.day === day);
          const open = ofDay.some((s) => !s.disabled);
          const label = DAY_LABELS[day];
          const dayErrors = ofDay.map((s) => errorFor(`shift:${s.key}`)).filter(Boolean) as string[];
          return (
            <li key={day} className={open ? 'as-day' : 'as-day is-closed'}>
              <div className="as-day__name">
                <Switch
                  checked={open}
                  onChange={(checked) => update((d) => ({ ...d, shifts: toggleDay(d.shifts, day, checked) }))}
                  label={`${label} open`}
                  hideLabel
                />
                <span className="as-day__label" aria-hidden="true">
                  {label}
                </span>
              </div>
              <div className="as-day__shifts">
                {!open ? (
                  <>
                    <span className="as-closed">Closed</span>
                    {dayErrors.length ? <FieldError id={`${id}-${day}-error`} message={dayErrors[0]} /> : null}
                  </>
                ) : (
                  <>
                    {ofDay.map((shift, index) => {
                      const n = index + 1;
                      const error = errorFor(`shift:${shift.key}`);
                      const removable = ofDay.length > 1 || index > 0;
                      const errorId = `${shift.key}-error`;
                      return (
                        <div key={shift.key} className="as-shift">
                          <div className="as-shift__row">
                            <select
                              aria-label={`${label} shift ${n} opens`}
                              value={shift.open_time}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? errorId : undefined}
                              onChange={(e) => setShift(shift.key, { open_time: e.target.value })}
                            >
                              {slotsIncluding(shift.open_time).map((slot) => (
                                <option key={slot} value={slot}>
                                  {formatSlot(slot)}
                                </option>
                              ))}
                            </select>
                            <span className="as-shift__to" aria-hidden="true">
                              to
                            </span>
                            <select
                              aria-label={`${label} shift ${n} closes`}
                              value={shift.close_time}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? errorId : undefined}
                              onChange={(e) => setShift(shift.key, { close_time: e.target.value })}
                            >
                              {slotsIncluding(shift.close_time).map((slot) => (
                                <option key={slot} value={slot}>
                                  {formatSlot(slot)}
                                </option>
                              ))}
                            </select>
                            {removable ? (
                              <button
                                type="button"
                                className="icon-btn as-remove"
                                aria-label={`Remove ${label} shift ${n}`}
                                title="Remove shift"
                                onClick={() => update((d) => ({ ...d, shifts: d.shifts.filter((s) => s.key !== shift.key) }))}
                              >
                                <TrashIcon />
                              </button>
                            ) : null}
                          </div>
                          <FieldError id={errorId} message={error} />
                        </div>
                      );
                    })}
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm as-add-shift"
                      aria-label={`Add a shift on ${label}`}
                      onClick={() =>
                        update((d) => ({ ...d, shifts: [...d.shifts, nextShift(d.shifts.filter((s) => s.day === day), day)] }))
                      }
                    >
                      <PlusIcon /> Add shift
                    </button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </SettingsCard>
  );
}

type SettingsUpdate = <K extends keyof AssistantSettingsValues>(key: K, value: AssistantSettingsValues[K]) => void;
const settingsUpdater =
  (update: DraftProps['update']): SettingsUpdate =>
  (key, value) =>
    update((d: Draft) => ({ ...d, settings: { ...d.settings, [key]: value } }));

/** What onboarding's last step set (after-hours handling, answering unanswered calls), changeable here afterwards. */
function CallHandlingCard({ draft, update }: DraftProps) {
  const id = useId();
  const set = settingsUpdater(update);
  const afterHours = draft.settings.after_hours_handling;
  return (
    <SettingsCard title="After Hours & Unanswered Calls" description="What the assistant does when you are closed or busy.">
      <fieldset className="as-switches">
        <legend>After hours</legend>
        <Switch
          checked={afterHours}
          onChange={(v) => set('after_hours_handling', v)}
          label="Full service after hours and on closed days"
          description={
            afterHours
              ? 'Outside your working hours the assistant answers questions, books and takes orders as usual.'
              : 'Outside your working hours the assistant only takes a message for you.'
          }
        />
      </fieldset>
      <fieldset className="as-switches">
        <legend>Unanswered calls</legend>
        <Switch
          checked={draft.settings.answer_if_unanswered}
          onChange={(v) => set('answer_if_unanswered', v)}
          label="Ring my business phone first"
          description="During working hours your business phone rings first; if nobody picks up, the assistant takes the call."
        />
        <div className="as-field">
          <label htmlFor={`${id}-delay`}>Assistant answers after</label>
          <select
            id={`${id}-delay`}
            value={draft.settings.answer_delay_seconds}
            disabled={!draft.settings.answer_if_unanswered}
            onChange={(e) => set('answer_delay_seconds', Number(e.target.value))}
          >
            {ANSWER_DELAY_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {s} seconds
              </option>
            ))}
          </select>
        </div>
      </fieldset>
    </SettingsCard>
  );
}

function AppointmentSettingsCard({ draft, update }: DraftProps) {
  const id = useId();
  const set = settingsUpdater(update);
  return (
    <SettingsCard title="Appointment Settings" description="How the assistant books appointments by phone.">
      <div className="as-field">
        <label htmlFor={`${id}-buffer`}>Buffer between appointments</label>
        <select id={`${id}-buffer`} value={draft.settings.buffer_minutes} onChange={(e) => set('buffer_minutes', Number(e.target.value))}>
          {BUFFER_OPTIONS.map((m) => (
            <option key={m} value={m}>
              {m === 0 ? 'No buffer' : `${m} minutes`}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="as-switches">
        <legend>Booking preferences</legend>
        <Switch
          checked={draft.settings.allow_same_day}
          onChange={(v) => set('allow_same_day', v)}
          label="Allow same-day appointments"
        />
        <Switch checked={draft.settings.allow_weekend} onChange={(v) => set('allow_weekend', v)} label="Allow weekend appointments" />
        <Switch
          checked={draft.settings.require_24h_advance}
          onChange={(v) => set('require_24h_advance', v)}
          label="Require 24-hour advance booking"
        />
      </fieldset>
    </SettingsCard>
  );
}

function RemindersCard({ draft, update }: DraftProps) {
  const id = useId();
  const set = settingsUpdater(update);
  return (
    <SettingsCard title="Reminders & Confirmations" description="Reminders cut no-shows. They go out in your time zone.">
      <div className="as-grid as-grid--2">
        <div className="as-field">
          <label htmlFor={`${id}-timing`}>Send reminder</label>
          <select
            id={`${id}-timing`}
            value={draft.settings.reminder_hours_before}
            onChange={(e) => set('reminder_hours_before', Number(e.target.value))}
          >
            {REMINDER_HOURS_OPTIONS.map((h) => (
              <option key={h} value={h}>
                {h === 1 ? '1 hour before' : `${h} hours before`}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="as-checks as-checks--inline">
          <legend>Send by</legend>
          <label className="as-check">
            <input type="checkbox" checked={draft.settings.reminder_sms} onChange={(e) => set('reminder_sms', e.target.checked)} />
            <span>SMS</span>
          </label>
          <label className="as-check">
            <input type="checkbox" checked={draft.settings.reminder_email} onChange={(e) => set('reminder_email', e.target.checked)} />
            <span>Email</span>
          </label>
        </fieldset>
      </div>
      {!draft.settings.reminder_sms && !draft.settings.reminder_email ? (
        <p className="as-note">With neither SMS nor Email ticked, no reminders are sent.</p>
      ) : null}
    </SettingsCard>
  );
}

const SAMPLE = { '[ClientName]': 'Jane Cooper', '[ServiceName]': 'Haircut', '[Date]': 'Tuesday, March 10, 2026', '[Time]': '2:30 PM' };
const preview = (template: string) => template.replace(/\[(ClientName|ServiceName|Date|Time)\]/g, (t) => SAMPLE[t as keyof typeof SAMPLE]);

function TemplatesCard({ draft, update, errorFor, touch }: DraftProps) {
  const set = settingsUpdater(update);
  return (
    <SettingsCard
      title="Message Templates"
      description="What clients receive. Variables are replaced with the appointment's details when the message is sent."
    >
      <div className="as-grid as-grid--2">
        <TemplateField
          label="Confirmation message"
          value={draft.settings.confirmation_template}
          error={errorFor('confirmation_template')}
          onBlur={() => touch('confirmation_template')}
          onChange={(v) => set('confirmation_template', v)}
          // The server adds the client's link after the template (core/appointments/messages.ts): the preview shows it.
          endsWith="Confirm here: https://…/confirm-appointment/…"
        />
        <TemplateField
          label="Reminder message"
          value={draft.settings.reminder_template}
          error={errorFor('reminder_template')}
          onBlur={() => touch('reminder_template')}
          onChange={(v) => set('reminder_template', v)}
        />
      </div>
    </SettingsCard>
  );
}

function TemplateField({
  label,
  value,
  error,
  onChange,
  onBlur,
  endsWith,
}: {
  label: string;
  value: string;
  error?: string;
  /** What the sent message carries after the template. */
  endsWith?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const caretAfterInsert = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterInsert.current;
    if (at === null) return;
    caretAfterInsert.current = null;
    ref.current?.focus();
    ref.current?.setSelectionRange(at, at);
  }, [value]);

  /** Inserts a variable where the cursor was, and puts the cursor after it. */
  function insert(variable: string) {
    const el = ref.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + variable + value.slice(end);
    // The cursor goes after the variable as soon as the new text is on screen (a layout effect, before any key the
    // owner presses next), never later: a late move would put the next keys before what was already typed.
    caretAfterInsert.current = start + variable.length;
    onChange(next);
  }

  return (
    <div className="as-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={ref}
        rows={4}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-vars${error ? ` ${id}-error` : ''}`}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value)}
      />
      <div id={`${id}-vars`} className="as-vars">
        <span className="as-vars__label">Insert:</span>
        {TEMPLATE_VARIABLES.map((v) => (
          <button key={v} type="button" className="as-chip" onClick={() => insert(v)} aria-label={`Insert ${v} into ${label.toLowerCase()}`}>
            {v}
          </button>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <figure className="as-preview">
        <figcaption className="as-preview__label">Preview</figcaption>
        <p>{[preview(value).trim(), endsWith].filter(Boolean).join(' ') || '—'}</p>
      </figure>
    </div>
  );
}
