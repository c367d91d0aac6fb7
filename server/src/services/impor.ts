/**
 * Bringing a village's residents in from a spreadsheet (issue 13, docs/impor.md): the template, the
 * dry run, and the import, which checks the file again, answers at once, and writes batch by batch
 * while the page follows its progress (services/impor-progres.ts). The check and the write run outside the
 * request's transaction, each query and each batch in a short transaction of its own (issue 33: the
 * embedded database has one connection, and one village's file must not hold it for seconds).
 */
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { withDesa } from '../db/village-scope.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { AppError, badRequest, conflict, notFound } from '../lib/errors.js';
import { isUuid } from '../lib/ids.js';
import { contractSchemaValidator, todayIn } from '../lib/validation.js';
import { loadSpec } from '../openapi.js';
import type { ImporPenduduk } from './impor-progres.js';
import { periksaBerkas, type HasilPeriksa } from './impor-periksa.js';
import { buatTemplat, NAMA_TEMPLAT } from '../impor/templat.js';
import { batalkan, tulisImpor, type Ditulis, type Jalankan } from '../data/impor-tulis.js';
import { pgError } from '../lib/db-errors.js';

export const IMPOR_TIDAK_DITEMUKAN = 'Impor tidak ditemukan. Jika server dimulai ulang, tidak ada data yang tersimpan: impor ulang berkasnya';

let validator: ReturnType<typeof contractSchemaValidator> | undefined;
/** The rows' rules: the contract's KartuKeluargaCreateInput, as the 'Tambah Kartu Keluarga' form's body. */
function rowValidator(timeZone: string) {
  validator ??= contractSchemaValidator(loadSpec().document, 'KartuKeluargaCreateInput', timeZone);
  return validator;
}

const sedangBerjalan = () => conflict('IMPOR_BERJALAN', 'Impor lain untuk desa ini sedang berjalan. Tunggu sampai selesai');
const ribuan = (n: number) => n.toLocaleString('id-ID');

/**
 * The import of village `desaId`. `log`: the server's record of an import that failed (its cause
 * never reaches the client).
 */
