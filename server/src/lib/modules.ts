import path from 'node:path';
import { readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { ConfigError, type Config } from '../config.js';

export interface ModuleEntry {
  id: string;
  title: string;
  /** URL of the module's mf-manifest.json: on this server (/mf/<id>/...) or on another origin. */
  entry: string;
  /** Route prefixes the module owns, so the shell can show "Modul tidak tersedia" there. */
  paths: string[];
  /** A core module: the regency cannot switch it off for a village (docs/modul-rilis.md). */
  wajib?: boolean;
  /** Only users of these roles load it (the regency console: the Admin Kabupaten); none: everyone. */
  peran?: string[];
  /**
   * Off in a village until the regency rolls it out there (pins a version for it or switches it on):
   * a new optional module (Layanan Surat) reaches only the villages chosen. None: on everywhere until
   * switched off (docs/modul-rilis.md).
   */
  nonaktifAwal?: boolean;
}

/** Is module `m` on in a village, given the village's own setting (none: the module's starting state)? */
export const aktifDiDesa = (m: Pick<ModuleEntry, 'wajib' | 'nonaktifAwal'>, setelan: { aktif: boolean } | null | undefined): boolean =>
  m.wajib === true || (setelan?.aktif ?? m.nonaktifAwal !== true);

export interface ModuleCatalog {
  /** From MODULES_FILE: listed as configured. Otherwise: the default catalog, filtered by what is built. */
  fromFile: boolean;
  modules: ModuleEntry[];
  /** Origins other than ours that serve module code (for the Content-Security-Policy). */
  externalOrigins: string[];
}

export const localEntry = (id: string) => `/mf/${id}/mf-manifest.json`;

export const DEFAULT_MODULES: ModuleEntry[] = [
  { id: 'mf-kependudukan', title: 'Kependudukan', entry: localEntry('mf-kependudukan'), paths: ['/', '/penduduk/*', '/kartu_keluarga/*'], wajib: true },
  { id: 'mf-mutasi', title: 'Mutasi', entry: localEntry('mf-mutasi'), paths: ['/penduduk_masuk/*', '/penduduk_keluar/*', '/pindah_antar_desa/*'] },
  { id: 'mf-kelahiran-kematian', title: 'Kelahiran & Kematian', entry: localEntry('mf-kelahiran-kematian'), paths: ['/kelahiran/*', '/kematian/*'] },
  { id: 'mf-admin', title: 'Admin', entry: localEntry('mf-admin'), paths: ['/activity', '/users', '/cadangan', '/data_terhapus', '/impor_penduduk', '/wilayah_desa'], wajib: true },
  // The regency console (docs/adr/0019-regency-console-as-its-own-remote.md).
  { id: 'mf-kabupaten', title: 'Kabupaten', entry: localEntry('mf-kabupaten'), paths: ['/kabupaten'], wajib: true, peran: ['Admin Kabupaten'] },
  // Layanan Surat (issue 36): a module a regency rolls out to the villages it chooses.
  { id: 'mf-surat', title: 'Layanan Surat', entry: localEntry('mf-surat'), paths: ['/surat'], nonaktifAwal: true },
  // Laporan (issue 37): the monthly report, the population books and the statistics; on in every village.
  { id: 'mf-laporan', title: 'Laporan', entry: localEntry('mf-laporan'), paths: ['/laporan'] },
];

const ID_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;

function fail(file: string, why: string): never {
  throw new ConfigError(`MODULES_FILE ${file} tidak valid / is invalid: ${why}`);
}

/** Reads and checks MODULES_FILE: `[{ id, title, entry?, paths, enabled?, wajib?, peran?, nonaktifAwal? }]` or `{ modules: [...] }`. */
export function readModulesFile(file: string): ModuleEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    fail(file, (err as Error).message);
  }
  const list = Array.isArray(raw) ? raw : (raw as { modules?: unknown } | null)?.modules;
  if (!Array.isArray(list)) fail(file, 'expected a JSON array of modules');
  const seen = new Set<string>();
  const out: ModuleEntry[] = [];
  for (const [i, item] of list.entries()) {
    const m = item as Record<string, unknown>;
    if (typeof m !== 'object' || m === null) fail(file, `item ${i} is not an object`);
    if (typeof m.id !== 'string' || !ID_RE.test(m.id)) fail(file, `item ${i}: id must match ${ID_RE}`);
    if (seen.has(m.id)) fail(file, `duplicate id ${m.id}`);
    seen.add(m.id);
    if (typeof m.title !== 'string' || m.title.trim() === '') fail(file, `${m.id}: title is required`);
    if (!Array.isArray(m.paths) || !m.paths.every((p) => typeof p === 'string' && p.startsWith('/'))) {
      fail(file, `${m.id}: paths must be a list of absolute paths`);
    }
    let entry = localEntry(m.id);
    if (m.entry !== undefined) {
      if (typeof m.entry !== 'string') fail(file, `${m.id}: entry must be a string`);
      if (!m.entry.startsWith('/') || m.entry.startsWith('//')) {
        let url: URL;
        try {
          url = new URL(m.entry);
        } catch {
          fail(file, `${m.id}: entry must be an absolute path or an http(s) URL`);
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(file, `${m.id}: entry must be http(s)`);
      }
      entry = m.entry;
    }
    if (m.peran !== undefined && (!Array.isArray(m.peran) || !m.peran.every((r) => typeof r === 'string' && r.trim() !== ''))) {
      fail(file, `${m.id}: peran must be a list of role names`);
    }
    if (m.nonaktifAwal !== undefined && typeof m.nonaktifAwal !== 'boolean') fail(file, `${m.id}: nonaktifAwal must be true or false`);
    if (m.enabled === false) continue;
    out.push({
      id: m.id, title: m.title, entry, paths: m.paths as string[], wajib: m.wajib === true,
      ...(m.peran ? { peran: m.peran as string[] } : {}),
      ...(m.nonaktifAwal === true ? { nonaktifAwal: true } : {}),
    });
  }
  return out;
}

export function loadModuleCatalog(config: Pick<Config, 'modulesFile'>): ModuleCatalog {
  const fromFile = config.modulesFile !== undefined;
  const modules = fromFile ? readModulesFile(config.modulesFile as string) : DEFAULT_MODULES;
  const externalOrigins = [
    ...new Set(modules.filter((m) => /^https?:\/\//.test(m.entry)).map((m) => new URL(m.entry).origin)),
  ];
  return { fromFile, modules, externalOrigins };
}

/** True when the file exists (and can be reached). */
export async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Where a module's build lives on this server. */
export const moduleDist = (staticRoot: string, id: string) => path.join(staticRoot, id, 'dist');
