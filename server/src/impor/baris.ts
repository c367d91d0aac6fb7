/**
 * One row of an import file -> one resident as the registry would hold it, or its problems. The
 * fields are then held to the same contract schema as the 'Tambah Kartu Keluarga' form's body
 * (KartuKeluargaCreateInput: lengths, the 16 digits, the lists), and the NIK's date to the same rule
 * as every create (nikError, the shared domain): one rule, one place.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { format16DigitMessage, nikError } from '@sid/openapi/domain';
import { tempatTanggalLahirTeks } from '@sid/openapi/domain/lahir';
import type { Schemas } from '../contract.js';
import type { BarisBerkas, Sel } from './berkas.js';
import { LIMIT } from './berkas.js';
import { JUDUL, type Header, type Kolom } from './kolom.js';
import type { DaftarMasalah } from './masalah.js';
import { pekerjaan, PENCOCOK, statusTinggal, tanggal } from './nilai.js';
import { bacaKolomKk } from './kolom-kk.js';

export type CalonPenduduk = Schemas['KartuKeluargaCreateInput'] & { posisi_dalam_keluarga: Schemas['PosisiDalamKeluarga']; tempat_tanggal_lahir: string; baris: number };

/** The row's cell of a column, and the header as the file writes it. */
function sel(row: BarisBerkas, header: Header, kolom: Kolom): { nilai: Sel; judul: string } | undefined {
  const i = header.indeks.get(kolom);
  if (i === undefined) return undefined;
  return { nilai: row.sel[i] ?? null, judul: header.judul[i] ?? JUDUL[kolom] };
}

const teks = (s: Sel): string => (s === null || typeof s === 'object' ? '' : typeof s === 'number' ? String(s) : String(s).trim());

/** Fields of the body, for a schema error's instancePath. */
const KOLOM_FIELD: Record<string, Kolom> = {
  no_kk: 'no_kk',
  nik: 'nik',
  nama_lengkap: 'nama_lengkap',
  jenis_kelamin: 'jenis_kelamin',
  tempat_tanggal_lahir: 'tempat_tanggal_lahir',
  umur: 'umur',
  agama: 'agama',
  status_perkawinan: 'status_perkawinan',
  pekerjaan: 'pekerjaan',
  pendidikan_terakhir: 'pendidikan_terakhir',
  posisi_dalam_keluarga: 'posisi_dalam_keluarga',
  alamat_asal: 'alamat',
  ...Object.fromEntries((['nama_ayah', 'nik_ayah', 'nama_ibu', 'nik_ibu', 'golongan_darah', 'tanggal_perkawinan', 'kewarganegaraan', 'no_paspor', 'no_kitas_kitap', 'disabilitas'] as const).map((k) => [k, k])),
};

export interface BacaBaris {
  header: Header;
  masalah: DaftarMasalah;
  validate: ValidateFunction;
  /** YYYY-MM-DD today in the village's time zone (ages, and no birth date after it). */
  hariIni: string;
}

/**
 * The row as a resident, or undefined when it has an error (each one recorded) or is skipped (a
 * person who died or moved away, by the status column: a warning).
 */
