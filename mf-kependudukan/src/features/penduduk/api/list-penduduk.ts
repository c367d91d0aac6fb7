// The resident list (/penduduk): GET /api/penduduk (its q for the one box), or one of the three searches (spec §7):
// by name GET /api/penduduk/all/s, by NIK GET /api/penduduk/all/nik/s, by card number
// GET /api/penduduk/s/kk (cards, whose members are listed). Paging and sorting run on the server.
import { sortKeyOf, useApiGet, type Penduduk, type PendudukSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import { listRead, nothingFound, NUMBER_PREFIX, retryTransient, type ListRead } from '../../../lib/list-read';
import type { SearchCondition } from '../../../lib/use-search-condition';
import type { WilayahParams } from '@sid/ui-desa/wilayah';

/**
 * 'semua' (issue 40, the default): one box for a name, a NIK or a No. KK, as the other lists search:
 * GET /api/penduduk's `q` (digits: a NIK or card number prefix, letters: a name). The spec's three
 * fields stay in the FILTER dialog's 'Search By'.
 */
export const PENDUDUK_SEARCH_BY = ['semua', 'nama', 'nik', 'no_kk'] as const;
export type PendudukSearchBy = (typeof PENDUDUK_SEARCH_BY)[number];
export const PENDUDUK_SEARCH_LABEL: Record<PendudukSearchBy, string> = { semua: 'Nama, NIK atau Nomor KK', nama: 'Nama', nik: 'NIK', no_kk: 'Nomor KK' };

/** One page of residents; after a card-number search, the members of `cards` cards. Empty after a search: "not found". */
export interface PendudukRows {
  rows: readonly Penduduk[];
  total: number;
  /** More match than `total` (the server stopped counting): "lebih dari". */
  terbatas?: boolean;
  validating: boolean;
  cards?: number;
}

const NOTHING: PendudukRows = { rows: [], total: 0, validating: false };

/**
 * `wilayah`: the area filter (issue 35, dusun_id / rw_id / rt_id). With one, the list and a search are
 * GET /api/penduduk itself (its `q` finds NIK, No. KK or name, within the area).
 */
export function usePendudukRows(active: SearchCondition<PendudukSearchBy> | null, query: TableQuery<PendudukSort>, wilayah: WilayahParams = {}): ListRead<PendudukRows> {
  const page = { page: query.page, limit: query.limit, sort: query.sort, order: query.order };
  const options = { keepPreviousData: true, shouldRetryOnError: retryTransient };
  const text = active?.text ?? '';
  const numeric = NUMBER_PREFIX.test(text);
  const diWilayah = Object.keys(wilayah).length > 0;
  // The list's own q: the one box ('semua'), or any search within an area.
  const viaList = active === null || diWilayah || active.by === 'semua';

  const list = useApiGet(viaList ? '/api/penduduk' : null, { query: { ...page, ...wilayah, ...(active && viaList ? { q: text } : {}) } }, options);
  const byName = useApiGet(!diWilayah && active?.by === 'nama' ? '/api/penduduk/all/s' : null, { query: { ...page, name: text } }, options);
  const byNik = useApiGet(!diWilayah && active?.by === 'nik' && numeric ? '/api/penduduk/all/nik/s' : null, { query: { ...page, nik: text } }, options);
  const byKk = useApiGet(
    !diWilayah && active?.by === 'no_kk' && numeric ? '/api/penduduk/s/kk' : null,
    // The card search sorts by the card's head: the columns the cards' list has too.
    { query: { ...page, sort: sortKeyOf('KartuKeluargaSort', query.sort), no_kk: text } },
    options,
  );

  // A NIK or card number with letters in it cannot match anything: no need to ask.
  if (active && (active.by === 'nik' || active.by === 'no_kk') && !numeric) return nothingFound(NOTHING);
  if (viaList) return listRead(list, active !== null, (found, validating): PendudukRows => ({ rows: found.data, total: found.total, terbatas: found.total_terbatas === true, validating }), NOTHING);

  if (active?.by === 'no_kk') {
    // The server pages cards; the table lists their members.
    return listRead(byKk, true, (cards, validating): PendudukRows => (
      { rows: cards.data.flatMap((kk) => kk.anggota_keluarga), total: cards.total, terbatas: cards.total_terbatas === true, validating, cards: cards.total }
    ), NOTHING);
  }
  const source = active?.by === 'nama' ? byName : byNik;
  return listRead(source, true, (found, validating): PendudukRows => ({ rows: found.data, total: found.total, terbatas: found.total_terbatas === true, validating }), NOTHING);
}
