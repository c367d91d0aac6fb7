// The family card's columns beyond the spec (issue 35): parents, blood type, date of marriage,
// citizenship with a WNA's documents, disability. Their rules are written once here, for the server
// (domain/data-kk.ts turns the first error into a 400), the forms (yup tests of @sid/openapi/rules) and
// the import (server/src/impor/kolom-kk.ts). The lists are in enums.ts (equal to the contract's enums).
import { DIGITS_16, FORMAT_16_DIGIT_MESSAGES } from './format';
import { ORANG_TUA_MESSAGES } from './kelahiran';
import { GOLONGAN_DARAH, type Disabilitas, type GolonganDarah, type Kewarganegaraan } from './enums';
import type { components } from '../schema';

type Penduduk = components['schemas']['Penduduk'];

/** What a record without the column has: the KK form's own 'Tidak Tahu', and WNI. */
export const GOLONGAN_DARAH_BAWAAN: GolonganDarah = 'Tidak Tahu';
export const KEWARGANEGARAAN_BAWAAN: Kewarganegaraan = 'WNI';

/** A record's KK columns when nothing is known: what a create without them, and a record made before, holds. */
export const DATA_KK_KOSONG = {
  nama_ayah: '',
  nik_ayah: null,
  nama_ibu: '',
  nik_ibu: null,
  golongan_darah: GOLONGAN_DARAH_BAWAAN,
  tanggal_perkawinan: null,
  kewarganegaraan: KEWARGANEGARAAN_BAWAAN,
  no_paspor: '',
  no_kitas_kitap: '',
  disabilitas: null,
} as const satisfies Pick<
  Penduduk,
  'nama_ayah' | 'nik_ayah' | 'nama_ibu' | 'nik_ibu' | 'golongan_darah' | 'tanggal_perkawinan' | 'kewarganegaraan' | 'no_paspor' | 'no_kitas_kitap' | 'disabilitas'
>;

/** The KK form's labels of the Permendagri 118/2017 disability codes. */
export const DISABILITAS_LABEL: Record<Disabilitas, string> = {
  '1': 'Cacat Fisik',
  '2': 'Cacat Netra/Buta',
  '3': 'Cacat Rungu/Wicara',
  '4': 'Cacat Mental/Jiwa',
  '5': 'Cacat Fisik dan Mental',
  '6': 'Cacat Lainnya',
};

/** 'Cacat Fisik' of '1'; '-' for none (as the KK prints an empty column). */
export function labelDisabilitas(kode: string | null | undefined): string {
  return kode ? ((DISABILITAS_LABEL as Record<string, string>)[kode] ?? kode) : '-';
}

/** The disability of a label or a code as a clerk writes it ('Cacat Fisik', '1', 'fisik'), or undefined. */
export function disabilitasDari(teks: string): Disabilitas | undefined {
  const t = teks.trim().toLowerCase();
  for (const [kode, label] of Object.entries(DISABILITAS_LABEL) as Array<[Disabilitas, string]>) {
    if (t === kode || t === label.toLowerCase() || t === label.toLowerCase().replace(/^cacat /, '')) return kode;
  }
  return undefined;
}

/** The blood type as written ('ab+', 'AB +', 'tidak tahu', '-'), or undefined when it is none of the list. */
export function golonganDarahDari(teks: string): GolonganDarah | undefined {
  const t = teks.replace(/\s+/g, '').toUpperCase();
  if (t === '' || t === '-' || t === 'TIDAKTAHU' || t === 'TDKTAHU') return GOLONGAN_DARAH_BAWAAN;
  return GOLONGAN_DARAH.find((g) => g === t);
}

/** The fields the rules below speak of. */
export type FieldDataKk = 'nik_ayah' | 'nik_ibu' | 'tanggal_perkawinan' | 'no_paspor' | 'no_kitas_kitap';

