/**
 * Data Terhapus (docs/adr/0012-data-terhapus.md): a delete of a resident (the card with its last
 * member), a birth or a death says why and is kept 30 days; a Super Admin restores it exactly or purges
 * it. What a delete changed is written down by the database (row triggers, migration 0007) once the
 * delete has opened its entry (`hapusDenganCatatan`); a restore replays those rows backwards.
 */
import { tandaiPeristiwa } from '../data/peristiwa.js';
import type { FastifyBaseLogger } from 'fastify';
import { periksaAlasanHapus } from '@sid/openapi/domain';
import type { VillageContext } from '../context.js';
import {
  barisTerbalik,
  DATA_TERHAPUS_TIDAK_DITEMUKAN,
  deleteDataTerhapus,
  listDataTerhapus,
  lockDataTerhapus,
  mulaiCatat,
  selesaiCatat,
  ubahEntri,
  type DataTerhapusDto,
  type DataTerhapusSort,
  type EntriBaru,
  type JenisDataTerhapus,
} from '../data/data-terhapus.js';
import { batalkanUbah, periksaKunciTamu, sisipkanKembali, tundaKunciTamu } from '../data/data-terhapus-pulihkan.js';
import type { DbOrTx } from '../db/client.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { pgError } from '../lib/db-errors.js';
import { badRequest, conflict, type AppError } from '../lib/errors.js';
import { deleteFileRows, type DropFiles } from '../data/files.js';
import { unlinkStoredFiles } from '../lib/files.js';
import { foundOr404 } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';

/** The reason as kept: trimmed, 3 to 500 characters (400 VALIDATION_ERROR in the shared domain's words). */
export function alasanHapus(body: { alasan?: unknown } | undefined | null): string {
  const alasan = typeof body?.alasan === 'string' ? body.alasan : '';
  const salah = periksaAlasanHapus(alasan);
  if (salah) throw badRequest(salah);
  return alasan.trim();
}

/**
 * Runs a delete of Data Terhapus in one transaction: its entry first, then `work` (every row it
 * deletes or changes is written down by the database), then the rows of the files it dropped. The
 * bytes stay on disk: a restore needs them; the purge removes them. `work` may return changes to the
 * entry it learnt while deleting (a card that went with its last member).
 */
export async function hapusDenganCatatan<T>(
  tx: DbOrTx,
  entri: EntriBaru,
  work: (dropFiles: DropFiles) => Promise<{ result: T; entri?: Partial<Pick<EntriBaru, 'jenis' | 'judul' | 'keterangan' | 'entitasId'>> }>,
): Promise<T> {
  const id = await mulaiCatat(tx, entri);
  const dropped: Array<string | null | undefined> = [];
  const { result, entri: ubah } = await work((ids) => dropped.push(...ids));
  await deleteFileRows(tx, dropped);
  await selesaiCatat(tx);
  if (ubah && Object.keys(ubah).length > 0) await ubahEntri(tx, id, ubah);
  return result;
}

const JENIS_LABEL: Record<JenisDataTerhapus, string> = {
  penduduk: 'data penduduk',
  kartu_keluarga: 'kartu keluarga',
  kelahiran: 'data kelahiran',
  kematian: 'data kematian',
};

function tautanOf(jenis: JenisDataTerhapus, id: string): string {
  switch (jenis) {
    case 'penduduk':
      return `/penduduk/${id}/d`;
    case 'kartu_keluarga':
      return `/kartu_keluarga/${id}/d`;
    case 'kelahiran':
      return `/kelahiran/${id}/d`;
    case 'kematian':
      return `/kematian/${id}/d`;
  }
}

const s = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The 409 of a row that cannot go back, in words naming what stands in the way. */
function bentrok(err: unknown, tabel: string, row: Record<string, unknown>): AppError | undefined {
  const pg = pgError(err);
  if (!pg) return undefined;
  const pesan = (m: string) => conflict('PULIHKAN_BENTROK', `Data tidak dapat dipulihkan: ${m}.`);
  if (pg.code === '23505') {
    switch (pg.constraint) {
      case 'penduduk_desa_nik_uq':
        return pesan(`NIK ${s(row.nik)} sudah dipakai oleh penduduk lain`);
      case 'penduduk_nik_aktif_uq':
        return pesan(`NIK ${s(row.nik)} sudah terdaftar sebagai penduduk aktif di desa lain`);
      case 'kartu_keluarga_desa_no_kk_uq':
        return pesan(`No. KK ${s(row.no_kk)} sudah dipakai oleh kartu keluarga lain`);
      case 'penduduk_one_kepala_per_kk_uq':
        return pesan(`kartu keluarga ini sudah memiliki Kepala Keluarga lain, sehingga ${s(row.nama_lengkap)} tidak dapat kembali sebagai Kepala Keluarga`);
      case 'kematian_penduduk_uq':
        return pesan('kematian penduduk ini sudah dicatat lagi');
      case 'arsip_kematian_kematian_uq':
        return pesan('data kematian ini sudah memiliki arsip yang baru');
      case 'keterangan_masuk_kk_uq':
        return pesan('kartu keluarga ini sudah memiliki dokumen masuk yang baru');
      case 'keterangan_keluar_penduduk_keluar_uq':
        return pesan('data penduduk keluar ini sudah memiliki surat keterangan yang baru');
      case 'signatures_kelahiran_uq':
      case 'signatures_kematian_uq':
      case 'signatures_penduduk_keluar_uq':
        return pesan('surat ini sudah memiliki penanda tangan yang baru');
      case 'penduduk_keluar_anggota_penduduk_uq':
        return pesan('penduduk ini sudah tercatat pada data penduduk keluar lain');
      default:
        return pesan(tabel === 'penduduk_keluar_anggota' ? 'susunan data penduduk keluar sudah berubah sejak dihapus' : 'data yang sama sudah ada lagi');
    }
  }
  if (pg.code === '23503') return pesan('data yang terkait dengannya sudah berubah atau terhapus sejak dihapus');
  if (pg.code === '23514') return pesan('data yang terkait dengannya sudah berubah sejak dihapus');
  return undefined;
}

