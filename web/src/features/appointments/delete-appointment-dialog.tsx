import { useEffect, useId, useState } from 'react';
import { Modal } from '../../components/modal';
import { formatPhone, fullName } from './appointment-format';
import type { Appointment } from './appointments-api';
import { isStillBooked } from '../../../../functions/contract/appointments';

/** Spec section 8: what deleting an appointment asks. */
export const DELETE_QUESTION = 'Are you sure you want to delete this appointment? This action cannot be undone.';

/** The customer still expects this time (awaiting or upcoming, not begun): only then is there anyone to tell. */
export const expectedByCustomer = (a: Appointment, now = Date.now()) =>
  isStillBooked(a.status) && Date.parse(a.appointment_datetime) > now;

/**
 * Asks before deleting (the spec's question), with 'Tell the customer' on by default for a time the customer still
 * expects, as a move tells them the new time: the server then texts (and emails) that it is cancelled.
 */
export function DeleteAppointmentDialog({
  appointment,
  onCancel,
  onDelete,
}: {
  appointment: Appointment | null;
  onCancel: () => void;
  onDelete: (appointment: Appointment, tellCustomer: boolean) => void;
}) {
  const id = useId();
  const [tell, setTell] = useState(true);
  useEffect(() => setTell(true), [appointment?._id]);
  const canTell = appointment !== null && expectedByCustomer(appointment);

  return (
    <Modal open={appointment !== null} title="Delete appointment" tone="danger" onClose={onCancel} description={DELETE_QUESTION}>
      {appointment ? (
        <div className="ap-delete">
          <p className="ap-delete__what">
            {appointment.appointment_id_formatted} · {fullName(appointment)}
            {appointment.business_item ? ` · ${appointment.business_item.name}` : ''}
          </p>
          {canTell ? (
            <label className="checkbox ap-delete__tell">
              <input type="checkbox" checked={tell} onChange={(e) => setTell(e.target.checked)} aria-describedby={`${id}-tell-hint`} />
              Tell the customer
            </label>
          ) : null}
          {canTell ? (
            <p id={`${id}-tell-hint`} className="field__hint">
              {tell
                ? `We text ${formatPhone(appointment.phone_number)}${appointment.email ? ' and email them' : ''} that this appointment is cancelled.`
                : 'The customer is not told.'}
            </p>
          ) : null}
          <div className="ap-delete__actions">
            <button type="button" className="btn btn--secondary" onClick={onCancel} data-autofocus>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" onClick={() => onDelete(appointment, canTell && tell)}>
              Delete
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
