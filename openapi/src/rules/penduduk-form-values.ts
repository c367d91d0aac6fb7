// The resident forms' values and their conversion to and from the contract's bodies, shared by the
// family-card pages (mf-kependudukan) and the incoming-resident pages (mf-mutasi). The form itself is
// @sid/ui-desa/penduduk-form, which takes these values and options from here.
import type { KartuKeluargaCreateInput, KartuKeluargaMasukCreateInput, Penduduk, PendudukCreateInput, PendudukUpdateInput, Peringatan, PeriksaPendudukInput } from '../index';
import { api } from '../client';
import { callApi } from '../errors';
import {
  AGAMA,
  DIGITS_16,
  DISABILITAS,
  DISABILITAS_LABEL,
  GOLONGAN_DARAH,
  GOLONGAN_DARAH_BAWAAN,
  KEWARGANEGARAAN,
  KEWARGANEGARAAN_BAWAAN,
  fieldOfError,
  JENIS_KELAMIN,
  nikWarnings,
  PEKERJAAN,
  PENDIDIKAN_TERAKHIR,
  POSISI_DALAM_KELUARGA,
  STATUS_PERKAWINAN,
  type KodePeringatan,
  type PeringatanData,
} from '../domain';
import { tanggalIsoAda } from '../domain/lahir';

/** The warnings the form computes itself, live (the shared nikWarnings without the region list). */
export const KODE_PERINGATAN_LOKAL: readonly KodePeringatan[] = ['NIK_TANGGAL_BEDA', 'NIK_JENIS_KELAMIN_BEDA', 'NIK_NOMOR_URUT_NOL'];

/** The form's own warnings: what the NIK says against the birth date and the sex (issue 13). */
export function peringatanLokal(v: { nik: string; tanggal_lahir: string; jenis_kelamin: string }): PeringatanData[] {
  return nikWarnings(v.nik.trim(), { tanggalLahir: tanggalIsoAda(v.tanggal_lahir) ? v.tanggal_lahir : undefined, jenisKelamin: v.jenis_kelamin });
}

/**
 * The body of POST /api/penduduk/periksa, or undefined when there is nothing the server could add
 * (no 16-digit number, no name with a birth place and date). Numbers go only once they are 16 digits.
 */
export function toPeriksaBody(v: Partial<KartuKeluargaFormValues>, id?: string): PeriksaPendudukInput | undefined {
  const nik = v.nik?.trim() ?? '';
  const noKk = v.no_kk?.trim() ?? '';
  const nama = v.nama_lengkap?.trim() ?? '';
  const tempat = v.tempat_lahir?.trim() ?? '';
  const tanggal = v.tanggal_lahir && tanggalIsoAda(v.tanggal_lahir) ? v.tanggal_lahir : '';
  const body: PeriksaPendudukInput = {
    ...(id ? { id } : {}),
    ...(DIGITS_16.test(nik) ? { nik } : {}),
    ...(DIGITS_16.test(noKk) ? { no_kk: noKk } : {}),
    ...(nama ? { nama_lengkap: nama.slice(0, 100) } : {}),
    ...(tempat ? { tempat_lahir: tempat.slice(0, 100) } : {}),
    ...(tanggal ? { tanggal_lahir: tanggal } : {}),
    ...(v.jenis_kelamin ? { jenis_kelamin: v.jenis_kelamin } : {}),
  };
  return body.nik || body.no_kk || (body.nama_lengkap && body.tanggal_lahir) ? body : undefined;
}

/**
 * The server's warnings (regions, possible duplicates; issue 13) for the typed values, without those
 * the form computes itself (they follow the typing live). Nothing to ask: no call, no warning.
 */
export async function periksaPenduduk(v: Partial<KartuKeluargaFormValues>, id?: string): Promise<Peringatan[]> {
  const body = toPeriksaBody(v, id);
  if (!body) return [];
  const res = await callApi(api.POST('/api/penduduk/periksa', { body }));
  return res.data.peringatan.filter((w) => !KODE_PERINGATAN_LOKAL.includes(w.kode));
}

/** The disability select's "none" (the contract's null). */
export const TANPA_DISABILITAS = 'tidak_ada';

