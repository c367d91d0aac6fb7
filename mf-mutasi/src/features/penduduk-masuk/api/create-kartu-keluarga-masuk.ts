// POST /api/kartu_keluarga/in: an incoming card with its head; the server marks them penduduk_masuk.
// Resolves with the server's envelope or throws an ApiError carrying its Indonesian message.
import { api, callApi, type KartuKeluargaMasukCreateInput, type PendudukCreateInput } from '@sid/openapi';
import { toKartuKeluargaMasukBody, type KartuKeluargaMasukFormValues } from '@sid/openapi/rules';

/** Spec §9: a member added through the incoming flow is always penduduk_masuk. */
export const STATUS_PENDUDUK_MASUK: NonNullable<PendudukCreateInput['status_penduduk']> = 'penduduk_masuk';

/** `alamat`: the family's address here (issue 35); alamat_asal stays where it came from. With its arrival date (issue 40). */
export function createKartuKeluargaMasuk(values: KartuKeluargaMasukFormValues, alamat: Pick<KartuKeluargaMasukCreateInput, 'rt_id' | 'alamat'> = {}) {
  return callApi(api.POST('/api/kartu_keluarga/in', { body: { ...toKartuKeluargaMasukBody(values), ...alamat } }));
}

/** PUT /api/kartu_keluarga/{id}/tanggal_datang: a saved incoming card's arrival date (issue 40). */
export function updateTanggalDatang(id: string, tanggal_datang: string) {
  return callApi(api.PUT('/api/kartu_keluarga/{id}/tanggal_datang', { params: { path: { id } }, body: { tanggal_datang } }));
}
