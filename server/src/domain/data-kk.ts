/**
 * The KK columns of a create or update body (issue 35) as the record's values, under the shared rules
 * (kesalahanDataKk of @sid/openapi/domain: the first error is a 400 with its message). A create takes
 * the KK form's "none" for what is absent; an update keeps the stored value of a column left out (a
 * client built before contract 1.4.0 does not erase it). A date of marriage without the status Kawin and
 * a WNA's numbers for a WNI are cleared, sent or stored (never a refusal of a body the contract allows).
 */
import { DATA_KK_KOSONG, kesalahanDataKk } from '@sid/openapi/domain';
import type { Schemas } from '../contract.js';
import { badRequest } from '../lib/errors.js';

type Body = Schemas['PendudukUpdateInput'];
export type KolomKk = Pick<Schemas['Penduduk'], 'nama_ayah' | 'nik_ayah' | 'nama_ibu' | 'nik_ibu' | 'golongan_darah' | 'tanggal_perkawinan' | 'kewarganegaraan' | 'no_paspor' | 'no_kitas_kitap' | 'disabilitas'>;

export interface NilaiKk {
  namaAyah: string;
  nikAyah: string | null;
  namaIbu: string;
  nikIbu: string | null;
  golonganDarah: string;
  tanggalPerkawinan: string | null;
  kewarganegaraan: string;
  noPaspor: string;
  noKitasKitap: string;
  disabilitas: string | null;
}

const KOSONG: KolomKk = DATA_KK_KOSONG;

/** A WNA's documents: required on the forms and the API, left empty by an import (listed "perlu dilengkapi"). */
const DOKUMEN_WNA = ['no_paspor', 'no_kitas_kitap'] as const;
type KunciDokumenWna = (typeof DOKUMEN_WNA)[number];

export interface OpsiKk {
  /** An import row (issue 35): a WNA without passport or KITAS/KITAP is kept, its keys listed in perlu_dilengkapi. */
  wnaTanpaDokumen?: boolean;
}

/**
 * The record's keys left to complete after a save: `perlu` (the birth's) without the WNA documents',
 * then those a WNA still lacks (only an import leaves them empty: the API refuses it).
 */
export function perluDokumenWna(perlu: readonly string[], v: Pick<NilaiKk, 'kewarganegaraan' | 'noPaspor' | 'noKitasKitap'>): string[] {
  const lain = perlu.filter((k) => !(DOKUMEN_WNA as readonly string[]).includes(k));
  if (v.kewarganegaraan !== 'WNA') return lain;
  return [...lain, ...(v.noPaspor === '' ? ['no_paspor'] : []), ...(v.noKitasKitap === '' ? ['no_kitas_kitap'] : [])];
}

const rapi = (v: string) => v.trim().replace(/\s+/g, ' ');

/**
 * The columns of `body` over `tersimpan` (the stored record on an update; none on a create), with
 * `tanggalLahir` the record's birth date as saved by this body.
 */
export function nilaiKk(body: Partial<Body> & Pick<Body, 'nik' | 'status_perkawinan'>, tanggalLahir: string | null, tersimpan?: KolomKk, opsi: OpsiKk = {}): NilaiKk {
  const lama = tersimpan ?? KOSONG;
  const ambil = <K extends keyof KolomKk>(k: K): KolomKk[K] => (body[k] === undefined ? lama[k] : (body[k] as KolomKk[K]));
  const kewarganegaraan = ambil('kewarganegaraan');
  // What the status or the citizenship does not allow is cleared, sent or stored: the contract cannot say
  // "only with Kawin" per field, so a body it allows is never refused for the mix (the contract fuzz).
  const tanggalPerkawinan = body.status_perkawinan !== 'Kawin' ? null : ambil('tanggal_perkawinan');
  const wni = kewarganegaraan !== 'WNA';
  const v: KolomKk = {
    nama_ayah: rapi(ambil('nama_ayah')),
    nik_ayah: ambil('nik_ayah'),
    nama_ibu: rapi(ambil('nama_ibu')),
    nik_ibu: ambil('nik_ibu'),
    golongan_darah: ambil('golongan_darah'),
    tanggal_perkawinan: tanggalPerkawinan,
    kewarganegaraan,
    no_paspor: wni ? '' : ambil('no_paspor').trim(),
    no_kitas_kitap: wni ? '' : ambil('no_kitas_kitap').trim(),
    disabilitas: ambil('disabilitas'),
  };
  const [salah] = kesalahanDataKk({ ...v, nik: body.nik, status_perkawinan: body.status_perkawinan, tanggal_lahir: tanggalLahir }).filter(
    (k) => !(opsi.wnaTanpaDokumen && !wni && DOKUMEN_WNA.includes(k.field as KunciDokumenWna)),
  );
  if (salah) throw badRequest(salah.pesan);
  return {
    namaAyah: v.nama_ayah,
    nikAyah: v.nik_ayah,
    namaIbu: v.nama_ibu,
    nikIbu: v.nik_ibu,
    golonganDarah: v.golongan_darah,
    tanggalPerkawinan: v.tanggal_perkawinan,
    kewarganegaraan: v.kewarganegaraan,
    noPaspor: v.no_paspor,
    noKitasKitap: v.no_kitas_kitap,
    disabilitas: v.disabilitas,
  };
}
