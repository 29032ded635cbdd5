import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { CALENDAR_API, type AuthorizeReply, type CalendarStatus } from '../../lib/google-calendar';
import { SettingsCard, Switch } from './ui';

type SyncState = 'checking' | 'connected' | 'not-connected' | 'connecting' | 'disconnecting';

/**
 * Calendar Sync (spec section 4): checking, connected (with or without a chosen calendar), not connected,
 * connecting, disconnecting; a lasting sync failure is shown, with Reconnect when only that helps.
 */
export function CalendarSyncCard({ googleCalendarId: savedCalendarId }: { googleCalendarId: string | null }) {
  const [state, setState] = useState<SyncState>('checking');
  const [status, setStatus] = useState<CalendarStatus | null>(null);
  // The status answers the calendar as saved now (a disconnect unlinks it); the business prop may be older.
  const googleCalendarId = status ? (status.google_calendar_id ?? null) : savedCalendarId;

  useEffect(() => {
    let active = true;
    api
      .get<CalendarStatus>(CALENDAR_API.status)
      .then((answer) => {
        if (!active) return;
        setStatus(answer);
        setState(answer?.connected ? 'connected' : 'not-connected');
      })
      .catch((error: unknown) => {
        // Spec section 8: logged only; a failed status reads as not connected.
        console.warn('Calendar status unavailable', error);
        if (active) setState('not-connected');
      });
    return () => {
      active = false;
    };
  }, []);

  async function connect() {
    setState('connecting');
    try {
      const { authorization_url } = await api.get<AuthorizeReply>(CALENDAR_API.authorize);
      window.location.assign(authorization_url);
    } catch (error) {
      console.warn('Calendar authorization failed', error);
      setState('not-connected');
    }
  }

  async function disconnect() {
    setState('disconnecting');
    try {
      await api.delete(CALENDAR_API.disconnect);
      setStatus({ connected: false, google_calendar_id: null, problem: null });
      setState('not-connected');
    } catch (error) {
      console.warn('Calendar disconnect failed', error);
      setState('connected');
    }
  }

  const connected = state === 'connected' || state === 'disconnecting';
  return (
    <SettingsCard title="Calendar Sync" description="Keep booked appointments in your own calendar.">
      <div className="as-calendar" aria-live="polite">
        <div className="as-calendar__row">
          <span className="as-calendar__logo as-calendar__logo--google" aria-hidden="true">
            G
          </span>
          <div className="as-calendar__text">
            <span className="as-calendar__name">Google Calendar</span>
            <span className="as-calendar__status">
              {state === 'checking' ? (
                'Checking status...'
              ) : connected ? (
                <span className="as-pill as-pill--success">Connected</span>
              ) : (
                <span className="as-pill">Not connected</span>
              )}
            </span>
          </div>
          {state === 'checking' ? null : connected ? (
            <button type="button" className="btn btn--secondary btn--sm" onClick={disconnect} disabled={state === 'disconnecting'}>
              {state === 'disconnecting' ? 'Disconnecting...' : 'Disconnect'}
            </button>
          ) : (
            <button type="button" className="btn btn--primary btn--sm" onClick={connect} disabled={state === 'connecting'}>
              {state === 'connecting' ? 'Connecting...' : 'Connect'}
            </button>
          )}
        </div>
        {connected && status?.problem ? (
          <div className="alert alert--error as-calendar__problem" role="alert">
            {status.problem.message}
            {status.problem.reconnect ? (
              <>
                {' '}
                <button type="button" className="btn btn--secondary btn--sm" onClick={connect}>
                  Reconnect
                </button>
              </>
            ) : null}
          </div>
        ) : null}
        {connected ? (
          <p className="as-calendar__detail">
            {googleCalendarId ? (
              <>
                Appointments sync to <strong>{googleCalendarId}</strong>.{' '}
                <Link to="/google-calendar-select" className="link">
                  Change calendar
                </Link>
              </>
            ) : (
              <>
                No calendar selected yet.{' '}
                <Link to="/google-calendar-select" className="link">
                  Select a calendar
                </Link>
              </>
            )}
          </p>
        ) : null}
        {['Outlook Calendar', 'Apple Calendar'].map((name) => (
          <div key={name} className="as-calendar__row as-calendar__row--muted">
            <span className="as-calendar__logo" aria-hidden="true">
              {name[0]}
            </span>
            <div className="as-calendar__text">
              <span className="as-calendar__name">{name}</span>
              <span className="as-calendar__status">
                <span className="as-pill">Not connected</span>
              </span>
            </div>
            <Switch checked={false} onChange={() => undefined} label={`Connect ${name}`} hideLabel disabled title="Coming soon" />
          </div>
        ))}
      </div>
    </SettingsCard>
  );
}
