// GET /api/kabupaten/ringkasan: the regency's summary (tag `kabupaten`; Admin Kabupaten only, the
// server enforces it).
import { useApiGet } from '@sid/openapi';

export function useRingkasanKabupaten() {
  return useApiGet('/api/kabupaten/ringkasan', undefined);
}
