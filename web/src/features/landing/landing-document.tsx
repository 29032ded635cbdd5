import { StrictMode } from 'react';
import { LandingPage } from './landing-page';
import { LandingRoutingContext, type LandingRouting } from './landing-routing';

/**
 * The landing page as its own React root: what the build pre-renders into landing.html and what the browser
 * hydrates (landing-main.tsx). Both must render this same tree, or React throws the server's markup away.
 */
export function LandingDocument({ routing }: { routing: LandingRouting }) {
  return (
    <StrictMode>
      <LandingRoutingContext.Provider value={routing}>
        <LandingPage />
      </LandingRoutingContext.Provider>
    </StrictMode>
  );
}
