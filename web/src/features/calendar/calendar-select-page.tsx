import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchBusiness } from '../../lib/business-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { fetchCalendars, saveCalendarChoice, type GoogleCalendar } from '../../lib/google-calendar';
import '../../styles/calendar.css';

type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * /google-calendar-select (spec sections 2, 4, 5, 8): reached after connecting Google Calendar from the Calendar
 * Sync card. Lists the owner's calendars, preselects the one already saved, and saves the choice as the
 * business's google_calendar_id.
 */
export function CalendarSelectPage() {
  useDocumentTitle('Select a Calendar');
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>('loading');
  const [calendars, setCalendars] = useState<GoogleCalendar[]>([]);
  const [businessId, setBusinessId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchCalendars(controller.signal), fetchBusiness(controller.signal)])
      .then(([list, business]) => {
        setCalendars(list);
        setBusinessId(business.id);
        // The calendar saved before is preselected (when it is still in the list).
        if (business.google_calendar_id && list.some((c) => c.id === business.google_calendar_id)) setSelected(business.google_calendar_id);
        setState('loaded');
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Calendars could not be loaded', e);
        setError('Failed to load calendars');
        setState('failed');
      });
    return () => controller.abort();
  }, []);

  async function connect() {
    if (!selected || !businessId) return;
    setSaving(true);
    try {
      await saveCalendarChoice(businessId, selected);
      window.alert('Calendar connected successfully!');
      navigate('/dashboard/assistant');
    } catch (e) {
      console.error('Saving the calendar failed', e);
      setError('Failed to update business');
      setSaving(false);
    }
  }

  if (error) {
    return (
      <main className="calendar-select">
        <div className="calendar-select__card">
          <div className="alert alert--error" role="alert">
            {error}
          </div>
        </div>
      </main>
    );
  }

  return (
    <main className="calendar-select">
      <div className="calendar-select__card">
        <h1>Select a Calendar</h1>
        <p className="calendar-select__lead">Choose the Google calendar your appointments sync to.</p>
        {state === 'loading' ? (
          <p className="calendar-select__status" role="status">
            Loading calendars...
          </p>
        ) : calendars.length === 0 ? (
          <p className="calendar-select__status">No calendars found</p>
        ) : (
          <ul className="calendar-select__list" aria-label="Your calendars">
            {calendars.map((calendar) => {
              const isSelected = calendar.id === selected;
              return (
                <li key={calendar.id}>
                  <button
                    type="button"
                    className={`calendar-select__item${isSelected ? ' calendar-select__item--selected' : ''}`}
                    aria-pressed={isSelected}
                    onClick={() => setSelected(calendar.id)}
                  >
                    <span className="calendar-select__text">
                      <span className="calendar-select__summary">{calendar.summary}</span>
                      {calendar.description ? <span className="calendar-select__description">{calendar.description}</span> : null}
                    </span>
                    {isSelected ? <span className="calendar-select__mark">✓ Selected</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <button
          type="button"
          className="btn btn--primary calendar-select__connect"
          disabled={!selected || !businessId || saving}
          onClick={connect}
        >
          {saving ? 'Connecting...' : 'Connect Selected Calendar'}
        </button>
      </div>
    </main>
  );
}
