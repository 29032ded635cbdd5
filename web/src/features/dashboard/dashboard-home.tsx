import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NavLink, useSearchParams } from 'react-router-dom';
import { api, errorText, isApiError, isChangedElsewhere } from '../../lib/api';
import { useBusiness } from '../../lib/business-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  DEFAULT_FILTERS,
  deleteAppointment,
  fetchStats,
  listAppointments,
  type Appointment,
  type AppointmentFilters,
  type DashboardStats,
} from '../appointments/appointments-api';
import { AppointmentModal, type ModalMode } from '../appointments/appointment-modal';
import { AppointmentsTable } from '../appointments/appointments-table';
import { DeleteAppointmentDialog } from '../appointments/delete-appointment-dialog';
import { FilterButton } from '../appointments/appointment-filters';
import { DEFAULT_TIME_ZONE, STATUS_LABELS } from '../appointments/appointment-format';
import { StatCards } from './stat-cards';
import { businessCurrency } from '../reports/money';
import { useTestCall } from '../test-call/test-call-context';
import { useGoLive } from '../go-live/use-go-live';
import { GoLiveChecklist } from '../go-live/go-live-checklist';
import { AssistantNumberCard } from '../go-live/assistant-number-card';
import { PageLoading } from '../../components/page-loading';
import '../../styles/go-live.css';
import '../../styles/appointments.css';

type LoadState = 'loading' | 'loaded' | 'failed';


/**
 * Dashboard home (spec section 2): the header with its two tabs, today's figures, and the appointments table
 * with its filter and the add / edit modal. Everything is shown on the business's wall clock.
 */
