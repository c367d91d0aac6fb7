// What the drawer shows, derived from the loaded modules: the spec's three groups in order, each
// module's entries sorted by `order` and filtered by role, empty groups left out; plus one marked
// entry per module whose definition is not (yet) there, so that its area stays reachable.
import { canSee, DRAWER_GROUPS, type DrawerEntry, type DrawerGroup, type Role } from '@sid/ui/module';
import type { RemoteModuleState } from '../federation/remote-modules';

export interface DrawerGroupModel {
  group: DrawerGroup;
  entries: DrawerEntry[];
}

export interface PendingModuleModel {
  id: string;
  title: string;
  /** Where its entry leads: the first route prefix it owns (the panel with 'Coba lagi' shows there). */
  path: string;
  status: 'loading' | 'failed';
}

export interface DrawerModel {
  groups: DrawerGroupModel[];
  pending: PendingModuleModel[];
}

export function buildDrawer(modules: readonly RemoteModuleState[], role: Role | undefined): DrawerModel {
  const entries = modules.flatMap((m) => (m.status === 'ready' ? m.definition.drawer : []));
  const groups = DRAWER_GROUPS.map((group) => ({
    group,
    entries: entries
      .filter((e) => e.group === group && canSee(e.roles, role))
      .sort((a, b) => a.order - b.order),
  })).filter((g) => g.entries.length > 0);
  const pending = modules.flatMap((m): PendingModuleModel[] => {
    if (m.status === 'ready') return [];
    const path = m.entry.paths[0];
    return path === undefined ? [] : [{ id: m.entry.id, title: m.entry.title, path, status: m.status }];
  });
  return { groups, pending };
}

/** Whether `pathname` is at or below `path` ('/' matches only itself: it is the dashboard, not a prefix). */
export function isWithin(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The path of the entry to highlight: the longest one the current path is within. */
export function activePath(pathname: string, paths: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const path of paths) {
    if (isWithin(pathname, path) && (best === undefined || path.length > best.length)) best = path;
  }
  return best;
}