export const DATA_KK_MESSAGES = {
  tanggalPerkawinanBukanKawin: 'Tanggal perkawinan hanya diisi untuk status Kawin',
  tanggalPerkawinanSebelumLahir: 'Tanggal perkawinan tidak boleh sebelum tanggal lahir',
  pasporWajib: 'Nomor paspor wajib diisi untuk WNA',
  kitasWajib: 'Nomor KITAS/KITAP wajib diisi untuk WNA',
  pasporBukanWna: 'Nomor paspor hanya diisi untuk WNA',
  kitasBukanWna: 'Nomor KITAS/KITAP hanya diisi untuk WNA',
  nikAyahFormat: FORMAT_16_DIGIT_MESSAGES.nik_ayah,
  nikIbuFormat: FORMAT_16_DIGIT_MESSAGES.nik_ibu,
  nikAyahSendiri: 'NIK Ayah tidak boleh sama dengan NIK penduduk ini',
  nikIbuSendiri: 'NIK Ibu tidak boleh sama dengan NIK penduduk ini',
  nikAyahIbuSama: ORANG_TUA_MESSAGES.nikSama,
} as const;

/** The KK columns of a record as the rules read them (text as typed; '' and null are "none"). */
export interface DataKk {
  nik?: string | null;
  tanggal_lahir?: string | null;
  status_perkawinan?: string | null;
  nik_ayah?: string | null;
  nik_ibu?: string | null;
  tanggal_perkawinan?: string | null;
  kewarganegaraan?: string | null;
  no_paspor?: string | null;
  no_kitas_kitap?: string | null;
}

export interface KesalahanDataKk {
  field: FieldDataKk;
  pesan: string;
}

const ada = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * What is wrong with a record's KK columns, in the form's order (empty when nothing):
 * - a date of marriage only for Kawin, and not before the birth date;
 * - a WNA has both a passport and a KITAS/KITAP number; a WNI has neither;
 * - a parent's NIK is 16 digits, not the person's own, and the two parents' differ.
 */
export function kesalahanDataKk(v: DataKk): KesalahanDataKk[] {
  const out: KesalahanDataKk[] = [];
  const nik = v.nik?.trim();
  for (const [field, format, sendiri] of [
    ['nik_ayah', DATA_KK_MESSAGES.nikAyahFormat, DATA_KK_MESSAGES.nikAyahSendiri],
    ['nik_ibu', DATA_KK_MESSAGES.nikIbuFormat, DATA_KK_MESSAGES.nikIbuSendiri],
  ] as const) {
    const nilai = v[field];
    if (!ada(nilai)) continue;
    if (!DIGITS_16.test(nilai.trim())) out.push({ field, pesan: format });
    else if (nilai.trim() === nik) out.push({ field, pesan: sendiri });
    else if (field === 'nik_ibu' && ada(v.nik_ayah) && v.nik_ayah.trim() === nilai.trim()) out.push({ field, pesan: DATA_KK_MESSAGES.nikAyahIbuSama });
  }
  if (ada(v.tanggal_perkawinan)) {
    if (v.status_perkawinan !== 'Kawin') out.push({ field: 'tanggal_perkawinan', pesan: DATA_KK_MESSAGES.tanggalPerkawinanBukanKawin });
    else if (ada(v.tanggal_lahir) && v.tanggal_perkawinan < v.tanggal_lahir) out.push({ field: 'tanggal_perkawinan', pesan: DATA_KK_MESSAGES.tanggalPerkawinanSebelumLahir });
  }
  const wna = v.kewarganegaraan === 'WNA';
  if (wna && !ada(v.no_paspor)) out.push({ field: 'no_paspor', pesan: DATA_KK_MESSAGES.pasporWajib });
  if (!wna && ada(v.no_paspor)) out.push({ field: 'no_paspor', pesan: DATA_KK_MESSAGES.pasporBukanWna });
  if (wna && !ada(v.no_kitas_kitap)) out.push({ field: 'no_kitas_kitap', pesan: DATA_KK_MESSAGES.kitasWajib });
  if (!wna && ada(v.no_kitas_kitap)) out.push({ field: 'no_kitas_kitap', pesan: DATA_KK_MESSAGES.kitasBukanWna });
  return out;
}
