// What a NIK and a No. KK say (issue 13), written once for the server and the forms. A NIK is
// PP KK CC DD MM YY SSSS: province, regency, district (kecamatan) of issue, the birth date with 40
// added to the day for women, and a serial. A No. KK is 16 digits whose first 6 are a district too.
//
// Error (refused, 400 NIK_TANGGAL_TIDAK_VALID on `nik`): the date part is not a date of the calendar.
// Warnings (shown, never blocking; docs/decisions.md "NIK and No. KK that mean something"): the date
// or the sex disagrees with the record, serial 0000, a region not on the official list (server only:
// the list lives on the server), a possible duplicate (server only).
import type { JenisKelamin } from './enums';
import { DIGITS_16 } from './format';
import { tanggalAda, uraiTempatTanggalLahir } from './lahir';

export interface NikTerurai {
  /** 2-digit codes as the official list writes them. */
  provinsi: string;
  /** 'PP.KK' */
  kabupaten: string;
  /** 'PP.KK.CC' */
  kecamatan: string;
  /** YYYY-MM-DD: the century is the most recent one that puts the date on or before "today". */
  tanggalLahir: string;
  /** The digits of the date as written in the NIK, without the 40: 'DD-MM-YY'. */
  tanggalNik: string;
  jenisKelamin: JenisKelamin;
  nomorUrut: string;
}

/** Why the date part of a NIK is impossible: each has its own sentence. */
export const NIK_ERROR_MESSAGES = {
  hari: 'NIK tidak valid: tanggal lahir pada digit 7-8 harus 01-31 (laki-laki) atau 41-71 (perempuan)',
  bulan: 'NIK tidak valid: bulan lahir pada digit 9-10 harus 01-12',
  tanggal: 'NIK tidak valid: tanggal lahir pada digit 7-12 bukan tanggal yang ada',
} as const;

export type NikError = { kode: keyof typeof NIK_ERROR_MESSAGES; pesan: string };

const pad2 = (n: number) => String(n).padStart(2, '0');

function isoHariIni(hariIni: Date | string): string {
  if (typeof hariIni === 'string') return hariIni;
  return `${hariIni.getFullYear()}-${pad2(hariIni.getMonth() + 1)}-${pad2(hariIni.getDate())}`;
}

/**
 * The birth year of a 2-digit year: the most recent year ending in those digits whose date (day,
 * month) exists and is not after `hariIni` (YYYY-MM-DD or a Date read in local time). 29-02-00 is
 * 2000; 29-02-01 exists in no year ending in 01 (undefined).
 */
export function tahunLahirNik(yy: number, bulan: number, hari: number, hariIni: Date | string = new Date()): number | undefined {
  const today = isoHariIni(hariIni);
  const tahunIni = Number(today.slice(0, 4));
  let tahun = tahunIni - (((tahunIni % 100) - yy + 100) % 100);
  // At most two tries reach a past date; a third covers 29 February across 1900/2000 (1900 is not leap).
  for (let i = 0; i < 3; i++, tahun -= 100) {
    if (!tanggalAda(tahun, bulan, hari)) continue;
    if (`${tahun}-${pad2(bulan)}-${pad2(hari)}` <= today) return tahun;
  }
  return undefined;
}

/**
 * A NIK's parts, or why its date part is impossible. Not 16 digits: undefined for both (the format is
 * the contract's check, 'NIK harus 16 digit angka').
 */
export function uraiNik(nik: string, hariIni: Date | string = new Date()): { nik: NikTerurai; error?: undefined } | { nik?: undefined; error: NikError } | undefined {
  if (!DIGITS_16.test(nik)) return undefined;
  const dd = Number(nik.slice(6, 8));
  const bulan = Number(nik.slice(8, 10));
  const yy = Number(nik.slice(10, 12));
  const perempuan = dd > 40;
  const hari = perempuan ? dd - 40 : dd;
  const galat = (kode: NikError['kode']) => ({ error: { kode, pesan: NIK_ERROR_MESSAGES[kode] } });
  if (hari < 1 || hari > 31) return galat('hari');
  if (bulan < 1 || bulan > 12) return galat('bulan');
  const tahun = tahunLahirNik(yy, bulan, hari, hariIni);
  if (tahun === undefined) return galat('tanggal');
  return {
    nik: {
      provinsi: nik.slice(0, 2),
      kabupaten: `${nik.slice(0, 2)}.${nik.slice(2, 4)}`,
      kecamatan: `${nik.slice(0, 2)}.${nik.slice(2, 4)}.${nik.slice(4, 6)}`,
      tanggalLahir: `${tahun}-${pad2(bulan)}-${pad2(hari)}`,
      tanggalNik: `${pad2(hari)}-${pad2(bulan)}-${pad2(yy)}`,
      jenisKelamin: perempuan ? 'Perempuan' : 'Laki laki',
      nomorUrut: nik.slice(12, 16),
    },
  };
}

/** The error of a NIK's date part (refused on every save of a NIK new to its record), or undefined. */
export function nikError(nik: string): NikError | undefined {
  return uraiNik(nik)?.error;
}

/** The same as a list (empty when the NIK is acceptable or not 16 digits). */
export function nikErrors(nik: string): NikError[] {
  const e = nikError(nik);
  return e ? [e] : [];
}

/** The district code (PP.KK.CC) of a No. KK, or undefined when it is not 16 digits. */
export function kecamatanNoKk(noKk: string): string | undefined {
  return DIGITS_16.test(noKk) ? `${noKk.slice(0, 2)}.${noKk.slice(2, 4)}.${noKk.slice(4, 6)}` : undefined;
}

