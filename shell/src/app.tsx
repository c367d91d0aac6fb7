// The shell's top level: theme, configuration, navigation, session, the login page and the lazy
// signed-in layout, so that the login page never pays for the layout, the drawer, any module or React
// Router: the two halves are told apart by the path alone, and the router (BrowserRouter) comes with
// the layout's file (navigation/navigation.tsx). The login page is part of main.js: a file of its own
// cost a request and its headers, and the signed-in file carried a second copy of what the two share
// (Input, Field, Label: a file loaded after main.js does not repeat what main.js has).
import { lazy, Suspense } from 'react';
import { FluentProvider } from '@fluentui/react-provider';
import { sidTheme } from '@sid/ui/theme';
import { ConfigProvider } from './config/config-provider';
import { SessionProvider } from './session/session-provider';
import { GuestOnly, RequireSession } from './session/guards';
import { AppErrorBoundary } from './components/app-error-boundary';
import { PageLoading } from './components/page-loading';
import { HistoryNavigation, useShellNavigation } from './navigation/navigation';
import LoginPage from './login/login-page';

/** What must be ready before the layout renders (the bootstrap starts Module Federation there). */
let beforeLayout: () => Promise<unknown> = () => Promise.resolve();
export function setBeforeLayout(step: () => Promise<unknown>): void {
  beforeLayout = step;
}

export const loadLayout = () => Promise.all([beforeLayout(), import(/* webpackChunkName: "layout" */ './layout/app-layout')]).then(([, layout]) => layout);

const AppLayout = lazy(loadLayout);
// Without a router around the shell (the browser), the layout brings its own.
const RoutedLayout = lazy(() => loadLayout().then(({ default: Layout, SignedInRouter }) => ({
  default: function RoutedAppLayout() {
    return (
      <SignedInRouter>
        <Layout />
      </SignedInRouter>
    );
  },
})));

/** React Router's match of the route '/login' (case-insensitive, an optional trailing slash). */
const LOGIN_PATH = /^\/login\/?$/i;

export function AppRoutes() {
  const { pathname, routed } = useShellNavigation();
  if (LOGIN_PATH.test(pathname)) {
    return (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    );
  }
  return (
    <RequireSession>
      <Suspense fallback={<PageLoading />}>{routed ? <AppLayout /> : <RoutedLayout />}</Suspense>
    </RequireSession>
  );
}

/**
 * Everything below the navigation: the browser's (App), or, in the tests, a MemoryRouter's
 * (navigation/router-navigation.tsx RouterNavigation).
 */
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
        <HistoryNavigation>
          <AppShell />
        </HistoryNavigation>
      </AppErrorBoundary>
    </FluentProvider>
  );
}
