/**
 * Bringing a village's residents in from a spreadsheet (issue 13, docs/impor.md): the template, the
 * dry run, and the import, which checks the file again, answers at once, and writes in a transaction
 * of its own while the page follows its progress (impor/daftar-impor.ts).
 */
import type { AppContext, VillageContext } from '../context.js';
import { withDesa } from '../db/village-scope.js';
import { logActivity, type Actor } from '../lib/activity-log.js';
import { AppError, badRequest, conflict, notFound } from '../lib/errors.js';
import { isUuid } from '../lib/ids.js';
import { contractSchemaValidator, todayIn } from '../lib/validation.js';
import { loadSpec } from '../openapi.js';
import type { DaftarImpor, ImporPenduduk } from '../impor/daftar-impor.js';
import { periksaBerkas, type HasilPeriksa } from '../impor/periksa.js';
import { buatTemplat, NAMA_TEMPLAT } from '../impor/templat.js';
import { tulisImpor } from '../impor/tulis.js';
import { pgError } from '../lib/db-errors.js';

export const IMPOR_TIDAK_DITEMUKAN = 'Impor tidak ditemukan. Jika server dimulai ulang, tidak ada data yang tersimpan: impor ulang berkasnya';

let validator: ReturnType<typeof contractSchemaValidator> | undefined;
/** The rows' rules: the contract's KartuKeluargaCreateInput, as the 'Tambah Kartu Keluarga' form's body. */
function rowValidator(timeZone: string) {
  validator ??= contractSchemaValidator(loadSpec().document, 'KartuKeluargaCreateInput', timeZone);
  return validator;
}

const ribuan = (n: number) => n.toLocaleString('id-ID');

/** `log`: the server's record of an import that failed (its cause never reaches the client). */
export function imporService(app: AppContext, ctx: VillageContext, daftar: DaftarImpor, log: (err: unknown) => void) {
  const { desaId, config } = ctx;

  const periksa = (bytes: Buffer, namaBerkas: string): Promise<HasilPeriksa> =>
    periksaBerkas(bytes, { db: ctx.db, desaId, namaBerkas, validate: rowValidator(config.timeZone), hariIni: todayIn(config.timeZone) });

  /**
   * Checks the file again (in the request's transaction) and, when it has no error, starts writing it
   * in a transaction of its own; answers the import to follow. One import at a time per village.
   */
  async function mulai(bytes: Buffer, namaBerkas: string, actor: Actor): Promise<ImporPenduduk> {
    if (daftar.berjalan(desaId)) throw conflict('IMPOR_BERJALAN', 'Impor lain untuk desa ini sedang berjalan. Tunggu sampai selesai');
    const hasil = await periksa(bytes, namaBerkas);
    const { ringkasan } = hasil;
    if (ringkasan.jumlah_kesalahan > 0) {
      throw badRequest(`Berkas masih memiliki ${ribuan(ringkasan.jumlah_kesalahan)} kesalahan. Perbaiki lalu periksa ulang; tidak ada data yang disimpan`, 'IMPOR_ADA_KESALAHAN');
    }
    if (ringkasan.penduduk_baru === 0) throw badRequest('Tidak ada penduduk yang dapat diimpor dari berkas ini', 'IMPOR_ADA_KESALAHAN');
    // Checked again here: two requests may have passed the first check together.
    if (daftar.berjalan(desaId)) throw conflict('IMPOR_BERJALAN', 'Impor lain untuk desa ini sedang berjalan. Tunggu sampai selesai');
    const impor = daftar.mulai(desaId, namaBerkas, ringkasan.penduduk_baru);
    void tulis(impor, hasil, actor);
    return impor;
  }

  async function tulis(impor: ImporPenduduk, hasil: HasilPeriksa, actor: Actor): Promise<void> {
    try {
      const dibuat = await withDesa(app.db, desaId, async (tx) => {
        const t = await tulisImpor(tx, desaId, hasil.kartu, (n) => {
          impor.diproses = n;
        });
        await logActivity(tx, actor, {
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
        });
        return t;
      });
      daftar.akhiri(impor._id, { status: 'selesai', kartu_keluarga_dibuat: dibuat.kartuKeluarga, penduduk_dibuat: dibuat.penduduk });
    } catch (err) {
      log(err);
      daftar.akhiri(impor._id, { status: 'gagal', diproses: 0, pesan: alasanGagal(err) });
    }
  }

  function get(id: string): ImporPenduduk {
    const impor = isUuid(id) ? daftar.get(desaId, id) : undefined;
    if (!impor) throw notFound(IMPOR_TIDAK_DITEMUKAN);
    return impor;
  }

  return { periksa, mulai, get, terakhir: (): ImporPenduduk | null => daftar.terakhir(desaId) ?? null, templat: async () => ({ namaBerkas: NAMA_TEMPLAT, isi: await buatTemplat() }) };
}

/** Why a write failed, for the clerk: a NIK or card taken meanwhile, the disk, or something else. */
function alasanGagal(err: unknown): string {
  const suffix = ' Tidak ada data yang disimpan.';
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
