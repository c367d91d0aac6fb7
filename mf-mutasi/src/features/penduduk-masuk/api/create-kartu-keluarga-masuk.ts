// POST /api/kartu_keluarga/in: an incoming card with its head; the server marks them penduduk_masuk.
// Resolves with the server's envelope or throws an ApiError carrying its Indonesian message.
import { api, callApi, type KartuKeluargaCreateInput, type PendudukCreateInput } from '@sid/openapi';
import { toKartuKeluargaBody, type KartuKeluargaFormValues } from '@sid/openapi/rules';

/** Spec §9: a member added through the incoming flow is always penduduk_masuk. */
export const STATUS_PENDUDUK_MASUK: NonNullable<PendudukCreateInput['status_penduduk']> = 'penduduk_masuk';

/** `alamat`: the family's address here (issue 35); alamat_asal stays where it came from. */
export function createKartuKeluargaMasuk(values: KartuKeluargaFormValues, alamat: Pick<KartuKeluargaCreateInput, 'rt_id' | 'alamat'> = {}) {
  return callApi(api.POST('/api/kartu_keluarga/in', { body: { ...toKartuKeluargaBody(values), ...alamat } }));
}