export function DashboardHome() {
  useDocumentTitle('Dashboard');
  const { business } = useBusiness();
  const timeZone = business?.time_zone || DEFAULT_TIME_ZONE;
  const items = useMemo(() => business?.business_items ?? [], [business]);

  const [filters, setFilters] = useState<AppointmentFilters>(DEFAULT_FILTERS);
  const [appointments, setAppointments] = useState<Appointment[]>([]);
  const [listState, setListState] = useState<LoadState>('loading');
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [awaiting, setAwaiting] = useState<AwaitingCount | null>(null);
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [statsState, setStatsState] = useState<LoadState>('loading');
  const [modal, setModal] = useState<ModalMode | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  /** The appointment whose delete is being asked about. */
  const [asking, setAsking] = useState<Appointment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRequest = useRef<AbortController | null>(null);
  // A test call ended in the panel: the checklist's 'test call made' may have changed.
  const { callChanges } = useTestCall();
  const goLive = useGoLive(callChanges);
  const goLiveSettled = goLive.status !== null || goLive.failed;

  const loadList = useCallback(async (current: AppointmentFilters) => {
    listRequest.current?.abort();
    const controller = new AbortController();
    listRequest.current = controller;
    setListState('loading');
    try {
      const page = await listAppointments(current, null, controller.signal);
      if (controller.signal.aborted) return;
      setAppointments(page.appointments);
      setNext(page.next);
      setListState('loaded');
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Failed to load appointments', error);
      setListState('failed');
    }
  }, []);

  // Bookings the assistant makes wait for the caller's confirmation, and the list starts at Upcoming (spec): say they
  // exist, so an owner who has just booked by phone does not read 'no appointments yet'.
  const loadAwaiting = useCallback(async () => {
    try {
      const page = await listAppointments({ ...DEFAULT_FILTERS, status: 'awaiting_confirmation' });
      setAwaiting({ count: page.appointments.length, more: page.next !== null });
    } catch (error) {
      console.error('Failed to count appointments awaiting confirmation', error);
      setAwaiting(null);
    }
  }, []);

  const loadStats = useCallback(async () => {
    try {
      setStats(await fetchStats());
      setStatsState('loaded');
    } catch (error) {
      console.error('Failed to load dashboard figures', error);
      setStatsState('failed');
    }
  }, []);

  useEffect(() => {
    void loadList(filters);
  }, [filters, loadList]);

  // A search result links here with ?appointment=<id>: open that appointment in the edit modal.
  const [params, setParams] = useSearchParams();
  const linkedAppointment = params.get('appointment');
  // A link from an email, the search or a customer's history can outlive its appointment: say so, not nothing.
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  useEffect(() => {
    setLinkProblem(null);
    if (!linkedAppointment) return;
    const controller = new AbortController();
    api
      .get<Appointment>(`/appointments/${encodeURIComponent(linkedAppointment)}`, { signal: controller.signal })
      .then((appointment) => setModal({ kind: 'edit', appointment }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to open the linked appointment', error);
        setLinkProblem(
          isApiError(error) && error.status === 404
            ? 'That appointment no longer exists: it was deleted.'
            : 'We could not open that appointment. Please try again.',
        );
      });
    return () => controller.abort();
  }, [linkedAppointment]);

  useEffect(() => {
    void loadStats();
    void loadAwaiting();
    return () => listRequest.current?.abort();
  }, [loadStats, loadAwaiting]);

  async function loadMore() {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await listAppointments(filters, next);
      setAppointments((list) => [...list, ...page.appointments.filter((a) => !list.some((b) => b._id === a._id))]);
      setNext(page.next);
    } catch (error) {
      console.error('Failed to load more appointments', error);
    } finally {
      setLoadingMore(false);
    }
  }

  function refresh(message: string) {
    setAnnouncement(message);
    void loadList(filters);
    void loadStats();
    void loadAwaiting();
  }

  /** An appointment deleted elsewhere: its row goes now, not at the next refresh. */
  function dropGone(appointment: Appointment, message: string) {
    setAppointments((list) => list.filter((a) => a._id !== appointment._id));
    refresh(message);
  }

  async function remove(appointment: Appointment, tellCustomer: boolean) {
    setAsking(null);
    setDeleting(appointment._id);
    try {
      await deleteAppointment(appointment._id, appointment.lock_version, tellCustomer);
      setAppointments((list) => list.filter((a) => a._id !== appointment._id));
      refresh(`Appointment ${appointment.appointment_id_formatted} deleted.`);
    } catch (error) {
      if (isChangedElsewhere(error)) {
        // Not deleted: the owner decided on a copy another tab has since changed. The list shows the latest to decide on.
        window.alert(errorText(error) ?? 'This appointment was changed in another tab or by someone else. Reload to see the latest version.');
        refresh(`Appointment ${appointment.appointment_id_formatted} was not deleted: it was changed elsewhere. The list now shows the latest version.`);
        return;
      }
      if (isApiError(error) && error.status === 404) {
        // Already deleted (another tab): what the owner asked for is done; the row goes.
        dropGone(appointment, `Appointment ${appointment.appointment_id_formatted} was already deleted.`);
        return;
      }
      console.error('Failed to delete appointment', error);
      window.alert('Error deleting appointment. Please try again.');
    } finally {
      setDeleting(null);
    }
  }

  const filtered = filters.first_name || filters.last_name || filters.phone_number || filters.business_item_id;
  // Bookings awaiting the caller's confirmation exist while the Upcoming list is shown: one statement says so. An
  // empty list then says they exist in its own words, never "no appointments yet" beside a note that there are some.
  const awaitingElsewhere = filters.status === 'upcoming' && !filtered && awaiting !== null && awaiting.count > 0 ? awaiting : null;
  const listEmpty = listState === 'loaded' && appointments.length === 0;
  const emptyMessage = filtered
    ? 'No appointments match these filters.'
    : awaitingElsewhere
      ? `No confirmed upcoming appointments yet: ${awaitingEmptySentence(awaitingElsewhere)}`
      : filters.status
        ? `No ${STATUS_LABELS[filters.status].toLowerCase()} appointments yet. Add one, or let your assistant book them.`
        : 'No appointments yet. Add one, or let your assistant book them.';
  const showAwaiting = (
    <button type="button" className="ap-link-button" onClick={() => setFilters({ ...DEFAULT_FILTERS, status: 'awaiting_confirmation' })}>
      Show them
    </button>
  );
  const showAwaitingNote = awaitingElsewhere !== null && !listEmpty;

  return (
    <section className="ap-home" aria-labelledby="dash-home-title">
      <header className="ap-home__header">
        <div>
          <h1 id="dash-home-title">Dashboard</h1>
          <p className="ap-home__subtitle">
            {business?.name ? `${business.name} · ` : ''}
            {stats?.date ? formatDay(stats.date) : 'Today'} · {timeZone.replace(/_/g, ' ')}
          </p>
        </div>
        <nav className="ap-tabs" aria-label="Dashboard views">
          <NavLink to="/dashboard/reports" className="ap-tabs__tab">
            Call Logs
          </NavLink>
          <NavLink to="/dashboard/insights" className="ap-tabs__tab">
            AI Insights
          </NavLink>
        </nav>
      </header>

      {/* The go-live cards sit above the appointments and appear with their status: until it is known the rest waits,
          so nothing the owner is about to click moves down under the pointer. */}
      {goLiveSettled ? (
        <>
          <AssistantNumberCard status={goLive.status} compact />
          <GoLiveChecklist status={goLive.status} />

          <StatCards stats={stats} state={statsState} currency={businessCurrency(business)} />

          <section className="ap-card" aria-labelledby="appointments-title">
            <header className="ap-card__header">
              <div>
                <h2 id="appointments-title" className="ap-card__title">
                  Appointments
                </h2>
                <p className="ap-card__subtitle">
                  {filters.status ? STATUS_LABELS[filters.status] : 'All statuses'}
                  {filtered ? ' · filtered' : ''}
                  {listState === 'loaded' ? ` · ${appointments.length}${next ? '+' : ''} shown` : ''}
                </p>
              </div>
              <div className="ap-card__actions">
                <FilterButton filters={filters} items={items} onApply={setFilters} />
                <button type="button" className="btn btn--primary" onClick={() => setModal({ kind: 'create' })}>
                  <PlusIcon />
                  Add Appointment
                </button>
              </div>
            </header>

            {listState === 'failed' ? (
              <div className="alert alert--error ap-card__alert" role="alert">
                We could not load your appointments.{' '}
                <button type="button" className="ap-link-button" onClick={() => void loadList(filters)}>
                  Try again
                </button>
              </div>
            ) : null}

            {linkProblem ? (
              <div className="alert alert--error ap-card__alert" role="alert" data-testid="linked-appointment-problem">
                {linkProblem}{' '}
                <button type="button" className="ap-link-button" onClick={() => setParams({}, { replace: true })}>
                  Dismiss
                </button>
              </div>
            ) : null}

            {showAwaitingNote && awaiting ? (
              <p className="alert alert--info ap-card__alert" data-testid="awaiting-note">
                {awaitingSentence(awaiting)} {showAwaiting}
              </p>
            ) : null}

            <AppointmentsTable
              appointments={appointments}
              timeZone={timeZone}
              state={listState}
              emptyMessage={emptyMessage}
              emptyAction={awaitingElsewhere ? showAwaiting : undefined}
              onEdit={(appointment) => setModal({ kind: 'edit', appointment })}
              onDelete={setAsking}
              deleting={deleting}
            />

            {next ? (
              <div className="ap-card__more">
                <button type="button" className="btn btn--secondary" onClick={loadMore} disabled={loadingMore}>
                  {loadingMore ? 'Loading...' : 'Load more'}
                </button>
              </div>
            ) : null}
          </section>
        </>
      ) : (
        <PageLoading message="Loading your dashboard..." />
      )}

      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <DeleteAppointmentDialog appointment={asking} onCancel={() => setAsking(null)} onDelete={(a, tell) => void remove(a, tell)} />

      <AppointmentModal
        mode={modal}
        items={items}
        timeZone={timeZone}
        hasCalendar={Boolean(business?.google_calendar_id)}
        onClose={() => {
          setModal(null);
          if (linkedAppointment) setParams({}, { replace: true });
        }}
        onSaved={(saved) => {
          const created = modal?.kind === 'create';
          setModal(null);
          if (linkedAppointment) setParams({}, { replace: true });
          refresh(`Appointment ${saved.appointment_id_formatted} ${created ? 'created' : 'saved'}.`);
        }}
        onGone={(gone, message) => {
          setModal(null);
          if (linkedAppointment) setParams({}, { replace: true });
          dropGone(gone, message);
        }}
      />
    </section>
  );
}

interface AwaitingCount {
  count: number;
  /** More than one page of them. */
  more: boolean;
}

function awaitingSentence({ count, more }: AwaitingCount) {
  if (more) return `${count}+ bookings are awaiting the caller's confirmation and are not in this list.`;
  return count === 1
    ? "1 booking is awaiting the caller's confirmation and is not in this list."
    : `${count} bookings are awaiting the caller's confirmation and are not in this list.`;
}

/** The same count, for the empty list ("No confirmed upcoming appointments yet: 1 booking is awaiting ..."). */
function awaitingEmptySentence({ count, more }: AwaitingCount) {
  if (more) return `${count}+ bookings are awaiting the caller's confirmation.`;
  return count === 1 ? "1 booking is awaiting the caller's confirmation." : `${count} bookings are awaiting the caller's confirmation.`;
}

function formatDay(isoDate: string) {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function PlusIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}
