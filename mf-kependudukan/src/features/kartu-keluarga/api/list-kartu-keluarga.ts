// /kartu_keluarga: GET /api/kartu_keluarga (one row per card, its first member), or a search:
// by the name of any member of a card GET /api/penduduk/s (issue 16: a wife finds her family's card;
// each hit is that member, linked to /kartu_keluarga/{card}/d/{member}), by NIK
// GET /api/penduduk/all/nik/s, by card number GET /api/penduduk/s/kk. Server-paged.
import { SORT_KEYS, sortKeyOf, useApiGet, type KartuKeluarga, type KartuKeluargaSort, type Penduduk, type PendudukSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import { listRead, nothingFound, NUMBER_PREFIX, retryTransient, type ListRead } from '../../../lib/list-read';
import type { SearchCondition } from '../../../lib/use-search-condition';
import type { WilayahParams } from '@sid/ui-desa/wilayah';

export const KK_SEARCH_BY = ['nama', 'nik', 'no_kk'] as const;
export type KkSearchBy = (typeof KK_SEARCH_BY)[number];
export const KK_SEARCH_LABEL: Record<KkSearchBy, string> = { nama: 'Nama', nik: 'NIK', no_kk: 'Nomor KK' };

/** The columns of both tables (cards, and the people a name or NIK search finds). */
export type KkListSort = KartuKeluargaSort | PendudukSort;
export const KK_LIST_SORT_KEYS: readonly KkListSort[] = [...new Set([...SORT_KEYS.KartuKeluargaSort, ...SORT_KEYS.PendudukSort])];

/** One page of the list: cards, or the people a name or NIK search finds. An empty page after a search is "not found". */
export type KartuKeluargaRows =
  | { kind: 'kartu'; rows: readonly KartuKeluarga[]; total: number; terbatas?: boolean; validating: boolean }
  | { kind: 'penduduk'; rows: readonly Penduduk[]; total: number; terbatas?: boolean; validating: boolean };

const NOTHING: KartuKeluargaRows = { kind: 'kartu', rows: [], total: 0, validating: false };

/** `wilayah`: the area filter (issue 35); with one, the list and a search are GET /api/kartu_keluarga itself (`q` within the area). */
export function useKartuKeluargaRows(active: SearchCondition<KkSearchBy> | null, query: TableQuery<KkListSort>, wilayah: WilayahParams = {}): ListRead<KartuKeluargaRows> {
  const base = { page: query.page, limit: query.limit, order: query.order };
  const cardSort = sortKeyOf('KartuKeluargaSort', query.sort);
  const personSort = sortKeyOf('PendudukSort', query.sort);
  const options = { keepPreviousData: true, shouldRetryOnError: retryTransient };
  const text = active?.text ?? '';
  const numeric = NUMBER_PREFIX.test(text);
  const diWilayah = Object.keys(wilayah).length > 0;

  const list = useApiGet(active === null || diWilayah ? '/api/kartu_keluarga' : null, { query: { ...base, sort: cardSort, ...wilayah, ...(diWilayah && active ? { q: text } : {}) } }, options);
  const byKk = useApiGet(!diWilayah && active?.by === 'no_kk' && numeric ? '/api/penduduk/s/kk' : null, { query: { ...base, sort: cardSort, no_kk: text } }, options);
  const byName = useApiGet(!diWilayah && active?.by === 'nama' ? '/api/penduduk/s' : null, { query: { ...base, sort: personSort, name: text } }, options);
  const byNik = useApiGet(!diWilayah && active?.by === 'nik' && numeric ? '/api/penduduk/all/nik/s' : null, { query: { ...base, sort: personSort, nik: text } }, options);

  // A NIK or card number with letters in it cannot match anything: no need to ask.
  if (active && active.by !== 'nama' && !numeric) return nothingFound(NOTHING);
  if (diWilayah) {
    return listRead(list, active !== null, (page, validating): KartuKeluargaRows => (
      { kind: 'kartu', rows: page.data, total: page.total, terbatas: page.total_terbatas === true, validating }
    ), NOTHING);
  }

  if (active === null || active.by === 'no_kk') {
    return listRead(active === null ? list : byKk, active !== null, (page, validating): KartuKeluargaRows => (
      { kind: 'kartu', rows: page.data, total: page.total, terbatas: page.total_terbatas === true, validating }
    ), NOTHING);
  }
  return listRead(active.by === 'nama' ? byName : byNik, true, (page, validating): KartuKeluargaRows => (
    { kind: 'penduduk', rows: page.data, total: page.total, terbatas: page.total_terbatas === true, validating }
  ), NOTHING);
}
