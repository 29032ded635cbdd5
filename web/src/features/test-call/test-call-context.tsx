import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { TestCallOptions } from './test-call-panel';

/** The panel (and the browser speech it uses) is downloaded the first time a call starts. */
const LazyTestCallPanel = lazy(() => import('./test-call-panel').then((m) => ({ default: m.TestCallPanel })));

interface TestCallContextValue {
  /** Opens the call panel and starts a test call (with the given unsaved settings, voice or caller ID). */
  openTestCall: (options?: TestCallOptions) => void;
  /** Counts the calls started, ended and hung up in the panel, and its closings: a screen listing calls reloads when it changes. */
  callChanges: number;
}

const TestCallContext = createContext<TestCallContextValue | null>(null);

/**
 * Provides the one test-call panel of a screen: the dashboard's (Start Test Call, the assistant's previews) and onboarding's
 * (Call Me Now on one machine).
 */
export function TestCallProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [options, setOptions] = useState<TestCallOptions>({});
  const [callChanges, setCallChanges] = useState(0);
  const openTestCall = useCallback((next: TestCallOptions = {}) => {
    setOptions(next);
    setUsed(true);
    setOpen(true);
  }, []);
  const changed = useCallback(() => setCallChanges((n) => n + 1), []);
  const close = useCallback(() => {
    setOpen(false);
    changed();
  }, [changed]);
  const value = useMemo(() => ({ openTestCall, callChanges }), [openTestCall, callChanges]);
  return (
    <TestCallContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <LazyTestCallPanel open={open} onClose={close} onCallChange={changed} options={options} />
        </Suspense>
      ) : null}
    </TestCallContext.Provider>
  );
}

export function useTestCall(): TestCallContextValue {
  const value = useContext(TestCallContext);
  if (!value) throw new Error('useTestCall() must be used inside a TestCallProvider (the dashboard shell).');
  return value;
}
