// The moving-out statement: POST /api/keterangan/{id} adds it to a record (id of the record),
// PUT /api/keterangan/{statementId} edits it (the proposer photo is replaced only when one is sent),
// DELETE /api/keterangan/{id}/d/{statementId} removes it. All multipart: the photo travels with it.
import {
  api,
  callApi,
  formBody,
  type KeteranganKeluar,
  type KeteranganKeluarCreateInput,
  type KeteranganKeluarUpdateInput,
} from '@sid/openapi';
import { hariIniIso } from '@sid/ui/format';

/** The add and edit forms' values: text as typed, the photo as chosen (null: none / keep the stored one). */
export interface KeteranganKeluarFormValues {
  nomor_surat: string;
  tanggal_ktp: string;
  alamat_pindah: string;
  alasan_pindah: string;
  /** Text in the form, so that 'dua' can be refused with 'Input harus berupa angka'. */
  pengikut: string;
  meninggalkan_desa_pada: string;
  kewarganegaraan: string;
  catatan: string;
  foto_pengusul: File | null;
}

/** Nationality on the moving-out letter is always Indonesia (spec §1), so the form starts with it. */
export const KEWARGANEGARAAN_DEFAULT = 'Indonesia';

/**
 * The add form's start: both dates today (spec §5), nationality Indonesia, and as many followers as
 * the record has (the count the letter will print), which staff rarely need to change.
 */
export function keteranganKeluarAwal(jumlahPengikut: number, today: Date = new Date()): KeteranganKeluarFormValues {
  const tanggal = hariIniIso(today);
  return {
    nomor_surat: '',
    tanggal_ktp: tanggal,
    alamat_pindah: '',
    alasan_pindah: '',
    pengikut: String(Math.max(0, jumlahPengikut)),
    meninggalkan_desa_pada: tanggal,
    kewarganegaraan: KEWARGANEGARAAN_DEFAULT,
    catatan: '',
    foto_pengusul: null,
  };
}

/** The edit form's start: the stored statement; the photo field starts empty (keep the stored one). */
export function fromKeteranganKeluar(k: KeteranganKeluar): KeteranganKeluarFormValues {
  return {
    nomor_surat: k.nomor_surat ?? '',
    tanggal_ktp: k.tanggal_ktp ?? '',
    alamat_pindah: k.alamat_pindah ?? '',
    alasan_pindah: k.alasan_pindah ?? '',
    pengikut: String(k.pengikut ?? 0),
    meninggalkan_desa_pada: k.meninggalkan_desa_pada ?? '',
    kewarganegaraan: k.kewarganegaraan ?? '',
    catatan: k.catatan ?? '',
    foto_pengusul: null,
  };
}

/** Trimmed text fields; the photo only when one was chosen. */
function fields(values: KeteranganKeluarFormValues) {
  return {
    nomor_surat: values.nomor_surat.trim(),
    alamat_pindah: values.alamat_pindah.trim(),
    alasan_pindah: values.alasan_pindah.trim(),
    pengikut: values.pengikut.trim(),
    tanggal_ktp: values.tanggal_ktp,
    meninggalkan_desa_pada: values.meninggalkan_desa_pada,
    catatan: values.catatan.trim(),
    kewarganegaraan: values.kewarganegaraan.trim(),
    foto_pengusul: values.foto_pengusul ?? undefined,
  };
}

export function createKeteranganKeluar(recordId: string, values: KeteranganKeluarFormValues) {
  return callApi(api.POST('/api/keterangan/{id}', {
    params: { path: { id: recordId } },
    body: formBody<KeteranganKeluarCreateInput>(fields(values)),
  }));
}

export function updateKeteranganKeluar(statementId: string, values: KeteranganKeluarFormValues) {
  const { kewarganegaraan, ...rest } = fields(values);
  return callApi(api.PUT('/api/keterangan/{id}', {
    params: { path: { id: statementId } },
    // Not required on edit (spec §5): left empty, the stored nationality stays.
    body: formBody<KeteranganKeluarUpdateInput>(kewarganegaraan ? { ...rest, kewarganegaraan } : rest),
  }));
}

export function deleteKeteranganKeluar(recordId: string, statementId: string) {
  return callApi(api.DELETE('/api/keterangan/{id}/d/{statementId}', {
    params: { path: { id: recordId, statementId } },
  }));
}

/** Spec §7 and §8: the text shown after adding a statement, word for word. */
export const KETERANGAN_KELUAR_DITAMBAHKAN = 'Sukses Menambahkan Keterangan Keluar';

/** The server's refusals of the photo itself (413 too large, 415 not an image) belong under the photo field. */
const FOTO_STATUSES: readonly number[] = [413, 415];

/**
 * Which field of the add and edit forms a refused save is about: the photo for a refusal of the
 * photo itself; none (the form's banner) for anything else (a 400 naming a field, a 409...).
 */
export function fotoDitolak(error: { status?: number }): 'foto_pengusul' | undefined {
  return error.status !== undefined && FOTO_STATUSES.includes(error.status) ? 'foto_pengusul' : undefined;
}
