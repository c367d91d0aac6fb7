// PUT /api/kelahiran/{id}: edits a birth (the parents stay). Spec §5: no client validation.
import { api, callApi, type KelahiranUpdateInput } from '@sid/openapi';
import { trimmed, type KelahiranFields } from './kelahiran-form-values';

/** Fields with a format (NIK, sex, religion, date, time) cannot travel empty: left out when empty. */
const FORMATTED = ['nik', 'jenis_kelamin', 'agama', 'tanggal_lahir', 'jam_lahir'] as const;

/**
 * Plain text fields are sent as they are, so clearing one (a wrong letter number) clears it on the
 * server; formatted fields are sent only when filled.
 */
export function toUpdateBody(values: KelahiranFields): KelahiranUpdateInput {
  const body: Record<string, string> = { ...trimmed(values) };
  for (const key of FORMATTED) if (body[key] === '') delete body[key];
  return body as KelahiranUpdateInput;
}

export function updateKelahiran(id: string, values: KelahiranFields) {
  return callApi(api.PUT('/api/kelahiran/{id}', { params: { path: { id } }, body: toUpdateBody(values) }));
}
