import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * How the landing page links into the app, without importing the router: the page is pre-rendered and hydrated on
 * its own (web/src/landing-main.tsx) so that `/` does not download react-router's data router (about 32 KB gzip),
 * and the same page also renders inside the app's router (router-landing.tsx) when someone comes back to `/`.
 */
export interface LandingRouting {
  /** The location's hash when the page was shown (e.g. `#faq` from the Help page's link). */
  readonly hash: string;
  /** Goes to another page of the app, in the page (no reload) where it can. */
  navigate(to: string): void;
  /** A hint that a navigation may follow (pointer over or focus on a link): fetch what it needs. */
  prefetch?(): void;
}

/** The default (the build's pre-render): plain links, so a visitor without script still moves on. */
const FULL_PAGE: LandingRouting = {
  hash: '',
  navigate: (to) => window.location.assign(to),
};

export const LandingRoutingContext = createContext<LandingRouting>(FULL_PAGE);

export const useLandingRouting = () => useContext(LandingRoutingContext);

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link into the app: an ordinary `<a href>` (open in a new tab works), followed in the page on a plain click. */
export function LandingLink({ to, onClick, onPointerEnter, onFocus, ...props }: LinkProps) {
  const routing = useLandingRouting();
  return (
    <a
      {...props}
      href={to}
      onPointerEnter={(event) => {
        routing.prefetch?.();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        routing.prefetch?.();
        onFocus?.(event);
      }}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        if (props.target && props.target !== '_self') return;
        event.preventDefault();
        routing.navigate(to);
      }}
    />
  );
}
