/**
 * The columns an import reads (docs/impor.md): the template's, this product's own resident export
 * (so an export can be brought back in), and OpenSID's resident import/export format. A header is
 * matched after lower-casing and dropping everything but letters and digits ('No. KK', 'no_kk' and
 * 'NOMOR KK' are one column); unknown headers are listed as ignored, never an error.
 */
import { AGAMA, DISABILITAS_LABEL, LABEL_PENDUDUK, GOLONGAN_DARAH, JENIS_KELAMIN, KEWARGANEGARAAN, PEKERJAAN, PENDIDIKAN_TERAKHIR, POSISI_DALAM_KELUARGA, STATUS_PERKAWINAN } from '@sid/openapi/domain';
import { BerkasTidakValid } from './masalah.js';
import type { BarisBerkas, Sel } from './berkas.js';

export type Kolom =
  | 'no_kk'
  | 'nik'
  | 'nama_lengkap'
  | 'jenis_kelamin'
  | 'tempat_lahir'
  | 'tanggal_lahir'
  | 'tempat_tanggal_lahir'
  | 'umur'
  | 'agama'
  | 'status_perkawinan'
  | 'pekerjaan'
  | 'pendidikan_terakhir'
  | 'posisi_dalam_keluarga'
  | 'alamat'
  | 'rt'
  | 'rw'
  | 'dusun'
  | 'status_penduduk'
  // The KK columns (issue 35), all optional: a file without them is read as before.
  | 'nama_ayah'
  | 'nik_ayah'
  | 'nama_ibu'
  | 'nik_ibu'
  | 'golongan_darah'
  | 'tanggal_perkawinan'
  | 'kewarganegaraan'
  | 'no_paspor'
  | 'no_kitas_kitap'
  | 'disabilitas';

/** The template's sheet, in order: its header, an example value, and the list a choice column takes. */
export interface KolomTemplat {
  kolom: Kolom;
  judul: string;
  contoh: string;
  keterangan: string;
  pilihan?: readonly string[];
  /** The list is a suggestion (Pekerjaan takes other text too). */
  pilihanTerbuka?: boolean;
}

/** The template's headers are the form's labels (one list, @sid/openapi/domain); older headers stay aliases below. */
const L = LABEL_PENDUDUK;

