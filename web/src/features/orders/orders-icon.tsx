import type { SVGProps } from 'react';

/** A shopping bag, in the style of components/icons.tsx (decorative). */
export const OrdersIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...p}>
    <path d="M6 7h12l1 13H5L6 7z" />
    <path d="M9 7V6a3 3 0 0 1 6 0v1" />
  </svg>
);
