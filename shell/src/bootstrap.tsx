// Renders the shell. Module Federation starts only with the signed-in layout (federation/host.ts),
// so the login page loads none of it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '@sid/openapi';
import { readToken } from '@sid/ui-desa/token';
import { App, loadLayout, setBeforeLayout } from './app';
import { setPreloadSignedIn } from './preload';
import { startSignedIn } from './session/signed-in-start';

setBeforeLayout(() => import(/* webpackChunkName: "federation" */ './federation/host').then((host) => host.startFederation()));
// On the login page, once the visitor starts filling the form: the layout and federation, when idle.
setPreloadSignedIn(loadLayout);

// Signed in: start downloading the layout while the configuration is fetched, instead of after it
// (the login page is part of this file). A failure here is not final: the lazy route asks again and
// shows its own error.
if (readToken(getToken())) {
  startSignedIn(window.location.pathname);
  loadLayout().catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