/** Columns of a resident whose change since the delete makes the replay wrong: refused, not skipped. */
const KOLOM_TEGAS: Record<string, Set<string>> = {
  penduduk: new Set(['status_penduduk', 'status_sebelumnya', 'kk_id']),
};

function berubahPesan(tabel: string, sekarang: Record<string, unknown>): AppError {
  if (tabel === 'penduduk') {
    const nama = s(sekarang.nama_lengkap);
    const status = s(sekarang.status_penduduk);
    const sebab =
      status === 'meninggal'
        ? `kematian ${nama} sudah dicatat lagi`
        : status === 'penduduk_keluar'
          ? `${nama} sudah tercatat sebagai penduduk keluar`
          : `status atau kartu keluarga ${nama} sudah berubah sejak data ini dihapus`;
    return conflict('PULIHKAN_BENTROK', `Data tidak dapat dipulihkan: ${sebab}.`);
  }
  return conflict('PULIHKAN_BENTROK', 'Data tidak dapat dipulihkan: data yang terkait dengannya sudah berubah sejak dihapus.');
}

export function dataTerhapusService(ctx: VillageContext) {
  const { db, desaId, config } = ctx;

  const list = (q: PageQuery<DataTerhapusSort> & { q?: string | undefined; jenis?: JenisDataTerhapus | undefined }): Promise<{ rows: DataTerhapusDto[]; total: number }> =>
    listDataTerhapus(db, desaId, { ...q, filter: { q: q.q, jenis: q.jenis } });

  const lockOr404 = (tx: DbOrTx, id: string) => foundOr404(id, DATA_TERHAPUS_TIDAK_DITEMUKAN, (id) => lockDataTerhapus(tx, desaId, id));

  /**
   * Puts everything back in one transaction: the rows written down are replayed from the last to the
   * first (a deleted row is inserted with its id and timestamps, a changed one gets its old values
   * where it still holds what the delete left). Anything in the way: 409 PULIHKAN_BENTROK, nothing kept.
   */
  async function restore(id: string, actor: Actor): Promise<{ jenis: JenisDataTerhapus; tautan: string }> {
    return db.transaction(async (tx) => {
      const entri = await lockOr404(tx, id);
      await tundaKunciTamu(tx);
      await tandaiPeristiwa(tx, 'pulih'); // the ledger: restored records, not arrivals nor births (issue 37)
      for (const b of await barisTerbalik(tx, entri.id)) {
        const lama = b.lama as Record<string, unknown>;
        if (b.operasi === 'D') {
          try {
            await sisipkanKembali(tx, b.tabel, lama);
          } catch (err) {
            throw bentrok(err, b.tabel, lama) ?? err;
          }
          continue;
        }
        let hasil;
        try {
          hasil = await batalkanUbah(tx, b.tabel, lama, (b.baru ?? {}) as Record<string, unknown>);
        } catch (err) {
          throw bentrok(err, b.tabel, lama) ?? err;
        }
        if (hasil.status === 'berubah' && hasil.kolom.some((k) => KOLOM_TEGAS[b.tabel]?.has(k))) throw berubahPesan(b.tabel, hasil.sekarang);
      }
      try {
        await periksaKunciTamu(tx);
      } catch (err) {
        throw bentrok(err, '', {}) ?? err;
      }
      await deleteDataTerhapus(tx, entri.id, false);
      await logActivity(tx, actor, {
        activityName: `Memulihkan ${JENIS_LABEL[entri.jenis]} ${entri.judul} dari Data Terhapus`,
        entity: entri.jenis,
        entityId: entri.entitasId,
        after: { data_terhapus: entri.id, judul: entri.judul, keterangan: entri.keterangan, alasan_penghapusan: entri.alasan },
      });
      return { jenis: entri.jenis, tautan: tautanOf(entri.jenis, entri.entitasId) };
    });
  }

  /** Deletes an entry for good now, its uploaded files' bytes after the commit. */
  async function purge(id: string, actor: Actor, log: FastifyBaseLogger): Promise<void> {
    const storedNames = await db.transaction(async (tx) => {
      const entri = await lockOr404(tx, id);
      const names = await deleteDataTerhapus(tx, entri.id, true);
      await logActivity(tx, actor, {
        activityName: `Menghapus permanen ${JENIS_LABEL[entri.jenis]} ${entri.judul} dari Data Terhapus`,
        entity: 'data_terhapus',
        entityId: entri.id,
        before: { jenis: entri.jenis, judul: entri.judul, keterangan: entri.keterangan, alasan: entri.alasan },
      });
      return names;
    });
    await unlinkStoredFiles(config.dataDir, storedNames, log);
  }

  return { list, restore, purge };
}
