import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { StatCards } from '../../../web/src/features/dashboard/stat-cards';
import type { DashboardStats } from '../../../web/src/features/appointments/appointments-api';

const stats = (revenue_today: DashboardStats['revenue_today']): DashboardStats => ({
  date: '2025-03-10',
  time_zone: 'Europe/Berlin',
  todays_appointments: 0,
  calls_made: 0,
  calls_served: 0,
  success_rate: null,
  revenue_today,
});

const revenue = (markup: string) => /data-testid="stat-revenue-today">([^<]*)</.exec(markup)?.[1];

describe('dashboard stat cards: Revenue Today', () => {
  it("shows no revenue as zero in the business's currency, not always dollars", () => {
    expect(revenue(renderToStaticMarkup(<StatCards stats={stats([])} state="loaded" currency="EUR" />))).toBe('€0.00');
    expect(revenue(renderToStaticMarkup(<StatCards stats={stats([])} state="loaded" currency="USD" />))).toBe('$0.00');
  });

  it('shows each currency earned today, formatted', () => {
    const markup = renderToStaticMarkup(<StatCards stats={stats([{ amount: '25.50', currency: 'EUR' }])} state="loaded" currency="EUR" />);
    expect(revenue(markup)).toBe('€25.50');
  });
});

describe('dashboard stat cards: Calls Made', () => {
  it('says test calls are not counted when none came in today (an owner who just made some must not read "no calls")', () => {
    const markup = renderToStaticMarkup(<StatCards stats={stats([])} state="loaded" currency="USD" />);
    expect(markup).toContain('No calls yet today (test calls are not counted)');
  });
});
