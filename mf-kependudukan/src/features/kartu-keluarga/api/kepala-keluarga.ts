// Issue 40, the new head of a family: PUT /api/kartu_keluarga/{id}/kepala names a member still living
// on the card as its Kepala Keluarga; GET /api/kartu_keluarga/tanpa_kepala lists the cards waiting for one.
import { api, callApi, useApiGet, type KartuKeluarga } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import { listRead, retryTransient, type ListRead } from '../../../lib/list-read';

export function setKepalaKeluarga(kkId: string, pendudukId: string) {
  return callApi(api.PUT('/api/kartu_keluarga/{id}/kepala', { params: { path: { id: kkId } }, body: { penduduk_id: pendudukId } }));
}

/** The card as it is now (after a death or a move, to ask who heads it). */
export async function ambilKartuKeluarga(kkId: string): Promise<KartuKeluarga> {
  return (await callApi(api.GET('/api/kartu_keluarga/{id}', { params: { path: { id: kkId } } }))).data;
}

export interface TanpaKepalaRows {
  rows: readonly KartuKeluarga[];
  total: number;
  validating: boolean;
}

const NOTHING: TanpaKepalaRows = { rows: [], total: 0, validating: false };

export function useTanpaKepalaList(query: TableQuery<string>): ListRead<TanpaKepalaRows> {
  const page = useApiGet(
    '/api/kartu_keluarga/tanpa_kepala',
    { query: { page: query.page, limit: query.limit } },
    { keepPreviousData: true, shouldRetryOnError: retryTransient },
  );
  return listRead(page, false, (p, validating): TanpaKepalaRows => ({ rows: p.data, total: p.total, validating }), NOTHING);
}
