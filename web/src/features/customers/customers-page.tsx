import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorText } from '../../lib/api';
import { useBusiness } from '../../lib/business-context';
import { DashboardView } from '../dashboard/dashboard-view';
import { DEFAULT_TIME_ZONE } from '../appointments/appointment-format';
import { formatPhone } from '../../../../functions/contract/phone';
import { customerLink, getCustomer, listCustomers, type CustomerDetail, type CustomerJson } from './customers-api';
import '../../styles/customers.css';

const KIND_LABEL = { call: 'Call', appointment: 'Appointment', order: 'Order', message: 'Message' } as const;

function formatTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function countsText(c: CustomerJson): string {
  const parts = (['call', 'appointment', 'order', 'message'] as const)
    .filter((k) => c.counts[k] > 0)
    .map((k) => `${c.counts[k]} ${k}${c.counts[k] === 1 ? '' : 's'}`);
  return parts.join(' · ') || 'No contacts yet';
}

/**
 * Customers (issue 18): one per caller number, built as calls, bookings, orders and messages happen. The list is
 * newest contact first; a customer's page shows their details and history, each entry linking to its record.
 */
export function CustomersPage() {
  const { id } = useParams();
  return id ? <CustomerView id={id} /> : <CustomerList />;
}

function CustomerList() {
  const { business } = useBusiness();
  const timeZone = business?.time_zone || DEFAULT_TIME_ZONE;
  const [customers, setCustomers] = useState<CustomerJson[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    listCustomers(null, controller.signal)
      .then((page) => {
        setCustomers(page.customers);
        setNext(page.next);
        setState('loaded');
      })
      .catch((error) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load customers', error);
        setState('failed');
      });
    return () => controller.abort();
  }, []);

  async function loadMore() {
    if (!next) return;
    try {
      const page = await listCustomers(next);
      setCustomers((list) => [...list, ...page.customers.filter((c) => !list.some((p) => p.id === c.id))]);
      setNext(page.next);
    } catch (error) {
      console.error('Failed to load more customers', error);
    }
  }

  return (
    <DashboardView title="Customers" description="Everyone who called, booked, ordered or left a message, by phone number. Newest contact first.">
      {state === 'loading' ? <p>Loading customers...</p> : null}
      {state === 'failed' ? (
        <div className="alert alert--error" role="alert">
          We could not load your customers. Please reload the page.
        </div>
      ) : null}
      {state === 'loaded' && customers.length === 0 ? (
        <p className="cu-empty">No customers yet. Callers appear here after their first call, booking, order or message.</p>
      ) : null}
      <ul className="cu-list" aria-label="Customers">
        {customers.map((c) => (
          <li key={c.id} className="cu-row" data-testid="customer">
            {/* No name yet: the number is the link, shown once across both columns. */}
            <Link className={c.name ? 'cu-row__name' : 'cu-row__name cu-row__name--number'} to={customerLink(c.id)}>
              {c.name || formatPhone(c.phone_number)}
            </Link>
            {c.name ? <span className="cu-row__phone">{formatPhone(c.phone_number)}</span> : null}
            <span className="cu-row__counts">{countsText(c)}</span>
            <span className="cu-row__last">Last contact {formatTime(c.last_contact_at, timeZone)}</span>
          </li>
        ))}
      </ul>
      {next ? (
        <button type="button" className="btn btn--secondary" onClick={loadMore}>
          Load more
        </button>
      ) : null}
    </DashboardView>
  );
}

function CustomerView({ id }: { id: string }) {
  const { business } = useBusiness();
  const timeZone = business?.time_zone || DEFAULT_TIME_ZONE;
  const [detail, setDetail] = useState<CustomerDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setDetail(null);
    setFailure(null);
    getCustomer(id, null, controller.signal)
      .then(setDetail)
      .catch((error) => {
        if (controller.signal.aborted) return;
        setFailure(errorText(error) ?? 'We could not load this customer. Please reload the page.');
      });
    return () => controller.abort();
  }, [id]);

  async function loadMore() {
    if (!detail?.next) return;
    try {
      const page = await getCustomer(id, detail.next);
      setDetail({ ...page, history: [...detail.history, ...page.history] });
    } catch (error) {
      console.error('Failed to load more history', error);
    }
  }

  const c = detail?.customer;
  return (
    <DashboardView title={c ? c.name || formatPhone(c.phone_number) : 'Customer'}>
      <p>
        <Link to="/dashboard/customers">← All customers</Link>
      </p>
      {failure ? (
        <div className="alert alert--error" role="alert">
          {failure}
        </div>
      ) : null}
      {!c && !failure ? <p>Loading customer...</p> : null}
      {c ? (
        <>
          <dl className="cu-facts" aria-label="Customer details">
            <div>
              <dt>Phone</dt>
              <dd data-testid="customer-phone">{formatPhone(c.phone_number)}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd data-testid="customer-email">{c.email || 'Not given'}</dd>
            </div>
            <div>
              <dt>First contact</dt>
              <dd>{formatTime(c.first_contact_at, timeZone)}</dd>
            </div>
            <div>
              <dt>Last contact</dt>
              <dd>{formatTime(c.last_contact_at, timeZone)}</dd>
            </div>
            <div>
              <dt>Contacts</dt>
              <dd data-testid="customer-counts">{countsText(c)}</dd>
            </div>
          </dl>
          <h2 className="cu-history__title">History</h2>
          <ol className="cu-history" aria-label="History">
            {detail!.history.map((h) => (
              <li key={`${h.kind}-${h.record_id}-${h.at}`} className="cu-entry" data-testid="customer-history" data-kind={h.kind}>
                <span className="cu-entry__kind">{KIND_LABEL[h.kind]}</span>
                <Link className="cu-entry__title" to={h.link}>
                  {h.title}
                </Link>
                <span className="cu-entry__detail">
                  {h.detail}
                  {h.when ? ` · ${formatTime(h.when, timeZone)}` : ''}
                </span>
                <time className="cu-entry__at" dateTime={h.at}>
                  {formatTime(h.at, timeZone)}
                </time>
              </li>
            ))}
          </ol>
          {detail!.next ? (
            <button type="button" className="btn btn--secondary" onClick={loadMore}>
              Load more
            </button>
          ) : null}
        </>
      ) : null}
    </DashboardView>
  );
}
