// GET /api/wilayah_desa: the village's areas as one tree (every staff member reads it).
import { useApiGet } from '@sid/openapi';

export function useWilayahDesa() {
  return useApiGet('/api/wilayah_desa', {});
}
