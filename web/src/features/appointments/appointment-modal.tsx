import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CloseIcon } from '../../components/icons';
import { errorText, isApiError, isChangedElsewhere } from '../../lib/api';
import { useModalDialog } from '../../lib/use-modal-dialog';
import type { BusinessItem } from '../../../../functions/contract/businesses';
import {
  createAppointment,
  getAppointment,
  updateAppointment,
  type Appointment,
  type AppointmentInput,
  type AppointmentStatus,
} from './appointments-api';
import { isStillBooked } from '../../../../functions/contract/appointments';
import { STATUS_LABELS, formatServicePrice, notesOf, toLocalInput, windowOfInput } from './appointment-format';
import { windowMinutesOf } from '../../../../functions/contract/arrival-windows';
import { IntakeAnswers } from './intake-answers';
import { editedFields } from './appointment-edits';
import { newRequestKey } from '../../lib/request-key';
import {
  appointmentFormErrors,
  firstFieldWithError,
  placeServerMessages,
  type AppointmentField,
  type AppointmentFieldErrors,
} from './appointment-form-checks';

export type ModalMode = { kind: 'create' } | { kind: 'edit'; appointment: Appointment };

interface Props {
  mode: ModalMode | null;
  items: BusinessItem[];
  timeZone: string;
  /** Spec section 4: the calendar checkbox shows only in create mode and only with a calendar id. */
  hasCalendar: boolean;
  onClose: () => void;
  onSaved: (appointment: Appointment) => void;
  /** The edited appointment no longer exists (deleted in another tab): the list drops its row and the form closes. */
  onGone: (appointment: Appointment, message: string) => void;
}

interface FormState {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  status: AppointmentStatus;
  appointment_datetime: string;
  business_item_id: string;
  /** The name of the service's variant booked; '' for the service's own price and length. */
  business_item_variant: string;
  notes: string;
  create_calendar_event: boolean;
}

const EMPTY: FormState = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  status: 'upcoming',
  appointment_datetime: '',
  business_item_id: '',
  business_item_variant: '',
  notes: '',
  create_calendar_event: false,
};

function initialState(mode: ModalMode, timeZone: string): FormState {
  return mode.kind === 'create' ? EMPTY : formOf(mode.appointment, timeZone);
}

function formOf(a: Appointment, timeZone: string): FormState {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    phone_number: a.phone_number,
    email: a.email ?? '',
    status: a.status,
    appointment_datetime: toLocalInput(a.appointment_datetime, timeZone),
    business_item_id: a.business_item_id ?? '',
    business_item_variant: a.business_item?.variant ?? '',
    notes: notesOf(a),
    create_calendar_event: false,
  };
}

/**
 * The latest appointment with what the owner typed on top: a field the owner changed keeps their value, the others
 * show what the other tab saved.
 */
function rebaseForm(opened: FormState, typed: FormState, latest: FormState): FormState {
  const merged = { ...latest };
  for (const key of Object.keys(typed) as Array<keyof FormState>) {
    if (typed[key] !== opened[key]) (merged as Record<string, unknown>)[key] = typed[key];
  }
  return merged;
}

/** A key for one create attempt (the form as opened): a retry or a second click sends the same one. */
const newAttemptKey = newRequestKey;

/** Spec section 5: the form offers only upcoming and completed (an appointment's other status is kept, not offered). */
const FORM_STATUSES: AppointmentStatus[] = ['upcoming', 'completed'];

/** Each checked field's control, by the suffix of its id. */
const CONTROL_OF: Record<AppointmentField, string> = {
  first_name: 'first',
  last_name: 'last',
  phone_number: 'phone',
  email: 'email',
  appointment_datetime: 'when',
  status: 'status',
  business_item_id: 'service',
  business_item_variant: 'variant',
};
/** The form's fields whose edit clears a field's mark (the service's choice clears its variant's too). */
const CLEARS: Partial<Record<keyof FormState, AppointmentField[]>> = {
  first_name: ['first_name'],
  last_name: ['last_name'],
  phone_number: ['phone_number'],
  email: ['email'],
  appointment_datetime: ['appointment_datetime'],
  status: ['status', 'appointment_datetime'],
  business_item_id: ['business_item_id', 'business_item_variant'],
  business_item_variant: ['business_item_variant'],
};

