/**
 * The resident's field labels, written once (issue 35): the person form, the import template, the
 * import's messages for a missing column, and the resident list's exports (CSV and .xlsx) all name a
 * field this way. The import still reads a spreadsheet with an older header ('No. KK', 'Kedudukan dalam
 * Keluarga'): its aliases are in server/src/impor/kolom.ts. The spec's own CSV headers of the other
 * lists ('Tempat Tgl. Lahir', 'Alamat') are these too.
 */
export const LABEL_PENDUDUK = {
  no_kk: 'Nomor KK',
  nik: 'NIK',
  nama_lengkap: 'Nama Lengkap',
  jenis_kelamin: 'Jenis Kelamin',
  tempat_lahir: 'Tempat Lahir',
  tanggal_lahir: 'Tanggal Lahir',
  tempat_tanggal_lahir: 'Tempat Tgl. Lahir',
  umur: 'Umur',
  agama: 'Agama',
  status_perkawinan: 'Status Perkawinan',
  pekerjaan: 'Pekerjaan',
  pendidikan_terakhir: 'Pendidikan Terakhir',
  posisi_dalam_keluarga: 'Posisi dalam Keluarga',
  /** The address here (the import's one address column, the lists' 'Alamat'). */
  alamat: 'Alamat',
  alamat_asal: 'Alamat Asal',
  status_penduduk: 'Status Penduduk',
  nama_ayah: 'Nama Ayah',
  nik_ayah: 'NIK Ayah',
  nama_ibu: 'Nama Ibu',
  nik_ibu: 'NIK Ibu',
  golongan_darah: 'Golongan Darah',
  tanggal_perkawinan: 'Tanggal Perkawinan',
  kewarganegaraan: 'Kewarganegaraan',
  no_paspor: 'No. Paspor',
  no_kitas_kitap: 'No. KITAS/KITAP',
  disabilitas: 'Penyandang Cacat',
} as const satisfies Record<string, string>;

export type FieldPenduduk = keyof typeof LABEL_PENDUDUK;
