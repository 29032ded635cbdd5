import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { LandingRoutingContext, type LandingRouting } from './landing-routing';

/** The landing page as a route of the app's router (back to `/` from another page): links navigate through the router. */
export function RoutedLandingPage() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const routing = useMemo<LandingRouting>(() => ({ hash, navigate: (to) => void navigate(to) }), [hash, navigate]);
  return (
    <LandingRoutingContext.Provider value={routing}>
      <LandingPage />
    </LandingRoutingContext.Provider>
  );
}
