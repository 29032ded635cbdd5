import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { api } from './api';
import type { Business } from '../../../functions/contract/businesses';

export interface BusinessContextValue {
  /** null while loading, or when the load failed (the dashboard is shown anyway, spec section 4). */
  business: Business | null;
  /** Fetches GET /api/businesses/me again and stores it; rejects with the ApiError on failure. */
  reload: () => Promise<Business>;
  /** For screens that get the saved business back from a PATCH and want to share it. */
  setBusiness: Dispatch<SetStateAction<Business | null>>;
}

export const BusinessContext = createContext<BusinessContextValue | null>(null);

/** The current user's business, inside the dashboard (or any screen wrapped in BusinessContext). */
export function useBusiness(): BusinessContextValue {
  const value = useContext(BusinessContext);
  if (!value) throw new Error('useBusiness() must be used inside a BusinessContext provider (the dashboard shell).');
  return value;
}

export const fetchBusiness = (signal?: AbortSignal) => api.get<Business>('/businesses/me', { signal });

export type BusinessLoadState = 'loading' | 'loaded' | 'failed';

/**
 * Loads the business once on mount and keeps it in state; the shell that calls it provides the
 * returned `context` through BusinessContext. `onError` sees the first load's failure.
 */
export function useBusinessLoader(onError: (error: unknown) => void) {
  const [business, setBusiness] = useState<Business | null>(null);
  const [state, setState] = useState<BusinessLoadState>('loading');
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const reload = useCallback(async () => {
    const loaded = await fetchBusiness();
    setBusiness(loaded);
    return loaded;
  }, []);

  useEffect(() => {
    let active = true;
    fetchBusiness()
      .then((loaded) => {
        if (!active) return;
        setBusiness(loaded);
        setState('loaded');
      })
      .catch((error: unknown) => {
        if (!active) return;
        setState('failed');
        onErrorRef.current(error);
      });
    return () => {
      active = false;
    };
  }, []);

  const context = useMemo<BusinessContextValue>(() => ({ business, reload, setBusiness }), [business, reload]);
  return { state, context };
}
