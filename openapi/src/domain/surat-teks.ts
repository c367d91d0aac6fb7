// The wording of a letter kind (issue 36): the placeholders its body may hold, the check that refuses
// an unknown one when the text is saved, and the filling of a text for a preview or an issue. A kind is
// data: its person fields (from the registry), its extra fields (typed, surat-isian.ts) and its body.

/** The person fields a letter may print, read from the registry (never retyped), with their labels. */
export const KOLOM_PENDUDUK_SURAT = {
  nama_lengkap: 'Nama Lengkap',
  nik: 'NIK',
  no_kk: 'No. KK',
  tempat_lahir: 'Tempat Lahir',
  tanggal_lahir: 'Tanggal Lahir',
  tempat_tanggal_lahir: 'Tempat/Tanggal Lahir',
  umur: 'Umur',
  jenis_kelamin: 'Jenis Kelamin',
  agama: 'Agama',
  pekerjaan: 'Pekerjaan',
  status_perkawinan: 'Status Perkawinan',
  pendidikan_terakhir: 'Pendidikan Terakhir',
  kewarganegaraan: 'Kewarganegaraan',
  alamat: 'Alamat',
} as const;

export type KolomPendudukSurat = keyof typeof KOLOM_PENDUDUK_SURAT;
export const KOLOM_PENDUDUK_SURAT_LIST = Object.keys(KOLOM_PENDUDUK_SURAT) as KolomPendudukSurat[];

/** What every letter knows besides the person and its own fields. */
export const PLACEHOLDER_UMUM_SURAT = {
  nomor_surat: 'Nomor Surat',
  tanggal_surat: 'Tanggal Surat',
  nama_desa: 'Nama Desa',
  nama_kecamatan: 'Nama Kecamatan',
  nama_kabupaten: 'Nama Kabupaten',
  nama_provinsi: 'Nama Provinsi',
  jabatan_penandatangan: 'Jabatan Penandatangan',
  nama_penandatangan: 'Nama Penandatangan',
} as const;

/** The record a spec letter is issued from, and what of it a body may print (`{sumber.<nama>}`). */
export const PLACEHOLDER_SUMBER_SURAT = {
  kelahiran: { hari_kelahiran: 'Hari Kelahiran', jam_lahir: 'Pukul', nama_ibu: 'Nama Ibu', nik_ibu: 'NIK Ibu', nama_ayah: 'Nama Ayah', nik_ayah: 'NIK Ayah', hubungan_pelapor: 'Hubungan Pelapor' },
  kematian: { tanggal_meninggal: 'Tanggal Meninggal', hari_meninggal: 'Hari Meninggal', tempat_meninggal: 'Tempat Meninggal', penyebab_meninggal: 'Penyebab Meninggal' },
  penduduk_keluar: { alamat_pindah: 'Alamat Tujuan', alasan_pindah: 'Alasan Pindah', pengikut: 'Jumlah Pengikut', meninggalkan_desa_pada: 'Tanggal Pindah' },
} as const;

export type SumberSurat = keyof typeof PLACEHOLDER_SUMBER_SURAT;

/** The placeholder of an extra field: `{isian.<kunci>}`. */
export const placeholderIsian = (kunci: string) => `isian.${kunci}`;

/** Every name a kind's body may hold between braces (without the braces). */
export function placeholderJenisSurat(jenis: { isian: ReadonlyArray<{ kunci: string }>; sumber?: SumberSurat | null }): string[] {
  const sumber = jenis.sumber ? Object.keys(PLACEHOLDER_SUMBER_SURAT[jenis.sumber]).map((n) => `sumber.${n}`) : [];
  return [...KOLOM_PENDUDUK_SURAT_LIST, ...Object.keys(PLACEHOLDER_UMUM_SURAT), ...jenis.isian.map((i) => placeholderIsian(i.kunci)), ...sumber];
}

