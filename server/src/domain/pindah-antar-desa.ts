/**
 * A move between two villages of the regency (issue 38): what village A sends (the snapshot B enters
 * its records from, without reading A's tables) and the states a move goes through. Stored as
 * pindah_antar_desa.kiriman (jsonb, migration 0030).
 */
import type { NilaiKk } from './data-kk.js';

export type StatusPindahAntarDesa = 'dikirim' | 'diterima' | 'ditolak' | 'dibatalkan';

/** A village party to a move, as the snapshot names it (the other side cannot read `desa`). */
export interface DesaPihak {
  id: string;
  nama: string;
  kecamatan: string;
  kodeWilayah: string | null;
}

/** A person as A had them: the columns B's record is created from (A's row minus ids, status and what the database derives). */
export interface OrangKiriman extends NilaiKk {
  nik: string;
  namaLengkap: string;
  tempatTanggalLahir: string;
  tempatLahir: string | null;
  tanggalLahir: string | null;
  umurTercatat: string;
  perluDilengkapi: string[];
  alamatAsal: string;
  agama: string;
  pekerjaan: string;
  pendidikanTerakhir: string;
  statusPerkawinan: string;
  jenisKelamin: string;
  posisiDalamKeluarga: string;
}

/** A copy of one of the card's documents, made when the move is sent: bytes with no `files` row until B accepts. */
export interface DokumenKiriman {
  jenis: 'foto_kk' | 'foto_surat_masuk';
  storedName: string;
  mime: string;
  size: number;
}

export interface Kiriman {
  desaAsal: DesaPihak;
  desaTujuan: DesaPihak;
  noKk: string;
  /** The card's address in A, as text. */
  alamatAsal: string;
  alasanPindah: string;
  nomorSurat: string;
  catatan: string;
  anggota: OrangKiriman[];
  dokumen: DokumenKiriman[];
}

/** The columns of OrangKiriman, in the order of the record (what the snapshot reads from A's row). */
export const KOLOM_ORANG_KIRIMAN = [
  'nik', 'namaLengkap', 'tempatTanggalLahir', 'tempatLahir', 'tanggalLahir', 'umurTercatat', 'perluDilengkapi', 'alamatAsal', 'agama', 'pekerjaan',
  'pendidikanTerakhir', 'statusPerkawinan', 'jenisKelamin', 'posisiDalamKeluarga', 'namaAyah', 'nikAyah', 'namaIbu', 'nikIbu', 'golonganDarah',
  'tanggalPerkawinan', 'kewarganegaraan', 'noPaspor', 'noKitasKitap', 'disabilitas',
] as const satisfies ReadonlyArray<keyof OrangKiriman>;

/** A village's name as the product writes it ("Desa Sumberwaras"). */
export const namaDesa = (d: Pick<DesaPihak, 'nama'>): string => (/^(desa|kelurahan)\s/i.test(d.nama) ? d.nama : `Desa ${d.nama}`);
