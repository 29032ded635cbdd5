import { Outlet, ScrollRestoration } from 'react-router-dom';

/** The public shell of spec section 2: every screen except the appointment confirmation renders inside it. */
export function PublicShell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
