// PUT /api/kematian/{id}: edits a death record (the body of the one death form: @sid/openapi/rules).
import { api, callApi } from '@sid/openapi';
import { toKematianBody, type KematianFormValues } from '@sid/openapi/rules';

export function updateKematian(id: string, values: KematianFormValues) {
  return callApi(api.PUT('/api/kematian/{id}', { params: { path: { id } }, body: toKematianBody(values) }));
}

/** Spec §4 and §8: the text shown after a death update, word for word. */
export const KEMATIAN_UPDATED = 'Sukses memperbarui data kematian penduduk.';
