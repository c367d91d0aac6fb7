// PUT /api/kelahiran/{id}: edits a birth, and corrects a parent when their NIK was changed (issue 16).
import { api, callApi, type KelahiranUpdateInput } from '@sid/openapi';
import { trimmed, type KelahiranEditValues } from './kelahiran-form-values';

/** Fields with a format (NIK, sex, religion, date, time) cannot travel empty: left out when empty. */
const FORMATTED = ['nik', 'jenis_kelamin', 'agama', 'tanggal_lahir', 'jam_lahir'] as const;

/** The parents as the record has them: a parent's NIK is sent only when the clerk changed it. */
export type OrangTuaSemula = Pick<KelahiranEditValues, 'nik_ayah' | 'nik_ibu'>;

/**
 * Plain text fields are sent as they are, so clearing one (a wrong letter number) clears it on the
 * server; formatted fields are sent only when filled; a parent only when corrected (the server then
 * finds and checks them as on create).
 */
export function toUpdateBody(values: KelahiranEditValues, semula: OrangTuaSemula = values): KelahiranUpdateInput {
  const body: Record<string, string> = { ...trimmed(values) };
  for (const key of FORMATTED) if (body[key] === '') delete body[key];
  for (const key of ['nik_ayah', 'nik_ibu'] as const) if (body[key] === '' || body[key] === semula[key].trim()) delete body[key];
  return body as KelahiranUpdateInput;
}

export function updateKelahiran(id: string, values: KelahiranEditValues, semula: OrangTuaSemula) {
  return callApi(api.PUT('/api/kelahiran/{id}', { params: { path: { id } }, body: toUpdateBody(values, semula) }));
}
