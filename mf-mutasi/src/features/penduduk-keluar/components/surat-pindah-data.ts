// What the Surat Keterangan Pindah prints, as plain data: the 13 numbered items, the table of the
// family members who go along, the photo rule and the document title. Kept apart from the layout so
// each rule of the spec is tested on its own. Spec §5: a missing value prints as empty text, a
// missing follower count as 0.
import type { Penduduk, PendudukKeluar } from '@sid/openapi';
import { formatTanggalPanjang, teks, terbilang, umurTahun } from '@sid/ui/format';

/** Spec §1: nationality on the moving-out letter is always Indonesia, whatever the statement says. */
export const KEWARGANEGARAAN_SURAT = 'Indonesia';

export interface ItemSurat {
  /** 1..13 */
  nomor: number;
  label: string;
  value: string;
}

export interface BarisAnggota {
  no: number;
  nama_lengkap: string;
  jenis_kelamin: string;
  umur: string;
  status_perkawinan: string;
  pendidikan_terakhir: string;
  nik: string;
  posisi_dalam_keluarga: string;
}

/** The follower count of the statement; 0 when missing or not a number (spec §5). */
export function jumlahPengikut(pengikut: number | string | null | undefined): number {
  const n = typeof pengikut === 'string' ? Number.parseInt(pengikut, 10) : pengikut;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.trunc(n) : 0;
}

/** Item 13: '2 (Dua) Orang', '0 (Nol) Orang': the count, then the count in Indonesian words, capitalised. */
export function pengikutTerbilang(pengikut: number | string | null | undefined): string {
  const n = jumlahPengikut(pengikut);
  return `${n} (${terbilang(n)}) Orang`;
}

/** Item 3: 'Malang, 01 Januari 1980 (Umur 46 Tahun)'; the age part only when the age is known. */
export function tempatTanggalLahirUmur(person: Pick<Penduduk, 'tempat_tanggal_lahir' | 'umur'> | undefined): string {
  const ttl = teks(person?.tempat_tanggal_lahir).trim();
  const umur = umurTahun(person?.umur);
  if (!umur) return ttl;
  return ttl ? `${ttl} (Umur ${umur})` : `(Umur ${umur})`;
}

/** Item 10: 'NIK / 15 Maret 2020'; either side may be empty. */
export function nomorTanggalKtp(nik: string | null | undefined, tanggalKtp: string | null | undefined): string {
  const tanggal = formatTanggalPanjang(tanggalKtp);
  const nomor = teks(nik);
  if (!tanggal) return nomor;
  return `${nomor} / ${tanggal}`;
}

/**
 * The photo box shows the proposer photo only for a real path: a missing one, an empty one, or '//'
 * (what the original app built from a missing file name) shows 'Foto 3x4' instead.
 */
export function adaFotoPengusul(path: string | null | undefined): path is string {
  if (typeof path !== 'string') return false;
  const trimmed = path.trim();
  return trimmed !== '' && trimmed !== '//';
}

/** The 13 numbered items of the letter, about the proposer (the first person of the record). */
export function itemSurat(record: Pick<PendudukKeluar, 'penduduk_keluar_desa' | 'keterangan_keluar_desa'>): ItemSurat[] {
  const p = record.penduduk_keluar_desa[0];
  const k = record.keterangan_keluar_desa;
  const rows: Array<[string, string]> = [
    ['Nama Lengkap', teks(p?.nama_lengkap)],
    ['Jenis Kelamin', teks(p?.jenis_kelamin)],
    ['Tempat/Tgl. Lahir', tempatTanggalLahirUmur(p)],
    ['Kewarganegaraan', KEWARGANEGARAAN_SURAT],
    ['Agama', teks(p?.agama)],
    ['Status Perkawinan', teks(p?.status_perkawinan)],
    ['Pekerjaan', teks(p?.pekerjaan)],
    ['Pendidikan Terakhir', teks(p?.pendidikan_terakhir)],
    // Issue 35: where they lived here (their address in the village), never an incoming family's origin;
    // a record from before the village had its areas keeps the text it had.
    ['Alamat Asal', teks(p?.alamat_desa?.teks || p?.alamat_asal)],
    ['No. KTP / Tanggal KTP', nomorTanggalKtp(p?.nik, k?.tanggal_ktp)],
    ['Alamat Tujuan', teks(k?.alamat_pindah)],
    ['Alasan Pindah', teks(k?.alasan_pindah)],
    ['Jumlah Pengikut', pengikutTerbilang(k?.pengikut)],
  ];
  return rows.map(([label, value], index) => ({ nomor: index + 1, label, value }));
}

/** The table of the other family members: everyone from the second person on, numbered from 1. */
export function barisAnggota(record: Pick<PendudukKeluar, 'penduduk_keluar_desa'>): BarisAnggota[] {
  return record.penduduk_keluar_desa.slice(1).map((p, index) => ({
    no: index + 1,
    nama_lengkap: teks(p.nama_lengkap),
    jenis_kelamin: teks(p.jenis_kelamin),
    umur: umurTahun(p.umur),
    status_perkawinan: teks(p.status_perkawinan),
    pendidikan_terakhir: teks(p.pendidikan_terakhir),
    nik: teks(p.nik),
    posisi_dalam_keluarga: teks(p.posisi_dalam_keluarga),
  }));
}

/** Spec: the PDF's title is 'surat-keterangan-keluar-' plus the first person's full name. */
export function suratPindahDocumentTitle(record: Pick<PendudukKeluar, 'penduduk_keluar_desa'> | undefined): string {
  return `surat-keterangan-keluar-${teks(record?.penduduk_keluar_desa[0]?.nama_lengkap).trim()}`;
}
