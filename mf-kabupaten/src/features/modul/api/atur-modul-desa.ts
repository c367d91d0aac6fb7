import { api, callApi, type components } from '@sid/openapi';

export type ModulDesaInput = components['schemas']['ModulDesaInput'];

/** PUT …/desa: one change for chosen villages or a kecamatan; says how many changed when the server does not. */
export async function aturModulDesa(modulId: string, input: ModulDesaInput) {
  const body = await callApi(api.PUT('/api/kabupaten/modul/{modulId}/desa', { params: { path: { modulId } }, body: input }));
  return { ...body, message: body.message || `${body.data.jumlah} desa diperbarui` };
}
