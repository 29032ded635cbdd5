import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { isApiError } from '../../lib/api';
import type { Business } from '../../../../functions/contract/businesses';
import { BusinessContext, fetchBusiness, type BusinessContextValue } from '../../lib/business-context';
import { SCRAPE_ALERT, checkScrapeStatus, waitForScrape, type GateOutcome, type ScrapeCheck } from './scrape-gate';

export const WAITING_MESSAGE = 'Wait a couple of seconds, we are loading your data...';

/** What the gate learned about the website scrape, for screens that say "pre-filled from your website". */
export interface OnboardingInfo {
  outcome: GateOutcome;
  scrape: ScrapeCheck | null;
}
const OnboardingContext = createContext<OnboardingInfo>({ outcome: 'failed', scrape: null });
export const useOnboardingInfo = () => useContext(OnboardingContext);

/** The screens that show the business's data; sign-up itself (step 1, account setup) has no business yet. */
const DATA_SCREENS = /^\/onboarding\/(company-details|ai-config)\/?$/;

type GateState =
  | { phase: 'waiting' }
  | { phase: 'loading'; info: OnboardingInfo }
  | { phase: 'open'; info: OnboardingInfo }
  | { phase: 'failed'; info: OnboardingInfo };

/**
 * The onboarding gate (spec section 4) around /onboarding/*. Before company details and AI config it waits for
 * the website scrape: GET /scrapings/check-status now and every 3 s while pending or in progress, with
 * 'Wait a couple of seconds, we are loading your data...'; completed (or any other value) opens the gate and
 * loads the business; no_data or error shows the alert of section 8 and opens it; a failed check stops the
 * waiting. The business then reaches the screens through useBusiness().
 */
export function OnboardingGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const needsData = DATA_SCREENS.test(location.pathname);
  const [state, setState] = useState<GateState>({ phase: 'waiting' });
  const [business, setBusiness] = useState<Business | null>(null);

  useEffect(() => {
    if (!needsData) return;
    let cancelled = false;
    const timers = new Set<number>();
    (async () => {
      setState({ phase: 'waiting' });
      const { outcome, last } = await waitForScrape({
        check: () => checkScrapeStatus(),
        sleep: (ms) =>
          new Promise<void>((resolve) => {
            const t = window.setTimeout(() => {
              timers.delete(t);
              resolve();
            }, ms);
            timers.add(t);
          }),
        isCancelled: () => cancelled,
      });
      if (cancelled) return;
      const info: OnboardingInfo = { outcome, scrape: last };
      if (outcome === 'no_data' || outcome === 'error') window.alert(SCRAPE_ALERT);
      setState({ phase: 'loading', info });
      try {
        const loaded = await fetchBusiness();
        if (cancelled) return;
        setBusiness(loaded);
        setState({ phase: 'open', info });
      } catch (error) {
        if (cancelled) return;
        // No session (never signed up, or signed out): the sign-up screens pick up whatever is in progress.
        if (isApiError(error) && (error.status === 401 || error.status === 404)) {
          navigate('/onboarding/account-setup', { replace: true });
          return;
        }
        console.error('Failed to load business data', error);
        setState({ phase: 'failed', info });
      }
    })();
    return () => {
      cancelled = true;
      for (const t of timers) window.clearTimeout(t);
    };
  }, [needsData, navigate]);

  const reload = useCallback(async () => {
    const loaded = await fetchBusiness();
    setBusiness(loaded);
    return loaded;
  }, []);
  const context = useMemo<BusinessContextValue>(() => ({ business, reload, setBusiness }), [business, reload]);

  if (!needsData) return <Outlet />;
  if (state.phase === 'waiting') return <PageLoading message={WAITING_MESSAGE} fullScreen />;
  if (state.phase === 'loading') return <PageLoading message="Loading your business..." fullScreen />;
  if (state.phase === 'failed') {
    return (
      <main className="simple-page">
        <div className="simple-page__card">
          <h1>We couldn't load your business</h1>
          <p>Check your connection and try again.</p>
          <p>
            <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              Try again
            </button>
          </p>
        </div>
      </main>
    );
  }
  return (
    <BusinessContext.Provider value={context}>
      <OnboardingContext.Provider value={state.info}>
        <Outlet />
      </OnboardingContext.Provider>
    </BusinessContext.Provider>
  );
}
