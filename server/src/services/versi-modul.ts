/**
 * Which version of each module every village runs (issue 40): the console's villages-by-modules
 * page and a village's own page. One cell is `modulDiDesa`, which the one-module table of
 * modul-desa.ts shares: on or off, the village's pin or the regency's version, what its staff loaded
 * last and the failures of the version in force. Runs in a regency transaction.
 */
import type { KabupatenContext } from '../context.js';
import type { Schemas } from '../contract.js';
import type { DesaFilter } from '../data/kabupaten.js';
import { semuaModulKabupaten, VERSI_BAWAAN_KEY, type ModulDesaRow, type ModulDesaSort, type MuatRow } from '../data/modul.js';
import { listDesaBaris, muatDesa, setelanDesa, type DesaBaris } from '../data/versi-modul.js';
import { notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import { aktifDiDesa, type ModuleEntry } from '../lib/modules.js';
import type { PageQuery } from '../lib/paging.js';
import { DESA_TIDAK_DITEMUKAN } from './kode-wilayah-desa.js';

type Setelan = Pick<ModulDesaRow, 'aktif' | 'versi' | 'versiSebelumnya' | 'adaSebelumnya'>;

const versiOfKey = (key: string): string | null => (key === VERSI_BAWAAN_KEY ? null : key);

function latest(rows: MuatRow[], at: (r: MuatRow) => Date | null): MuatRow | undefined {
  let best: MuatRow | undefined;
  for (const r of rows) {
    const t = at(r);
    if (t && (!best || t > (at(best) as Date))) best = r;
  }
  return best;
}

/** One module in one village, from its setting (null: follows the regency), the regency's version and its reports. */
export function modulDiDesa(m: ModuleEntry, setelan: Setelan | null, versiKabupaten: string | null, milik: MuatRow[]): Schemas['ModulDiDesa'] {
  const versiBerlaku = setelan?.versi ?? versiKabupaten;
  const terakhir = latest(milik, (x) => x.dimuatTerakhir);
  const gagalTerakhir = latest(milik, (x) => x.gagalTerakhir);
  return {
    modul_id: m.id,
    aktif: aktifDiDesa(m, setelan),
    versi: setelan?.versi ?? null,
    versi_sebelumnya: setelan?.versiSebelumnya ?? null,
    ada_versi_sebelumnya: setelan?.adaSebelumnya ?? false,
    versi_berlaku: versiBerlaku,
    muat_terakhir: terakhir?.dimuatTerakhir ? { versi: versiOfKey(terakhir.versi), pada: terakhir.dimuatTerakhir.toISOString() } : null,
    gagal: milik.find((x) => x.versi === (versiBerlaku ?? VERSI_BAWAAN_KEY))?.gagal ?? 0,
    gagal_terakhir: gagalTerakhir?.gagalTerakhir
      ? { versi: versiOfKey(gagalTerakhir.versi), pada: gagalTerakhir.gagalTerakhir.toISOString(), alasan: gagalTerakhir.alasanTerakhir ?? null }
      : null,
  };
}

/** Village staff load it: the console's own module (for the Admin Kabupaten only) is not theirs. */
export const untukDesa = (m: ModuleEntry): boolean => m.peran === undefined || m.peran.some((r) => r !== 'Admin Kabupaten');

export function versiModulService(ctx: KabupatenContext) {
  const { db } = ctx;

  async function isi(desaList: DesaBaris[]): Promise<Schemas['VersiModulDesa'][]> {
    const ids = desaList.map((d) => d.desaId);
    const [kabupaten, setelan, muat] = await Promise.all([semuaModulKabupaten(db), setelanDesa(db, ids), muatDesa(db, ids)]);
    const modul = ctx.modules.modules.filter(untukDesa);
    return desaList.map((d) => ({
      desa_id: d.desaId,
      nama_desa: d.namaDesa,
      kecamatan: d.kecamatan,
      kode_wilayah: d.kodeWilayah,
      desa_aktif: d.desaAktif,
      modul: modul.map((m) => modulDiDesa(
        m,
        setelan.find((s) => s.desaId === d.desaId && s.modulId === m.id) ?? null,
        kabupaten.find((k) => k.modulId === m.id)?.versi ?? null,
        muat.filter((x) => x.desaId === d.desaId && x.modulId === m.id),
      )),
    }));
  }

  async function daftar(q: PageQuery<ModulDesaSort>, f: DesaFilter): Promise<{ rows: Schemas['VersiModulDesa'][]; total: number }> {
    const { rows, total } = await listDesaBaris(db, q, f);
    return { rows: await isi(rows), total };
  }

  async function satu(id: string): Promise<Schemas['VersiModulDesa']> {
    idOr404(id, DESA_TIDAK_DITEMUKAN);
    const { rows } = await listDesaBaris(db, { limit: 1 }, { desaId: id });
    const [found] = await isi(rows);
    if (!found) throw notFound(DESA_TIDAK_DITEMUKAN);
    return found;
  }

  return { daftar, satu };
}
