/**
 * Births. The parents' rules (the shared domain's words, ORANG_TUA_MESSAGES): two different people,
 * the father a man and the mother a woman by their resident record (a parent must be a registered
 * resident: 404 otherwise), and the baby's own NIK is neither parent's. The sex digits of a NIK are
 * not read (docs/decisions.md).
 */
import { ORANG_TUA_MESSAGES, ORANG_TUA_TIDAK_DITEMUKAN } from '@sid/openapi/domain';
import { tanggalPanjang } from '@sid/openapi/domain/lahir';
import type { DownloadContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import {
  deleteKelahiranRow,
  insertKelahiran,
  KELAHIRAN_TIDAK_DITEMUKAN,
  kelahiranEkspor,
  listKelahiran,
  loadKelahiran,
  lockKelahiran,
  updateKelahiranRow,
  type KelahiranDto,
  type KelahiranSort,
} from '../data/kelahiran.js';
import { findPendudukByNik } from '../data/penduduk.js';
import type { DbOrTx } from '../db/client.js';
import { requireNikTanggal } from '../domain/input.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { eksporDaftar } from '../data/ekspor/baca.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { tanggalNamaBerkas } from '../lib/ekspor/nama-berkas.js';
import { badRequest, notFound } from '../lib/errors.js';
import { foundOr404 } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';
import { dampakKelahiranBaris } from './dampak-hapus.js';
import { alasanHapus, hapusDenganCatatan } from './data-terhapus.js';

/** The baby's NIK (when sent) is not a parent's. */
function checkNikBayi(nik: string | null | undefined, nikAyah: string | null | undefined, nikIbu: string | null | undefined): void {
  if (nik === undefined || nik === null) return;
  if (nik === nikAyah) throw badRequest(ORANG_TUA_MESSAGES.nikBayiSamaAyah, 'NIK_BAYI_SAMA_ORANG_TUA');
  if (nik === nikIbu) throw badRequest(ORANG_TUA_MESSAGES.nikBayiSamaIbu, 'NIK_BAYI_SAMA_ORANG_TUA');
}

/** The two parents are not one NIK: checked before any lookup, registered or not. */
function checkOrangTuaBeda(nikAyah: string | null | undefined, nikIbu: string | null | undefined): void {
  if (nikAyah !== undefined && nikAyah !== null && nikAyah === nikIbu) throw badRequest(ORANG_TUA_MESSAGES.nikSama, 'NIK_ORANG_TUA_SAMA');
}

/** The father by NIK: a registered resident (404) and a man by his record (400). */
async function findAyah(tx: DbOrTx, desaId: string, nik: string): Promise<string> {
  const ayah = await findPendudukByNik(tx, desaId, nik);
  if (!ayah) throw notFound(ORANG_TUA_TIDAK_DITEMUKAN.ayah, 'AYAH_TIDAK_DITEMUKAN');
  if (ayah.jenisKelamin !== 'Laki laki') throw badRequest(ORANG_TUA_MESSAGES.ayahBukanLakiLaki, 'AYAH_BUKAN_LAKI_LAKI');
  return ayah.id;
}

/** The mother by NIK: a registered resident (404) and a woman by her record (400). */
async function findIbu(tx: DbOrTx, desaId: string, nik: string): Promise<string> {
  const ibu = await findPendudukByNik(tx, desaId, nik);
  if (!ibu) throw notFound(ORANG_TUA_TIDAK_DITEMUKAN.ibu, 'IBU_TIDAK_DITEMUKAN');
  if (ibu.jenisKelamin !== 'Perempuan') throw badRequest(ORANG_TUA_MESSAGES.ibuBukanPerempuan, 'IBU_BUKAN_PEREMPUAN');
  return ibu.id;
}

/** The list's rows as CSV: its search (`q`) and its order. */
export function eksporKelahiran(ctx: DownloadContext, q: PageQuery<KelahiranSort> & { q?: string | undefined; format?: FormatEkspor }): Ekspor {
  const { run, desaId, config } = ctx;
  const fileName = `data_kelahiran_${tanggalNamaBerkas(config.timeZone)}.csv`;
  return eksporDaftar(run, kelahiranEkspor(desaId, { ...q, filter: { q: q.q } }), { format: q.format, fileName, sheetName: 'Kelahiran' });
}

export function kelahiranService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  const list = (q: PageQuery<KelahiranSort> & { q?: string | undefined }): Promise<{ rows: KelahiranDto[]; total: number }> => listKelahiran(db, desaId, { ...q, filter: { q: q.q } });

  const get = (id: string): Promise<KelahiranDto> => foundOr404(id, KELAHIRAN_TIDAK_DITEMUKAN, (id) => loadKelahiran(db, desaId, id));
  const lockOr404 = (tx: DbOrTx, id: string) => foundOr404(id, KELAHIRAN_TIDAK_DITEMUKAN, (id) => lockKelahiran(tx, desaId, id));

  /** The parents are found by NIK (404 'Data ayah tidak ditemukan' / 'Data ibu tidak ditemukan'). */
  async function create(body: Schemas['KelahiranCreateInput'], actor: Actor): Promise<KelahiranDto> {
    const { nik_ayah, nik_ibu, ...fields } = body;
    checkOrangTuaBeda(nik_ayah, nik_ibu);
    checkNikBayi(fields.nik, nik_ayah, nik_ibu);
    requireNikTanggal(fields.nik);
    return db.transaction(async (tx) => {
      const ayahId = await findAyah(tx, desaId, nik_ayah);
      const ibuId = await findIbu(tx, desaId, nik_ibu);
      const id = await insertKelahiran(tx, fields, { desaId, ayahId, ibuId });
      const created = (await loadKelahiran(tx, desaId, id)) as KelahiranDto;
      await logActivity(tx, actor, { activityName: `Menambahkan data kelahiran ${created.nama ?? ''}`, entity: 'kelahiran', entityId: id, after: created });
      return created;
    });
  }

  /**
   * The fields sent. A parent changes only when their NIK is sent, under the rules of create; the one
   * left out stays. The baby's NIK, new or kept, is still neither parent's.
   */
  async function update(id: string, body: Schemas['KelahiranUpdateInput'], actor: Actor): Promise<KelahiranDto> {
    const { nik_ayah, nik_ibu, ...fields } = body;
    return db.transaction(async (tx) => {
      const row = await lockOr404(tx, id);
      const before = await loadKelahiran(tx, desaId, row.id);
      const nikAyah = nik_ayah ?? before?.data_ayah?.nik;
      const nikIbu = nik_ibu ?? before?.data_ibu?.nik;
      if (nik_ayah !== undefined || nik_ibu !== undefined) checkOrangTuaBeda(nikAyah, nikIbu);
      checkNikBayi(fields.nik ?? before?.nik, nikAyah, nikIbu);
      requireNikTanggal(fields.nik, before?.nik);
      const parents = {
        ...(nik_ayah === undefined ? {} : { ayahId: await findAyah(tx, desaId, nik_ayah) }),
        ...(nik_ibu === undefined ? {} : { ibuId: await findIbu(tx, desaId, nik_ibu) }),
      };
      await updateKelahiranRow(tx, row.id, fields, parents);
      const after = (await loadKelahiran(tx, desaId, row.id)) as KelahiranDto;
      await logActivity(tx, actor, { activityName: `Memperbarui data kelahiran ${after.nama ?? ''}`, entity: 'kelahiran', entityId: row.id, before, after });
      return after;
    });
  }

  /** With its signer (cascade), logged first; kept 30 days in Data Terhapus with `alasan`. */
  async function remove(id: string, body: { alasan?: unknown }, actor: Actor): Promise<void> {
    const alasan = alasanHapus(body);
    await db.transaction(async (tx) => {
      const row = await lockOr404(tx, id);
      const before = await loadKelahiran(tx, desaId, row.id);
      const ikutTerhapus = await dampakKelahiranBaris(tx, row.id);
      await logActivity(tx, actor, {
        activityName: `Menghapus data kelahiran ${row.nama}`,
        entity: 'kelahiran',
        entityId: row.id,
        before,
        after: { alasan_penghapusan: alasan },
      });
      const keterangan = [row.nik ? `NIK ${row.nik}` : '', row.tanggalLahir ? `lahir ${tanggalPanjang(row.tanggalLahir)}` : '', row.nomorSuratKelahiran ? `surat ${row.nomorSuratKelahiran}` : '']
        .filter(Boolean)
        .join(', ');
      const entri = {
        desaId,
        jenis: 'kelahiran' as const,
        judul: row.nama.trim() || 'Kelahiran tanpa nama',
        keterangan,
        ikutTerhapus,
        alasan,
        entitasId: row.id,
        dihapusOlehId: actor.id,
        dihapusOlehNama: actor.name,
      };
      await hapusDenganCatatan(tx, entri, async () => {
        await deleteKelahiranRow(tx, row.id);
        return { result: undefined };
      });
    });
  }

  return { list, get, create, update, remove };
}
