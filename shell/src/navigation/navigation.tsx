// Where the shell is and how it moves, without React Router: the signed-out half of the app (the
// login page, the guards, the session) runs on this, so the login page loads no router (issue 15).
// In the browser it is the History API (HistoryNavigation); once the signed-in layout has mounted its
// router (BrowserRouter, in the layout's file) the router reports its location here and navigation
// goes through it (router-navigation.tsx), so the two never disagree. Under a router of its own (the
// tests' MemoryRouter) the shell reads the router instead (RouterNavigation).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface NavigateOptions {
  replace?: boolean;
}

export interface ShellNavigation {
  /** The current path, as the router would match it. */
  pathname: string;
  /** To an absolute path ('/login'), as React Router's navigate would. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** True when a router is already around the shell: the layout then needs none of its own. */
  routed: boolean;
}

/** What the signed-in layout's router hands the History API navigation while it is mounted. */
export interface RouterLink {
  attach: (navigate: (to: string, options?: NavigateOptions) => void) => () => void;
  report: (pathname: string) => void;
}

export const ShellNavigationContext = createContext<ShellNavigation | null>(null);
export const RouterLinkContext = createContext<RouterLink | null>(null);

export function useShellNavigation(): ShellNavigation {
  const value = useContext(ShellNavigationContext);
  if (!value) throw new Error('useShellNavigation must be used inside a navigation provider');
  return value;
}

/** The browser's history, for the signed-out half; the layout's router takes over while it is mounted. */
export function HistoryNavigation({ children }: { children: ReactNode }) {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  const router = useRef<((to: string, options?: NavigateOptions) => void) | null>(null);

  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string, options?: NavigateOptions) => {
    if (router.current) {
      router.current(to, options);
      return;
    }
    // React Router's own history reads an entry without its state as the first (index 0).
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setPathname(window.location.pathname);
  }, []);

  const link = useMemo<RouterLink>(() => ({
    attach: (routerNavigate) => {
      router.current = routerNavigate;
      return () => { if (router.current === routerNavigate) router.current = null; };
    },
    report: setPathname,
  }), []);

  const value = useMemo<ShellNavigation>(() => ({ pathname, navigate, routed: false }), [pathname, navigate]);
  return (
    <RouterLinkContext.Provider value={link}>
      <ShellNavigationContext.Provider value={value}>{children}</ShellNavigationContext.Provider>
    </RouterLinkContext.Provider>
  );
}

/** Goes to `to` once rendered (React Router's <Navigate replace>, without the router). */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useShellNavigation();
  useEffect(() => { navigate(to, { replace: true }); }, [navigate, to]);
  return null;
}
