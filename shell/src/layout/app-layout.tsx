// The signed-in half of the app, loaded lazily after sign-in: top bar, drawer, the modules.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { ProgressBar } from '@fluentui/react-progress';
import { FeedbackProvider } from '@sid/ui/feedback';
import { useKnownVillage, useSession } from '@sid/ui-desa/module';
import { useConfig } from '../config/config-provider';
import { useShellSession } from '../session/session-provider';
import { remoteModules, type RemoteModuleState } from '../federation/remote-modules';
import { isWithin } from '../federation/paths';
import { buildDrawer } from './drawer-model';
import { AppDrawer } from './app-drawer';
import { TopBar } from './top-bar';
import { ModuleRoutes } from './module-routes';
import { useIsMobile } from './use-is-mobile';
import { SignedInVillage } from './signed-in-village';
import { useSignedInModules } from './signed-in-modules';
import { PemberitahuanKabupaten } from './pemberitahuan-kabupaten';
import { HanyaBacaBanner } from './hanya-baca-banner';
import { GantiPasswordWajib } from './ganti-password-wajib';
import { Navigate, useLocation } from 'react-router-dom';

// The router the layout brings when the shell has none around it (the browser: app.tsx).
export { SignedInRouter } from '../navigation/router-navigation';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100vh',
    overflow: 'hidden',
  },
  progress: {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    zIndex: 1000,
  },
  body: {
    display: 'flex',
    flexGrow: 1,
    minHeight: 0,
  },
  // Issue 40: the first Tab stop, seen only when focused; it takes the keyboard past the top bar and
  // the drawer to the page (WCAG 2.4.1).
  skip: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    zIndex: 1100,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    boxShadow: tokens.shadow16,
    transform: 'translateY(-200%)',
    ':focus': { transform: 'none' },
  },
  main: {
    flexGrow: 1,
    ':focus': { outlineStyle: 'none' },
    minWidth: 0,
    overflowY: 'auto',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground2,
    '@media (max-width: 599px)': {
      padding: tokens.spacingHorizontalM,
    },
  },
});

export default function AppLayout() {
  const { user } = useSession();
  // Before anything else (the village, the modules: the server refuses them until then), issue 40.
  if (user.harusGantiPassword) return <GantiPasswordWajib />;
  return (
    <SignedInVillage>
      <SignedInLayout />
    </SignedInVillage>
  );
}

function SignedInLayout() {
  const styles = useStyles();
  const location = useLocation();
  const config = useConfig();
  const { user } = useSession();
  const village = useKnownVillage();
  const { loggingOut } = useShellSession();
  const mobile = useIsMobile();
  const mainRef = useRef<HTMLElement>(null);
  // Inline and open on a wide screen, an overlay closed until asked for on a narrow one: when the
  // width crosses the line, the drawer starts over in that mode (state adjusted while rendering).
  const [drawerState, setDrawerState] = useState({ open: !mobile, mobile });
  if (drawerState.mobile !== mobile) setDrawerState({ open: !mobile, mobile });
  const drawerOpen = drawerState.mobile === mobile ? drawerState.open : !mobile;
  const setDrawerOpen = useCallback((next: boolean | ((open: boolean) => boolean)) => {
    setDrawerState((s) => ({ ...s, open: typeof next === 'function' ? next(s.open) : next }));
  }, []);
  const snapshot = useSyncExternalStore(remoteModules.subscribe, remoteModules.getSnapshot);
  // The signed-in village's modules (GET /api/config again, with the token); null until it answers.
  const signedInModules = useSignedInModules(config.modules, `${user.id}|${user.desaId ?? ''}`);
  // Before the effect below has started them, every module counts as loading (the start-up list's
  // until the signed-in one is known): its paths must show a spinner on the first render, not the
  // 404 redirect.
  const expected = signedInModules ?? config.modules;
  const modules = useMemo<readonly RemoteModuleState[]>(
    () => (snapshot.length > 0 ? snapshot : expected.map((entry) => ({ status: 'loading', entry, attempt: 0 }))),
    [snapshot, expected],
  );

  // No module is fetched before sign-in, nor before the signed-in list is known: this layout is the
  // first thing that needs them, and a module of the wrong village must never load.
  // The module of the screen shown first, the others when the browser is idle after it.
  const shown = useRef(location.pathname);
  useEffect(() => { shown.current = location.pathname; });
  useEffect(() => {
    const path = shown.current;
    if (signedInModules) remoteModules.start(signedInModules, (entry) => entry.paths.some((p) => isWithin(path, p)));
  }, [signedInModules]);

  const retry = useCallback((id: string) => remoteModules.retry(id), []);
  const drawer = buildDrawer(modules, user.role, village);
  // The regency's operator has no village dashboard: their home is the regency console.
  if (user.role === 'Admin Kabupaten' && location.pathname === '/') return <Navigate to="/kabupaten" replace />;

  return (
    <div className={styles.root}>
      <a
        href="#konten-utama"
        className={styles.skip}
        onClick={(event) => {
          // Focus, not a change of address: the router keeps the page's URL as it is.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Lewati ke konten utama
      </a>
      {loggingOut ? <ProgressBar className={styles.progress} thickness="large" aria-label="Sedang keluar" /> : null}
      <TopBar drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <div className={styles.body}>
        <AppDrawer model={drawer} open={drawerOpen} mobile={mobile} onClose={() => setDrawerOpen(false)} />
        <main id="konten-utama" ref={mainRef} tabIndex={-1} className={styles.main}>
          <FeedbackProvider>
            <HanyaBacaBanner />
            <PemberitahuanKabupaten />
            <ModuleRoutes modules={modules} onRetry={retry} />
          </FeedbackProvider>
        </main>
      </div>
    </div>
  );
}
