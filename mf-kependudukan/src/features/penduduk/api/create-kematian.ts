// POST /api/kematian/{id} (id: the resident): records the death; the server refuses a resident who
// moved out or is already dead (409) and answers 201 with its message.
import { api, callApi } from '@sid/openapi';
import { toKematianBody, type KematianFormValues } from '@sid/openapi/rules';

export function createKematian(idPenduduk: string, values: KematianFormValues) {
  return callApi(api.POST('/api/kematian/{id}', { params: { path: { id: idPenduduk } }, body: toKematianBody(values) }));
}