export const KOLOM_TEMPLAT: readonly KolomTemplat[] = [
  { kolom: 'no_kk', judul: L.no_kk, contoh: '3507012001100001', keterangan: '16 digit; anggota satu keluarga memakai Nomor KK yang sama' },
  { kolom: 'nik', judul: L.nik, contoh: '3507011505800001', keterangan: '16 digit' },
  { kolom: 'nama_lengkap', judul: L.nama_lengkap, contoh: 'Budi Santoso', keterangan: 'Sesuai KTP/KK' },
  { kolom: 'jenis_kelamin', judul: L.jenis_kelamin, contoh: 'Laki laki', keterangan: 'Pilih dari daftar', pilihan: JENIS_KELAMIN },
  { kolom: 'tempat_lahir', judul: L.tempat_lahir, contoh: 'Malang', keterangan: 'Kota/kabupaten tempat lahir' },
  { kolom: 'tanggal_lahir', judul: L.tanggal_lahir, contoh: '15-05-1980', keterangan: 'Tanggal (HH-BB-TTTT)' },
  { kolom: 'agama', judul: L.agama, contoh: 'Islam', keterangan: 'Pilih dari daftar', pilihan: AGAMA },
  { kolom: 'status_perkawinan', judul: L.status_perkawinan, contoh: 'Kawin', keterangan: 'Pilih dari daftar', pilihan: STATUS_PERKAWINAN },
  { kolom: 'pekerjaan', judul: L.pekerjaan, contoh: 'Petani/Pekebun', keterangan: 'Pilih dari daftar atau tulis sendiri', pilihan: PEKERJAAN, pilihanTerbuka: true },
  { kolom: 'pendidikan_terakhir', judul: L.pendidikan_terakhir, contoh: 'SLTA/Sederajat', keterangan: 'Pilih dari daftar', pilihan: PENDIDIKAN_TERAKHIR },
  { kolom: 'posisi_dalam_keluarga', judul: L.posisi_dalam_keluarga, contoh: 'Kepala Keluarga', keterangan: 'Satu Kepala Keluarga per Nomor KK', pilihan: POSISI_DALAM_KELUARGA },
  { kolom: 'alamat', judul: L.alamat, contoh: 'Dusun Krajan RT 001 RW 002', keterangan: 'Alamat di desa' },
  { kolom: 'umur', judul: L.umur, contoh: '', keterangan: 'Boleh kosong: dihitung dari tanggal lahir' },
  { kolom: 'nama_ayah', judul: L.nama_ayah, contoh: 'Slamet', keterangan: 'Boleh kosong bila tidak diketahui' },
  { kolom: 'nik_ayah', judul: L.nik_ayah, contoh: '', keterangan: 'Boleh kosong; 16 digit bila diisi' },
  { kolom: 'nama_ibu', judul: L.nama_ibu, contoh: 'Sumiati', keterangan: 'Boleh kosong bila tidak diketahui' },
  { kolom: 'nik_ibu', judul: L.nik_ibu, contoh: '', keterangan: 'Boleh kosong; 16 digit bila diisi' },
  { kolom: 'golongan_darah', judul: L.golongan_darah, contoh: 'O', keterangan: 'Pilih dari daftar; kosong berarti Tidak Tahu', pilihan: GOLONGAN_DARAH },
  { kolom: 'tanggal_perkawinan', judul: L.tanggal_perkawinan, contoh: '', keterangan: 'Hanya untuk status Kawin; boleh kosong (HH-BB-TTTT)' },
  { kolom: 'kewarganegaraan', judul: L.kewarganegaraan, contoh: 'WNI', keterangan: 'Pilih dari daftar; kosong berarti WNI', pilihan: KEWARGANEGARAAN },
  { kolom: 'no_paspor', judul: L.no_paspor, contoh: '', keterangan: 'Untuk WNA (bila kosong, data masuk Data perlu dilengkapi); kosong untuk WNI' },
  { kolom: 'no_kitas_kitap', judul: L.no_kitas_kitap, contoh: '', keterangan: 'Untuk WNA (bila kosong, data masuk Data perlu dilengkapi); kosong untuk WNI' },
  { kolom: 'disabilitas', judul: L.disabilitas, contoh: '', keterangan: 'Pilih dari daftar; kosong bila tidak ada', pilihan: Object.values(DISABILITAS_LABEL) },
];

/** The header a problem names when the file has no column for it (a required one missing). */
export const JUDUL: Record<Kolom, string> = {
  ...LABEL_PENDUDUK,
  rt: 'RT',
  rw: 'RW',
  dusun: 'Dusun',
};

export const normal = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Normalised header -> column. The OpenSID names are marked: seeing one tells the file's source. */
const NAMA_KOLOM: ReadonlyArray<[Kolom, string[], string[]]> = [
  // [column, our names and common ones, OpenSID's own names (its coded columns: seeing one says the file is OpenSID's)]
  ['no_kk', ['nokk', 'nomorkk', 'nokartukeluarga', 'nomorkartukeluarga'], []],
  ['nik', ['nik', 'nomorinduk', 'nomorindukkependudukan'], []],
  ['nama_lengkap', ['namalengkap', 'nama'], []],
  ['jenis_kelamin', ['jeniskelamin', 'kelamin', 'jk', 'lp'], ['sex']],
  ['tempat_lahir', ['tempatlahir'], []],
  ['tanggal_lahir', ['tanggallahir', 'tgllahir'], []],
  ['tempat_tanggal_lahir', ['tempattgllahir', 'tempattanggallahir', 'ttl'], []],
  ['umur', ['umur', 'usia'], []],
  ['agama', ['agama'], ['agamaid']],
  ['status_perkawinan', ['statusperkawinan', 'perkawinan', 'statusnikah'], ['statuskawin']],
  ['pekerjaan', ['pekerjaan'], ['pekerjaanid']],
  ['pendidikan_terakhir', ['pendidikanterakhir', 'pendidikan'], ['pendidikankkid', 'pendidikankk']],
  ['posisi_dalam_keluarga', ['kedudukandalamkeluarga', 'posisidalamkeluarga', 'hubungandalamkeluarga', 'hubungankeluarga', 'shdk', 'statushubungandalamkeluarga'], ['kklevel']],
  ['alamat', ['alamat', 'alamatasal', 'alamatlengkap'], []],
  ['rt', ['rt'], []],
  ['rw', ['rw'], []],
  ['dusun', ['dusun'], []],
  ['status_penduduk', ['statuspenduduk'], ['statusdasar']],
  ['nama_ayah', ['namaayah', 'ayah'], []],
  ['nik_ayah', ['nikayah'], []],
  ['nama_ibu', ['namaibu', 'ibu'], []],
  ['nik_ibu', ['nikibu'], []],
  ['golongan_darah', ['golongandarah', 'goldarah'], ['golongandarahid']],
  ['tanggal_perkawinan', ['tanggalperkawinan', 'tglperkawinan', 'tanggalkawin'], []],
  ['kewarganegaraan', ['kewarganegaraan', 'warganegara'], ['warganegaraid']],
  ['no_paspor', ['nopaspor', 'nomorpaspor', 'paspor', 'dokumenpasport', 'dokumenpaspor'], []],
  ['no_kitas_kitap', ['nokitaskitap', 'nomorkitaskitap', 'kitaskitap', 'kitas', 'dokumenkitas'], []],
  ['disabilitas', ['penyandangcacat', 'cacat', 'disabilitas', 'penyandangdisabilitas'], ['cacatid']],
];

