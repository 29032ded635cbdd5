import { Outlet } from 'react-router-dom';

/**
 * Placeholder: the onboarding issue replaces this file with the data-loading gate of spec section 4
 * (scraping status polling). Keep the named export OnboardingGate; it renders the onboarding child routes.
 */
export function OnboardingGate() {
  return <Outlet />;
}
