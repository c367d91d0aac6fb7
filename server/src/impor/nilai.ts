/**
 * A cell's value as the registry holds it: the choice columns matched to the contract's lists
 * (case, spaces and punctuation ignored; the spellings clerks and OpenSID use; OpenSID's numeric
 * codes, which follow Dukcapil's order as our lists do), and dates from a date cell, an Excel serial
 * number or text.
 */
import { AGAMA, JENIS_KELAMIN, PEKERJAAN, PENDIDIKAN_TERAKHIR, POSISI_DALAM_KELUARGA, STATUS_PERKAWINAN } from '@sid/openapi/domain';
import { uraiTempatTanggalLahir } from '@sid/openapi/domain/lahir';
import { normal } from './kolom.js';
import type { Sel } from './berkas.js';

/** Matches a value to one of `list`: by its normalised text, a synonym, or (OpenSID) its 1-based code. */
function pencocok<T extends string>(list: readonly T[], sinonim: Record<string, T>) {
  const peta = new Map<string, T>(list.map((v) => [normal(v), v]));
  for (const [k, v] of Object.entries(sinonim)) peta.set(k, v);
  return (teks: string, kode: boolean): T | undefined => {
    const n = normal(teks);
    if (kode && /^[0-9]{1,3}$/.test(n)) return list[Number(n) - 1];
    return peta.get(n);
  };
}

export const PENCOCOK = {
  jenis_kelamin: pencocok(JENIS_KELAMIN, { lakilaki: 'Laki laki', laki: 'Laki laki', l: 'Laki laki', lk: 'Laki laki', pria: 'Laki laki', p: 'Perempuan', pr: 'Perempuan', wanita: 'Perempuan' }),
  agama: pencocok(AGAMA, {
    katholik: 'Katolik',
    kristenkatolik: 'Katolik',
    protestan: 'Kristen',
    kristenprotestan: 'Kristen',
    budha: 'Buddha',
    budda: 'Buddha',
    khonghucu: 'Konghucu',
    konghuchu: 'Konghucu',
    khonghuchu: 'Konghucu',
    kepercayaanterhadaptuhanyme: 'Kepercayaan',
    kepercayaankepadatuhanyme: 'Kepercayaan',
    kepercayaanterhadaptuhanyangmahaesa: 'Kepercayaan',
  }),
  status_perkawinan: pencocok(STATUS_PERKAWINAN, {
    kawintercatat: 'Kawin',
    kawinbelumtercatat: 'Kawin',
    menikah: 'Kawin',
    belummenikah: 'Belum Kawin',
    lajang: 'Belum Kawin',
  }),
  pendidikan_terakhir: pencocok(PENDIDIKAN_TERAKHIR, {
    tidaksekolah: 'Tidak/Belum Sekolah',
    belumsekolah: 'Tidak/Belum Sekolah',
    belumtamatsd: 'Belum Tamat SD/Sederajat',
    tidaktamatsd: 'Belum Tamat SD/Sederajat',
    sd: 'Tamat SD/Sederajat',
    tamatsd: 'Tamat SD/Sederajat',
    smp: 'SLTP/Sederajat',
    sltp: 'SLTP/Sederajat',
    mts: 'SLTP/Sederajat',
    sma: 'SLTA/Sederajat',
    smk: 'SLTA/Sederajat',
    slta: 'SLTA/Sederajat',
    ma: 'SLTA/Sederajat',
    d1: 'Diploma I/II',
    d2: 'Diploma I/II',
    diplomai: 'Diploma I/II',
    diplomaii: 'Diploma I/II',
    d3: 'Akademi/Diploma III/Sarjana Muda',
    akademidiplomaiiismuda: 'Akademi/Diploma III/Sarjana Muda',
    diplomaiii: 'Akademi/Diploma III/Sarjana Muda',
    d4: 'Diploma IV/Strata I',
    s1: 'Diploma IV/Strata I',
    strata1: 'Diploma IV/Strata I',
    s2: 'Strata II',
    strata2: 'Strata II',
    s3: 'Strata III',
    strata3: 'Strata III',
  }),
  posisi_dalam_keluarga: pencocok(POSISI_DALAM_KELUARGA, {
    kepala: 'Kepala Keluarga',
    kk: 'Kepala Keluarga',
    kepalakeluarga: 'Kepala Keluarga',
    isteri: 'Istri',
    orangtua: 'Orang Tua',
    familylain: 'Famili Lain',
    famililain: 'Famili Lain',
    lainlain: 'Lainnya',
  }),
} as const;

const PEKERJAAN_NORMAL = new Map(PEKERJAAN.map((v) => [normal(v), v]));

/** Pekerjaan: the list's spelling when it is on the list (or an OpenSID code), otherwise the text as written. */
export function pekerjaan(teks: string, kode: boolean): string {
  if (kode && /^[0-9]{1,3}$/.test(teks.trim())) return PEKERJAAN[Number(teks.trim()) - 1] ?? teks.trim();
  return PEKERJAAN_NORMAL.get(normal(teks)) ?? teks.trim().replace(/\s+/g, ' ');
}

/**
 * Status columns (this product's export, OpenSID's status_dasar): whether the row is someone living
 * in the village. Anyone else (died, moved away, missing) is not imported; the row is skipped.
 */
export function statusTinggal(teks: string): { tinggal: boolean; label: string } {
  const n = normal(teks);
  if (n === '' || n === 'hidup' || n === '1' || n === 'pendudukmasukdesa' || n === 'pendudukmasuk' || n === 'aktif') return { tinggal: true, label: teks };
  const label: Record<string, string> = { '2': 'Mati', '3': 'Pindah', '4': 'Hilang', '5': 'Pergi', '6': 'Tidak Valid' };
  return { tinggal: false, label: label[n] ?? teks.trim() };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A birth date: YYYY-MM-DD, or undefined when the cell holds no date of the calendar. */
export function tanggal(sel: Sel): string | undefined {
  if (sel instanceof Date) {
    // ExcelJS hands a date cell as that day's midnight UTC.
    if (Number.isNaN(sel.getTime())) return undefined;
    return `${sel.getUTCFullYear()}-${pad2(sel.getUTCMonth() + 1)}-${pad2(sel.getUTCDate())}`;
  }
  if (typeof sel === 'number') {
    // An Excel serial day number (a date cell without its format): day 1 is 1900-01-01, with
    // Excel's phantom 29 February 1900, hence the epoch of 30 December 1899.
    if (!Number.isInteger(sel) || sel < 1 || sel > 2958465) return undefined;
    return tanggal(new Date(Date.UTC(1899, 11, 30) + sel * 86_400_000));
  }
  if (typeof sel !== 'string') return undefined;
  return uraiTempatTanggalLahir(sel.trim())?.tanggal;
}
