import type { ReactNode } from 'react';
import type { DashboardStats } from '../appointments/appointments-api';
import { formatTotals } from '../reports/money';

/**
 * The four stat cards of spec section 2, computed by the server for today in the business's time zone
 * (GET /api/appointments/stats) rather than the spec's fixed sample figures. `currency`: the business's, for a day
 * with no revenue yet.
 */
export function StatCards({ stats, state, currency }: { stats: DashboardStats | null; state: 'loading' | 'loaded' | 'failed'; currency: string }) {
  const pending = state !== 'loaded' || !stats;
  const dash = state === 'failed' ? '—' : '';
  const revenue = formatTotals(stats?.revenue_today ?? [], currency);

  return (
    <ul className="ap-stats" aria-label="Today at a glance" aria-busy={state === 'loading'}>
      <StatCard
        tone="indigo"
        label="Today's Appointments"
        value={pending ? dash : String(stats.todays_appointments)}
        note={pending ? '' : stats.todays_appointments ? 'Booked for today' : 'No appointments today'}
        icon={<CalendarGlyph />}
      />
      <StatCard
        tone="sky"
        label="Calls Made"
        value={pending ? dash : String(stats.calls_made)}
        // Test calls are left out of these figures: an owner who just made some must not read that none came in.
        note={pending ? '' : stats.calls_made ? `${stats.calls_served} handled end to end` : 'No calls yet today (test calls are not counted)'}
        icon={<PhoneGlyph />}
      />
      <StatCard
        tone="emerald"
        label="Revenue Today"
        value={pending ? dash : revenue}
        note={pending ? '' : "From today's booked services"}
        icon={<MoneyGlyph />}
      />
      <StatCard
        tone="amber"
        label="Success Rate"
        value={pending ? dash : stats.success_rate === null ? '—' : `${stats.success_rate}%`}
        note={pending ? '' : stats.success_rate === null ? 'Shown once calls come in' : 'Calls that ended served'}
        icon={<TargetGlyph />}
      />
    </ul>
  );
}

function StatCard({ label, value, note, icon, tone }: { label: string; value: string; note: string; icon: ReactNode; tone: string }) {
  return (
    <li className={`ap-stat ap-stat--${tone}`}>
      <span className="ap-stat__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="ap-stat__text">
        <span className="ap-stat__label">{label}</span>
        <span className="ap-stat__value" data-testid={`stat-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
          {value || <span className="ap-stat__placeholder" aria-hidden="true" />}
        </span>
        <span className="ap-stat__note">{note}</span>
      </span>
    </li>
  );
}

const glyph = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };

const CalendarGlyph = () => (
  <svg {...glyph}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);
const PhoneGlyph = () => (
  <svg {...glyph}>
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </svg>
);
const MoneyGlyph = () => (
  <svg {...glyph}>
    <path d="M12 3v18M16.5 7.5c-.8-1.2-2.4-2-4.5-2-2.5 0-4.5 1.3-4.5 3.2 0 4.3 9 2.3 9 6.6 0 1.9-2 3.2-4.5 3.2-2.1 0-3.8-.8-4.6-2.1" />
  </svg>
);
const TargetGlyph = () => (
  <svg {...glyph}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="1" />
  </svg>
);
