// GET /api/penduduk/{id}: one resident with the card and the ids of the linked records.
import { useApiGet } from '@sid/openapi';
import { retryTransient } from '../../../lib/list-read';

export function usePenduduk(id: string) {
  return useApiGet('/api/penduduk/{id}', { path: { id } }, { shouldRetryOnError: retryTransient });
}
