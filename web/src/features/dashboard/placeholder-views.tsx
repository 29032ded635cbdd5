import { DashboardView } from './dashboard-view';

/** The three placeholder views of spec section 2: a title and one sentence only. */
export function RecordingsPage() {
  return <DashboardView title="Call Recording Logs" description="Access and manage your call recordings." />;
}

export function ReportsPage() {
  return <DashboardView title="Reports" description="Generate and customize your reports." />;
}

export function InsightsPage() {
  return <DashboardView title="AI Call Insights" description="Detailed AI analysis of your calls." />;
}
