/**
 * Layanan Surat's settings (issue 36): the village's officials who sign (kept by its Super Admin), its
 * numbering (shared or per-kind sequence, a format per kind, checked by parseFormatNomor of
 * @sid/openapi/domain) and the regency's logo on every letterhead.
 */
import type { KabupatenContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { bacaLogo, bacaPenomoran, daftarPejabat, satuJenis, satuPejabat, semuaJenis, simpanFormat, simpanLogo, simpanUrutan, tambahPejabat, ubahPejabat, type JenisRow, type PejabatRow } from '../data/surat-jenis.js';
import { lanjutkanNomorUrut, nomorUrutBerikut } from '../data/surat.js';
import { findDesa } from '../data/desa.js';
import { logActivity, logKabupatenActivity, type Actor } from '../data/activity-log.js';
import { AppError, badRequest, notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import type { AcceptedUpload } from '../lib/files.js';
import { FORMAT_NOMOR_BAWAAN, parseFormatNomor, renderNomor } from '@sid/openapi/domain/surat';
import { JENIS_TIDAK_DITEMUKAN } from './surat-jenis.js';

export const PEJABAT_TIDAK_DITEMUKAN = 'Pejabat penandatangan tidak ditemukan';
/** The logo is small: a letterhead's image. */
export const LOGO_MAKS_BYTE = 1024 * 1024;

export function pejabatDto(r: PejabatRow): Schemas['PejabatSurat'] {
  return {
    _id: r.id,
    nama: r.nama,
    jabatan: r.jabatan,
    nip: r.nip,
    bentuk: r.bentuk,
    atas_nama: r.atasNama,
    untuk_beliau: r.untukBeliau,
    aktif: r.aktif,
    urutan: r.urutan,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function nilaiPejabat(body: Schemas['PejabatSuratInput']) {
  const rapi = (s: string | null | undefined) => {
    const t = (s ?? '').trim().replace(/\s+/g, ' ');
    return t === '' ? null : t;
  };
  const nip = (body.nip ?? '').replace(/\s+/g, '');
  if (nip !== '' && !/^[0-9]{18}$/.test(nip)) throw badRequest('nip: NIP harus 18 digit angka');
  return {
    nama: rapi(body.nama) ?? '',
    jabatan: rapi(body.jabatan) ?? '',
    nip: nip === '' ? null : nip,
    bentuk: body.bentuk,
    atasNama: body.bentuk === 'langsung' ? null : rapi(body.atas_nama),
    untukBeliau: body.bentuk === 'ub' ? rapi(body.untuk_beliau) : null,
    aktif: body.aktif ?? true,
    urutan: body.urutan ?? 0,
  };
}

/** The sequence a kind's letters take their numbers from: its own, or the village's shared one (''). */
export const kunciUrut = (urutan: 'per_jenis' | 'bersama', jenisId: string) => (urutan === 'bersama' ? '' : jenisId);

/** The number of a letter of kind `jenis` with sequence `seq` on `tanggal`, or null when the format needs the village code it lacks. */
export function nomorSurat(format: string, jenis: Pick<JenisRow, 'kodeKlasifikasi'>, seq: number, kodeDesa: string | null, tanggal: string): string | null {
  if (kodeDesa === null && format.includes('{kode_desa}')) return null;
  return renderNomor(format, { kode: jenis.kodeKlasifikasi, seq, kodeDesa: kodeDesa ?? '', tanggal });
}

export function pengaturanSuratService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  const daftar = async () => (await daftarPejabat(db, desaId)).map(pejabatDto);

  async function tambah(body: Schemas['PejabatSuratInput'], actor: Actor) {
    const row = await tambahPejabat(db, desaId, nilaiPejabat(body));
    await logActivity(db, actor, { activityName: `Menambahkan pejabat penandatangan ${row.nama}`, entity: 'surat_pejabat', entityId: row.id, after: pejabatDto(row) });
    return pejabatDto(row);
  }

  async function ubah(id: string, body: Schemas['PejabatSuratInput'], actor: Actor) {
    idOr404(id, PEJABAT_TIDAK_DITEMUKAN);
    const before = await satuPejabat(db, desaId, id, true);
    if (!before) throw notFound(PEJABAT_TIDAK_DITEMUKAN);
    const row = await ubahPejabat(db, id, nilaiPejabat(body));
    await logActivity(db, actor, { activityName: `Memperbarui pejabat penandatangan ${row.nama}`, entity: 'surat_pejabat', entityId: id, before: pejabatDto(before), after: pejabatDto(row) });
    return pejabatDto(row);
  }

  async function penomoran(tx: DbOrTx = db, tanggal: string): Promise<Schemas['PenomoranSurat']> {
    const [{ urutan, format }, jenis, desa] = await Promise.all([bacaPenomoran(tx, desaId), semuaJenis(tx), findDesa(tx, desaId)]);
    const tahun = Number(tanggal.slice(0, 4));
    const hasil = [];
    for (const j of jenis) {
      const f = format.get(j.id) ?? FORMAT_NOMOR_BAWAAN;
      const seq = await nomorUrutBerikut(tx, desaId, tahun, kunciUrut(urutan, j.id));
      hasil.push({ jenis_id: j.id, judul: j.judul, kode_klasifikasi: j.kodeKlasifikasi, format: f, urut_berikutnya: seq, berikutnya: nomorSurat(f, j, seq, desa?.kodeWilayah ?? null, tanggal) ?? 'Kode wilayah desa belum diisi' });
    }
    return { urutan, format_bawaan: FORMAT_NOMOR_BAWAAN, jenis: hasil };
  }

  async function simpanPenomoran(body: Schemas['PenomoranSuratInput'], tanggal: string, actor: Actor) {
    const sebelum = await penomoran(db, tanggal);
    for (const f of body.format ?? []) {
      const r = parseFormatNomor(f.format);
      if ('masalah' in r) throw badRequest(`format: ${r.masalah}`);
      if (!(await satuJenis(db, f.jenis_id))) throw notFound(JENIS_TIDAK_DITEMUKAN);
    }
    if (body.urutan) await simpanUrutan(db, desaId, body.urutan);
    if (body.urutan && body.urutan !== sebelum.urutan) {
      const kunci = body.urutan === 'bersama' ? [''] : sebelum.jenis.map((j) => j.jenis_id);
      await lanjutkanNomorUrut(db, desaId, Number(tanggal.slice(0, 4)), kunci);
    }
    for (const f of body.format ?? []) await simpanFormat(db, desaId, f.jenis_id, f.format.trim());
    const sesudah = await penomoran(db, tanggal);
    await logActivity(db, actor, { activityName: 'Mengubah penomoran surat', entity: 'surat_penomoran', entityId: desaId, before: sebelum, after: sesudah });
    return sesudah;
  }

  return { daftar, tambah, ubah, penomoran: (tanggal: string) => penomoran(db, tanggal), simpanPenomoran };
}

/** The regency's logo: uploaded once by the Admin Kabupaten, printed on every village's letterhead. */
export async function simpanLogoKabupaten(ctx: KabupatenContext, upload: AcceptedUpload, actor: Actor): Promise<void> {
  if (upload.size > LOGO_MAKS_BYTE) throw new AppError(413, 'FILE_TOO_LARGE', 'Logo paling besar 1 MB');
  await simpanLogo(ctx.db, upload.mime, upload.buffer);
  await logKabupatenActivity(ctx.db, actor, { activityName: 'Mengunggah logo kabupaten untuk kop surat', entity: 'surat_logo', entityId: '1', after: { tipe: upload.mime, ukuran: upload.size } });
}

export async function logoKabupaten(db: DbOrTx): Promise<{ tipe: string; isi: Buffer }> {
  const logo = await bacaLogo(db);
  if (!logo) throw notFound('Logo kabupaten belum diunggah');
  return logo;
}
