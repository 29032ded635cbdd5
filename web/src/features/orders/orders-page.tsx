import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../lib/api';
import { useBusiness } from '../../lib/business-context';
import { DashboardView } from '../dashboard/dashboard-view';
import { DEFAULT_TIME_ZONE } from '../appointments/appointment-format';
import { formatPhone } from '../../../../functions/contract/phone';
import { formatPrice } from '../../lib/money';
import { listOrders, NEXT_STATUS, setOrderStatus, STATUS_LABEL, type Order, type OrderStatus } from './orders-api';
import '../../styles/orders.css';

/** New orders show up without a reload: the first page is fetched again at this interval while the tab is visible. */
export const ORDER_POLL_MS = 10_000;

/**
 * Orders (issue 18): the orders the phone assistant took, newest first, live. Each moves new → preparing → ready →
 * completed, or is cancelled (the customer gets a text). New arrivals are announced in a polite live region.
 */
export function OrdersPage() {
  const { business } = useBusiness();
  const timeZone = business?.time_zone || DEFAULT_TIME_ZONE;
  const [orders, setOrders] = useState<Order[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const seen = useRef<Set<string> | null>(null);
  // A search result links here with ?order=<id>: that order is highlighted and scrolled into view.
  const [params] = useSearchParams();
  const linkedOrder = params.get('order');
  useEffect(() => {
    if (linkedOrder && state === 'loaded') document.getElementById(`order-${linkedOrder}`)?.scrollIntoView({ block: 'center' });
  }, [linkedOrder, state]);

  const refresh = useCallback(async (signal?: AbortSignal) => {
    try {
      const page = await listOrders(null, signal);
      const known = seen.current;
      // The first load announces nothing: only what arrives while the owner is watching.
      const fresh = known ? page.orders.filter((o) => !known.has(o.id)) : [];
      seen.current = new Set([...(known ?? []), ...page.orders.map((o) => o.id)]);
      setOrders((list) => {
        const firstPageIds = new Set(page.orders.map((o) => o.id));
        // Keep the older pages the owner loaded; the first page replaces its own part.
        return [...page.orders, ...list.filter((o) => !firstPageIds.has(o.id) && o.created_at < (page.orders.at(-1)?.created_at ?? ''))];
      });
      setNext((current) => current ?? page.next);
      setState('loaded');
      if (fresh.length === 1) setAnnouncement(`New order from ${fresh[0].customer_name || 'a caller'}: ${formatPrice(fresh[0].total, fresh[0].currency)}.`);
      else if (fresh.length > 1) setAnnouncement(`${fresh.length} new orders.`);
    } catch (error) {
      if (signal?.aborted) return;
      console.error('Failed to load orders', error);
      setState((s) => (s === 'loaded' ? s : 'failed'));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh(controller.signal);
    }, ORDER_POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [refresh]);

  async function loadMore() {
    if (!next) return;
    try {
      const page = await listOrders(next);
      page.orders.forEach((o) => seen.current?.add(o.id));
      setOrders((list) => [...list, ...page.orders.filter((o) => !list.some((p) => p.id === o.id))]);
      setNext(page.next);
    } catch (error) {
      console.error('Failed to load more orders', error);
    }
  }

  async function move(order: Order, to: OrderStatus) {
    if (to === 'cancelled' && !window.confirm(`Cancel the order from ${order.customer_name || 'this caller'}? They will get a text saying so.`)) return;
    setBusy(order.id);
    setFailure(null);
    try {
      const saved = await setOrderStatus(order.ref, to);
      setOrders((list) => list.map((o) => (o.id === saved.id ? saved : o)));
      setAnnouncement(`Order from ${saved.customer_name || 'a caller'} is now ${STATUS_LABEL[saved.status].toLowerCase()}.`);
    } catch (error) {
      setFailure(errorText(error) ?? 'We could not change the order. Please try again.');
      void refresh();
    } finally {
      setBusy(null);
    }
  }

  return (
    <DashboardView title="Orders" description="Orders your assistant took by phone. New ones appear here as they come in.">
      {failure ? (
        <div className="alert alert--error" role="alert">
          {failure}
        </div>
      ) : null}
      {state === 'loading' ? <p>Loading orders...</p> : null}
      {state === 'failed' ? (
        <div className="alert alert--error" role="alert">
          We could not load your orders.{' '}
          <button type="button" className="ap-link-button" onClick={() => void refresh()}>
            Try again
          </button>
        </div>
      ) : null}
      {state === 'loaded' && orders.length === 0 ? (
        <p className="or-empty">No orders yet. When a caller orders from your menu or product list, the order appears here.</p>
      ) : null}
      <ul className="or-list" aria-label="Orders">
        {orders.map((order) => (
          <li
            key={order.id}
            id={`order-${order.id}`}
            className={`or-card or-card--${order.status}${order.id === linkedOrder ? ' or-card--linked' : ''}`} data-testid="order" data-status={order.status}>
            <header className="or-card__head">
              <h2 className="or-card__title">
                {order.customer_name || 'Caller'}
                {order.is_test ? <span className="or-badge">Test call</span> : null}
              </h2>
              <span className="or-status" data-testid="order-status">
                {STATUS_LABEL[order.status]}
              </span>
            </header>
            <p className="or-meta">
              {formatPhone(order.phone_number)} · ordered {formatTime(order.created_at, timeZone)} ·{' '}
              {order.fulfillment === 'delivery' ? 'Delivery' : 'Pickup'}
              {order.fulfillment_time ? ` at ${formatTime(order.fulfillment_time, timeZone)}` : ''}
              {order.delivery_address ? ` to ${order.delivery_address}` : ''}
            </p>
            <table className="or-lines">
              <caption className="visually-hidden">Items</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line, i) => (
                  <tr key={`${line.business_item_id}-${i}`}>
                    <td>
                      {line.name}
                      {line.options?.length ? <div className="or-line-options">{line.options.join(', ')}</div> : null}
                    </td>
                    <td>{line.quantity}</td>
                    <td>{formatPrice(line.line_total, line.currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td data-testid="order-total">{formatPrice(order.total, order.currency)}</td>
                </tr>
              </tfoot>
            </table>
            {order.notes ? <p className="or-notes">Notes: {order.notes}</p> : null}
            <div className="or-actions">
              {NEXT_STATUS[order.status] ? (
                <button type="button" className="btn btn--primary" disabled={busy === order.id} onClick={() => move(order, NEXT_STATUS[order.status]!.to)}>
                  {NEXT_STATUS[order.status]!.label}
                </button>
              ) : null}
              {order.status !== 'completed' && order.status !== 'cancelled' ? (
                <button type="button" className="btn btn--secondary" disabled={busy === order.id} onClick={() => move(order, 'cancelled')}>
                  Cancel order
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {next ? (
        <button type="button" className="btn btn--secondary" onClick={loadMore}>
          Load more
        </button>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="orders-announcement">
        {announcement}
      </p>
    </DashboardView>
  );
}

function formatTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
