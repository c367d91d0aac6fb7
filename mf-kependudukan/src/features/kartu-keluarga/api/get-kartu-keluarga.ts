// GET /api/kartu_keluarga/{id}: the card with its members (head of family first).
import { useApiGet } from '@sid/openapi';
import { retryTransient } from '../../../lib/list-read';

export function useKartuKeluarga(id: string | null) {
  return useApiGet(id === null ? null : '/api/kartu_keluarga/{id}', { path: { id: id ?? '' } }, { shouldRetryOnError: retryTransient });
}

// GET /api/penduduk/{id}: the member being edited.
export function useAnggota(id: string) {
  return useApiGet('/api/penduduk/{id}', { path: { id } }, { shouldRetryOnError: retryTransient });
}
