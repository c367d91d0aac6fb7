/**
 * A resident's public shape: the columns the contract shows, what is joined to them (card, address
 * here, linked records) and the row -> Penduduk mapping. Loading and writing are in penduduk.ts.
 */
import { sql } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import { kartuKeluarga, kelahiran, kematian, penduduk, pendudukKeluarAnggota } from '../db/schema.js';
import { alamatDesaDto, areaKolom, type AreaRow } from './wilayah-desa.js';

type PendudukRow = typeof penduduk.$inferSelect;
type S = Schemas;

/**
 * The resident's columns the contract shows: not the sort keys and flags the database keeps for the
 * lists (sort_*, anggota_pertama, kartu_masuk), which were a third of the cells a page of members
 * handed out and parsed (issue 15).
 */
const pendudukKolom = {
  id: penduduk.id,
  kkId: penduduk.kkId,
  nik: penduduk.nik,
  namaLengkap: penduduk.namaLengkap,
  tempatTanggalLahir: penduduk.tempatTanggalLahir,
  // The spec's age as of today in the village's time zone (migration 0023's sid_umur_teks).
  umur: sql<string>`sid_umur_teks(${penduduk.tanggalLahir}, ${penduduk.umurTercatat})`,
  tempatLahir: penduduk.tempatLahir,
  tanggalLahir: penduduk.tanggalLahir,
  perluDilengkapi: penduduk.perluDilengkapi,
  alamatAsal: penduduk.alamatAsal,
  agama: penduduk.agama,
  pekerjaan: penduduk.pekerjaan,
  pendidikanTerakhir: penduduk.pendidikanTerakhir,
  statusPerkawinan: penduduk.statusPerkawinan,
  jenisKelamin: penduduk.jenisKelamin,
  posisiDalamKeluarga: penduduk.posisiDalamKeluarga,
  namaAyah: penduduk.namaAyah,
  nikAyah: penduduk.nikAyah,
  namaIbu: penduduk.namaIbu,
  nikIbu: penduduk.nikIbu,
  golonganDarah: penduduk.golonganDarah,
  tanggalPerkawinan: penduduk.tanggalPerkawinan,
  kewarganegaraan: penduduk.kewarganegaraan,
  noPaspor: penduduk.noPaspor,
  noKitasKitap: penduduk.noKitasKitap,
  disabilitas: penduduk.disabilitas,
  statusPenduduk: penduduk.statusPenduduk,
  createdAt: penduduk.createdAt,
  updatedAt: penduduk.updatedAt,
};

/** A resident with its card number and the ids of what links to it (one query for any number of rows). */
export const pendudukSelection = {
  p: pendudukKolom,
  noKk: kartuKeluarga.noKk,
  // Where the person lives (issue 35): their own RT and text when they live apart, else their card's.
  area: areaKolom,
  rtSendiri: penduduk.rtId,
  alamatSendiri: penduduk.alamat,
  alamatKartu: kartuKeluarga.alamat,
  kartuMasuk: kartuKeluarga.dataMasuk,
  dataKematian: kematian.id,
  dataPendudukKeluar: pendudukKeluarAnggota.pendudukKeluarId,
  // The resident's own birth record, found by NIK (a newborn's record may have been made before).
  dataKelahiran: sql<string | null>`(select ${kelahiran.id} from ${kelahiran}
    where ${kelahiran.nik} = ${penduduk.nik} and ${kelahiran.desaId} = ${penduduk.desaId}
    order by ${kelahiran.createdAt} desc limit 1)`,
};

export interface PendudukJoined {
  p: Omit<Pick<PendudukRow, Exclude<keyof typeof pendudukKolom, 'umur'>>, never> & { umur: string };
  noKk: string;
  area: AreaRow | null;
  rtSendiri: string | null;
  alamatSendiri: string;
  alamatKartu: string;
  kartuMasuk: boolean;
  dataKematian: string | null;
  dataPendudukKeluar: string | null;
  dataKelahiran: string | null;
}


/** Row -> the contract's Penduduk. The enum columns hold what the contract validated on the way in. */
export function toPendudukDto(r: PendudukJoined): Schemas['Penduduk'] {
  const { p } = r;
  const terpisah = r.rtSendiri !== null;
  const alamatDesa = alamatDesaDto(r.area, terpisah ? r.alamatSendiri : r.alamatKartu);
  return {
    _id: p.id,
    nik: p.nik,
    nama_lengkap: p.namaLengkap,
    tempat_tanggal_lahir: p.tempatTanggalLahir,
    umur: p.umur,
    tempat_lahir: p.tempatLahir,
    tanggal_lahir: p.tanggalLahir,
    perlu_dilengkapi: p.perluDilengkapi,
    // The spec's one address: where a resident of an ordinary card lives once it has an RT here (derived);
    // an incoming family's origin stays as typed (issue 35).
    alamat_asal: !r.kartuMasuk && alamatDesa.rt_id !== null ? alamatDesa.teks : p.alamatAsal,
    agama: p.agama as S['Agama'],
    pekerjaan: p.pekerjaan,
    pendidikan_terakhir: p.pendidikanTerakhir as S['PendidikanTerakhir'],
    status_perkawinan: p.statusPerkawinan as S['StatusPerkawinan'],
    jenis_kelamin: p.jenisKelamin as S['JenisKelamin'],
    posisi_dalam_keluarga: p.posisiDalamKeluarga as S['PosisiDalamKeluarga'],
    status_penduduk: p.statusPenduduk,
    nama_ayah: p.namaAyah,
    nik_ayah: p.nikAyah,
    nama_ibu: p.namaIbu,
    nik_ibu: p.nikIbu,
    golongan_darah: p.golonganDarah as S['GolonganDarah'],
    tanggal_perkawinan: p.tanggalPerkawinan,
    kewarganegaraan: p.kewarganegaraan as S['Kewarganegaraan'],
    no_paspor: p.noPaspor,
    no_kitas_kitap: p.noKitasKitap,
    disabilitas: p.disabilitas as S['Disabilitas'] | null,
    keluarga_dari: { _id: p.kkId, no_kk: r.noKk },
    alamat_desa: alamatDesa,
    tinggal_terpisah: terpisah,
    data_kelahiran: r.dataKelahiran ?? null,
    data_kematian: r.dataKematian ?? null,
    data_penduduk_keluar: r.dataPendudukKeluar ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