/** The label of a placeholder, for a preview's `[Label]` mark and its list of what is missing. */
export function labelPlaceholderSurat(nama: string, jenis: { isian: ReadonlyArray<{ kunci: string; label: string }>; sumber?: SumberSurat | null }): string {
  if (nama.startsWith('isian.')) return jenis.isian.find((i) => placeholderIsian(i.kunci) === nama)?.label ?? nama;
  if (nama.startsWith('sumber.') && jenis.sumber) return (PLACEHOLDER_SUMBER_SURAT[jenis.sumber] as Record<string, string>)[nama.slice(7)] ?? nama;
  return (KOLOM_PENDUDUK_SURAT as Record<string, string>)[nama] ?? (PLACEHOLDER_UMUM_SURAT as Record<string, string>)[nama] ?? nama;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The names between braces in `teks`, in order, each once. */
export function placeholderDalam(teks: string): string[] {
  return [...new Set([...teks.matchAll(PLACEHOLDER)].map((m) => (m[1] ?? '').trim()))];
}

/**
 * What is wrong with a body text for a kind (an Indonesian message), or null: an unknown placeholder
 * (named, with braces) or a brace left open or closed alone. Checked when a text is saved, never printed.
 */
export function masalahTeksSurat(teks: string, dikenal: readonly string[]): string | null {
  if (teks.trim() === '') return 'Isi surat tidak boleh kosong';
  const boleh = new Set(dikenal);
  for (const nama of placeholderDalam(teks)) {
    if (!boleh.has(nama)) return `Isian {${nama}} tidak dikenal untuk jenis surat ini`;
  }
  const sisa = teks.replace(PLACEHOLDER, '');
  if (sisa.includes('{')) return 'Isi surat memuat "{" tanpa "}"';
  if (sisa.includes('}')) return 'Isi surat memuat "}" tanpa "{"';
  return null;
}

/**
 * `teks` with its placeholders filled from `nilai`. A name without a value (undefined or blank) is
 * printed `[<label>]` and listed in `kosong`, so a preview shows what is missing and nothing else.
 */
export function isiTeksSurat(teks: string, nilai: Readonly<Record<string, string | null | undefined>>, label: (nama: string) => string = (n) => n): { teks: string; kosong: string[] } {
  const kosong: string[] = [];
  const hasil = teks.replace(PLACEHOLDER, (_, raw: string) => {
    const nama = raw.trim();
    const v = nilai[nama];
    if (v === undefined || v === null || v.trim() === '') {
      if (!kosong.includes(nama)) kosong.push(nama);
      return `[${label(nama)}]`;
    }
    return v;
  });
  return { teks: hasil, kosong };
}

/** A name masked for the public verification page: 'Budi Santoso' -> 'B*** S******'. */
export function samarkanNama(nama: string): string {
  return nama
    .trim()
    .split(/\s+/)
    .filter((k) => k !== '')
    .map((kata) => {
      const huruf = Array.from(kata);
      return (huruf[0] ?? '') + '*'.repeat(huruf.length - 1);
    })
    .join(' ');
}

export type BentukTtdSurat = 'langsung' | 'an' | 'ub';

/** The lines above a signature: the position, with a.n. (atas nama) and u.b. (untuk beliau) as set. */
export function barisTtdSurat(
  pejabat: { jabatan: string; bentuk: BentukTtdSurat; atas_nama?: string | null; untuk_beliau?: string | null },
  namaDesa: string,
): string[] {
  const desa = namaDesa.trim();
  const atasNama = `a.n. ${(pejabat.atas_nama ?? '').trim() || 'Kepala Desa'} ${desa}`.trim();
  switch (pejabat.bentuk) {
    case 'langsung':
      return [`${pejabat.jabatan} ${desa}`.trim()];
    case 'an':
      return [atasNama, pejabat.jabatan];
    case 'ub':
      return [atasNama, (pejabat.untuk_beliau ?? '').trim() || 'Sekretaris Desa', 'u.b.', pejabat.jabatan];
  }
}

/** A verification short code as typed or printed ('abcd-efgh-...') in its stored form, or null. */
export function normalKodeVerifikasi(kode: string): string | null {
  const k = kode.replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9A-Z]{16}$/.test(k) ? k : null;
}

/** The short code as printed beside the QR: four groups of four. */
export const tampilKodeVerifikasi = (kode: string) => kode.match(/.{1,4}/g)?.join('-') ?? kode;
