// What the drawer shows, derived from the loaded modules: the spec's three groups in order, each
// module's entries sorted by `order` and filtered by role, empty groups left out; plus one marked
// entry per module whose definition is not (yet) there, so that its area stays reachable.
import { canSee, DRAWER_GROUPS, offeredTo, type DrawerEntry, type DrawerGroup, type Role, type Village } from '@sid/ui-desa/module';
import type { RemoteModuleState } from '../federation/remote-modules';
import { isWithin, normalizePrefix } from '../federation/paths';

export { isWithin };

export interface DrawerGroupModel {
  group: DrawerGroup;
  entries: DrawerEntry[];
}

export interface PendingModuleModel {
  id: string;
  title: string;
  /** Where its entry leads: the first route prefix it owns (the panel with 'Coba lagi' shows there). */
  path: string;
  /** Every prefix it owns: the entry is highlighted on any of them. */
  paths: readonly string[];
  status: 'loading' | 'failed';
  /** A failed module whose release needs another shell (a reload, not a retry, helps). */
  incompatible: boolean;
}

export interface DrawerModel {
  groups: DrawerGroupModel[];
  pending: PendingModuleModel[];
}

export function buildDrawer(modules: readonly RemoteModuleState[], role: Role | undefined, village: Village | null = null): DrawerModel {
  const entries = modules.flatMap((m) => (m.status === 'ready' ? m.definition.drawer : []));
  const groups = DRAWER_GROUPS.map((group) => ({
    group,
    entries: entries
      .filter((e) => e.group === group && canSee(e.roles, role) && offeredTo(e, village))
      .sort((a, b) => a.order - b.order),
  })).filter((g) => g.entries.length > 0);
  const pending = modules.flatMap((m): PendingModuleModel[] => {
    if (m.status === 'ready') return [];
    const paths = m.entry.paths.map(normalizePrefix);
    const path = paths[0];
    const incompatible = m.status === 'failed' && m.kind === 'incompatible';
    return path === undefined ? [] : [{ id: m.entry.id, title: m.entry.title, path, paths, status: m.status, incompatible }];
  });
  return { groups, pending };
}


/** The path of the entry to highlight: the longest one the current path is within. */
export function activePath(pathname: string, paths: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const path of paths) {
    if (isWithin(pathname, path) && (best === undefined || path.length > best.length)) best = path;
  }
  return best;
}

/** The drawer value to highlight: a module entry's path, or `module:<id>` for a pending module. */
export function selectedDrawerValue(pathname: string, model: DrawerModel): string {
  const candidates = new Map<string, string>();
  // Pending modules first, so that a real entry with the same path wins.
  for (const p of model.pending) for (const path of p.paths) candidates.set(path, pendingValue(p.id));
  for (const g of model.groups) for (const e of g.entries) candidates.set(e.path, e.path);
  const active = activePath(pathname, [...candidates.keys()]);
  return active === undefined ? '' : (candidates.get(active) ?? '');
}

export const pendingValue = (id: string): string => `module:${id}`;
