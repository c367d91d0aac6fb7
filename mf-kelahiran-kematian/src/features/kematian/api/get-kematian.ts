// GET /api/kematian/{id}: one death with pemilik_data, arsip_kematian (signed URL) and signatures.
import { useApiGet } from '@sid/openapi';

export function useKematian(id: string | undefined) {
  return useApiGet(id ? '/api/kematian/{id}' : null, { path: { id: id ?? '' } });
}
