import { renderApp } from './app/start-app';

// The app's shell (index.html, served for every route but `/`, which is landing.html: see landing-main.tsx).
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

renderApp(container);
