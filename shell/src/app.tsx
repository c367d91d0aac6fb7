// The shell's top level: theme, configuration, router, session, and the two lazy halves of the app
// (the login page and the signed-in layout), so that the login page never pays for the layout, the
// drawer or any module.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FluentProvider } from '@fluentui/react-provider';
import { sidTheme } from '@sid/ui/theme';
import { ConfigProvider } from './config/config-provider';
import { SessionProvider } from './session/session-provider';
import { GuestOnly, RequireSession } from './session/guards';
import { AppErrorBoundary } from './components/app-error-boundary';
import { PageLoading } from './components/page-loading';

export const loadLoginPage = () => import(/* webpackChunkName: "login" */ './login/login-page');
/** What must be ready before the layout renders (the bootstrap starts Module Federation there). */
let beforeLayout: () => Promise<unknown> = () => Promise.resolve();
export function setBeforeLayout(step: () => Promise<unknown>): void {
  beforeLayout = step;
}

export const loadLayout = () => Promise.all([beforeLayout(), import(/* webpackChunkName: "layout" */ './layout/app-layout')]).then(([, layout]) => layout);

const LoginPage = lazy(loadLoginPage);
const AppLayout = lazy(loadLayout);

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <GuestOnly>
            <Suspense fallback={<PageLoading />}>
              <LoginPage />
            </Suspense>
          </GuestOnly>
        }
      />
      <Route
        path="*"
        element={
          <RequireSession>
            <Suspense fallback={<PageLoading />}>
              <AppLayout />
            </Suspense>
          </RequireSession>
        }
      />
    </Routes>
  );
}

/** Everything inside the router; tests render this with a MemoryRouter. */
export function AppShell() {
  return (
    <ConfigProvider>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <FluentProvider theme={sidTheme} style={{ minHeight: '100vh' }}>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppShell />
        </BrowserRouter>
      </AppErrorBoundary>
    </FluentProvider>
  );
}