export function bacaBaris(row: BarisBerkas, ctx: BacaBaris): CalonPenduduk | undefined {
  const { header, masalah } = ctx;
  const kode = header.sumber === 'opensid';
  const n = row.nomor;
  const salahSebelum = masalah.jumlahKesalahan;

  const status = sel(row, header, 'status_penduduk');
  if (status) {
    const s = statusTinggal(teks(status.nilai));
    if (!s.tinggal) {
      masalah.peringatkan(n, status.judul, 'BARIS_DILEWATI', `Baris dilewati: status "${s.label}" bukan penduduk yang tinggal di desa`);
      return undefined;
    }
  }

  // Every read cell: a formula is never taken as a value, and no cell is longer than a field can be.
  for (const [kolom] of header.indeks) {
    const c = sel(row, header, kolom);
    if (!c) continue;
    if (typeof c.nilai === 'object' && c.nilai !== null && !(c.nilai instanceof Date)) {
      masalah.salah(n, c.judul, 'RUMUS', `${c.judul} berisi rumus (formula). Salin lalu tempel sebagai nilai (Paste Values)`);
    } else if (typeof c.nilai === 'string' && c.nilai.length > LIMIT.teksSel) {
      masalah.salah(n, c.judul, 'FORMAT_TIDAK_VALID', `${c.judul} terlalu panjang`);
    }
  }
  if (masalah.jumlahKesalahan > salahSebelum) return undefined;

  const wajib = (kolom: Kolom): string => {
    const c = sel(row, header, kolom);
    const v = c ? teks(c.nilai) : '';
    if (v === '') masalah.salah(n, c?.judul ?? JUDUL[kolom], 'WAJIB_DIISI', `${c?.judul ?? JUDUL[kolom]} wajib diisi`);
    return v;
  };

  /** NIK / No. KK: text of 16 digits. A number cell from Excel kept only 15 significant digits. */
  const nomor = (kolom: 'nik' | 'no_kk'): string => {
    const c = sel(row, header, kolom);
    const judul = c?.judul ?? JUDUL[kolom];
    if (c && typeof c.nilai === 'number') {
      const digits = Number.isSafeInteger(c.nilai) ? String(c.nilai) : '';
      if (digits.length === 16 && !digits.endsWith('0')) return digits;
      masalah.salah(
        n,
        judul,
        'FORMAT_TIDAK_VALID',
        `${judul} tersimpan sebagai angka sehingga Excel bisa mengubah digit terakhirnya. Format kolom ${judul} sebagai Teks lalu ketik ulang nomornya`,
      );
      return '';
    }
    const v = wajib(kolom).replace(/[\s.-]/g, '');
    if (v !== '' && !/^[0-9]{16}$/.test(v)) masalah.salah(n, judul, 'FORMAT_TIDAK_VALID', format16DigitMessage(kolom) ?? `${judul} harus 16 digit angka`);
    return v;
  };

  const pilih = <K extends keyof typeof PENCOCOK>(kolom: K): ReturnType<(typeof PENCOCOK)[K]> | '' => {
    const v = wajib(kolom);
    if (v === '') return '';
    const hasil = PENCOCOK[kolom](v, kode);
    if (hasil === undefined) {
      const judul = sel(row, header, kolom)?.judul ?? JUDUL[kolom];
      masalah.salah(n, judul, 'TIDAK_ADA_DI_PILIHAN', `${judul} "${v.slice(0, 40)}" tidak ada di daftar pilihan (lihat lembar Pilihan pada templat)`);
      return '';
    }
    return hasil as ReturnType<(typeof PENCOCOK)[K]>;
  };

  const no_kk = nomor('no_kk');
  const nik = nomor('nik');
  const nama_lengkap = wajib('nama_lengkap').replace(/\s+/g, ' ');
  const jenis_kelamin = pilih('jenis_kelamin');
  const agama = pilih('agama');
  const status_perkawinan = pilih('status_perkawinan');
  const pendidikan_terakhir = pilih('pendidikan_terakhir');
  const posisi_dalam_keluarga = pilih('posisi_dalam_keluarga');
  const pekerjaanTeks = wajib('pekerjaan');

  // Birth place and date: two columns (template, OpenSID) or one text (this product's export).
  let ttl = '';
  let lahir: string | undefined;
  let duaKolom: { tempat_lahir: string; tanggal_lahir: string } | undefined;
  if (header.indeks.has('tempat_lahir') && header.indeks.has('tanggal_lahir')) {
    const tempat = wajib('tempat_lahir');
    const t = sel(row, header, 'tanggal_lahir');
    if (t && teks(t.nilai) === '' && !(t.nilai instanceof Date)) {
      masalah.salah(n, t.judul, 'WAJIB_DIISI', `${t.judul} wajib diisi`);
    } else if (t) {
      lahir = tanggal(t.nilai);
      if (lahir === undefined) masalah.salah(n, t.judul, 'FORMAT_TIDAK_VALID', `${t.judul} bukan tanggal yang valid (tulis HH-BB-TTTT, misalnya 15-05-1980)`);
      else if (lahir > ctx.hariIni) masalah.salah(n, t.judul, 'FORMAT_TIDAK_VALID', `${t.judul} tidak boleh melewati hari ini`);
      else if (lahir < '1900-01-01') masalah.salah(n, t.judul, 'FORMAT_TIDAK_VALID', `${t.judul} tidak boleh sebelum 1900`);
    }
    if (tempat !== '' && lahir !== undefined) {
      ttl = tempatTanggalLahirTeks(tempat, lahir);
      duaKolom = { tempat_lahir: tempat.replace(/\s+/g, ' '), tanggal_lahir: lahir };
    }
  } else {
    ttl = wajib('tempat_tanggal_lahir').replace(/\s+/g, ' ');
    lahir = tanggal(ttl);
  }

  // The age is computed from the birth date (issue 35): the column is read only for a text whose date
  // cannot be read (kept on the record while a clerk completes it, "Data perlu dilengkapi").
  const umur = lahir !== undefined ? '' : teks(sel(row, header, 'umur')?.nilai ?? null);
  if (lahir === undefined && umur === '' && ttl !== '') masalah.salah(n, sel(row, header, 'umur')?.judul ?? JUDUL.umur, 'WAJIB_DIISI', 'Umur wajib diisi (tanggal lahir tidak terbaca)');

  const alamatBagian = [
    teks(sel(row, header, 'alamat')?.nilai ?? null),
    ...(['rt', 'rw', 'dusun'] as const).map((k) => {
      const v = teks(sel(row, header, k)?.nilai ?? null);
      return v === '' || v === '-' || v === '0' ? '' : `${JUDUL[k]} ${v}`;
    }),
  ].filter((s) => s !== '');
  const alamat_asal = alamatBagian.join(' ').replace(/\s+/g, ' ');
  if (alamat_asal === '') masalah.salah(n, sel(row, header, 'alamat')?.judul ?? JUDUL.alamat, 'WAJIB_DIISI', `${sel(row, header, 'alamat')?.judul ?? JUDUL.alamat} wajib diisi`);

  // The KK columns (issue 35): optional, each under the shared rules.
  const kk = bacaKolomKk({ sel: (k) => sel(row, header, k), masalah, baris: n, kode, orang: { nik, status_perkawinan: status_perkawinan ?? '', tanggal_lahir: lahir } });
  if (masalah.jumlahKesalahan > salahSebelum) return undefined;

  const calon = {
    no_kk,
    nik,
    nama_lengkap,
    jenis_kelamin,
    tempat_tanggal_lahir: ttl,
    ...(duaKolom ?? (umur !== '' ? { umur } : {})),
    agama,
    status_perkawinan,
    pekerjaan: pekerjaan(pekerjaanTeks, kode),
    pendidikan_terakhir,
    posisi_dalam_keluarga,
    alamat_asal,
    ...kk,
  } as Omit<CalonPenduduk, 'baris'>;

  // The form's rules, from the contract: lengths and formats the cells above have not said yet.
  if (!ctx.validate(calon)) {
    for (const err of (ctx.validate.errors ?? []) as ErrorObject[]) {
      const field = err.instancePath.replace(/^\//, '');
      const kolom = KOLOM_FIELD[field];
      const judul = kolom ? (sel(row, header, kolom)?.judul ?? JUDUL[kolom]) : field;
      const p = err.params as { limit?: number };
      const pesan =
        err.keyword === 'maxLength'
          ? `${judul} maksimal ${p.limit} karakter`
          : err.keyword === 'minLength'
            ? `${judul} wajib diisi`
            : (format16DigitMessage(field) ?? `${judul} tidak valid`);
      masalah.salah(n, judul, err.keyword === 'minLength' ? 'WAJIB_DIISI' : 'FORMAT_TIDAK_VALID', pesan);
    }
    return undefined;
  }

  const nikSalah = nikError(nik);
  if (nikSalah) {
    masalah.salah(n, sel(row, header, 'nik')?.judul ?? JUDUL.nik, 'NIK_TANGGAL_TIDAK_VALID', nikSalah.pesan);
    return undefined;
  }
  return { ...calon, baris: n };
}

/** A card of the file and its members, as the import writes them (data/impor-tulis.ts). */
export interface KartuImpor {
  noKk: string;
  /** The card already registered in this village, else undefined (a new card). */
  kkId?: string;
  anggota: CalonPenduduk[];
}
