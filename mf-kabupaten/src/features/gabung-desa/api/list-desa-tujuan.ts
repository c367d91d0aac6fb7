// GET /api/kabupaten/desa: the villages an export may go into instead of a new one: those with no record
// yet (added in the console for the joining village; the server checks it is empty all the same).
import { useApiGet, type DesaRingkasan } from '@sid/openapi';

/** A village with no record yet, by its counts. */
export const desaKosong = (d: DesaRingkasan) => Object.values(d.jumlah).every((n) => !n);

export function useDesaTujuanList() {
  return useApiGet('/api/kabupaten/desa', { query: { page: 0, limit: 100, sort: 'nama_desa', order: 'asc' } });
}
