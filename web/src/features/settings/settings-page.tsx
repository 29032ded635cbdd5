import { DashboardView } from '../dashboard/dashboard-view';

/** Placeholder: /dashboard/settings (keep the named export SettingsPage). */
export function SettingsPage() {
  return <DashboardView title="User Settings" description="Manage your company, contact and account details." />;
}
