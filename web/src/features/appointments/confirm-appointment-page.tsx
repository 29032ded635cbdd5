import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CheckIcon, LogoMark } from '../../components/icons';
import { errorText } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { confirmAppointment, type ConfirmResult } from './appointments-api';
import '../../styles/appointments.css';

type State = { kind: 'approving' } | { kind: 'approved'; result: ConfirmResult } | { kind: 'error'; message: string };

/** One request per code per page load, even when React runs the effect twice (StrictMode in development). */
const requests = new Map<string, Promise<ConfirmResult>>();
const confirmOnce = (code: string) => {
  let request = requests.get(code);
  if (!request) {
    request = confirmAppointment(code);
    requests.set(code, request);
  }
  return request;
};

/**
 * /confirm-appointment/:confirmationCode (spec section 2), opened from the link in the SMS or email: approving,
 * then approved or the server's error text ('An error occurred' when there is none).
 */
export function ConfirmAppointmentPage() {
  const { confirmationCode = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'approving' });
  useDocumentTitle(state.kind === 'approved' ? 'Appointment approved' : state.kind === 'error' ? 'Error' : 'Approving appointment');

  useEffect(() => {
    let active = true;
    setState({ kind: 'approving' });
    confirmOnce(confirmationCode).then(
      (result) => active && setState({ kind: 'approved', result }),
      (error: unknown) => active && setState({ kind: 'error', message: errorText(error) ?? 'An error occurred' }),
    );
    return () => {
      active = false;
    };
  }, [confirmationCode]);

  return (
    <main className="ap-confirm">
      <div className="ap-confirm__card">
        <span className="ap-confirm__brand">
          <LogoMark />
          <span>AI Receptionist</span>
        </span>
        {state.kind === 'approving' ? (
          <div className="ap-confirm__state" role="status" aria-live="polite">
            <h1 className="visually-hidden">Approving your appointment</h1>
            <span className="spinner ap-confirm__spinner" aria-hidden="true" />
            <p className="ap-confirm__text">Wait a few seconds, we are approving your appointment</p>
          </div>
        ) : null}
        {state.kind === 'approved' ? (
          <div className="ap-confirm__state" role="status" aria-live="polite">
            <span className="ap-confirm__check" aria-hidden="true">
              <CheckIcon width={34} height={34} strokeWidth={2.4} />
            </span>
            <h1 className="ap-confirm__title">Your appointment is approved</h1>
            <p className="ap-confirm__details">
              {state.result.appointment.service_name ? `${state.result.appointment.service_name} with ` : ''}
              {state.result.appointment.business_name}
              <br />
              {state.result.appointment.date} at {state.result.appointment.time}
            </p>
          </div>
        ) : null}
        {state.kind === 'error' ? (
          <div className="ap-confirm__state" role="alert">
            <span className="ap-confirm__cross" aria-hidden="true">
              !
            </span>
            <h1 className="ap-confirm__title">Error</h1>
            <p className="ap-confirm__text">{state.message}</p>
          </div>
        ) : null}
      </div>
    </main>
  );
}
