import { DashboardView } from '../dashboard/dashboard-view';

/** Placeholder: /dashboard/assistant (keep the named export AssistantPage). */
export function AssistantPage() {
  return <DashboardView title="Assistant Configuration" description="Tune how your AI assistant answers calls." />;
}
