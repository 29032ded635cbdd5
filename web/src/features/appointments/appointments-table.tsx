import { Fragment, useState, type ReactNode } from 'react';
import type { Appointment } from './appointments-api';
import { STATUS_LABELS, appointmentWindow, formatPhone, formatServicePrice, formatWhen, fullName, intakeAnswersOf, notesOf } from './appointment-format';
import { IntakeAnswers } from './intake-answers';

const COLUMNS = [
  'ID',
  'Full Name',
  'Phone Number',
  'Appointment Date & Time',
  'Service Name',
  'Duration',
  'Price',
  'Status',
  'Notes',
  'Actions',
];

/**
 * Spec section 2: ten columns, duration with 'm', price with its currency; the frame scrolls at 550px. Where the
 * card is narrow (a phone) each row is a card of labelled fields instead (appointments.css), so every cell also
 * carries its column's name, shown only there. A phone booking's intake answers open under its row ('Intake answers'
 * in the Notes cell): a details row across the table, or the card's lower part on a phone.
 */
export function AppointmentsTable({
  appointments,
  timeZone,
  state,
  emptyMessage,
  emptyAction,
  onEdit,
  onDelete,
  deleting,
}: {
  appointments: Appointment[];
  timeZone: string;
  state: 'loading' | 'loaded' | 'failed';
  emptyMessage: string;
  /** Shown after the empty message (the dashboard's "Show them" for bookings awaiting confirmation). */
  emptyAction?: ReactNode;
  onEdit: (appointment: Appointment) => void;
  onDelete: (appointment: Appointment) => void;
  deleting: string | null;
}) {
  // The rows whose details are open; a row that leaves the list (filtered, deleted) simply has none shown.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="ap-table-frame" tabIndex={0} role="region" aria-label="Appointments table">
      <table className="data-table ap-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={c === 'Actions' ? 'ap-table__actions-head' : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state === 'loaded' && appointments.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="ap-table__empty">
                <EmptyCalendar />
                <p data-testid="appointments-empty">
                  {emptyMessage}
                  {emptyAction ? <> {emptyAction}</> : null}
                </p>
              </td>
            </tr>
          ) : null}
          {state === 'loading' && appointments.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="ap-table__empty">
                <span className="spinner" aria-hidden="true" />
                <p role="status">Loading appointments...</p>
              </td>
            </tr>
          ) : null}
          {appointments.map((a) => {
            const when = formatWhen(a.appointment_datetime, timeZone, appointmentWindow(a));
            const notes = notesOf(a);
            const name = fullName(a);
            const answered = intakeAnswersOf(a).answers.length;
            const expanded = answered > 0 && open.has(a._id);
            const detailsId = `ap-details-${a._id}`;
            return (
              <Fragment key={a._id}>
                <tr data-testid="appointment-row" className={expanded ? 'is-expanded' : undefined}>
                  <td className="ap-table__id">
                    <CellLabel>ID</CellLabel>
                    {a.appointment_id_formatted}
                  </td>
                  <td className="ap-table__name">
                    <CellLabel>Full Name</CellLabel>
                    {name}
                  </td>
                  <td className="ap-table__nowrap ap-table__phone">
                    <CellLabel>Phone Number</CellLabel>
                    {formatPhone(a.phone_number)}
                  </td>
                  <td className="ap-table__nowrap ap-table__when">
                    <CellLabel>Appointment Date &amp; Time</CellLabel>
                    <span className="ap-when__date">{when.date}</span>
                    <span className="ap-when__time" data-testid="appointment-time">
                      {when.time}
                    </span>
                  </td>
                  <td className="ap-table__service">
                    <CellLabel>Service Name</CellLabel>
                    {a.business_item?.name ?? <span className="ap-muted">—</span>}
                  </td>
                  <td className="ap-table__nowrap ap-table__duration">
                    <CellLabel>Duration</CellLabel>
                    {/* The minutes the appointment holds (30 when its service has no duration, or it has no service). */}
                    {a.duration ? `${a.duration}m` : <span className="ap-muted">—</span>}
                  </td>
                  <td className="ap-table__nowrap ap-table__price">
                    <CellLabel>Price</CellLabel>
                    {a.business_item ? formatServicePrice(a.business_item.price, a.business_item.currency) : <span className="ap-muted">—</span>}
                  </td>
                  <td className="ap-table__status">
                    <CellLabel>Status</CellLabel>
                    <span className={`ap-status ap-status--${a.status}`}>{STATUS_LABELS[a.status] ?? a.status}</span>
                  </td>
                  <td className="ap-table__notes" title={notes || undefined}>
                    <CellLabel>Notes</CellLabel>
                    <span className="ap-table__notes-text">{notes || <span className="ap-muted">—</span>}</span>
                    {answered ? (
                      <button
                        type="button"
                        className="ap-intake-toggle"
                        aria-expanded={expanded}
                        aria-controls={expanded ? detailsId : undefined}
                        onClick={() => toggle(a._id)}
                      >
                        <Chevron />
                        Intake answers ({answered})<span className="visually-hidden"> of {name}</span>
                      </button>
                    ) : null}
                  </td>
                  <td className="ap-table__actions">
                    <button type="button" className="icon-btn" onClick={() => onEdit(a)} aria-label={`Edit appointment ${a.appointment_id_formatted} (${name})`}>
                      <EditIcon />
                    </button>
                    <button
                      type="button"
                      className="icon-btn ap-danger"
                      onClick={() => onDelete(a)}
                      disabled={deleting === a._id}
                      aria-label={`Delete appointment ${a.appointment_id_formatted} (${name})`}
                    >
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
                {expanded ? (
                  <tr className="ap-table__details" data-testid="appointment-details">
                    <td colSpan={COLUMNS.length}>
                      <IntakeAnswers appointment={a} id={detailsId} headingId={`${detailsId}-title`} title={`Intake answers of ${name}`} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The column's name inside a cell: shown where rows are laid out as cards, hidden (and not read) in the table. */
function CellLabel({ children }: { children: string }) {
  return <span className="cell-label">{children}</span>;
}

const svg = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, 'aria-hidden': true, focusable: false };

function Chevron() {
  return (
    <svg {...svg} width={14} height={14} className="ap-intake-toggle__chevron">
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

function EditIcon() {
  return (
    <svg {...svg}>
      <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...svg}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

function EmptyCalendar() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}
