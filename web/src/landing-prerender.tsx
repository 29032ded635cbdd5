import { renderToString } from 'react-dom/server';
import { LandingDocument } from './features/landing/landing-document';

/**
 * The landing page's markup, rendered at build time into landing.html's #root (web/build/prerender-landing.ts).
 * Loaded only by the build, never shipped to the browser.
 */
export function renderLandingMarkup(): string {
  return renderToString(
    <LandingDocument
      routing={{
        hash: '',
        navigate: () => {
          throw new Error('the pre-render only renders');
        },
      }}
    />,
  );
}
