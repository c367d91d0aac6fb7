/**
 * A module in each village (docs/modul-rilis.md): the regency's table of villages with their setting
 * and what their shells loaded, a staged rollout (switch on or off, pin, roll back) by list or
 * kecamatan, and the shells' own load reports. Runs in a regency transaction, except the reports
 * (the caller's village).
 */
import type { AppContext, KabupatenContext, VillageContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import type { Schemas } from '../contract.js';
import type { DesaFilter } from '../data/kabupaten.js';
import {
  catatMuat,
  desaTerpilih,
  listModulDesaRows,
  lockModulDesa,
  modulNonaktif,
  muatModulDesa,
  semuaModulKabupaten,
  simpanModulDesa,
  VERSI_BAWAAN_KEY,
  type ModulDesaSort,
} from '../data/modul.js';
import { logKabupatenActivity, type Actor } from '../data/activity-log.js';
import { AppError, badRequest, conflict, notFound } from '../lib/errors.js';
import type { PageQuery } from '../lib/paging.js';
import { aktifDiDesa } from '../lib/modules.js';
import { modulService } from './modul.js';
import { modulDiDesa } from './versi-modul.js';

export function modulDesaService(ctx: KabupatenContext) {
  const { db } = ctx;
  const { modulOf, periksaVersi } = modulService(ctx);

  async function daftarDesa(id: string, q: PageQuery<ModulDesaSort>, f: DesaFilter): Promise<{ rows: Schemas['ModulDesa'][]; total: number }> {
    const m = modulOf(id);
    const [{ rows, total }, kabupaten] = await Promise.all([listModulDesaRows(db, m.id, q, f), semuaModulKabupaten(db)]);
    const versiKabupaten = kabupaten.find((k) => k.modulId === m.id)?.versi ?? null;
    const muat = await muatModulDesa(db, m.id, rows.map((r) => r.desaId));
    const data = rows.map((r): Schemas['ModulDesa'] => {
      const { modul_id: _modul, ...diDesa } = modulDiDesa(m, r.setelan, versiKabupaten, muat.filter((x) => x.desaId === r.desaId));
      return { desa_id: r.desaId, nama_desa: r.namaDesa, kecamatan: r.kecamatan, kode_wilayah: r.kodeWilayah, desa_aktif: r.desaAktif, ...diDesa };
    });
    return { rows: data, total };
  }

  /** One change for the chosen villages, all or nothing. */
  async function aturDesa(id: string, body: Schemas['ModulDesaInput'], actor: Actor): Promise<{ jumlah: number; pesan: string }> {
    const m = modulOf(id);
    const pilihDesa = body.desa_ids !== undefined;
    if (pilihDesa === (body.kecamatan !== undefined)) throw badRequest('Pilih desa (desa_ids) atau satu kecamatan, tidak boleh keduanya atau tidak sama sekali');
    const tindakan = [body.aktif !== undefined, body.versi !== undefined, body.kembalikan === true].filter(Boolean).length;
    if (tindakan !== 1) throw badRequest('Pilih satu tindakan saja: mengaktifkan, menonaktifkan, memakai versi, atau mengembalikan versi; tidak boleh lebih dari satu');
    if (body.aktif === false && m.wajib) throw conflict('MODUL_WAJIB', `Modul ${m.title} adalah modul inti dan tidak dapat dinonaktifkan`);
    if (body.versi !== undefined && body.versi !== null) await periksaVersi(m, body.versi);

    const desaList = await desaTerpilih(db, { desaIds: body.desa_ids, kecamatan: body.kecamatan?.trim() });
    if (pilihDesa && desaList.length !== body.desa_ids?.length) throw notFound('Desa tidak ditemukan');
    if (desaList.length === 0) throw notFound(`Tidak ada desa di kecamatan ${body.kecamatan ?? ''}`);
    const rows = await lockModulDesa(db, m.id, desaList.map((d) => d.id));

    const berubah: { desaId: string; namaDesa: string; sebelum: unknown; sesudah: unknown }[] = [];
    const dicek = new Set<string | null>();
    for (const d of desaList) {
      const row = rows.get(d.id);
      const now = { aktif: aktifDiDesa(m, row), versi: row?.versi ?? null, versiSebelumnya: row?.versiSebelumnya ?? null, adaSebelumnya: row?.adaSebelumnya ?? false };
      let next = now;
      if (body.aktif !== undefined) next = { ...now, aktif: body.aktif };
      else if (body.versi !== undefined) next = now.versi === body.versi ? now : { ...now, versi: body.versi, versiSebelumnya: now.versi, adaSebelumnya: true };
      else if (now.adaSebelumnya) {
        // A village's previous pin is checked once per version (it may have been a release since refused).
        if (now.versiSebelumnya !== null && !dicek.has(now.versiSebelumnya)) {
          await periksaVersi(m, now.versiSebelumnya);
          dicek.add(now.versiSebelumnya);
        }
        next = { ...now, versi: now.versiSebelumnya, versiSebelumnya: now.versi };
      }
      // Pinning a version of a module off until rolled out is its rollout: it is switched on there too.
      if (body.versi !== undefined && body.versi !== null && m.nonaktifAwal) next = { ...next, aktif: true };
      if (next.aktif === now.aktif && next.versi === now.versi && next.versiSebelumnya === now.versiSebelumnya) continue;
      await simpanModulDesa(db, { desaId: d.id, modulId: m.id, ...next });
      berubah.push({ desaId: d.id, namaDesa: d.namaDesa, sebelum: { aktif: now.aktif, versi: now.versi }, sesudah: { aktif: next.aktif, versi: next.versi } });
    }
    if (body.kembalikan && berubah.length === 0) {
      throw conflict('TIDAK_ADA_VERSI_SEBELUMNYA', 'Desa yang dipilih belum pernah diberi versi khusus: tidak ada versi sebelumnya');
    }
    const apa =
      body.aktif === true ? `Mengaktifkan modul ${m.title}`
      : body.aktif === false ? `Menonaktifkan modul ${m.title}`
      : body.versi !== undefined ? `Memakai versi ${body.versi ?? 'kabupaten'} modul ${m.title}`
      : `Mengembalikan versi sebelumnya modul ${m.title}`;
    const untuk = body.kecamatan !== undefined ? `desa di kecamatan ${body.kecamatan.trim()}` : 'desa';
    if (berubah.length > 0) {
      await logKabupatenActivity(db, actor, {
        activityName: `${apa} untuk ${berubah.length} ${untuk}`,
        entity: 'modul_desa',
        entityId: m.id,
        // An entry's before and after are records (objects): the villages go under `desa`.
        before: { modul_id: m.id, desa: berubah.map((b) => ({ desa_id: b.desaId, nama_desa: b.namaDesa, ...(b.sebelum as object) })) },
        after: { modul_id: m.id, desa: berubah.map((b) => ({ desa_id: b.desaId, nama_desa: b.namaDesa, ...(b.sesudah as object) })) },
      });
    }
    return { jumlah: berubah.length, pesan: berubah.length === 0 ? 'Tidak ada desa yang berubah' : `${berubah.length} desa diperbarui` };
  }

  return { daftarDesa, aturDesa };
}

/** A shell's report of a module load, counted for the caller's village. */
export function laporanModulService(ctx: VillageContext) {
  async function catat(body: Schemas['LaporanMuatModulInput']): Promise<void> {
    if (!ctx.modules.modules.some((m) => m.id === body.modul_id)) throw badRequest(`Modul tidak dikenal: ${body.modul_id}`);
    await catatMuat(ctx.db, { modulId: body.modul_id, versi: body.versi ?? VERSI_BAWAAN_KEY, berhasil: body.berhasil, alasan: body.alasan ?? null });
  }
  return { catat };
}

/** Refuses (403 MODUL_NONAKTIF) when village `desaId` has module `modul` switched off. */
export async function pastikanModulAktif(ctx: Pick<AppContext, 'modules'> & { db: DbOrTx }, desaId: string, modul: string): Promise<void> {
  const m = ctx.modules.modules.find((x) => x.id === modul);
  if (m?.wajib || !(await modulNonaktif(ctx.db, desaId, modul, m?.nonaktifAwal === true))) return;
  const title = m?.title ?? modul;
  throw new AppError(403, 'MODUL_NONAKTIF', `Modul ${title} tidak aktif untuk desa ini. Hubungi admin kabupaten.`);
}
