import { useEffect } from 'react';

export const APP_NAME = 'AI Receptionist';

/** Sets the tab title for the current screen, so each route has a distinct, meaningful title. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : `${APP_NAME} – Never Miss a Call`;
  }, [title]);
}
