// The shell's navigation when React Router is there: the signed-in layout's BrowserRouter (in the
// layout's file, never on the login page) and the tests' MemoryRouter. See navigation.tsx.
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { RouterLinkContext, ShellNavigationContext, type ShellNavigation } from './navigation';

/** Inside a router of its own (tests): the shell reads its location from it and navigates with it. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<ShellNavigation>(() => ({ pathname, navigate: (to, options) => { void navigate(to, options); }, routed: true }), [pathname, navigate]);
  return <ShellNavigationContext.Provider value={value}>{children}</ShellNavigationContext.Provider>;
}

/** Hands the router's location and navigate to the History API navigation above it while mounted. */
function RouterBridge() {
  const link = useContext(RouterLinkContext);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => link?.attach((to, options) => { void navigate(to, options); }), [link, navigate]);
  useEffect(() => { link?.report(pathname); }, [link, pathname]);
  return null;
}

/** The signed-in half's own router, when the shell runs without one (the browser). */
export function SignedInRouter({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <RouterBridge />
      {children}
    </BrowserRouter>
  );
}
