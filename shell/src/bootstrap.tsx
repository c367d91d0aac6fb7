// Runs after Module Federation has set up sharing (see index.ts). Registers the shell's runtime
// plugin here rather than in the build's `runtimePlugins`, then renders.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { getToken } from '@sid/openapi';
import { sidFederationPlugin } from './federation/plugin';
import { readToken } from './session/token';
import { App, loadLayout, loadLoginPage } from './app';

registerPlugins([sidFederationPlugin()]);

// Start downloading the half of the app the visitor will see while the configuration is fetched,
// instead of after it.
// A failure here is not final: the lazy route asks again and shows its own error.
const ignore = () => undefined;
if (readToken(getToken())) loadLayout().catch(ignore);
else loadLoginPage().catch(ignore);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
