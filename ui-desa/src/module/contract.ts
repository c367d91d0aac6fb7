// The contract between the shell (host) and a domain module (remote).
// A module exposes `./module` whose default export is a ModuleDefinition; the shell registers its
// routes under its own layout and its drawer entries in the drawer, filtered by the user's role.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { components } from '@sid/openapi';

/** Admin and Super Admin are a village's staff; the Admin Kabupaten runs the regency console. */
export type Role = components['schemas']['Role'];
type VillageRole = components['schemas']['VillageRole'];

/**
 * The contract's roles (`Role` of openapi.yaml). Written out here rather than imported from
 * @sid/openapi/domain because the login page reads them (the token's role) and must not load the
 * domain's rules; the type below fails typecheck the moment the two lists differ.
 */
export const ROLES = ['Super Admin', 'Admin', 'Admin Kabupaten'] as const satisfies readonly Role[];

/** A village's staff: the roles of every entry and page that names no roles (the contract's VillageRole). */
export const VILLAGE_ROLES: readonly Role[] = ['Super Admin', 'Admin'] satisfies readonly VillageRole[];

// Every role of the contract is in ROLES (the other direction is the `satisfies` above): a role added
// to openapi.yaml and not here fails typecheck.
type Assert<T extends true> = T;
export type RolesCoverContract = Assert<[Exclude<Role, (typeof ROLES)[number]>] extends [never] ? true : false>;

/** Drawer groups, in the order the drawer shows them (spec: Shell; 'Kabupaten' is the regency console's). */
export const DRAWER_GROUPS = ['Kependudukan', 'Aktifitas Admin', 'Super Admin', 'Kabupaten'] as const;
export type DrawerGroup = (typeof DRAWER_GROUPS)[number];

export interface DrawerEntry {
  group: DrawerGroup;
  label: string;
  /** Absolute path as in the spec, e.g. '/users'. */
  path: string;
  icon: ComponentType;
  /** Sort key inside the group (the spec's order: Dashboard 10, Kelahiran 20, ...). */
  order: number;
  /** Roles that see the entry; omitted means the village's staff (VILLAGE_ROLES). */
  roles?: readonly Role[];
  /** In a regency the Admin Kabupaten's: a village's staff there are not offered it (`offeredTo`, issue 40). */
  dikelolaKabupaten?: boolean;
}

export interface ModuleRoute {
  /** Absolute react-router path pattern as in the spec, e.g. '/users' or '/kematian/:id/d'. */
  path: string;
  /** The page, loaded lazily so that the module's first screen pays only for itself. */
  component: LazyExoticComponent<ComponentType> | ComponentType;
  /** Roles allowed on the page; others see the shell's 'Akses ditolak' panel. Omitted: the village's staff. */
  roles?: readonly Role[];
  /** In a regency the Admin Kabupaten's: the route does not exist for a village's staff there (404, issue 40). */
  dikelolaKabupaten?: boolean;
}

export interface ModuleDefinition {
  /** Same id as in /api/config, e.g. 'mf-admin'. */
  id: string;
  title: string;
  routes: readonly ModuleRoute[];
  drawer: readonly DrawerEntry[];
}

/**
 * Whether an entry or page is offered where the user works (issue 40): one the regency manages
 * (`dikelolaKabupaten`, e.g. 'Cadangan Data') is not offered to a village's staff when their village is one
 * of a regency's (GET /api/desa `dalam_kabupaten`); the Admin Kabupaten has no village and keeps it.
 */
export function offeredTo(item: { dikelolaKabupaten?: boolean | undefined }, village: { dalam_kabupaten?: boolean | undefined } | null): boolean {
  return !(item.dikelolaKabupaten === true && village?.dalam_kabupaten === true);
}

/** Whether `role` may see an entry or page for `roles` (omitted: the village's staff, not the regency). */
export function canSee(roles: readonly Role[] | undefined, role: Role | undefined): boolean {
  return role !== undefined && (roles ?? VILLAGE_ROLES).includes(role);
}
