// GET /api/wilayah_desa: the village's dusun, RW and RT (every staff member reads them).
import { useApiGet } from '@sid/openapi';

export function useWilayahDesa() {
  return useApiGet('/api/wilayah_desa', {});
}
