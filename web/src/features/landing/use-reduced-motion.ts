import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/**
 * True when the person asked their system for less motion; follows changes while the page is open.
 * The pre-rendered page (and so its hydration) is the animated one; the browser's answer applies right after.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

export const prefersReducedMotion = () => window.matchMedia?.(QUERY).matches === true;
