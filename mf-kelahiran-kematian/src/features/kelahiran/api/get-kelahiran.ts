// GET /api/kelahiran/{id}: one birth with data_ayah, data_ibu and signatures.
import { useApiGet } from '@sid/openapi';

export function useKelahiran(id: string | undefined) {
  return useApiGet(id ? '/api/kelahiran/{id}' : null, { path: { id: id ?? '' } });
}
