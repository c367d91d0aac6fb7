// The reads of the card pages: the incoming card with its members and entry documents, and one
// member for the edit form.
import { useApiGet } from '@sid/openapi';
import { retryTransient } from './list-penduduk-masuk';

/** GET /api/penduduk_masuk/{id}: anggota_keluarga (head first) and data_penduduk_masuk (null: not asked). */
export function usePendudukMasuk(idKK: string | null) {
  return useApiGet(idKK === null ? null : '/api/penduduk_masuk/{id}', { path: { id: idKK ?? '' } }, { shouldRetryOnError: retryTransient });
}

/** GET /api/penduduk/{id}: the member being edited. */
export function useAnggotaMasuk(id: string) {
  return useApiGet('/api/penduduk/{id}', { path: { id } }, { shouldRetryOnError: retryTransient });
}