/** A warning beside a field: shown, never blocking (the clerk confirms by saving). */
export interface PeringatanData {
  field: 'nik' | 'no_kk' | 'tempat_tanggal_lahir' | 'jenis_kelamin' | 'nama_lengkap';
  kode: KodePeringatan;
  pesan: string;
  /** The other record, for a duplicate in this village: '/penduduk/{id}/d'. */
  tautan?: string;
}

/** The contract's PeringatanKode (openapi.yaml), checked against the generated types in nik.test.ts. */
export const KODE_PERINGATAN = [
  'NIK_TANGGAL_BEDA',
  'NIK_JENIS_KELAMIN_BEDA',
  'NIK_NOMOR_URUT_NOL',
  'NIK_WILAYAH_TIDAK_DIKENAL',
  'NO_KK_WILAYAH_TIDAK_DIKENAL',
  'DUPLIKAT_DESA_INI',
  'DUPLIKAT_DESA_LAIN',
] as const;
export type KodePeringatan = (typeof KODE_PERINGATAN)[number];

/** The warnings' sentences (Indonesian), one place for the server's answer and the forms. */
export const PERINGATAN_MESSAGES = {
  tanggalBeda: (tanggalNik: string) => `Tanggal lahir menurut NIK adalah ${tanggalNik} (DD-MM-YY), berbeda dengan tanggal lahir yang diisi`,
  jenisKelaminBeda: (jk: JenisKelamin) =>
    `NIK menunjukkan jenis kelamin ${jk === 'Perempuan' ? 'Perempuan (tanggal ditambah 40)' : 'Laki-laki'}, berbeda dengan jenis kelamin yang dipilih`,
  nomorUrutNol: 'Nomor urut NIK (4 digit terakhir) 0000 tidak pernah diterbitkan',
  wilayahNik: (kode: string) => `Kode wilayah NIK ${kode} tidak ada dalam daftar wilayah resmi`,
  wilayahNoKk: (kode: string) => `Kode wilayah Nomor KK ${kode} tidak ada dalam daftar wilayah resmi`,
  duplikatDesaIni: (nama: string, nik: string) =>
    `Mungkin orang yang sama: ${nama} (NIK ${nik}) dengan nama, tempat dan tanggal lahir yang sama sudah terdaftar di desa ini`,
  duplikatDesaLain: (desa: string) =>
    `Mungkin orang yang sama: penduduk dengan nama, tempat dan tanggal lahir yang sama terdaftar di Desa ${desa}`,
} as const;

/** What the record says, to compare with the NIK. */
export interface DataLahir {
  /** The form's 'Tempat Tanggal Lahir' text (its date is read from its end), or an ISO date. */
  tempatTanggalLahir?: string;
  tanggalLahir?: string;
  jenisKelamin?: string;
}

/**
 * The warnings a NIK raises against the record: date and sex disagreeing, serial 0000, and, when
 * `wilayahDikenal` is given (the server: the official list), a district not on the list. Nothing for
 * a NIK that is not 16 digits or whose date is impossible (that is the error's to say).
 */
export function nikWarnings(nik: string, data: DataLahir, wilayahDikenal?: (kecamatan: string) => boolean): PeringatanData[] {
  const urai = uraiNik(nik);
  if (!urai?.nik) return [];
  const n = urai.nik;
  const out: PeringatanData[] = [];
  const tanggal = data.tanggalLahir ?? (data.tempatTanggalLahir !== undefined ? uraiTempatTanggalLahir(data.tempatTanggalLahir)?.tanggal : undefined);
  // Day, month and the 2-digit year: the century is the NIK's guess, so it is not compared.
  if (tanggal && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(tanggal)) {
    const [y, m, d] = tanggal.split('-') as [string, string, string];
    if (`${d}-${m}-${y.slice(2)}` !== n.tanggalNik) out.push({ field: 'tempat_tanggal_lahir', kode: 'NIK_TANGGAL_BEDA', pesan: PERINGATAN_MESSAGES.tanggalBeda(n.tanggalNik) });
  }
  if ((data.jenisKelamin === 'Laki laki' || data.jenisKelamin === 'Perempuan') && data.jenisKelamin !== n.jenisKelamin) {
    out.push({ field: 'jenis_kelamin', kode: 'NIK_JENIS_KELAMIN_BEDA', pesan: PERINGATAN_MESSAGES.jenisKelaminBeda(n.jenisKelamin) });
  }
  if (n.nomorUrut === '0000') out.push({ field: 'nik', kode: 'NIK_NOMOR_URUT_NOL', pesan: PERINGATAN_MESSAGES.nomorUrutNol });
  if (wilayahDikenal && !wilayahDikenal(n.kecamatan)) out.push({ field: 'nik', kode: 'NIK_WILAYAH_TIDAK_DIKENAL', pesan: PERINGATAN_MESSAGES.wilayahNik(n.kecamatan) });
  return out;
}

/** A No. KK's warning: its district is not on the official list (server only, as for the NIK). */
export function noKkWarnings(noKk: string, wilayahDikenal: (kecamatan: string) => boolean): PeringatanData[] {
  const kode = kecamatanNoKk(noKk);
  return kode && !wilayahDikenal(kode) ? [{ field: 'no_kk', kode: 'NO_KK_WILAYAH_TIDAK_DIKENAL', pesan: PERINGATAN_MESSAGES.wilayahNoKk(kode) }] : [];
}

/**
 * Whether a save of `nik` must pass the date check: always on create; on an edit only when the NIK is
 * not the stored one (a record saved before the check keeps its NIK and stays editable).
 */
export function nikPerluDiperiksa(nik: string, nikTersimpan?: string | null): boolean {
  return nikTersimpan === undefined || nikTersimpan === null || nik !== nikTersimpan;
}
