// The page/limit/sort/order a list asks the server for. Kept in React state, or in the URL query
// (`?page=1&limit=10&sort=nama_lengkap&order=desc`) so that a reload or a shared link keeps the
// user's place. URL values are checked: a hand-edited URL falls back to the defaults.
//
// Issue 40, for every list at once: a list that can sort by 'createdAt' and names no order of its own
// opens newest first, and the page size a user chose is remembered per list (localStorage, keyed by
// the list's route with its ids left out and the parameter prefix) as the next visit's default.
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type SortOrder, type TableQuery } from './types';

export interface UseTableStateOptions<S extends string> {
  /** Keep the query in the URL (needs a router, as every module page has). */
  syncUrl?: boolean;
  /** The sort keys the server accepts; a URL with any other is ignored. */
  sortKeys?: readonly S[];
  /** Prefix of the URL parameters, for a page with two tables ('kk_' gives kk_page...). */
  paramPrefix?: string;
  pageSizes?: readonly number[];
}

export interface TableState<S extends string> extends TableQuery<S> {
  /** The current query as one stable object (a good swr key). */
  query: TableQuery<S>;
  onChange: (next: TableQuery<S>) => void;
  setPage: (page: number) => void;
  reset: () => void;
}

const STORAGE_PREFIX = 'sid:baris-per-halaman:';

/** The list a page size belongs to: the route with its ids (UUIDs, numbers) as ':id', and the prefix. */
export function pageSizeKey(pathname: string, prefix = ''): string {
  const route = pathname.split('/').map((part) => (/^[0-9]+$|^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(part) ? ':id' : part)).join('/');
  return `${STORAGE_PREFIX}${route}${prefix ? `#${prefix}` : ''}`;
}

function readPageSize(key: string, pageSizes: readonly number[]): number | undefined {
  try {
    const n = Number(window.localStorage.getItem(key));
    return pageSizes.includes(n) ? n : undefined;
  } catch {
    return undefined;
  }
}

function writePageSize(key: string, limit: number): void {
  try {
    window.localStorage.setItem(key, String(limit));
  } catch {
    // Storage refused (private mode, full): the size is simply not remembered.
  }
}

function parseQuery<S extends string>(
  params: URLSearchParams,
  prefix: string,
  base: TableQuery<S>,
  sortKeys: readonly S[] | undefined,
  pageSizes: readonly number[],
): TableQuery<S> {
  const page = Number(params.get(`${prefix}page`));
  const limit = Number(params.get(`${prefix}limit`));
  const sort = params.get(`${prefix}sort`);
  const order = params.get(`${prefix}order`);
  return {
    page: params.has(`${prefix}page`) && Number.isInteger(page) && page >= 0 ? page : base.page,
    limit: pageSizes.includes(limit) ? limit : base.limit,
    sort: sort !== null && (!sortKeys || (sortKeys as readonly string[]).includes(sort)) ? (sort as S) : base.sort,
    order: order === 'asc' || order === 'desc' ? order : base.order,
  };
}

export function useTableState<S extends string = string>(
  defaults: Partial<TableQuery<S>> = {},
  options: UseTableStateOptions<S> = {},
): TableState<S> {
  const { syncUrl = false, sortKeys, paramPrefix = '', pageSizes = PAGE_SIZES } = options;
  const { pathname } = useLocation();
  // Read once per list: the remembered size is this visit's default.
  const [storageKey] = useState(() => pageSizeKey(pathname, paramPrefix));
  const [remembered] = useState(() => readPageSize(storageKey, pageSizes));
  const newestFirst = defaults.sort === undefined && (sortKeys as readonly string[] | undefined)?.includes('createdAt') === true;
  const dPage = defaults.page ?? 0;
  const dLimit = defaults.limit ?? remembered ?? DEFAULT_PAGE_SIZE;
  const dSort = newestFirst ? ('createdAt' as S) : defaults.sort;
  const dOrder: SortOrder = defaults.order ?? (newestFirst ? 'desc' : 'asc');
  const base = useMemo<TableQuery<S>>(
    () => ({ page: dPage, limit: dLimit, sort: dSort, order: dOrder }),
    [dPage, dLimit, dSort, dOrder],
  );

  const [local, setLocal] = useState<TableQuery<S>>(base);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlKey = searchParams.toString();
  const fromUrl = useMemo(
    () => parseQuery(new URLSearchParams(urlKey), paramPrefix, base, sortKeys, pageSizes),
    [urlKey, paramPrefix, base, sortKeys, pageSizes],
  );
  const current = syncUrl ? fromUrl : local;
  const query = useMemo<TableQuery<S>>(
    () => ({ page: current.page, limit: current.limit, sort: current.sort, order: current.order }),
    [current.page, current.limit, current.sort, current.order],
  );

  const onChange = useCallback(
    (next: TableQuery<S>) => {
      if (next.limit !== current.limit) writePageSize(storageKey, next.limit);
      if (!syncUrl) {
        setLocal(next);
        return;
      }
      setSearchParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          // Defaults stay out of the URL, so a plain '/users' is the first page.
          const write = (name: string, value: string | undefined, fallback: string | undefined) => {
            if (value === undefined || value === '' || value === fallback) params.delete(`${paramPrefix}${name}`);
            else params.set(`${paramPrefix}${name}`, value);
          };
          write('page', String(next.page), String(base.page));
          write('limit', String(next.limit), String(base.limit));
          write('sort', next.sort, base.sort);
          write('order', next.order, base.order);
          return params;
        },
        { replace: true },
      );
    },
    [syncUrl, setSearchParams, paramPrefix, base, current.limit, storageKey],
  );

  const setPage = useCallback((page: number) => onChange({ ...query, page }), [onChange, query]);
  const reset = useCallback(() => onChange(base), [onChange, base]);

  return { ...query, query, onChange, setPage, reset };
}