export function imporService(app: AppContext, desaId: string, log: (err: unknown) => void) {
  const daftar = app.imporProgres;
  const { config } = app;
  /** A short transaction of this village. */
  const run: Jalankan = (fn) => withDesa(app.db, desaId, fn);

  /** The dry run: reads the file, asks the registry a piece at a time; recorded in the village's log. */
  async function periksa(bytes: Buffer, namaBerkas: string, actor: Actor, catat = true): Promise<HasilPeriksa> {
    const hasil = await periksaBerkas(bytes, {
      run: <T>(q: (db: DbOrTx) => Promise<T>) => run(q),
      desaId,
      namaBerkas,
      validate: rowValidator(config.timeZone),
      hariIni: todayIn(config.timeZone),
    });
    if (catat) {
      const { ringkasan } = hasil;
      // A dry run tells, for every NIK of the file, whether it is registered here or active elsewhere
      // in the regency: never silent (issue 33).
      await run((tx) =>
        logActivity(tx, actor, {
          activityName: `Memeriksa berkas impor ${namaBerkas}: ${ribuan(ringkasan.jumlah_baris)} baris, ${ribuan(hasil.jumlahNik)} NIK diperiksa`,
          entity: 'impor_penduduk',
          after: {
            nama_berkas: namaBerkas,
            sha256: hasil.sha256,
            format: ringkasan.format,
            jumlah_baris: ringkasan.jumlah_baris,
            jumlah_nik_diperiksa: hasil.jumlahNik,
            jumlah_kesalahan: ringkasan.jumlah_kesalahan,
            jumlah_peringatan: ringkasan.jumlah_peringatan,
          },
        }),
      );
    }
    return hasil;
  }

  /**
   * Checks the file again (in the request's transaction) and, when it has no error, starts writing it
   * in a transaction of its own; answers the import to follow. One import at a time per village.
   */
  async function mulai(bytes: Buffer, namaBerkas: string, actor: Actor): Promise<ImporPenduduk> {
    if (await daftar.berjalan(desaId)) throw sedangBerjalan();
    // The check an import repeats is not logged apart: the import's own entry says what was written.
    const hasil = await periksa(bytes, namaBerkas, actor, false);
    const { ringkasan } = hasil;
    if (ringkasan.jumlah_kesalahan > 0) {
      throw badRequest(`Berkas masih memiliki ${ribuan(ringkasan.jumlah_kesalahan)} kesalahan. Perbaiki lalu periksa ulang; tidak ada data yang disimpan`, 'IMPOR_ADA_KESALAHAN');
    }
    if (ringkasan.penduduk_baru === 0) throw badRequest('Tidak ada penduduk yang dapat diimpor dari berkas ini', 'IMPOR_ADA_KESALAHAN');
    // Checked again as it is recorded: two requests (on two app processes) may have passed the first check together.
    const impor = await daftar.mulai(desaId, namaBerkas, ringkasan.penduduk_baru);
    if (!impor) throw sedangBerjalan();
    void tulis(impor, hasil, actor);
    return impor;
  }

  /**
   * Writes batch by batch (impor/tulis.ts). When a batch fails, what the batches before it wrote is
   * deleted again (all or nothing) and the failure is recorded in the village's log.
   */
  async function tulis(impor: ImporPenduduk, hasil: HasilPeriksa, actor: Actor): Promise<void> {
    const ditulis: Ditulis = { kartu: [], penduduk: [] };
    let selesai: { kartuKeluarga: number; penduduk: number } | undefined;
    try {
      // The progress is recorded in order, batch after batch, while the writing goes on.
      let maju: Promise<void> = Promise.resolve();
      const t = await tulisImpor(run, desaId, hasil.kartu, ditulis, (n) => {
        maju = maju.then(() => daftar.maju(desaId, impor._id, n)).catch(log);
      });
      await maju;
      await run((tx) =>
        logActivity(tx, actor, {
          activityName: `Mengimpor ${ribuan(t.penduduk)} penduduk dan ${ribuan(t.kartuKeluarga)} kartu keluarga dari berkas ${impor.nama_berkas}`,
          entity: 'impor_penduduk',
          entityId: impor._id,
          after: {
            nama_berkas: impor.nama_berkas,
            sha256: hasil.sha256,
            format: hasil.ringkasan.format,
            sumber: hasil.ringkasan.sumber,
            jumlah_baris: hasil.ringkasan.jumlah_baris,
            kartu_keluarga_dibuat: t.kartuKeluarga,
            penduduk_dibuat: t.penduduk,
            anggota_kartu_lama: hasil.ringkasan.anggota_kartu_lama,
          },
        }),
      );
      selesai = t;
    } catch (err) {
      log(err);
      let pesan = alasanGagal(err);
      try {
        const sisa = await batalkan(run, ditulis);
        if (sisa.penduduk > 0) {
          pesan = `${alasanGagal(err, false)} ${ribuan(sisa.penduduk)} penduduk dari berkas ini tetap tersimpan karena sudah dipakai petugas lain selama impor berjalan; periksa di Log Aktivitas.`;
        }
        await run((tx) =>
          logActivity(tx, actor, {
            activityName: `Impor berkas ${impor.nama_berkas} gagal: ${ribuan(ditulis.penduduk.length - sisa.penduduk)} penduduk dan ${ribuan(ditulis.kartu.length - sisa.kartu)} kartu keluarga yang sudah tertulis dihapus kembali`,
            entity: 'impor_penduduk',
            entityId: impor._id,
            after: {
              nama_berkas: impor.nama_berkas,
              sha256: hasil.sha256,
              penduduk_tertulis: ditulis.penduduk.length,
              kartu_keluarga_tertulis: ditulis.kartu.length,
              penduduk_tersisa: sisa.penduduk,
              kartu_keluarga_tersisa: sisa.kartu,
              alasan: pesan,
            },
          }),
        );
      } catch (undoErr) {
        log(undoErr);
        pesan = `Impor gagal dan data yang sudah tertulis belum dapat dihapus seluruhnya. Hubungi admin server.`;
      }
      await daftar.akhiri(desaId, impor._id, { status: 'gagal', diproses: 0, pesan }).catch(log);
    }
    // Outside the try: the import is written whatever recording its end does.
    if (selesai) await daftar.akhiri(desaId, impor._id, { status: 'selesai', kartu_keluarga_dibuat: selesai.kartuKeluarga, penduduk_dibuat: selesai.penduduk }).catch(log);
  }

  async function get(id: string): Promise<ImporPenduduk> {
    const impor = isUuid(id) ? await daftar.get(desaId, id) : undefined;
    if (!impor) throw notFound(IMPOR_TIDAK_DITEMUKAN);
    return impor;
  }

  return { periksa, mulai, get, terakhir: async (): Promise<ImporPenduduk | null> => (await daftar.terakhir(desaId)) ?? null, templat: async () => ({ namaBerkas: NAMA_TEMPLAT, isi: await buatTemplat() }) };
}

/** Why a write failed, for the clerk: a NIK or card taken meanwhile, the disk, or something else. */
function alasanGagal(err: unknown, tidakAdaYangDisimpan = true): string {
  const suffix = tidakAdaYangDisimpan ? ' Tidak ada data yang disimpan.' : '';
  if (err instanceof AppError) return err.message + suffix;
  const pg = pgError(err);
  if (pg?.code === '23505') {
    if (pg.constraint?.includes('nik')) return `Sebuah NIK di berkas baru saja didaftarkan oleh petugas lain.${suffix} Periksa ulang berkasnya.`;
    if (pg.constraint?.includes('no_kk')) return `Sebuah No. KK di berkas baru saja didaftarkan oleh petugas lain.${suffix} Periksa ulang berkasnya.`;
    if (pg.constraint?.includes('kepala')) return `Sebuah kartu keluarga baru saja mendapat Kepala Keluarga dari petugas lain.${suffix} Periksa ulang berkasnya.`;
  }
  if (pg?.code === '53100') return `Ruang disk server penuh.${suffix}`;
  return `Impor gagal karena kesalahan server.${suffix}`;
}
