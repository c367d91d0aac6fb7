// GET /api/cadangan: the backups' runs, one page (tag `cadangan` of openapi.yaml,
// docs/adr/0011-backups.md). Who may is the server's to say: a single village's Super Admin does all;
// in a regency the Admin Kabupaten lists and starts, nobody downloads (403), and a village's Super
// Admin gets 403 on everything.
import { useApiGet, type components } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

export type Cadangan = components['schemas']['Cadangan'];
export type CadanganSort = components['schemas']['CadanganSort'];
export type StatusCadangan = components['schemas']['StatusCadangan'];

/** How often the page asks again while a run is `berjalan` (a village's run takes about a second). */
export const POLL_MS = 1000;

export function useCadanganList(query: TableQuery<CadanganSort>, refreshInterval: number) {
  return useApiGet(
    '/api/cadangan',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    { keepPreviousData: true, refreshInterval },
  );
}
