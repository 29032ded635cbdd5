import { DashboardView } from './dashboard-view';

/**
 * The placeholder views of spec section 2: a title and one sentence only. Call Recording Logs became a real
 * screen with the phone-assistant issue (features/recordings/recordings-page.tsx).
 */
export function ReportsPage() {
  return <DashboardView title="Reports" description="Generate and customize your reports." />;
}

export function InsightsPage() {
  return <DashboardView title="AI Call Insights" description="Detailed AI analysis of your calls." />;
}
