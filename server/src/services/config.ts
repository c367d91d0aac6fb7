/** What the shell needs before sign-in (the village when it is known, the regency, the modules), and the caller's village. */
import type { AppContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { desaAktif, findDesa, toVillageDto } from '../data/desa.js';
import { notFound } from '../lib/errors.js';
import { jumlahDesa } from '../data/backups.js';
import { isUuid } from '../lib/ids.js';
import { modulUntukDesa } from './modul-penugasan.js';
import { hanyaBacaDesa } from './desa-hanya-baca.js';

export function configService(ctx: AppContext) {
  /**
   * The village is the signed-in caller's, else the one the browser names (its last sign-in), else the
   * only active one. Village names and letterheads are public; this reads them as the owner.
   */
  async function knownVillage(callerDesaId: string | null | undefined, hint: string | undefined): Promise<Schemas['Village'] | null> {
    for (const id of [callerDesaId, hint]) {
      if (id && isUuid(id)) {
        const row = await findDesa(ctx.db, id);
        if (row?.aktif) return toVillageDto(row);
      }
    }
    const active = await desaAktif(ctx.db, 2);
    return active.length === 1 && active[0] ? toVillageDto(active[0]) : null;
  }

  /**
   * `caller`: the signed-in user, when a valid token came. The modules are the village's in their
   * versions (docs/modul-rilis.md); the regency's defaults when no village is known (a regency's login
   * page) and for the Admin Kabupaten, who has none. A signed-in caller gets only the modules of their
   * role (a module's `peran`: the regency console is the Admin Kabupaten's); the login page lists all.
   */
  async function publicConfig(caller: { desaId: string | null; role: string } | undefined, hint: string | undefined): Promise<Schemas['PublicConfig']> {
    const [village, first] = await Promise.all([knownVillage(caller?.desaId, hint), findDesa(ctx.db, ctx.desaId)]);
    const desaModul = caller ? caller.desaId : (village?._id ?? null);
    const semua = await modulUntukDesa({ db: ctx.db, catalog: ctx.modules, staticRoot: ctx.config.staticRoot, store: ctx.modulStore }, desaModul);
    const peranOf = (id: string) => ctx.modules.modules.find((m) => m.id === id)?.peran;
    const modules = caller ? semua.filter((m) => peranOf(m.id)?.includes(caller.role) ?? true) : semua;
    // The regency is the environment village's (DESA_KABUPATEN, DESA_PROVINSI): every village shares it.
    const regency = { kabupaten: first?.kabupaten ?? ctx.config.village.kabupaten, provinsi: first?.provinsi ?? ctx.config.village.provinsi };
    return { village, regency, modules };
  }
  return { publicConfig };
}

/**
 * The server serves a regency (more than one village): backups and the villages' codes are the Admin
 * Kabupaten's. Counted as the owner (a village's scope sees only its own row).
 */
export async function dalamKabupaten(ctx: AppContext): Promise<boolean> {
  return (await jumlahDesa(ctx.db)) > 1;
}

/** The caller's village, in their scope, and whether it is one of a regency's (dalamKabupaten). */
export function desaSayaService(ctx: VillageContext) {
  async function get(kabupaten: boolean): Promise<Schemas['Village']> {
    const row = await findDesa(ctx.db, ctx.desaId);
    if (!row) throw notFound('Desa tidak ditemukan');
    return { ...toVillageDto(row), dalam_kabupaten: kabupaten, hanya_baca: await hanyaBacaDesa(ctx.db, ctx.desaId) };
  }
  return { get };
}
