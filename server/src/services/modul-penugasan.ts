/**
 * Which module, in which version, a village runs (docs/modul-rilis.md), and whether the running
 * contract and shell can serve a release. Read as the owner, before any village transaction: the
 * public /api/config and the module gate of every operation of a switchable module.
 */
import path from 'node:path';
import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';
import { VERSI_KONTRAK, VERSI_KONTRAK_MODUL } from '@sid/openapi/domain';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { modulDesaOf, semuaModulKabupaten, semuaRilis, type RilisRow } from '../data/modul.js';
import { aktifDiDesa, exists, localEntry, moduleDist, type ModuleCatalog, type ModuleEntry } from '../lib/modules.js';
import { bacaIdentitasBawaan } from '../modul/arsip.js';
import type { ModulStore } from '../modul/store.js';

export interface Rentang {
  rentangKontrak: string;
  rentangShell: string;
}

/** Can the running contract and shell serve a build that declares these ranges? The reason when not. */
export function kecocokan(r: Rentang): { cocok: boolean; alasan: string | null } {
  if (!validRange(r.rentangKontrak) || !satisfies(VERSI_KONTRAK, r.rentangKontrak, { includePrerelease: true })) {
    return { cocok: false, alasan: `Memerlukan kontrak API ${r.rentangKontrak}; server ini memakai kontrak ${VERSI_KONTRAK}` };
  }
  if (!validRange(r.rentangShell) || !satisfies(VERSI_KONTRAK_MODUL, r.rentangShell, { includePrerelease: true })) {
    return { cocok: false, alasan: `Memerlukan shell dengan kontrak modul ${r.rentangShell}; shell ini memakai ${VERSI_KONTRAK_MODUL}` };
  }
  return { cocok: true, alasan: null };
}

export interface Bawaan extends Rentang {
  versi: string | null;
}

/**
 * The built-in build of a module: <module>/dist when it is built (its sid-modul.json says its version
 * and ranges), or a MODULES_FILE entry (no version known: it is served as configured). Null: none.
 */
export async function bawaanOf(catalog: ModuleCatalog, staticRoot: string, id: string): Promise<Bawaan | null> {
  const entry = catalog.modules.find((m) => m.id === id);
  if (!entry) return null;
  const dist = moduleDist(staticRoot, id);
  if (!catalog.fromFile || entry.entry === localEntry(id)) {
    if (!(await exists(path.join(dist, 'mf-manifest.json')))) return catalog.fromFile ? { versi: null, rentangKontrak: '*', rentangShell: '*' } : null;
  }
  const identitas = await bacaIdentitasBawaan(dist);
  if (!identitas) return { versi: null, rentangKontrak: '*', rentangShell: '*' };
  return { versi: identitas.versi, rentangKontrak: identitas.rentang_kontrak, rentangShell: identitas.rentang_shell };
}

export const rilisUrl = (id: string, versi: string) => `/mf/${id}/${versi}/mf-manifest.json`;

export interface PenugasanDeps {
  db: DbOrTx;
  catalog: ModuleCatalog;
  staticRoot: string;
  store: ModulStore;
}

/**
 * The modules a village's staff load, each in its version: the village's pin, else the regency's
 * default, else the built-in build. A release whose files are gone from the store (a database restored
 * without them) falls back to the built-in build rather than a module that cannot load. `desaId` null
 * (a regency's login page with no village known): the regency's defaults. A module off in the village
 * (switched off, or `nonaktifAwal` and not rolled out there yet) is left out.
 */
export async function modulUntukDesa(deps: PenugasanDeps, desaId: string | null): Promise<Schemas['ModuleEntry'][]> {
  const [kabupaten, setelanDesa, rilis] = await Promise.all([
    semuaModulKabupaten(deps.db),
    desaId ? modulDesaOf(deps.db, desaId) : Promise.resolve([]),
    semuaRilis(deps.db),
  ]);
  const rilisOf = new Map<string, RilisRow>(rilis.map((r) => [`${r.modulId}@${r.versi}`, r]));
  const out = await Promise.all(
    deps.catalog.modules.map(async (m): Promise<Schemas['ModuleEntry'] | null> => {
      const desa = setelanDesa.find((s) => s.modulId === m.id);
      // No village (the regency's view, the Admin Kabupaten): every module, in the regency's version.
      if (desaId !== null && !aktifDiDesa(m, desa)) return null;
      const versi = desa?.versi ?? kabupaten.find((k) => k.modulId === m.id)?.versi ?? null;
      const release = versi ? rilisOf.get(`${m.id}@${versi}`) : undefined;
      if (release && (await deps.store.ada(m.id, release.versi))) {
        return { id: m.id, title: m.title, paths: m.paths, entry: rilisUrl(m.id, release.versi), versi: release.versi, rentang_shell: release.rentangShell };
      }
      return bawaanEntry(deps, m);
    }),
  );
  return out.filter((e): e is Schemas['ModuleEntry'] => e !== null);
}

async function bawaanEntry(deps: PenugasanDeps, m: ModuleEntry): Promise<Schemas['ModuleEntry'] | null> {
  const bawaan = await bawaanOf(deps.catalog, deps.staticRoot, m.id);
  if (!bawaan) return null;
  const rentangShell = bawaan.rentangShell === '*' ? null : bawaan.rentangShell;
  return { id: m.id, title: m.title, paths: m.paths, entry: m.entry, versi: bawaan.versi, rentang_shell: rentangShell };
}