const KOLOM_DARI = new Map<string, { kolom: Kolom; opensid: boolean }>();
for (const [kolom, ours, opensid] of NAMA_KOLOM) {
  for (const n of ours) KOLOM_DARI.set(n, { kolom, opensid: false });
  for (const n of opensid) KOLOM_DARI.set(n, { kolom, opensid: true });
}

export interface Header {
  /** The header row's number. */
  nomor: number;
  /** Column index -> what it holds, for the columns read. */
  indeks: Map<Kolom, number>;
  /** Column index -> the header as written (for problems). */
  judul: string[];
  sumber: 'templat' | 'opensid';
  dibaca: string[];
  diabaikan: string[];
}

const teksSel = (s: Sel | undefined): string => (s === null || s === undefined || typeof s === 'object' ? '' : String(s).trim());

/** Required: these columns, and a birth place and date (two columns, or one 'Tempat Tgl. Lahir'). */
const WAJIB: Kolom[] = ['no_kk', 'nik', 'nama_lengkap', 'jenis_kelamin', 'agama', 'status_perkawinan', 'pekerjaan', 'pendidikan_terakhir', 'posisi_dalam_keluarga'];

/**
 * The header row: the first of the first ten rows that names at least three known columns. A file
 * without one, or without a required column, cannot be imported (400 with what is missing).
 */
export function cariHeader(baris: BarisBerkas[]): Header {
  for (const row of baris.slice(0, 10)) {
    const judul = row.sel.map(teksSel);
    const indeks = new Map<Kolom, number>();
    let opensid = false;
    const dibaca: string[] = [];
    const diabaikan: string[] = [];
    judul.forEach((text, i) => {
      if (text === '') return;
      const found = KOLOM_DARI.get(normal(text));
      if (!found || indeks.has(found.kolom)) {
        diabaikan.push(text);
        return;
      }
      indeks.set(found.kolom, i);
      dibaca.push(text);
      opensid ||= found.opensid;
    });
    if (indeks.size < 3) continue;
    const kurang = WAJIB.filter((k) => !indeks.has(k)).map((k) => JUDUL[k]);
    if (!indeks.has('tempat_tanggal_lahir') && !(indeks.has('tempat_lahir') && indeks.has('tanggal_lahir'))) kurang.push('Tempat Lahir dan Tanggal Lahir');
    if (!indeks.has('alamat') && !indeks.has('dusun')) kurang.push(JUDUL.alamat);
    if (kurang.length > 0) throw new BerkasTidakValid(`Kolom wajib tidak ditemukan: ${kurang.join(', ')}. Pakai templat impor atau ekspor penduduk OpenSID`);
    return { nomor: row.nomor, indeks, judul, sumber: opensid ? 'opensid' : 'templat', dibaca, diabaikan };
  }
  throw new BerkasTidakValid('Baris judul kolom tidak ditemukan. Baris pertama berkas harus berisi judul kolom seperti pada templat impor');
}
