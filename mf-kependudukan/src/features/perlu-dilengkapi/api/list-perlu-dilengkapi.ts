// /penduduk/perlu_dilengkapi: GET /api/penduduk/perlu_dilengkapi, the residents whose record has
// fields left to complete (issue 35), server-paged, by name unless sorted otherwise.
import { sortKeyOf, useApiGet, type Penduduk, type PendudukSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import { listRead, retryTransient, type ListRead } from '../../../lib/list-read';

export interface PerluDilengkapiRows {
  rows: readonly Penduduk[];
  total: number;
  validating: boolean;
}

const NOTHING: PerluDilengkapiRows = { rows: [], total: 0, validating: false };

export function usePerluDilengkapiList(query: TableQuery<PendudukSort>): ListRead<PerluDilengkapiRows> {
  const page = useApiGet(
    '/api/penduduk/perlu_dilengkapi',
    { query: { page: query.page, limit: query.limit, order: query.order, sort: sortKeyOf('PendudukSort', query.sort) } },
    { keepPreviousData: true, shouldRetryOnError: retryTransient },
  );
  return listRead(page, false, (p, validating): PerluDilengkapiRows => ({ rows: p.data, total: p.total, validating }), NOTHING);
}
