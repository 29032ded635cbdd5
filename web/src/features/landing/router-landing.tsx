import { useMemo } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { LandingRoutingContext, type LandingRouting } from './landing-routing';

/** The landing page as a route of the app's router (back to `/` from another page): links navigate through the router. */
export function RoutedLandingPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = createPath(location);
  const routing = useMemo<LandingRouting>(
    // As react-router's Link: a link to where the visitor already is replaces the entry instead of adding one.
    () => ({ hash: location.hash, navigate: (to) => void navigate(to, { replace: to === here }) }),
    [location.hash, here, navigate],
  );
  return (
    <LandingRoutingContext.Provider value={routing}>
      <LandingPage />
    </LandingRoutingContext.Provider>
  );
}
