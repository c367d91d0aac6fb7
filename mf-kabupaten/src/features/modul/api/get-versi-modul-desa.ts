// GET /api/kabupaten/desa/{id}/versi_modul: one village's modules and the version of each it runs.
import { useApiGet } from '@sid/openapi';

export function useVersiModulDesa(id: string) {
  return useApiGet('/api/kabupaten/desa/{id}/versi_modul', { path: { id } });
}
