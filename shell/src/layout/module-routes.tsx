// The routes under the signed-in layout: every ready module's routes (each page inside its module's
// error boundary, role gate and Suspense), the route prefixes of modules still loading or unavailable
// (from /api/config, so those paths show a spinner or the 'tidak tersedia' panel rather than a 404),
// the shell's home when no module claims '/', and the 404 page. A page whose chunk stalls fails into
// its module's boundary after a deadline (federation/page-timeout.tsx).
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { offeredTo, useKnownVillage, type ModuleRoute } from '@sid/ui-desa/module';
import type { RemoteModuleState } from '../federation/remote-modules';
import { ModuleBoundary } from '../federation/module-boundary';
import { ModuleUnavailable } from '../federation/module-unavailable';
import { RoleGate } from '../federation/role-gate';
import { normalizePrefix, prefixPatterns } from '../federation/paths';
import { ModuleLoading } from '../federation/module-loading';
import { PageLoadingWithTimeout } from '../federation/page-timeout';
import HomePage from '../pages/home-page';
import NotFoundPage from '../pages/not-found-page';

export interface ModuleRoutesProps {
  modules: readonly RemoteModuleState[];
  onRetry: (id: string) => void;
}

function ModulePage({ state, route, onRetry }: { state: RemoteModuleState; route: ModuleRoute; onRetry: () => void }) {
  const { pathname } = useLocation();
  const Page = route.component;
  return (
    <ModuleBoundary title={state.entry.title} onRetry={onRetry} resetKey={pathname}>
      <RoleGate roles={route.roles}>
        <Suspense fallback={<PageLoadingWithTimeout title={state.entry.title} moduleDeadline={state.status === 'ready' ? state.deadline : undefined} />}>
          <Page />
        </Suspense>
      </RoleGate>
    </ModuleBoundary>
  );
}

export function ModuleRoutes({ modules, onRetry }: ModuleRoutesProps) {
  const claimsRoot = modules.some((m) =>
    m.status === 'ready' ? m.definition.routes.some((r) => r.path === '/') : m.entry.paths.some((p) => normalizePrefix(p) === '/'),
  );

  const village = useKnownVillage();
  const routes = modules.flatMap((m) => {
    const retry = () => onRetry(m.entry.id);
    if (m.status === 'ready') {
      return m.definition.routes.filter((route) => offeredTo(route, village)).map((route) => (
        <Route
          key={`${m.entry.id}|${route.path}`}
          path={route.path}
          // The attempt in the key: a retried module mounts fresh pages (new lazy components).
          element={<ModulePage key={`${m.attempt}|${route.path}`} state={m} route={route} onRetry={retry} />}
        />
      ));
    }
    const element = m.status === 'loading'
      ? <ModuleLoading label={`Memuat modul ${m.entry.title}...`} />
      : <ModuleUnavailable title={m.entry.title} reason={m.reason} kind={m.kind} onRetry={retry} />;
    return m.entry.paths.flatMap(prefixPatterns).map((pattern) => (
      <Route key={`${m.entry.id}|${pattern}`} path={pattern} element={element} />
    ));
  });

  return (
    <Routes>
      {routes}
      {claimsRoot ? null : <Route path="/" element={<HomePage />} />}
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
