import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker, type Location } from 'react-router-dom';

export interface LeaveGuardOptions {
  /** A navigation this returns true for goes through without asking (e.g. away from a deleted account). */
  lets?: (next: Location) => boolean;
  /** Set by the screen before a deliberate reload, so the browser does not ask about it. */
  leaving?: RefObject<boolean>;
  /** Also asks before a change of the query alone: a screen whose steps are kept in the URL (?step=2). */
  withinSearch?: boolean;
}

/**
 * Nothing typed is lost by leaving: while `dirty`, the browser asks before a reload or close, and the router asks
 * `question` before another screen. Asked once per blocked navigation, told apart by its location key: a render that
 * still shows a navigation already answered (the page renders again before the answer is applied) is not a second
 * question; a second click after "stay" is a new navigation with a new key, and is asked again.
 */
export function useLeaveGuard(dirty: boolean, question: string, { lets, leaving, withinSearch }: LeaveGuardOptions = {}): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving?.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, leaving]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || (!!withinSearch && currentLocation.search !== nextLocation.search)) &&
      !lets?.(nextLocation),
  );
  const answeredKey = useRef<string | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (answeredKey.current === blocker.location.key) {
      blocker.reset();
      return;
    }
    const leave = window.confirm(question);
    answeredKey.current = blocker.location.key;
    if (leave) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}
