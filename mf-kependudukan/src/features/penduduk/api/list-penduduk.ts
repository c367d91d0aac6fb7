// The resident list of the dashboard: GET /api/penduduk, or one of the three searches (spec §7):
// by name GET /api/penduduk/all/s, by NIK GET /api/penduduk/all/nik/s, by card number
// GET /api/penduduk/s/kk (cards, whose members are listed). Paging and sorting run on the server.
import { useApiGet, type ApiError, type KartuKeluargaSort, type Penduduk, type PendudukSort } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import type { SearchCondition } from '../../../lib/use-search-condition';

export const PENDUDUK_SEARCH_BY = ['nama', 'nik', 'no_kk'] as const;
export type PendudukSearchBy = (typeof PENDUDUK_SEARCH_BY)[number];
export const PENDUDUK_SEARCH_LABEL: Record<PendudukSearchBy, string> = { nama: 'Nama', nik: 'NIK', no_kk: 'Nomor KK' };

/** The table's sortable columns (a URL with another sort is ignored). */
export const PENDUDUK_SORT_KEYS: readonly PendudukSort[] = [
  'no_kk', 'nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin', 'posisi_dalam_keluarga',
];

/** The card search sorts by the card's head; these columns exist there too. */
const KK_SORT_KEYS: ReadonlySet<string> = new Set<KartuKeluargaSort>([
  'no_kk', 'nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin',
]);

/** A NIK or a card number, whole or its first digits (the contract's NumberPrefix). */
export const NUMBER_PREFIX = /^[0-9]{1,16}$/;

/** Retry only what may pass later (no answer, a server failure); a 404 or a 400 will not. */
export const retryTransient = (error: ApiError) => error.status === 0 || error.status >= 500;

export type PendudukRows =
  | { state: 'error'; error: ApiError; retry: () => void }
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'data'; rows: readonly Penduduk[]; total: number; validating: boolean; cards?: number };

function isNotFound(error: ApiError | undefined): boolean {
  return error !== undefined && error.status === 404;
}

export function usePendudukRows(active: SearchCondition<PendudukSearchBy> | null, query: TableQuery<PendudukSort>): PendudukRows {
  const page = { page: query.page, limit: query.limit, sort: query.sort, order: query.order };
  const options = { keepPreviousData: true, shouldRetryOnError: retryTransient };
  const text = active?.text ?? '';
  const numeric = NUMBER_PREFIX.test(text);

  const list = useApiGet(active === null ? '/api/penduduk' : null, { query: page }, options);
  const byName = useApiGet(active?.by === 'nama' ? '/api/penduduk/all/s' : null, { query: { ...page, name: text } }, options);
  const byNik = useApiGet(active?.by === 'nik' && numeric ? '/api/penduduk/all/nik/s' : null, { query: { ...page, nik: text } }, options);
  const byKk = useApiGet(
    active?.by === 'no_kk' && numeric ? '/api/penduduk/s/kk' : null,
    { query: { ...page, sort: query.sort && KK_SORT_KEYS.has(query.sort) ? (query.sort as KartuKeluargaSort) : undefined, no_kk: text } },
    options,
  );

  // A NIK or card number with letters in it cannot match anything: no need to ask.
  if (active && active.by !== 'nama' && !numeric) return { state: 'not-found' };

  if (active?.by === 'no_kk') {
    if (isNotFound(byKk.error)) return { state: 'not-found' };
    if (byKk.error) return { state: 'error', error: byKk.error, retry: () => void byKk.mutate() };
    if (!byKk.data) return { state: 'loading' };
    if (byKk.data.total === 0) return { state: 'not-found' };
    // The server pages cards; the table lists their members.
    const rows = byKk.data.data.flatMap((kk) => kk.anggota_keluarga);
    return { state: 'data', rows, total: byKk.data.total, validating: byKk.isValidating, cards: byKk.data.total };
  }

  const source = active === null ? list : active.by === 'nama' ? byName : byNik;
  if (active && isNotFound(source.error)) return { state: 'not-found' };
  if (source.error) return { state: 'error', error: source.error, retry: () => void source.mutate() };
  if (!source.data) return { state: 'loading' };
  if (active && source.data.total === 0) return { state: 'not-found' };
  return { state: 'data', rows: source.data.data, total: source.data.total, validating: source.isValidating };
}
