// Runs one module on its own dev server, against a running API (proxied to :8080): the theme,
// a router, the message channel, a session from a real login and, as in the shell, the signed-in
// user's village from GET /api/desa (none for the Admin Kabupaten, who works under the regency). The
// login form names the village /api/config knows, or the regency.
// It is a developer's bench, not the product: the shell's drawer, guards and module loading are
// the real thing. It lives outside the shipped UI (a module's devDependency, never shared) and uses
// the product's own typed client and JWT reader (@sid/openapi, @sid/ui-desa/token).
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { FluentProvider } from '@fluentui/react-provider';
import { Button } from '@fluentui/react-button';
import { Subtitle2, Caption1 } from '@fluentui/react-text';
import { sidTheme } from '@sid/ui/theme';
import { SessionContext, VillageContext, canSee, type ModuleDefinition, type Session, type Village } from '@sid/ui-desa/module';
import { FeedbackProvider } from '@sid/ui/feedback';
import { ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { StandaloneLogin } from './standalone-login';
import { readToken } from '@sid/ui-desa/token';
import {
  clearToken, getToken, loadConfig, loadDesaSaya, recordLogout, SESSION_EXPIRED_EVENT, setToken, type StandaloneConfig,
} from './standalone-api';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  nav: { display: 'flex', gap: tokens.spacingHorizontalM, flexGrow: 1 },
  link: { color: tokens.colorNeutralForegroundOnBrand },
  main: { padding: tokens.spacingHorizontalL },
});

export interface StandaloneHostProps {
  module: ModuleDefinition;
}

function useStandaloneConfig() {
  // Nothing yet: loading.
  const [state, setState] = useState<{ config?: StandaloneConfig; error?: string }>({});
  const load = useCallback(() => {
    loadConfig().then(
      (config) => setState({ config }),
      (error: unknown) => setState({ error: error instanceof Error ? error.message : String(error) }),
    );
  }, []);
  useEffect(load, [load]);
  const retry = useCallback(() => {
    setState({});
    load();
  }, [load]);
  return { ...state, retry };
}

/** The signed-in user's village (GET /api/desa); not asked for the Admin Kabupaten, who has none. */
function useSignedInVillage(session: Session | null) {
  const token = session && session.user.role !== 'Admin Kabupaten' ? session.token : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ token: string; attempt: number; village?: Village; error?: string } | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    loadDesaSaya().then(
      (village) => { if (current) setState({ token, attempt, village }); },
      (error: unknown) => { if (current) setState({ token, attempt, error: error instanceof Error ? error.message : String(error) }); },
    );
    return () => { current = false; };
  }, [token, attempt]);
  // An answer for another token or an earlier attempt is no answer yet: loading.
  const settled = token && state?.token === token && state.attempt === attempt ? state : null;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { needed: token !== null, village: settled?.village ?? null, error: settled?.error, retry };
}

function useStandaloneSession(): [Session | null, (token: string) => void] {
  const [token, setCurrent] = useState<string | null>(() => (readToken(getToken()) ? getToken() : null));

  const end = useCallback(() => {
    clearToken();
    setCurrent(null);
  }, []);

  useEffect(() => {
    window.addEventListener(SESSION_EXPIRED_EVENT, end);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, end);
  }, [end]);

  const session = useMemo<Session | null>(() => {
    const read = readToken(token);
    if (!token || !read) return null;
    return {
      token,
      user: read.user,
      logout: async () => {
        await recordLogout(read.user.id);
        end();
      },
    };
  }, [token, end]);

  const signIn = useCallback((next: string) => {
    setToken(next);
    setCurrent(next);
  }, []);

  return [session, signIn];
}

function Frame({ module, session, title, children }: { module: ModuleDefinition; session: Session; title: string; children: ReactNode }) {
  const styles = useStyles();
  const entries = module.drawer.filter((e) => canSee(e.roles, session.user.role)).sort((a, b) => a.order - b.order);
  return (
    <>
      <header className={styles.bar}>
        <Subtitle2>{title}</Subtitle2>
        <nav className={styles.nav} aria-label={`Modul ${module.title}`}>
          {entries.map((entry) => (
            <Link key={entry.path} to={entry.path} className={styles.link}>{entry.label}</Link>
          ))}
        </nav>
        <Caption1>{`${module.id} · ${session.user.role}`}</Caption1>
        <Button appearance="secondary" size="small" onClick={() => void session.logout()}>Log Out</Button>
      </header>
      <main className={styles.main}>{children}</main>
    </>
  );
}

function ModuleRoutes({ module, session }: { module: ModuleDefinition; session: Session }) {
  const first = module.drawer.find((e) => canSee(e.roles, session.user.role))?.path ?? module.routes[0]?.path ?? '/';
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {module.routes.map((route) => {
          const Page = route.component;
          return (
            <Route
              key={route.path}
              path={route.path}
              element={canSee(route.roles, session.user.role) ? <Page /> : <ErrorState title="Akses ditolak" message="Halaman ini hanya untuk role tertentu." />}
            />
          );
        })}
        {first !== '/' ? <Route path="/" element={<Navigate to={first} replace />} /> : null}
        <Route path="*" element={<NotFoundState title="PAGE NOT FOUND" description="Halaman ini bukan milik modul ini." action={<Link to={first}>Go Back</Link>} />} />
      </Routes>
    </Suspense>
  );
}

function HostBody({ module }: StandaloneHostProps) {
  const config = useStandaloneConfig();
  const [session, signIn] = useStandaloneSession();
  const desa = useSignedInVillage(session);
  if (config.error) return <ErrorState message={config.error} onRetry={config.retry} />;
  if (!config.config) return <LoadingState />;
  const { village: known, regency } = config.config;
  if (!session) {
    const place = known ? `Desa ${known.nama_desa}` : `Kabupaten ${regency.kabupaten}`;
    return <StandaloneLogin title={module.title} place={place} onToken={signIn} />;
  }
  if (desa.error) return <ErrorState title="Data desa tidak dapat dimuat" message={desa.error} onRetry={desa.retry} />;
  if (desa.needed && !desa.village) return <LoadingState />;
  const village = desa.village;
  const title = village
    ? `SISTEM KEPENDUDUKAN DESA ${village.nama_desa.toUpperCase()}`
    : `SISTEM KEPENDUDUKAN DESA KABUPATEN ${regency.kabupaten.toUpperCase()}`;
  return (
    <SessionContext.Provider value={session}>
      <VillageContext.Provider value={village}>
        <Frame module={module} session={session} title={title}>
          <ModuleRoutes module={module} session={session} />
        </Frame>
      </VillageContext.Provider>
    </SessionContext.Provider>
  );
}

/** The whole standalone page: `createRoot(el).render(<StandaloneHost module={definition} />)`. */
export function StandaloneHost({ module }: StandaloneHostProps) {
  return (
    <FluentProvider theme={sidTheme}>
      <BrowserRouter>
        <FeedbackProvider>
          <HostBody module={module} />
        </FeedbackProvider>
      </BrowserRouter>
    </FluentProvider>
  );
}