/**
 * What @sid/ui-desa/penduduk-form takes from the contract as its `options` (its default):
 * the choices on offer, the field a refusal's code is about (NIK_TAKEN under NIK, ...), and the
 * warnings beside the fields (issue 13): computed live, and asked of the server.
 */
export const PENDUDUK_FORM_OPTIONS = {
  jenisKelamin: JENIS_KELAMIN,
  agama: AGAMA,
  statusPerkawinan: STATUS_PERKAWINAN,
  pekerjaan: PEKERJAAN,
  pendidikanTerakhir: PENDIDIKAN_TERAKHIR,
  posisiDalamKeluarga: POSISI_DALAM_KELUARGA,
  golonganDarah: GOLONGAN_DARAH,
  kewarganegaraan: KEWARGANEGARAAN,
  disabilitas: [{ value: TANPA_DISABILITAS, label: 'Tidak Ada' }, ...DISABILITAS.map((kode) => ({ value: kode, label: DISABILITAS_LABEL[kode] }))],
  fieldOfError,
  peringatanLokal,
  periksa: periksaPenduduk,
} as const;

/** What the member forms hold: every field as text, as the inputs give it. */
export interface PendudukFormValues {
  nik: string;
  nama_lengkap: string;
  jenis_kelamin: string;
  tempat_lahir: string;
  /** YYYY-MM-DD (the date input's value). */
  tanggal_lahir: string;
  agama: string;
  status_perkawinan: string;
  pekerjaan: string;
  pendidikan_terakhir: string;
  posisi_dalam_keluarga: string;
  alamat_asal: string;
  // The KK columns (issue 35); '' is none.
  nama_ayah: string;
  nik_ayah: string;
  nama_ibu: string;
  nik_ibu: string;
  golongan_darah: string;
  /** YYYY-MM-DD; sent only with status Kawin. */
  tanggal_perkawinan: string;
  kewarganegaraan: string;
  /** Sent only for a WNA. */
  no_paspor: string;
  no_kitas_kitap: string;
  /** A Permendagri 118/2017 code, TANPA_DISABILITAS for none. */
  disabilitas: string;
}

export interface KartuKeluargaFormValues extends PendudukFormValues {
  no_kk: string;
}

export const EMPTY_PENDUDUK: PendudukFormValues = {
  nik: '',
  nama_lengkap: '',
  jenis_kelamin: '',
  tempat_lahir: '',
  tanggal_lahir: '',
  agama: '',
  status_perkawinan: '',
  pekerjaan: '',
  pendidikan_terakhir: '',
  posisi_dalam_keluarga: '',
  alamat_asal: '',
  nama_ayah: '',
  nik_ayah: '',
  nama_ibu: '',
  nik_ibu: '',
  golongan_darah: GOLONGAN_DARAH_BAWAAN,
  tanggal_perkawinan: '',
  kewarganegaraan: KEWARGANEGARAAN_BAWAAN,
  no_paspor: '',
  no_kitas_kitap: '',
  disabilitas: TANPA_DISABILITAS,
};

/** A member's stored fields, to prefill the edit form. */
export function fromPenduduk(p: Penduduk): PendudukFormValues {
  return {
    nik: p.nik,
    nama_lengkap: p.nama_lengkap,
    jenis_kelamin: p.jenis_kelamin,
    // An old record whose text could not be read opens with what was read (the rest to complete).
    tempat_lahir: p.tempat_lahir ?? '',
    tanggal_lahir: p.tanggal_lahir ?? '',
    agama: p.agama,
    status_perkawinan: p.status_perkawinan,
    pekerjaan: p.pekerjaan,
    pendidikan_terakhir: p.pendidikan_terakhir,
    posisi_dalam_keluarga: p.posisi_dalam_keluarga,
    alamat_asal: p.alamat_asal,
    nama_ayah: p.nama_ayah,
    nik_ayah: p.nik_ayah ?? '',
    nama_ibu: p.nama_ibu,
    nik_ibu: p.nik_ibu ?? '',
    golongan_darah: p.golongan_darah,
    tanggal_perkawinan: p.tanggal_perkawinan ?? '',
    kewarganegaraan: p.kewarganegaraan,
    no_paspor: p.no_paspor,
    no_kitas_kitap: p.no_kitas_kitap,
    disabilitas: p.disabilitas ?? TANPA_DISABILITAS,
  };
}