/**
 * Add / edit an appointment (spec sections 2, 4, 5, 8), on the native <dialog> so focus stays inside and
 * Escape closes it. Overlaps come back as 409: the owner is asked, and may book anyway.
 */
export function AppointmentModal({ mode, items, timeZone, hasCalendar, onClose, onSaved, onGone }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [form, setForm] = useState<FormState>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Each field's problem, shown at the field (the form's own checks, or the server's 422 sentences that name one). */
  const [fieldErrors, setFieldErrors] = useState<AppointmentFieldErrors>({});
  /** The save was refused because the appointment changed elsewhere since this form read it (409 CHANGED_ELSEWHERE). */
  const [changedElsewhere, setChangedElsewhere] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  /** What the form is editing: the appointment as opened, or as last reloaded (its lock_version goes with the save). */
  const [base, setBase] = useState<Appointment | null>(null);
  const [attemptKey, setAttemptKey] = useState('');
  const open = mode !== null;
  // Until the open effect has run, base is still the previous form's.
  const editing = mode?.kind === 'edit' ? (base?._id === mode.appointment._id ? base : mode.appointment) : null;
  const busy = saving || reloading;

  useEffect(() => {
    if (!mode) return;
    setForm(initialState(mode, timeZone));
    setBase(mode.kind === 'edit' ? mode.appointment : null);
    setAttemptKey(mode.kind === 'create' ? newAttemptKey() : '');
    setProblem(null);
    setFieldErrors({});
    setChangedElsewhere(null);
    setSaving(false);
    setReloading(false);
  }, [mode, timeZone]);

  useModalDialog(ref, open);

  /** Sets a value; the marks of the fields it answers go away as soon as the owner edits it (as on the other forms). */
  const set = <K extends keyof FormState>(key: K, value: FormState[K], also: Partial<FormState> = {}) => {
    setForm((f) => ({ ...f, [key]: value, ...also }));
    const cleared = CLEARS[key];
    if (cleared) {
      setFieldErrors((errors) => {
        if (!cleared.some((f) => errors[f])) return errors;
        const rest = { ...errors };
        for (const f of cleared) delete rest[f];
        return rest;
      });
    }
  };

  // Products are ordered, never booked: only services are offered (an appointment's own item stays, to show it).
  const enabledItems = items.filter((item) => (item.enabled && !item.product) || item.id === editing?.business_item_id);
  const service = items.find((item) => item.id === form.business_item_id) ?? null;
  const variants = service?.variants ?? [];
  // A service with sizes or options is booked as one of them; an appointment booked before it had any keeps its own.
  const variantRequired = variants.length > 0 && !(editing && editing.business_item_id === form.business_item_id && !editing.business_item?.variant);

  /** Marks the fields and moves focus to the first, so a keyboard or screen-reader user lands on what to fix. */
  function showFieldErrors(errors: AppointmentFieldErrors) {
    setFieldErrors(errors);
    const first = firstFieldWithError(errors);
    if (first) ref.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${CONTROL_OF[first]}`)}`)?.focus();
  }

  function close() {
    if (!busy) onClose();
  }

  /** Reads the appointment again and keeps what the owner typed on top of it; the next save checks the new version. */
  async function reloadLatest() {
    if (!editing || busy) return;
    setReloading(true);
    try {
      const latest = await getAppointment(editing._id);
      setForm((typed) => rebaseForm(formOf(editing, timeZone), typed, formOf(latest, timeZone)));
      setBase(latest);
      setChangedElsewhere(null);
      setProblem(null);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        const message = `${errorText(error) ?? 'Appointment not found'}. It may have been deleted in another tab.`;
        window.alert(message);
        onGone(editing, message);
        return;
      }
      setProblem(errorText(error) ?? 'The latest version could not be loaded. Please try again.');
    } finally {
      setReloading(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mode || busy) return;
    const found = appointmentFormErrors(form, variantRequired && service ? service.name : null);
    if (Object.keys(found).length) {
      setProblem(null);
      showFieldErrors(found);
      return;
    }
    const toInput = (f: FormState): AppointmentInput => ({
      first_name: f.first_name.trim(),
      last_name: f.last_name.trim(),
      phone_number: f.phone_number.trim(),
      email: f.email.trim() || null,
      status: f.status,
      appointment_datetime: f.appointment_datetime,
      business_item_id: f.business_item_id || null,
      business_item_variant: (f.business_item_id && f.business_item_variant) || null,
      // Notes travel as {notes} (spec section 3); other keys the appointment had are kept.
      other_details: { ...(editing?.other_details ?? {}), notes: f.notes.trim() },
      ...(mode.kind === 'create' && hasCalendar ? { create_calendar_event: f.create_calendar_event } : {}),
    });
    const input = editing ? editedFields(toInput(formOf(editing, timeZone)), toInput(form)) : toInput(form);
    setSaving(true);
    setProblem(null);
    setFieldErrors({});
    setChangedElsewhere(null);
    const save = (body: Partial<AppointmentInput>) =>
      editing ? updateAppointment(editing._id, { ...body, lock_version: editing.lock_version }) : createAppointment(body as AppointmentInput, attemptKey);
    try {
      let saved: Appointment;
      try {
        saved = await save(input);
      } catch (error) {
        // Only an overlap may be booked anyway; a save over another tab's is never retried blindly.
        if (!(isApiError(error) && error.status === 409) || isChangedElsewhere(error)) throw error;
        const message = errorText(error) ?? 'This time overlaps another appointment.';
        if (!window.confirm(`${message}\n\nBook it anyway?`)) {
          setProblem(message);
          setSaving(false);
          return;
        }
        saved = await save({ ...input, allow_overlap: true });
      }
      setSaving(false);
      onSaved(saved);
    } catch (error) {
      setSaving(false);
      if (editing && isChangedElsewhere(error)) {
        // Nothing was saved and the form keeps what the owner typed; they reload, review, and save again.
        setChangedElsewhere(errorText(error) ?? 'This appointment was changed in another tab or by someone else. Reload to see the latest version.');
        return;
      }
      if (editing && isApiError(error) && error.status === 404) {
        // Nothing is left to fix in the form: say so once, then let the list drop the row a refresh would drop.
        const message = `${errorText(error) ?? 'Appointment not found'}. It may have been deleted in another tab.`;
        window.alert(message);
        onGone(editing, message);
        return;
      }
      // Spec section 8: the alert; the server's reason stays visible in the form so it can be fixed.
      window.alert(editing ? 'Error updating appointment. Please try again.' : 'Error creating appointment. Please try again.');
      const detail = errorText(error);
      const list = isApiError(error) ? ((error.body as { errors?: unknown })?.errors as unknown) : undefined;
      if (Array.isArray(list) && list.length) {
        // Sentences naming a field go under it; the others stay above the form.
        const { byField, general } = placeServerMessages(list.map(String));
        // A field the form does not show now (a variant of a service that has none left) is said above it instead.
        for (const field of Object.keys(byField) as AppointmentField[]) {
          if (ref.current?.querySelector(`#${CSS.escape(`${id}-${CONTROL_OF[field]}`)}`)) continue;
          general.push(byField[field]!);
          delete byField[field];
        }
        setProblem(general.length ? general.join(' ') : 'Please correct the marked fields and save again.');
        showFieldErrors(byField);
      } else setProblem(detail ?? null);
    }
  }

  // The server tells the client of a new time for an appointment they still expect (core/appointments/appointment-service.ts).
  const movingForClient =
    !!editing && isStillBooked(editing.status) && isStillBooked(form.status) && form.appointment_datetime !== formOf(editing, timeZone).appointment_datetime;
  // A service with an arrival window: the client was promised a window from the start, not the start itself, so the
  // form shows that window beside the start as it is edited (the booking keeps its own window; another service, its).
  const windowMinutes =
    editing && editing.business_item_id === form.business_item_id ? windowMinutesOf(editing.business_item) : windowMinutesOf(service);
  const windowNow = windowOfInput(form.appointment_datetime, windowMinutes);
  const windowTold = editing ? windowOfInput(formOf(editing, timeZone).appointment_datetime, windowMinutesOf(editing.business_item)) : null;
  const statuses = editing && !FORM_STATUSES.includes(editing.status) ? [editing.status, ...FORM_STATUSES] : FORM_STATUSES;
  /** What a checked field's control carries: its mark, and the ids of its hint and error. */
  const checked = (field: AppointmentField, hint?: string) => {
    const error = fieldErrors[field];
    const describedBy = [hint, error ? `${id}-${CONTROL_OF[field]}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
  };
  const fieldClass = (field: AppointmentField, wide = false) => `field${wide ? ' ap-grid__wide' : ''}${fieldErrors[field] ? ' has-error' : ''}`;
  const errorAt = (field: AppointmentField) =>
    fieldErrors[field] ? (
      <p className="field__error" id={`${id}-${CONTROL_OF[field]}-error`} data-testid="field-error">
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <dialog
      ref={ref}
      className="ap-modal"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === ref.current) close();
      }}
    >
      {open ? (
        <form className="ap-modal__content" onSubmit={submit} noValidate>
          <header className="ap-modal__header">
            <div>
              <h2 id={`${id}-title`} className="ap-modal__title">
                {editing ? 'Edit Appointment' : 'Add Appointment'}
              </h2>
              <p className="ap-modal__subtitle">
                {editing ? `${editing.appointment_id_formatted} · ` : ''}Times are in {timeZone.replace(/_/g, ' ')}
              </p>
            </div>
            <button type="button" className="icon-btn" onClick={close} disabled={busy} aria-label="Close">
              <CloseIcon />
            </button>
          </header>

          <div className="ap-modal__body">
            {changedElsewhere ? (
              <div className="alert alert--error" role="alert">
                <p>{changedElsewhere}</p>
                <p>What you typed is still in the form: reloading keeps it and shows the other changes around it.</p>
                <button type="button" className="btn btn--secondary" onClick={reloadLatest} disabled={busy}>
                  {reloading ? 'Reloading...' : 'Reload latest version'}
                </button>
              </div>
            ) : null}
            {problem ? (
              <p className="alert alert--error" role="alert">
                {problem}
              </p>
            ) : null}
            <div className="ap-grid">
              <div className={fieldClass('first_name')}>
                <label htmlFor={`${id}-first`}>First Name</label>
                <input
                  id={`${id}-first`}
                  required
                  autoComplete="off"
                  value={form.first_name}
                  onChange={(e) => set('first_name', e.target.value)}
                  {...checked('first_name')}
                />
                {errorAt('first_name')}
              </div>
              <div className={fieldClass('last_name')}>
                <label htmlFor={`${id}-last`}>Last Name</label>
                <input
                  id={`${id}-last`}
                  required
                  autoComplete="off"
                  value={form.last_name}
                  onChange={(e) => set('last_name', e.target.value)}
                  {...checked('last_name')}
                />
                {errorAt('last_name')}
              </div>
              <div className={fieldClass('phone_number')}>
                <label htmlFor={`${id}-phone`}>Phone Number</label>
                <input
                  id={`${id}-phone`}
                  type="tel"
                  required
                  autoComplete="off"
                  placeholder="(212) 555-0147"
                  value={form.phone_number}
                  onChange={(e) => set('phone_number', e.target.value)}
                  {...checked('phone_number')}
                />
                {errorAt('phone_number')}
              </div>
              <div className={fieldClass('email')}>
                <label htmlFor={`${id}-email`}>
                  Email <span className="ap-optional">(optional)</span>
                </label>
                <input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="off"
                  value={form.email}
                  onChange={(e) => set('email', e.target.value)}
                  {...checked('email', `${id}-email-hint`)}
                />
                <span id={`${id}-email-hint`} className="field__hint">
                  Reminders go by text message, and by email when given.
                </span>
                {errorAt('email')}
              </div>
              <div className={fieldClass('appointment_datetime')}>
                <label htmlFor={`${id}-when`}>Date &amp; Time</label>
                <input
                  id={`${id}-when`}
                  type="datetime-local"
                  required
                  value={form.appointment_datetime}
                  onChange={(e) => set('appointment_datetime', e.target.value)}
                  {...checked('appointment_datetime', [windowNow ? `${id}-window` : '', movingForClient ? `${id}-when-hint` : ''].filter(Boolean).join(' ') || undefined)}
                />
                {windowNow ? (
                  <span id={`${id}-window`} className="field__hint" data-testid="arrival-window">
                    Arrival window: <strong>{windowNow}</strong> ({windowMinutes / 60} hours from the start time)
                    {movingForClient && windowTold ? `; the client was told ${windowTold}` : ''}.
                  </span>
                ) : null}
                {movingForClient ? (
                  <span id={`${id}-when-hint`} className="field__hint" data-testid="move-hint">
                    The client is told the new {windowNow ? 'window' : 'time'} by text message{form.email.trim() ? ' and email' : ''} when you save.
                  </span>
                ) : null}
                {errorAt('appointment_datetime')}
              </div>
              <div className={fieldClass('status')}>
                <label htmlFor={`${id}-status`}>Status</label>
                <select
                  id={`${id}-status`}
                  required
                  value={form.status}
                  onChange={(e) => set('status', e.target.value as AppointmentStatus)}
                  {...checked('status')}
                >
                  {statuses.map((status) => (
                    <option key={status} value={status} disabled={!FORM_STATUSES.includes(status)}>
                      {STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
                {errorAt('status')}
              </div>
              <div className={fieldClass('business_item_id', true)}>
                <label htmlFor={`${id}-service`}>
                  Service <span className="ap-optional">(optional)</span>
                </label>
                <select
                  id={`${id}-service`}
                  value={form.business_item_id}
                  onChange={(e) => set('business_item_id', e.target.value, { business_item_variant: '' })}
                  {...checked('business_item_id')}
                >
                  <option value="">No service</option>
                  {enabledItems.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                      {item.duration ? ` · ${item.duration}m` : ''} · {formatServicePrice(item.price, item.currency)}
                    </option>
                  ))}
                </select>
                {errorAt('business_item_id')}
              </div>
              {service && (variants.length || form.business_item_variant) ? (
                <div className={fieldClass('business_item_variant', true)}>
                  <label htmlFor={`${id}-variant`}>Size or option</label>
                  <select
                    id={`${id}-variant`}
                    required={variantRequired}
                    value={form.business_item_variant}
                    onChange={(e) => set('business_item_variant', e.target.value)}
                    {...checked('business_item_variant')}
                  >
                    <option value="">{variantRequired ? `Choose an option of ${service.name}` : `${service.name} as booked (its own price and length)`}</option>
                    {form.business_item_variant && !variants.some((v) => v.name === form.business_item_variant) ? (
                      <option value={form.business_item_variant} disabled>
                        {form.business_item_variant} (no longer offered)
                      </option>
                    ) : null}
                    {variants.map((v) => (
                      <option key={v.name} value={v.name}>
                        {v.name}
                        {(v.duration ?? service.duration) ? ` · ${v.duration ?? service.duration}m` : ''} · {formatServicePrice(v.price, service.currency)}
                      </option>
                    ))}
                  </select>
                  {errorAt('business_item_variant')}
                </div>
              ) : null}
              <div className="field ap-grid__wide">
                <label htmlFor={`${id}-notes`}>Notes</label>
                <textarea id={`${id}-notes`} rows={3} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
              </div>
              {editing ? <IntakeAnswers appointment={editing} headingId={`${id}-intake`} className="ap-grid__wide" /> : null}
              {mode?.kind === 'create' && hasCalendar ? (
                <label className="checkbox ap-grid__wide">
                  <input
                    type="checkbox"
                    checked={form.create_calendar_event}
                    onChange={(e) => set('create_calendar_event', e.target.checked)}
                  />
                  Add this appointment to the connected calendar
                </label>
              ) : null}
            </div>
          </div>

          <footer className="ap-modal__footer">
            <button type="button" className="btn btn--secondary" onClick={close} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {saving ? 'Saving...' : editing ? 'Save Changes' : 'Create Appointment'}
            </button>
          </footer>
        </form>
      ) : null}
    </dialog>
  );
}
