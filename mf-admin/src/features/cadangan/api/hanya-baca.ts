// The village's read-only setting (issue 38): read with the village (GET /api/desa), set by its Super
// Admin after the export (PUT /api/desa/hanya_baca). A change tells the shell, whose banner follows it.
import { api, callApi, notifyHanyaBaca, useApiGet, type components } from '@sid/openapi';

export type HanyaBaca = components['schemas']['HanyaBaca'];

export const useDesaSaya = () => useApiGet('/api/desa', {});

export async function aturHanyaBaca(body: components['schemas']['HanyaBacaInput']) {
  const res = await callApi(api.PUT('/api/desa/hanya_baca', { body }));
  notifyHanyaBaca();
  return res;
}
