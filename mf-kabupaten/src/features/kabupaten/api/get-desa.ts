// GET /api/kabupaten/desa/{id}: one village of the regency.
import { useApiGet } from '@sid/openapi';

export function useDesa(id: string) {
  return useApiGet('/api/kabupaten/desa/{id}', { path: { id } });
}
