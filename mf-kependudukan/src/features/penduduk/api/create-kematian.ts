// POST /api/kematian/{id} (id: the resident): records the death; the server refuses a resident who
// moved out or is already dead (409) and answers 201 with its message.
import { api, callApi, omitEmpty } from '@sid/openapi';
import type { KematianFormValues } from '@sid/openapi/rules';

/** Spec §5: death forms have no client-side validation; empty optional fields are left out. */
export function toKematianBody(values: KematianFormValues) {
  const { tanggal_meninggal, ...rest } = values;
  return { tanggal_meninggal, ...omitEmpty(rest) };
}

export function createKematian(idPenduduk: string, values: KematianFormValues) {
  return callApi(api.POST('/api/kematian/{id}', { params: { path: { id: idPenduduk } }, body: toKematianBody(values) }));
}
