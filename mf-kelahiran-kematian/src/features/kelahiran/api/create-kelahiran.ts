// POST /api/kelahiran: registers a birth; the server finds the parents by NIK (404 'Data ayah tidak
// ditemukan' / 'Data ibu tidak ditemukan').
import { api, callApi, omitEmpty, type KelahiranCreateInput } from '@sid/openapi';
import { trimmed, type KelahiranCreateValues } from './kelahiran-form-values';

/** The parents' NIK always; every other field only when filled (the contract omits empty values). */
export function toCreateBody(values: KelahiranCreateValues): KelahiranCreateInput {
  const { nik_ayah, nik_ibu, ...rest } = trimmed(values);
  return { nik_ayah, nik_ibu, ...omitEmpty(rest) } as KelahiranCreateInput;
}

export function createKelahiran(values: KelahiranCreateValues) {
  return callApi(api.POST('/api/kelahiran', { body: toCreateBody(values) }));
}
