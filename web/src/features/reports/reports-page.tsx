import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DashboardView } from '../dashboard/dashboard-view';
import { errorText } from '../../lib/api';
import { NO_CALLS_IN_RANGE, REPORT_OUTCOMES, reportRangeText, WEEKDAY_NAMES } from '../../../../functions/contract/reports';
import { useBusiness } from '../../lib/business-context';
import { businessCurrency, formatTotals } from './money';
import { callLogLink, exportUrl, fetchReport, rangeFromParams, rangeToParams, type RangeChoice, type ReportResponse } from './reports-api';
import { RangePicker } from './range-picker';
import { CallsPerDayChart, HoursChart, OUTCOME_COLORS, OUTCOME_LABEL, WeekdaysChart } from './report-charts';
import '../../styles/reports.css';

const duration = (s: number | null) => (s === null ? '—' : s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`);

/** Reports (/dashboard/reports): the figures of a range in the business's time zone, from the server's daily counters. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const choice = rangeFromParams(params);
  const navigate = useNavigate();
  const currency = businessCurrency(useBusiness().business);
  const [report, setReport] = useState<ReportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const key = params.toString();

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    fetchReport(choice, controller.signal)
      .then(setReport)
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorText(e) ?? 'The report could not be loaded. Please try again.');
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const change = (next: RangeChoice) => setParams(rangeToParams(next));

  const t = report?.totals;
  return (
    <DashboardView title="Reports" description="Generate and customize your reports.">
      <RangePicker value={choice} onChange={change} />
      {error ? (
        <div className="alert alert--error" role="alert">
          {error}
        </div>
      ) : null}
      {report && t ? (
        <div className="rp-body" aria-busy={loading}>
          <p className="rp-note">
            {reportRangeText(report.from, report.to)} · {report.time_zone.replace(/_/g, ' ')} · {report.include_test ? 'test calls included' : 'test calls left out'}
          </p>
          <ul className="rp-tiles" aria-label="Figures">
            <Tile label="Calls" value={String(t.calls)} to={callLogLink(report.from, report.to)} />
            <Tile label="Answer rate" value={t.answer_rate === null ? '—' : `${t.answer_rate}%`} note="Calls not abandoned or unanswered" />
            <Tile label="Average length" value={duration(t.average_duration_seconds)} />
            <Tile label="Bookings" value={String(t.bookings)} note={bookingNote(t, currency)} to={callLogLink(report.from, report.to, 'booked')} />
            <Tile label="Orders" value={String(t.orders)} note={formatTotals(t.order_revenue, currency)} to={callLogLink(report.from, report.to, 'ordered')} />
          </ul>

          <section className="ap-card rp-section" aria-labelledby="rp-outcomes">
            <h2 id="rp-outcomes">Outcomes</h2>
            <ul className="rp-outcomes">
              {REPORT_OUTCOMES.map((o) => (
                <li key={o}>
                  <span className="rp-dot" style={{ background: OUTCOME_COLORS[o] }} aria-hidden="true" />
                  <Link to={callLogLink(report.from, report.to, o)} data-testid={`outcome-${o}`}>
                    {OUTCOME_LABEL[o]}: {t.outcomes[o]}
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section className="ap-card rp-section" aria-labelledby="rp-days">
            <h2 id="rp-days">Calls per day</h2>
            {t.calls === 0 ? (
              <NoCallsChart />
            ) : (
              <>
            <CallsPerDayChart report={report} onDay={(d) => navigate(callLogLink(d, d))} />
            <details className="rp-table-wrap">
              <summary>Day by day</summary>
              <table className="rp-table">
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Calls</th>
                    {REPORT_OUTCOMES.map((o) => (
                      <th key={o} scope="col">
                        {OUTCOME_LABEL[o]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.days.map((d) => (
                    <tr key={d.date} data-testid={`day-${d.date}`}>
                      <th scope="row">{d.date}</th>
                      <td>{d.calls ? <Link to={callLogLink(d.date, d.date)}>{d.calls}</Link> : 0}</td>
                      {REPORT_OUTCOMES.map((o) => (
                        <td key={o}>{d.outcomes[o] ? <Link to={callLogLink(d.date, d.date, o)}>{d.outcomes[o]}</Link> : 0}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
              </>
            )}
          </section>

          <div className="rp-two">
            <section className="ap-card rp-section" aria-labelledby="rp-hours">
              <h2 id="rp-hours">Busiest hours</h2>
              {t.calls === 0 ? (
                <NoCallsChart />
              ) : (
                <>
                  <HoursChart report={report} />
                  <p className="rp-note" data-testid="busiest-hour">{busiest(report.by_hour.map((n, h) => [`${h}:00`, n]))}</p>
                </>
              )}
            </section>
            <section className="ap-card rp-section" aria-labelledby="rp-weekdays">
              <h2 id="rp-weekdays">Busiest days</h2>
              {t.calls === 0 ? (
                <NoCallsChart />
              ) : (
                <>
                  <WeekdaysChart report={report} />
                  <p className="rp-note" data-testid="busiest-day">{busiest(report.by_weekday.map((n, i) => [WEEKDAY_NAMES[i]!, n]))}</p>
                </>
              )}
            </section>
          </div>

          <section className="ap-card rp-section" aria-labelledby="rp-export">
            <h2 id="rp-export">Export</h2>
            <p className="rp-export">
              <a className="btn btn--secondary" href={exportUrl(choice, 'calls')} download>
                Download calls (CSV)
              </a>
              <a className="btn btn--secondary" href={exportUrl(choice, 'figures')} download>
                Download figures (CSV)
              </a>
            </p>
          </section>
        </div>
      ) : loading ? (
        <p className="rp-note">Loading the report...</p>
      ) : null}
    </DashboardView>
  );
}

/**
 * The value of the bookings still standing; a booking cancelled since is not revenue booked, so it is named and its
 * value left out ("$25.00 · 1 cancelled since").
 */
function bookingNote(t: ReportResponse['totals'], currency: string): string {
  const value = formatTotals(t.booking_revenue, currency);
  return t.bookings_cancelled ? `${value} · ${t.bookings_cancelled} cancelled since` : value;
}

/** A chart of no calls would be an axis of meaningless ticks: it says so instead. */
function NoCallsChart() {
  return (
    <p className="rp-empty" data-testid="chart-empty">
      {NO_CALLS_IN_RANGE}
    </p>
  );
}

function busiest(pairs: Array<[string, number]>): string {
  const max = Math.max(0, ...pairs.map(([, n]) => n));
  if (!max) return NO_CALLS_IN_RANGE;
  const top = pairs.filter(([, n]) => n === max).map(([label]) => label);
  return `Busiest: ${top.join(', ')} (${max} ${max === 1 ? 'call' : 'calls'})`;
}

function Tile({ label, value, note, to }: { label: string; value: string; note?: string; to?: string }) {
  const body = (
    <>
      <span className="rp-tile__label">{label}</span>
      <span className="rp-tile__value" data-testid={`report-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
        {value}
      </span>
      {note ? <span className="rp-tile__note">{note}</span> : null}
    </>
  );
  return <li className="rp-tile">{to ? <Link to={to} className="rp-tile__link">{body}</Link> : body}</li>;
}
