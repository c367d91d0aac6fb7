/**
 * What a letter is made of (issue 36), gathered for susunKontenSurat of @sid/openapi/domain: the kind
 * with the village's wording, the person (a resident, or the record of a spec letter), the extra fields
 * checked, the official, the village and whether the regency's logo is there.
 */
import type { DbOrTx } from '../db/client.js';
import type { Schemas } from '../contract.js';
import { adaLogo, bacaPenomoran, satuJenis, satuPejabat, teksDesa, type JenisRow, type PejabatRow } from '../data/surat-jenis.js';
import { bacaSumber, type DataSumber } from '../data/surat-sumber.js';
import { findPenduduk, PENDUDUK_TIDAK_DITEMUKAN } from '../data/penduduk.js';
import { findDesa, type DesaRow } from '../data/desa.js';
import { badRequest, notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import { FORMAT_NOMOR_BAWAAN, periksaIsianSurat, type KolomPendudukSurat, type MasalahSurat, type MasukanKontenSurat } from '@sid/openapi/domain/surat';
import { tanggalPanjang, tempatTanggalLahirTeks } from '@sid/openapi/domain/lahir';
import { JENIS_TIDAK_DITEMUKAN } from './surat-jenis.js';
import { PEJABAT_TIDAK_DITEMUKAN } from './surat-pengaturan.js';

const SUMBER_TIDAK_DITEMUKAN = { kelahiran: 'Data kelahiran tidak ditemukan', kematian: 'Data kematian tidak ditemukan', penduduk_keluar: 'Data penduduk keluar tidak ditemukan' } as const;
/** Statuses a resident's letter may be issued for: still living in the village. */
const MASIH_DI_DESA = new Set(['', 'penduduk_masuk']);

export interface BahanSurat {
  jenis: JenisRow;
  masukan: Omit<MasukanKontenSurat, 'nomor' | 'kode_verifikasi' | 'url_verifikasi'>;
  masalahIsian: MasalahSurat[];
  pendudukId: string | null;
  sumberId: string | null;
  nama: string;
  nik: string;
  pejabat: PejabatRow | null;
  desa: DesaRow;
  format: string;
  urutan: 'per_jenis' | 'bersama';
}

const teks = (v: string | null | undefined) => (v === null || v === undefined ? null : v);
const kelamin = (v: string | null | undefined) => (v === 'Laki laki' ? 'Laki-laki' : teks(v));
/** Citizenship as a letter prints it: the record's WNI / WNA (a person's, or a move-out's own) spelled out. */
const kewarganegaraanTeks = (v: string | null | undefined): string => (v === 'WNA' ? 'Warga Negara Asing' : v && v !== 'WNI' ? v : 'Indonesia');

function orangDariPenduduk(p: Schemas['Penduduk'], kewarganegaraan: string | null | undefined = p.kewarganegaraan): Partial<Record<KolomPendudukSurat, string | null>> {
  return {
    nama_lengkap: p.nama_lengkap,
    nik: p.nik,
    no_kk: p.keluarga_dari?.no_kk ?? null,
    tempat_lahir: p.tempat_lahir ?? null,
    tanggal_lahir: p.tanggal_lahir ? tanggalPanjang(p.tanggal_lahir) : null,
    tempat_tanggal_lahir: p.tanggal_lahir ? tempatTanggalLahirTeks(p.tempat_lahir, p.tanggal_lahir) : teks(p.tempat_tanggal_lahir),
    umur: teks(p.umur),
    jenis_kelamin: kelamin(p.jenis_kelamin),
    agama: teks(p.agama),
    pekerjaan: teks(p.pekerjaan),
    status_perkawinan: teks(p.status_perkawinan),
    pendidikan_terakhir: teks(p.pendidikan_terakhir),
    kewarganegaraan: kewarganegaraanTeks(kewarganegaraan),
    alamat: p.alamat_desa?.teks?.trim() || teks(p.alamat_asal),
  };
}

function orangDariBayi(b: NonNullable<DataSumber['bayi']>): Partial<Record<KolomPendudukSurat, string | null>> {
  return {
    nama_lengkap: b.nama,
    nik: b.nik,
    tempat_lahir: b.tempatLahir,
    tanggal_lahir: b.tanggalLahir ? tanggalPanjang(b.tanggalLahir) : null,
    tempat_tanggal_lahir: b.tanggalLahir ? tempatTanggalLahirTeks(b.tempatLahir, b.tanggalLahir) : null,
    jenis_kelamin: kelamin(b.jenisKelamin),
    agama: b.agama,
    kewarganegaraan: 'Indonesia',
  };
}

/** A `{sumber.*}` value as printed: dates long. */
const tampilSumber = (nama: string, v: string | null) => (v && /^(tanggal_|meninggalkan_)/.test(nama) ? tanggalPanjang(v) : v);

/** Everything a preview or an issue of `body` needs; 404 for an unknown kind, person, record or official. */
export async function kumpulkanBahan(db: DbOrTx, desaId: string, body: Schemas['SuratInput'], tanggal: string): Promise<BahanSurat> {
  const jenis = await satuJenis(db, body.jenis_id);
  if (!jenis) throw notFound(JENIS_TIDAK_DITEMUKAN);
  const [teksVillage, desa, penomoran, logo] = await Promise.all([teksDesa(db, desaId), findDesa(db, desaId), bacaPenomoran(db, desaId), adaLogo(db)]);
  if (!desa) throw notFound('Desa tidak ditemukan');

  let orang: Partial<Record<KolomPendudukSurat, string | null>>;
  let sumber: Record<string, string | null> = {};
  let pendudukId: string | null = null;
  let sumberId: string | null = null;
  if (jenis.sumber) {
    if (!body.sumber_id) throw badRequest(`sumber_id wajib diisi: ${jenis.judul} diterbitkan dari datanya`);
    if (body.penduduk_id) throw badRequest(`penduduk_id tidak dipakai untuk ${jenis.judul}: penduduk dibaca dari sumber_id`);
    const missing = SUMBER_TIDAK_DITEMUKAN[jenis.sumber];
    const data = await bacaSumber(db, desaId, jenis.sumber, idOr404(body.sumber_id, missing));
    if (!data) throw notFound(missing);
    sumberId = body.sumber_id;
    sumber = Object.fromEntries(Object.entries(data.nilai).map(([k, v]) => [k, tampilSumber(k, v)]));
    if (data.bayi) {
      orang = orangDariBayi(data.bayi);
    } else {
      const p = data.pendudukId ? await findPenduduk(db, desaId, data.pendudukId) : undefined;
      if (!p) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
      pendudukId = p._id;
      orang = orangDariPenduduk(p, data.kewarganegaraan ?? p.kewarganegaraan);
    }
  } else {
    if (!body.penduduk_id) throw badRequest('penduduk_id wajib diisi: pilih penduduk yang dibuatkan surat');
    if (body.sumber_id) throw badRequest(`sumber_id tidak dipakai untuk ${jenis.judul}`);
    const p = await findPenduduk(db, desaId, idOr404(body.penduduk_id, PENDUDUK_TIDAK_DITEMUKAN));
    if (!p) throw notFound(PENDUDUK_TIDAK_DITEMUKAN);
    if (!MASIH_DI_DESA.has(p.status_penduduk ?? '')) throw badRequest(`penduduk_id: ${jenis.judul} hanya dapat dibuat untuk penduduk yang masih tinggal di desa`);
    pendudukId = p._id;
    orang = orangDariPenduduk(p);
  }

  let pejabat: PejabatRow | null = null;
  if (body.pejabat_id) {
    pejabat = (await satuPejabat(db, desaId, idOr404(body.pejabat_id, PEJABAT_TIDAK_DITEMUKAN))) ?? null;
    if (!pejabat) throw notFound(PEJABAT_TIDAK_DITEMUKAN);
    if (!pejabat.aktif) throw badRequest(`pejabat_id: ${pejabat.nama} tidak lagi aktif sebagai penandatangan`);
  }
  const { nilai, masalah } = periksaIsianSurat(jenis.isian, body.isian ?? {});
  const isi = teksVillage.get(jenis.id) ?? jenis.isi;
  return {
    jenis,
    masukan: {
      jenis: { judul: jenis.judul, data_penduduk: jenis.dataPenduduk, isian: jenis.isian, isi, sumber: jenis.sumber ?? null },
      orang,
      sumber,
      isian: nilai,
      pejabat: pejabat && { nama: pejabat.nama, jabatan: pejabat.jabatan, nip: pejabat.nip, bentuk: pejabat.bentuk, atas_nama: pejabat.atasNama, untuk_beliau: pejabat.untukBeliau },
      desa: { nama_desa: desa.namaDesa, kecamatan: desa.kecamatan, kabupaten: desa.kabupaten, provinsi: desa.provinsi, alamat_kantor: desa.alamatKantor, kode_pos: desa.kodePos },
      tanggal,
      ada_logo: logo,
    },
    masalahIsian: masalah.filter((m) => !m.pesan.endsWith('wajib diisi')),
    pendudukId,
    sumberId,
    nama: orang.nama_lengkap ?? '',
    nik: orang.nik ?? '',
    pejabat,
    desa,
    format: penomoran.format.get(jenis.id) ?? FORMAT_NOMOR_BAWAAN,
    urutan: penomoran.urutan,
  };
}
