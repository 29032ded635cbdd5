import { useCallback, useEffect, useState } from 'react';
import { fetchGoLive, type GoLiveStatus } from './go-live-api';

/** The go-live status, loaded on mount and whenever `reloadKey` changes (e.g. after a test call). */
export function useGoLive(reloadKey: unknown = 0) {
  const [status, setStatus] = useState<GoLiveStatus | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async (signal?: AbortSignal) => {
    try {
      const next = await fetchGoLive(signal);
      setStatus(next);
      setFailed(false);
      return next;
    } catch (error) {
      if (signal?.aborted) return null;
      console.error('Failed to load the go-live status', error);
      setFailed(true);
      return null;
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload, reloadKey]);

  return { status, failed, reload };
}
