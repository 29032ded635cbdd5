import { DashboardView } from './dashboard-view';

/** Placeholder: the dashboard home issue replaces this file (keep the named export DashboardHome). */
export function DashboardHome() {
  return <DashboardView title="Dashboard" description="Your appointments and call activity will appear here." />;
}