/**
 * The fields as the server takes them: text trimmed (yup checked them trimmed); the choices come
 * from the rules' lists, so they are the contract's enum values.
 */
export function toPendudukBody(v: PendudukFormValues): Omit<PendudukUpdateInput, 'rt_id' | 'alamat'> {
  return {
    nik: v.nik.trim(),
    nama_lengkap: v.nama_lengkap.trim(),
    jenis_kelamin: v.jenis_kelamin as PendudukUpdateInput['jenis_kelamin'],
    tempat_lahir: v.tempat_lahir.trim(),
    tanggal_lahir: v.tanggal_lahir,
    agama: v.agama as PendudukUpdateInput['agama'],
    status_perkawinan: v.status_perkawinan as PendudukUpdateInput['status_perkawinan'],
    pekerjaan: v.pekerjaan.trim(),
    pendidikan_terakhir: v.pendidikan_terakhir as PendudukUpdateInput['pendidikan_terakhir'],
    posisi_dalam_keluarga: v.posisi_dalam_keluarga as PendudukUpdateInput['posisi_dalam_keluarga'],
    alamat_asal: v.alamat_asal.trim(),
    ...toDataKkBody(v),
  };
}

/**
 * The KK columns as the server takes them: every one sent (an empty one clears it: null, or ''), the
 * date of marriage only with Kawin and a WNA's numbers only for a WNA (else cleared by the server).
 */
export function toDataKkBody(v: PendudukFormValues): Pick<
  PendudukUpdateInput,
  'nama_ayah' | 'nik_ayah' | 'nama_ibu' | 'nik_ibu' | 'golongan_darah' | 'tanggal_perkawinan' | 'kewarganegaraan' | 'no_paspor' | 'no_kitas_kitap' | 'disabilitas'
> {
  const wna = v.kewarganegaraan === 'WNA';
  return {
    nama_ayah: v.nama_ayah.trim(),
    nik_ayah: v.nik_ayah.trim() || null,
    nama_ibu: v.nama_ibu.trim(),
    nik_ibu: v.nik_ibu.trim() || null,
    golongan_darah: (v.golongan_darah || GOLONGAN_DARAH_BAWAAN) as PendudukUpdateInput['golongan_darah'],
    tanggal_perkawinan: v.status_perkawinan === 'Kawin' && v.tanggal_perkawinan ? v.tanggal_perkawinan : null,
    kewarganegaraan: (v.kewarganegaraan || KEWARGANEGARAAN_BAWAAN) as PendudukUpdateInput['kewarganegaraan'],
    no_paspor: wna ? v.no_paspor.trim() : '',
    no_kitas_kitap: wna ? v.no_kitas_kitap.trim() : '',
    disabilitas: (v.disabilitas === TANPA_DISABILITAS || v.disabilitas === '' ? null : v.disabilitas) as PendudukUpdateInput['disabilitas'],
  };
}

/** A new member: the server gives the status ('' here, penduduk_masuk on an incoming card). */
export function toAnggotaCreateBody(v: PendudukFormValues): PendudukCreateInput {
  return toPendudukBody(v);
}

export function toKartuKeluargaBody(v: KartuKeluargaFormValues): KartuKeluargaCreateInput {
  return { no_kk: v.no_kk.trim(), ...toPendudukBody(v) };
}

/** Issue 40: an incoming family's card with its arrival date (YYYY-MM-DD, as the date field keeps it). */
export interface KartuKeluargaMasukFormValues extends KartuKeluargaFormValues {
  tanggal_datang: string;
}

export function toKartuKeluargaMasukBody(v: KartuKeluargaMasukFormValues): KartuKeluargaMasukCreateInput {
  return { ...toKartuKeluargaBody(v), ...(v.tanggal_datang ? { tanggal_datang: v.tanggal_datang } : {}) };
}
