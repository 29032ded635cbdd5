import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { REPORT_OUTCOMES, WEEKDAY_NAMES, type ReportResponse } from '../../../../functions/contract/reports';
import { OUTCOME_LABEL } from '../test-call/test-call-api';

/*
 * The Reports charts, drawn with Recharts (SVG, React components). Imported only by the Reports screen, which the
 * router loads lazily, so the library travels in that chunk alone. Each chart has the same figures as a table next
 * to it (screen readers, and the links to the calls behind each figure).
 */

/** The outcomes as the owner reads them (the call log's own labels): the legend, the tooltip and the Reports lists. */
export { OUTCOME_LABEL };

export const OUTCOME_COLORS: Record<string, string> = {
  answered: '#0ea5e9',
  booked: '#10b981',
  rescheduled: '#14b8a6',
  cancelled: '#f97316',
  ordered: '#8b5cf6',
  message: '#f59e0b',
  transferred: '#6366f1',
  unanswered: '#e11d48',
  abandoned: '#94a3b8',
};

const shortDay = (iso: string) => {
  const [, m, d] = iso.split('-');
  return `${Number(m)}/${Number(d)}`;
};

export function CallsPerDayChart({ report, onDay }: { report: ReportResponse; onDay: (date: string) => void }) {
  const data = report.days.map((d) => ({ date: d.date, label: shortDay(d.date), ...d.outcomes }));
  return (
    <div className="rp-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {REPORT_OUTCOMES.map((o) => (
            <Bar
              key={o}
              dataKey={o}
              name={OUTCOME_LABEL[o]}
              stackId="calls"
              fill={OUTCOME_COLORS[o]}
              isAnimationActive={false}
              cursor="pointer"
              onClick={(entry: unknown) => {
                const date = (entry as { payload?: { date?: string } }).payload?.date;
                if (date) onDay(date);
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function HoursChart({ report }: { report: ReportResponse }) {
  const data = report.by_hour.map((calls, h) => ({ label: `${h}`, calls }));
  return (
    <div className="rp-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={180}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <XAxis dataKey="label" tick={{ fontSize: 10 }} interval={2} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Bar dataKey="calls" fill="#0ea5e9" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function WeekdaysChart({ report }: { report: ReportResponse }) {
  const data = report.by_weekday.map((calls, i) => ({ label: WEEKDAY_NAMES[i]!.slice(0, 3), calls }));
  return (
    <div className="rp-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={180}>
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <XAxis dataKey="label" tick={{ fontSize: 11 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Bar dataKey="calls" fill="#6366f1" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
